import { FREE_TRIAL_DAYS, RETURN_COOLING_OFF_DAYS, describeServiceHours } from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

const UPDATED = '2025-11-01';

const zhTW: StaticPageDocument = {
  title: '服務條款',
  description:
    '歡迎使用 WellFit。本條款說明你使用我們的網站、App、訓練內容與線上商城時，雙方的權利與義務。請在註冊或購買前仔細閱讀。',
  updated: UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: '接受條款',
      blocks: [
        {
          kind: 'paragraph',
          text: 'WellFit（以下稱「我們」）提供健身訓練內容、訂閱服務、線上商城、W Coin 點數與相關會員服務（以下合稱「本服務」）。當你註冊會員、登入或使用本服務，即表示你已閱讀、了解並同意本條款及隱私權政策。若你不同意，請停止使用本服務。',
        },
        {
          kind: 'paragraph',
          text: '若你未滿十八歲，應由法定代理人閱讀並同意本條款後，才能註冊與購買。',
        },
      ],
    },
    {
      id: 'account',
      heading: '會員帳號',
      blocks: [
        {
          kind: 'list',
          items: [
            '你可以用台灣手機號碼（+886）或電子郵件接收驗證碼註冊，也可以透過 Google、Apple 或 Facebook 帳號登入。',
            '請提供真實、正確的資料，並在資料變更時於「帳號設定」更新，以免影響出貨、發票與權益通知。',
            '密碼與驗證碼請妥善保管，勿提供給他人。以你的帳號進行的操作，視為你本人所為；若發現帳號遭盜用，請立即通知客服。',
            '一人以註冊一個帳號為原則。企業帳號、運動專案會員等特殊身分，另依各方案的說明辦理。',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: '訓練內容與訂閱',
      blocks: [
        {
          kind: 'paragraph',
          text: `部分課程與訓練計畫僅限訂閱會員（VIP）觀看。新會員可享 ${FREE_TRIAL_DAYS} 天免費體驗，體驗期滿後依你選擇的方案開始收費；若不想續用，請在體驗期結束前取消。`,
        },
        {
          kind: 'list',
          items: [
            '訂閱方案分為季繳、半年繳與年繳，於每期到期時自動續訂並以原付款方式扣款。',
            '你可以隨時在「會員中心 > 我的訂閱」取消下一期續訂；取消後不會再扣款，已付費的期間仍可使用到到期日。',
            '訂閱屬於線上提供的數位內容，經你同意開始提供後即開始計算服務期間；已開始的期間原則上不予退費，但法律另有規定者從其規定。',
            '課程內容、教練與上架時間可能調整，我們會盡量維持同等品質的內容。',
          ],
        },
      ],
    },
    {
      id: 'health',
      heading: '健康與運動安全',
      blocks: [
        {
          kind: 'paragraph',
          text: '開始觀看課程影片前，你需要閱讀並同意健康聲明。運動有一定風險，我們提供的課程、計畫、BMI 結果與文章僅供一般健身參考，不能取代醫師、物理治療師或營養師的專業診斷與建議。',
        },
        {
          kind: 'list',
          items: [
            '若你懷孕、有慢性疾病、心血管疾病、關節或脊椎問題，或正在接受治療，請先諮詢醫師再開始訓練。',
            '運動中如感到胸悶、頭暈、呼吸困難或劇烈疼痛，請立即停止並就醫。',
            '請在安全的空間運動，依說明正確組裝及使用器材，並留意兒童與寵物。',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: '訂購、付款與配送',
      blocks: [
        {
          kind: 'list',
          items: [
            '商品頁面上的價格以新台幣計價並含營業稅；運費與可享的優惠會在結帳頁清楚列出。',
            '訂單成立以我們寄出的訂單確認通知為準。若商品缺貨、價格明顯標示錯誤或訂單有異常，我們會通知你並可取消該訂單，已付款項將全額退還。',
            '付款方式包含信用卡等結帳頁所列方式；信用卡交易可能需要通過發卡銀行的 3D 驗證。',
            '商品配送範圍以台灣本島及結帳頁所列地區為限。請確認收件資訊正確，因資料錯誤造成的延誤或無法送達，可能需要你負擔再次寄送的費用。',
            '每筆訂單皆開立電子發票，可選擇存入手機條碼載具、捐贈，或開立含統一編號的公司發票。',
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: '退貨與退款',
      blocks: [
        {
          kind: 'paragraph',
          text: `依消費者保護法，實體商品享有 ${RETURN_COOLING_OFF_DAYS} 天猶豫期：你可以在收到商品的隔天起 ${RETURN_COOLING_OFF_DAYS} 天內，於「我的訂單」申請退貨，無須說明理由，也無須負擔任何費用。猶豫期不是試用期，退回的商品請保持完整，並連同配件、贈品與原包裝一併退回。`,
        },
        {
          kind: 'paragraph',
          text: '依「通訊交易解除權合理例外情事適用準則」，下列情形不適用猶豫期，我們會在商品頁或結帳頁事先告知：',
        },
        {
          kind: 'list',
          items: [
            '經你事先同意而開始提供的線上數位內容或服務，例如訂閱、課程與課程序號。',
            '已拆封的個人衛生用品，例如內衣褲、襪子等貼身衣物。',
            '依你的要求客製化的商品。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我們收到退回的商品並確認後，會在 15 天內以原付款方式退款；使用的優惠券或 W Coin 會依活動規則退回或扣除。商品如有瑕疵，請在收到後盡快聯繫客服，我們會協助換貨或退款。',
        },
      ],
    },
    {
      id: 'points-and-coupons',
      heading: 'W Coin、優惠券與序號',
      blocks: [
        {
          kind: 'list',
          items: [
            'W Coin 是 WellFit 的會員點數，可透過每日簽到與活動取得，用於兌換商品、優惠券或在結帳時折抵。每筆訂單可折抵的點數有上限，以結帳頁顯示為準。',
            'W Coin、優惠券、禮物序號與課程序號皆不得兌換現金、轉售或轉讓，並有各自的使用期限與適用範圍（全館、指定分類或指定商品）。',
            '以不正當方式（例如大量註冊、程式自動操作）取得的點數或優惠，我們得取消並收回。',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '智慧財產權',
      blocks: [
        {
          kind: 'paragraph',
          text: '本服務中的課程影片、訓練計畫、文章、圖片、商標與程式，均由 WellFit 或合作的教練、品牌依法享有權利。你可以在個人、非商業目的下觀看與使用；未經書面同意，請勿錄製、下載、重製、公開播放、改作或散布。',
        },
      ],
    },
    {
      id: 'conduct',
      heading: '使用規範',
      blocks: [
        {
          kind: 'paragraph',
          text: '使用本服務時，請勿有下列行為，否則我們得暫停或終止你的帳號：',
        },
        {
          kind: 'list',
          items: [
            '冒用他人身分，或提供虛假資料。',
            '干擾、破壞本服務或他人使用，包括散布惡意程式、以自動化工具大量存取。',
            '分享帳號給他人共用，或以本服務從事營利轉售。',
            '上傳或傳送違法、侵害他人權利、騷擾或不雅的內容。',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '服務變更與責任',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們會盡力維持服務穩定，但可能因系統維護、更新或不可抗力而暫停部分功能；計畫性維護會事先公告。若因可歸責於我們的原因造成你的損害，我們依法負責；因不可歸責於我們的事由（例如天災、網路業者中斷）造成的損害，在法律允許的範圍內不負賠償責任。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '條款修改',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們可能因法令或服務調整而修改本條款，修改後會公告在本頁並更新上方日期；影響你權益的重大修改，我們會另以電子郵件或站內通知告知。修改生效後你仍繼續使用本服務，即視為同意修改後的條款。',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '準據法與管轄',
      blocks: [
        {
          kind: 'paragraph',
          text: '本條款以中華民國法律為準據法。因本條款發生爭議時，雙方應先誠信協商；協商不成而涉訟者，以臺灣臺北地方法院為第一審管轄法院，但消費者保護法或其他法律另有規定者，從其規定。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '聯絡我們',
      blocks: [
        {
          kind: 'paragraph',
          text: `對本條款有任何疑問，歡迎透過聯絡表單或電子郵件與我們聯繫。客服時間：${describeServiceHours('zhTW')}。`,
        },
        {
          kind: 'links',
          links: [
            { label: '聯絡我們', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: '服务条款',
  description:
    '欢迎使用 WellFit。本条款说明你使用我们的网站、App、训练内容与在线商城时，双方的权利与义务。请在注册或购买前仔细阅读。',
  updated: UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: '接受条款',
      blocks: [
        {
          kind: 'paragraph',
          text: 'WellFit（以下称「我们」）提供健身训练内容、订阅服务、在线商城、W Coin 积分与相关会员服务（以下合称「本服务」）。当你注册会员、登录或使用本服务，即表示你已阅读、了解并同意本条款及隐私政策。若你不同意，请停止使用本服务。',
        },
        {
          kind: 'paragraph',
          text: '若你未满十八岁，应由法定代理人阅读并同意本条款后，才能注册与购买。',
        },
      ],
    },
    {
      id: 'account',
      heading: '会员账号',
      blocks: [
        {
          kind: 'list',
          items: [
            '你可以用台湾手机号码（+886）或电子邮件接收验证码注册，也可以通过 Google、Apple 或 Facebook 账号登录。',
            '请提供真实、正确的资料，并在资料变更时于「账号设置」更新，以免影响发货、发票与权益通知。',
            '密码与验证码请妥善保管，勿提供给他人。以你的账号进行的操作，视为你本人所为；若发现账号遭盗用，请立即通知客服。',
            '一人以注册一个账号为原则。企业账号、运动专案会员等特殊身份，另依各方案的说明办理。',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: '训练内容与订阅',
      blocks: [
        {
          kind: 'paragraph',
          text: `部分课程与训练计划仅限订阅会员（VIP）观看。新会员可享 ${FREE_TRIAL_DAYS} 天免费体验，体验期满后依你选择的方案开始收费；若不想续用，请在体验期结束前取消。`,
        },
        {
          kind: 'list',
          items: [
            '订阅方案分为季缴、半年缴与年缴，于每期到期时自动续订并以原付款方式扣款。',
            '你可以随时在「会员中心 > 我的订阅」取消下一期续订；取消后不会再扣款，已付费的期间仍可使用到到期日。',
            '订阅属于在线提供的数字内容，经你同意开始提供后即开始计算服务期间；已开始的期间原则上不予退费，但法律另有规定者从其规定。',
            '课程内容、教练与上架时间可能调整，我们会尽量维持同等质量的内容。',
          ],
        },
      ],
    },
    {
      id: 'health',
      heading: '健康与运动安全',
      blocks: [
        {
          kind: 'paragraph',
          text: '开始观看课程视频前，你需要阅读并同意健康声明。运动有一定风险，我们提供的课程、计划、BMI 结果与文章仅供一般健身参考，不能取代医师、物理治疗师或营养师的专业诊断与建议。',
        },
        {
          kind: 'list',
          items: [
            '若你怀孕、有慢性疾病、心血管疾病、关节或脊椎问题，或正在接受治疗，请先咨询医师再开始训练。',
            '运动中如感到胸闷、头晕、呼吸困难或剧烈疼痛，请立即停止并就医。',
            '请在安全的空间运动，依说明正确组装及使用器材，并留意儿童与宠物。',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: '订购、付款与配送',
      blocks: [
        {
          kind: 'list',
          items: [
            '商品页面上的价格以新台币计价并含营业税；运费与可享的优惠会在结账页清楚列出。',
            '订单成立以我们寄出的订单确认通知为准。若商品缺货、价格明显标示错误或订单有异常，我们会通知你并可取消该订单，已付款项将全额退还。',
            '付款方式包含信用卡等结账页所列方式；信用卡交易可能需要通过发卡银行的 3D 验证。',
            '商品配送范围以台湾本岛及结账页所列地区为限。请确认收件信息正确，因资料错误造成的延误或无法送达，可能需要你负担再次寄送的费用。',
            '每笔订单皆开立电子发票，可选择存入手机条码载具、捐赠，或开立含统一编号的公司发票。',
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: '退货与退款',
      blocks: [
        {
          kind: 'paragraph',
          text: `依消费者保护法，实体商品享有 ${RETURN_COOLING_OFF_DAYS} 天犹豫期：你可以在收到商品的隔天起 ${RETURN_COOLING_OFF_DAYS} 天内，于「我的订单」申请退货，无须说明理由，也无须负担任何费用。犹豫期不是试用期，退回的商品请保持完整，并连同配件、赠品与原包装一并退回。`,
        },
        {
          kind: 'paragraph',
          text: '依「通讯交易解除权合理例外情事适用准则」，下列情形不适用犹豫期，我们会在商品页或结账页事先告知：',
        },
        {
          kind: 'list',
          items: [
            '经你事先同意而开始提供的在线数字内容或服务，例如订阅、课程与课程序号。',
            '已拆封的个人卫生用品，例如内衣裤、袜子等贴身衣物。',
            '依你的要求定制的商品。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我们收到退回的商品并确认后，会在 15 天内以原付款方式退款；使用的优惠券或 W Coin 会依活动规则退回或扣除。商品如有瑕疵，请在收到后尽快联系客服，我们会协助换货或退款。',
        },
      ],
    },
    {
      id: 'points-and-coupons',
      heading: 'W Coin、优惠券与序号',
      blocks: [
        {
          kind: 'list',
          items: [
            'W Coin 是 WellFit 的会员积分，可通过每日签到与活动取得，用于兑换商品、优惠券或在结账时折抵。每笔订单可折抵的积分有上限，以结账页显示为准。',
            'W Coin、优惠券、礼物序号与课程序号皆不得兑换现金、转售或转让，并有各自的使用期限与适用范围（全馆、指定分类或指定商品）。',
            '以不正当方式（例如大量注册、程序自动操作）取得的积分或优惠，我们得取消并收回。',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '知识产权',
      blocks: [
        {
          kind: 'paragraph',
          text: '本服务中的课程视频、训练计划、文章、图片、商标与程序，均由 WellFit 或合作的教练、品牌依法享有权利。你可以在个人、非商业目的下观看与使用；未经书面同意，请勿录制、下载、复制、公开播放、改作或散布。',
        },
      ],
    },
    {
      id: 'conduct',
      heading: '使用规范',
      blocks: [
        {
          kind: 'paragraph',
          text: '使用本服务时，请勿有下列行为，否则我们得暂停或终止你的账号：',
        },
        {
          kind: 'list',
          items: [
            '冒用他人身份，或提供虚假资料。',
            '干扰、破坏本服务或他人使用，包括散布恶意程序、以自动化工具大量访问。',
            '分享账号给他人共用，或以本服务从事营利转售。',
            '上传或发送违法、侵害他人权利、骚扰或不雅的内容。',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '服务变更与责任',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们会尽力维持服务稳定，但可能因系统维护、更新或不可抗力而暂停部分功能；计划性维护会事先公告。若因可归责于我们的原因造成你的损害，我们依法负责；因不可归责于我们的事由（例如天灾、网络业者中断）造成的损害，在法律允许的范围内不负赔偿责任。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '条款修改',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们可能因法令或服务调整而修改本条款，修改后会公告在本页并更新上方日期；影响你权益的重大修改，我们会另以电子邮件或站内通知告知。修改生效后你仍继续使用本服务，即视为同意修改后的条款。',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '准据法与管辖',
      blocks: [
        {
          kind: 'paragraph',
          text: '本条款以中华民国法律为准据法。因本条款发生争议时，双方应先诚信协商；协商不成而涉讼者，以台湾台北地方法院为第一审管辖法院，但消费者保护法或其他法律另有规定者，从其规定。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      blocks: [
        {
          kind: 'paragraph',
          text: `对本条款有任何疑问，欢迎通过联系表单或电子邮件与我们联系。客服时间：${describeServiceHours('zhCN')}。`,
        },
        {
          kind: 'links',
          links: [
            { label: '联系我们', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Terms of Service',
  description:
    'Welcome to WellFit. These terms set out what you and we can expect of each other when you use our website, app, training content and shop. Please read them before you sign up or buy.',
  updated: UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'WellFit ("we", "us") offers fitness training content, subscriptions, an online shop, W Coin points and related member services (together, "the Service"). By signing up, logging in or using the Service you confirm that you have read, understood and accepted these terms and our Privacy Policy. If you do not agree, please stop using the Service.',
        },
        {
          kind: 'paragraph',
          text: 'If you are under 18, a parent or legal guardian must read and accept these terms before you sign up or make a purchase.',
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You can sign up with a Taiwan mobile number (+886) or an email address and a one-time code, or sign in with your Google, Apple or Facebook account.',
            'Please give true and accurate details, and keep them up to date in Account settings so deliveries, invoices and notices reach you.',
            'Keep your password and codes to yourself. Anything done with your account is treated as done by you; if you think someone else has used it, tell our support team straight away.',
            'One account per person. Enterprise accounts and sports-programme memberships follow the terms of their own programmes.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Training content and subscriptions',
      blocks: [
        {
          kind: 'paragraph',
          text: `Some courses and plans are for subscribers (VIP) only. New members can try them free for ${FREE_TRIAL_DAYS} days; after the trial, the plan you chose starts to be charged. If you do not want to continue, cancel before the trial ends.`,
        },
        {
          kind: 'list',
          items: [
            'Subscriptions run for a season, half a year or a year, and renew automatically at the end of each period using the same payment method.',
            'You can cancel the next renewal at any time under My account > My subscription. You will not be charged again, and you keep access until the end of the period you have paid for.',
            'Subscriptions are digital content supplied online; once supply has started with your consent, the period that has begun is not refunded, except where the law says otherwise.',
            'Courses, coaches and release dates may change; we aim to keep content of the same quality available.',
          ],
        },
      ],
    },
    {
      id: 'health',
      heading: 'Health and safety',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before watching course videos you need to read and accept our health statement. Exercise carries some risk. Our courses, plans, BMI results and articles are general fitness guidance and do not replace diagnosis or advice from a doctor, physiotherapist or dietitian.',
        },
        {
          kind: 'list',
          items: [
            'If you are pregnant, have a chronic, heart, joint or spine condition, or are under treatment, ask your doctor before you start training.',
            'Stop at once and seek medical help if you feel chest tightness, dizziness, shortness of breath or sharp pain.',
            'Train in a safe space, assemble and use equipment as instructed, and keep an eye on children and pets.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders, payment and delivery',
      blocks: [
        {
          kind: 'list',
          items: [
            'Prices are in New Taiwan dollars and include business tax; shipping fees and any discounts are shown clearly at checkout.',
            'An order is confirmed when we send you the order confirmation. If an item is out of stock, a price is obviously wrong or an order looks irregular, we will tell you and may cancel the order, refunding any payment in full.',
            "You can pay by credit card and the other methods shown at checkout; card payments may need your bank's 3-D Secure check.",
            'We deliver to Taiwan and the other areas listed at checkout. Please check the recipient details: if a parcel is delayed or cannot be delivered because of wrong details, you may need to pay to have it sent again.',
            'Every order gets an e-invoice: saved to your mobile barcode carrier, donated, or issued to a company with its tax ID.',
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: `Under Taiwan's Consumer Protection Act you have a ${RETURN_COOLING_OFF_DAYS}-day cooling-off period for physical goods: within ${RETURN_COOLING_OFF_DAYS} days from the day after you receive them, you can request a return in My orders without giving a reason and at no cost. The cooling-off period is not a trial period: please return items complete, with accessories, free gifts and original packaging.`,
        },
        {
          kind: 'paragraph',
          text: 'Under the Regulations on Reasonable Exceptions to the Right of Rescission in distance sales, the cooling-off period does not apply to the following, which we point out on the product page or at checkout:',
        },
        {
          kind: 'list',
          items: [
            'Digital content or online services that start with your prior consent, such as subscriptions, courses and course codes.',
            'Personal hygiene items once unsealed, such as underwear, socks and other clothing worn next to the skin.',
            'Items made to your specification.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Once we have received and checked the returned items, we refund you within 15 days using your original payment method; coupons and W Coin used on the order are returned or deducted under the rules of the offer. If an item is faulty, please contact us as soon as you notice and we will arrange an exchange or a refund.',
        },
      ],
    },
    {
      id: 'points-and-coupons',
      heading: 'W Coin, coupons and codes',
      blocks: [
        {
          kind: 'list',
          items: [
            'W Coin is the WellFit member point. You collect it through daily check-ins and events, and spend it on products, coupons or money off at checkout. Each order has a limit on the points you can use, shown at checkout.',
            'W Coin, coupons, gift codes and course codes cannot be exchanged for cash, resold or transferred, and each has its own expiry date and scope (whole shop, a category or specific products).',
            'Points or offers obtained improperly (for example through mass sign-ups or automated tools) may be cancelled and taken back.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Course videos, plans, articles, images, trademarks and software in the Service belong to WellFit or to the coaches and brands we work with. You may watch and use them for personal, non-commercial purposes. Please do not record, download, copy, show in public, adapt or distribute them without our written consent.',
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may suspend or close your account if you:',
        },
        {
          kind: 'list',
          items: [
            'pretend to be someone else or give false details;',
            "disrupt or damage the Service or other people's use of it, including spreading malware or accessing it in bulk with automated tools;",
            'share your account with others or resell the Service for profit;',
            "upload or send content that is unlawful, infringes others' rights, harasses or is indecent.",
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Changes to the Service and liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep the Service running, but parts of it may pause for maintenance, updates or events beyond our control; we announce planned maintenance in advance. We are responsible under the law for loss caused by our fault. To the extent the law allows, we are not liable for loss caused by events outside our control, such as natural disasters or network operator outages.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms when the law or the Service changes. We publish changes on this page and update the date above, and we tell you by email or in-app notification about significant changes that affect your rights. If you keep using the Service after a change takes effect, you accept the updated terms.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the Republic of China (Taiwan). We will first try to settle any dispute with you in good faith; if a court case is needed, the Taiwan Taipei District Court is the court of first instance, unless the Consumer Protection Act or other laws provide otherwise.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: `Questions about these terms? Write to us through the contact form or by email. Support hours: ${describeServiceHours('en')}.`,
        },
        {
          kind: 'links',
          links: [
            { label: 'Contact us', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
