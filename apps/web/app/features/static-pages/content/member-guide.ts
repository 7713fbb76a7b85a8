import {
  ATTACHMENT,
  ATTACHMENT_EXTENSIONS,
  FREE_TRIAL_DAYS,
  PASSWORD_MIN_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  RETURN_COOLING_OFF_DAYS,
  TELECOM_VIP_FREE_DAYS,
  VERIFICATION_CODE_VALIDITY_MS,
  WATCH_REWARD,
  describeServiceHours,
} from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

const UPDATED = '2025-11-01';
const CODE_VALID_MINUTES = VERIFICATION_CODE_VALIDITY_MS / 60_000;
const ATTACHMENT_TYPE_NAMES = ATTACHMENT_EXTENSIONS.map((extension) => extension.toUpperCase());

const zhTW: StaticPageDocument = {
  title: '會員指南',
  description: '從註冊、每日簽到賺 W Coin，到下單、發票、退貨與訂閱管理，這裡一次說清楚。',
  updated: UPDATED,
  sections: [
    {
      id: 'sign-up',
      heading: '註冊與登入',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '點選右上角「登入」，選擇以手機或電子郵件登入。手機目前僅支援台灣號碼（+886），輸入 09 開頭或省略 0 皆可。',
            `按「發送驗證碼」，輸入收到的驗證碼即可登入；驗證碼 ${CODE_VALID_MINUTES} 分鐘內有效，沒收到可在 ${RESEND_COUNTDOWN_SECONDS} 秒後重新發送。`,
            '第一次登入的新會員，會引導你填寫暱稱與基本資料，完成後就能開始使用。',
          ],
        },
        {
          kind: 'list',
          items: [
            `也可以設定密碼，之後用帳號與密碼登入。密碼至少 ${PASSWORD_MIN_LENGTH} 個字元，僅能使用英文字母與數字，建議大小寫混用。`,
            '支援 Google、Apple、Facebook 帳號快速登入。',
            '勾選「記住我」會在這台裝置記住你的帳號；在公用電腦上請勿勾選。',
            '忘記密碼時，在登入視窗點選「忘記密碼」，以手機或電子郵件驗證後即可設定新密碼。',
            '透過公司代碼或邀請連結加入的會員，請依企業或邀請頁面的指示完成註冊。',
          ],
        },
      ],
    },
    {
      id: 'w-coin',
      heading: 'W Coin 與每日簽到',
      blocks: [
        {
          kind: 'paragraph',
          text: 'W Coin 是 WellFit 的會員點數。每天到「W Coin 中心」的簽到日曆簽到即可領取，錯過的日子會標示為未簽到。累積的 W Coin 可以：',
        },
        {
          kind: 'list',
          items: ['在「兌換好禮」兌換商品或優惠券。', '結帳時折抵金額，每筆訂單可折抵的上限會顯示在結帳頁。'],
        },
        {
          kind: 'paragraph',
          text: '每一筆獲得與使用都記錄在「點數紀錄」中。點數的取得方式、效期與使用限制，以 W Coin 中心的「W Coin 規則」為準。',
        },
        {
          kind: 'links',
          links: [
            { label: '每日簽到', href: '/member/points/check-in' },
            { label: '兌換好禮', href: '/member/points/rewards' },
            { label: '點數紀錄', href: '/member/points/history' },
          ],
        },
      ],
    },
    {
      id: 'coupons-and-codes',
      heading: '優惠券與序號',
      blocks: [
        {
          kind: 'list',
          items: [
            '在活動頁或商品頁領取優惠券後，會出現在「我的優惠券」。每張優惠券都有適用範圍（全館、指定分類或指定商品）與使用期限。',
            '結帳時系統會列出這筆訂單可用的優惠券，選擇後即可折抵。',
            '收到禮物序號或課程序號時，請到「序號兌換」輸入，兌換後的商品或課程會加入你的帳號。',
          ],
        },
        {
          kind: 'links',
          links: [
            { label: '我的優惠券', href: '/member/coupons' },
            { label: '序號兌換', href: '/member/redemption' },
          ],
        },
      ],
    },
    {
      id: 'shopping',
      heading: '購物與付款',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '選好商品規格與數量後加入購物車，或按「立即購買」直接結帳。',
            '在結帳頁確認收件資訊、發票、優惠券與 W Coin 折抵後送出訂單。',
            '以信用卡付款，依銀行要求完成 3D 驗證。',
          ],
        },
        {
          kind: 'paragraph',
          text: '付款失敗時訂單會保留為「待付款」，你可以在「我的訂單」重新付款、更換付款方式，或選擇原因取消訂單。限時搶購商品數量有限，以完成付款的順序為準。',
        },
      ],
    },
    {
      id: 'invoices',
      heading: '發票',
      blocks: [
        {
          kind: 'paragraph',
          text: '每筆訂單都會開立電子發票，結帳時可以選擇：',
        },
        {
          kind: 'list',
          items: [
            '手機條碼載具：輸入以「/」開頭共 8 碼的手機條碼，發票會存入載具，中獎時自動通知，設定領獎帳戶後獎金會直接匯入。',
            '捐贈發票：輸入受贈單位的愛心碼，把發票捐給公益團體。',
            '公司發票：輸入公司抬頭與 8 碼統一編號，適合報帳使用。',
          ],
        },
        {
          kind: 'paragraph',
          text: '發票開立後無法更改類型，送出訂單前請再確認一次。',
        },
      ],
    },
    {
      id: 'orders-and-returns',
      heading: '訂單與退貨',
      blocks: [
        {
          kind: 'paragraph',
          text: '在「我的訂單」可以查看每筆訂單的狀態（待付款、待出貨、待收貨、已完成、已取消、退貨／退款）、物流公司與貨運單號；出貨前也可以修改收件資訊。',
        },
        {
          kind: 'paragraph',
          text: `依消費者保護法，實體商品享有 ${RETURN_COOLING_OFF_DAYS} 天猶豫期。收到商品隔天起 ${RETURN_COOLING_OFF_DAYS} 天內，可在訂單中按「申請退貨」，無須說明理由。退回時請保持商品完整，附上配件、贈品與原包裝。`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            '審核中：我們確認你的申請。',
            '已核准：我們安排物流到府收件，或告知寄回方式。',
            '退貨中：商品寄回途中。',
            '退款中：收到並檢查商品後，於 15 天內以原付款方式退款。',
            '已完成：退款完成。',
          ],
        },
        {
          kind: 'paragraph',
          text: '訂閱、課程、課程序號等線上數位內容，以及已拆封的貼身衣物，依法不適用猶豫期。商品如有瑕疵或寄錯，請附上照片聯絡客服，我們會優先處理。',
        },
        {
          kind: 'links',
          links: [{ label: '我的訂單', href: '/order-list' }],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: '訂閱與取消續訂',
      blocks: [
        {
          kind: 'list',
          items: [
            `新會員可免費體驗 VIP 課程 ${FREE_TRIAL_DAYS} 天。`,
            '訂閱方案有季繳、半年繳與年繳，到期時自動續訂。',
            '在「我的訂閱」可以查看方案、到期日、付款方式與歷史紀錄。',
            '不想續訂時，在「我的訂閱」按「取消續訂」並選擇原因。取消後不會再扣款，目前已付費的期間仍可觀看到到期日。',
          ],
        },
        {
          kind: 'links',
          links: [{ label: '我的訂閱', href: '/member/subscription' }],
        },
      ],
    },
    {
      id: 'sport-data',
      heading: '運動數據與訓練計畫',
      blocks: [
        {
          kind: 'paragraph',
          text: '「運動數據」會統計你的總運動時間、消耗卡路里與運動次數，並依跑步、塑形、瑜珈、有氧、跳繩、健走、橢圓機與飛輪等類型分類。你也可以授權串接穿戴裝置或健康服務，讓紀錄更完整。',
        },
        {
          kind: 'paragraph',
          text: '第一次使用可以先到「計畫設定」，填寫性別、年齡、熱量目標與健身目標，我們會算出你的 BMI 並推薦適合的訓練計畫。',
        },
        {
          kind: 'links',
          links: [
            { label: '運動數據', href: '/member/sport' },
            { label: '計畫設定', href: '/plan-setup' },
          ],
        },
      ],
    },
    {
      id: 'programmes',
      heading: '運動專案、企業與合作方案',
      blocks: [
        {
          kind: 'list',
          items: [
            '運動券：在「運動專案商城」選購商品，結帳時可使用城市或青年運動券折抵。',
            '運動專案會員：部分課程與優惠僅限合作運動專案的會員，需要輸入授權碼並完成驗證。',
            `觀看獎勵：合作方案會員累積觀看 ${WATCH_REWARD.minutes} 分鐘，可獲得 ${WATCH_REWARD.uCoin} 枚 U 幣，隔天起可在合作夥伴的 App 中使用。`,
            `電信 VIP：參加電信 VIP 活動的會員，可免費觀看課程 ${TELECOM_VIP_FREE_DAYS} 天。`,
            '企業帳號：公司可為員工開通企業帳號，享有企業專屬商品與購買方式，詳見合作提案頁。',
          ],
        },
      ],
    },
    {
      id: 'support',
      heading: '客服與聯絡方式',
      blocks: [
        {
          kind: 'paragraph',
          text: `客服時間：${describeServiceHours('zhTW')}，國定假日休息。非客服時間的來信，我們會在下一個上班時段依序回覆。`,
        },
        {
          kind: 'paragraph',
          text: `建議先看看常見問題；若仍需協助，請使用聯絡表單，選擇問題類型並描述狀況。表單最多可附上 ${ATTACHMENT.maxFiles} 個檔案（${ATTACHMENT_TYPE_NAMES.join('、')}），每個不超過 ${ATTACHMENT.maxFileMegabytes} MB，附上截圖或影片能幫助我們更快找到問題。`,
        },
        {
          kind: 'links',
          links: [
            { label: '常見問題', href: '/faq' },
            { label: '聯絡我們', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: '会员指南',
  description: '从注册、每日签到赚 W Coin，到下单、发票、退货与订阅管理，这里一次说清楚。',
  updated: UPDATED,
  sections: [
    {
      id: 'sign-up',
      heading: '注册与登录',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '点击右上角「登录」，选择以手机或电子邮件登录。手机目前仅支持台湾号码（+886），输入 09 开头或省略 0 皆可。',
            `按「发送验证码」，输入收到的验证码即可登录；验证码 ${CODE_VALID_MINUTES} 分钟内有效，没收到可在 ${RESEND_COUNTDOWN_SECONDS} 秒后重新发送。`,
            '第一次登录的新会员，会引导你填写昵称与基本资料，完成后就能开始使用。',
          ],
        },
        {
          kind: 'list',
          items: [
            `也可以设置密码，之后用账号与密码登录。密码至少 ${PASSWORD_MIN_LENGTH} 个字符，仅能使用英文字母与数字，建议大小写混用。`,
            '支持 Google、Apple、Facebook 账号快速登录。',
            '勾选「记住我」会在这台设备记住你的账号；在公用电脑上请勿勾选。',
            '忘记密码时，在登录窗口点击「忘记密码」，以手机或电子邮件验证后即可设置新密码。',
            '通过公司代码或邀请链接加入的会员，请依企业或邀请页面的指示完成注册。',
          ],
        },
      ],
    },
    {
      id: 'w-coin',
      heading: 'W Coin 与每日签到',
      blocks: [
        {
          kind: 'paragraph',
          text: 'W Coin 是 WellFit 的会员积分。每天到「W Coin 中心」的签到日历签到即可领取，错过的日子会标示为未签到。累积的 W Coin 可以：',
        },
        {
          kind: 'list',
          items: ['在「兑换好礼」兑换商品或优惠券。', '结账时折抵金额，每笔订单可折抵的上限会显示在结账页。'],
        },
        {
          kind: 'paragraph',
          text: '每一笔获得与使用都记录在「积分记录」中。积分的取得方式、效期与使用限制，以 W Coin 中心的「W Coin 规则」为准。',
        },
        {
          kind: 'links',
          links: [
            { label: '每日签到', href: '/member/points/check-in' },
            { label: '兑换好礼', href: '/member/points/rewards' },
            { label: '积分记录', href: '/member/points/history' },
          ],
        },
      ],
    },
    {
      id: 'coupons-and-codes',
      heading: '优惠券与序号',
      blocks: [
        {
          kind: 'list',
          items: [
            '在活动页或商品页领取优惠券后，会出现在「我的优惠券」。每张优惠券都有适用范围（全馆、指定分类或指定商品）与使用期限。',
            '结账时系统会列出这笔订单可用的优惠券，选择后即可折抵。',
            '收到礼物序号或课程序号时，请到「序号兑换」输入，兑换后的商品或课程会加入你的账号。',
          ],
        },
        {
          kind: 'links',
          links: [
            { label: '我的优惠券', href: '/member/coupons' },
            { label: '序号兑换', href: '/member/redemption' },
          ],
        },
      ],
    },
    {
      id: 'shopping',
      heading: '购物与付款',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '选好商品规格与数量后加入购物车，或按「立即购买」直接结账。',
            '在结账页确认收件信息、发票、优惠券与 W Coin 折抵后送出订单。',
            '以信用卡付款，依银行要求完成 3D 验证。',
          ],
        },
        {
          kind: 'paragraph',
          text: '付款失败时订单会保留为「待付款」，你可以在「我的订单」重新付款、更换付款方式，或选择原因取消订单。限时抢购商品数量有限，以完成付款的顺序为准。',
        },
      ],
    },
    {
      id: 'invoices',
      heading: '发票',
      blocks: [
        {
          kind: 'paragraph',
          text: '每笔订单都会开立电子发票，结账时可以选择：',
        },
        {
          kind: 'list',
          items: [
            '手机条码载具：输入以「/」开头共 8 码的手机条码，发票会存入载具，中奖时自动通知，设置领奖账户后奖金会直接汇入。',
            '捐赠发票：输入受赠单位的爱心码，把发票捐给公益团体。',
            '公司发票：输入公司抬头与 8 码统一编号，适合报销使用。',
          ],
        },
        {
          kind: 'paragraph',
          text: '发票开立后无法更改类型，送出订单前请再确认一次。',
        },
      ],
    },
    {
      id: 'orders-and-returns',
      heading: '订单与退货',
      blocks: [
        {
          kind: 'paragraph',
          text: '在「我的订单」可以查看每笔订单的状态（待付款、待发货、待收货、已完成、已取消、退货／退款）、物流公司与货运单号；发货前也可以修改收件信息。',
        },
        {
          kind: 'paragraph',
          text: `依消费者保护法，实体商品享有 ${RETURN_COOLING_OFF_DAYS} 天犹豫期。收到商品隔天起 ${RETURN_COOLING_OFF_DAYS} 天内，可在订单中按「申请退货」，无须说明理由。退回时请保持商品完整，附上配件、赠品与原包装。`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            '审核中：我们确认你的申请。',
            '已核准：我们安排物流上门取件，或告知寄回方式。',
            '退货中：商品寄回途中。',
            '退款中：收到并检查商品后，于 15 天内以原付款方式退款。',
            '已完成：退款完成。',
          ],
        },
        {
          kind: 'paragraph',
          text: '订阅、课程、课程序号等在线数字内容，以及已拆封的贴身衣物，依法不适用犹豫期。商品如有瑕疵或寄错，请附上照片联系客服，我们会优先处理。',
        },
        {
          kind: 'links',
          links: [{ label: '我的订单', href: '/order-list' }],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: '订阅与取消续订',
      blocks: [
        {
          kind: 'list',
          items: [
            `新会员可免费体验 VIP 课程 ${FREE_TRIAL_DAYS} 天。`,
            '订阅方案有季缴、半年缴与年缴，到期时自动续订。',
            '在「我的订阅」可以查看方案、到期日、付款方式与历史记录。',
            '不想续订时，在「我的订阅」按「取消续订」并选择原因。取消后不会再扣款，目前已付费的期间仍可观看到到期日。',
          ],
        },
        {
          kind: 'links',
          links: [{ label: '我的订阅', href: '/member/subscription' }],
        },
      ],
    },
    {
      id: 'sport-data',
      heading: '运动数据与训练计划',
      blocks: [
        {
          kind: 'paragraph',
          text: '「运动数据」会统计你的总运动时间、消耗卡路里与运动次数，并依跑步、塑形、瑜伽、有氧、跳绳、健走、椭圆机与飞轮等类型分类。你也可以授权串接穿戴设备或健康服务，让记录更完整。',
        },
        {
          kind: 'paragraph',
          text: '第一次使用可以先到「计划设置」，填写性别、年龄、热量目标与健身目标，我们会算出你的 BMI 并推荐适合的训练计划。',
        },
        {
          kind: 'links',
          links: [
            { label: '运动数据', href: '/member/sport' },
            { label: '计划设置', href: '/plan-setup' },
          ],
        },
      ],
    },
    {
      id: 'programmes',
      heading: '运动专案、企业与合作方案',
      blocks: [
        {
          kind: 'list',
          items: [
            '运动券：在「运动专案商城」选购商品，结账时可使用城市或青年运动券折抵。',
            '运动专案会员：部分课程与优惠仅限合作运动专案的会员，需要输入授权码并完成验证。',
            `观看奖励：合作方案会员累积观看 ${WATCH_REWARD.minutes} 分钟，可获得 ${WATCH_REWARD.uCoin} 枚 U 币，隔天起可在合作伙伴的 App 中使用。`,
            `电信 VIP：参加电信 VIP 活动的会员，可免费观看课程 ${TELECOM_VIP_FREE_DAYS} 天。`,
            '企业账号：公司可为员工开通企业账号，享有企业专属商品与购买方式，详见合作提案页。',
          ],
        },
      ],
    },
    {
      id: 'support',
      heading: '客服与联系方式',
      blocks: [
        {
          kind: 'paragraph',
          text: `客服时间：${describeServiceHours('zhCN')}，法定节假日休息。非客服时间的来信，我们会在下一个上班时段依序回复。`,
        },
        {
          kind: 'paragraph',
          text: `建议先看看常见问题；若仍需协助，请使用联系表单，选择问题类型并描述状况。表单最多可附上 ${ATTACHMENT.maxFiles} 个文件（${ATTACHMENT_TYPE_NAMES.join('、')}），每个不超过 ${ATTACHMENT.maxFileMegabytes} MB，附上截屏或视频能帮助我们更快找到问题。`,
        },
        {
          kind: 'links',
          links: [
            { label: '常见问题', href: '/faq' },
            { label: '联系我们', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Member Guide',
  description:
    'Everything in one place: signing up, earning W Coin with daily check-ins, ordering, invoices, returns and managing your subscription.',
  updated: UPDATED,
  sections: [
    {
      id: 'sign-up',
      heading: 'Signing up and logging in',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Select Log in at the top right and choose mobile or email. Only Taiwan mobile numbers (+886) are supported for now; you can type the number with or without the leading 0.',
            `Select Send Code and enter the code you receive. Codes are valid for ${CODE_VALID_MINUTES} minutes; if none arrives, you can ask again after ${RESEND_COUNTDOWN_SECONDS} seconds.`,
            'If you are new, we then ask for a nickname and a few basic details, and you are ready to go.',
          ],
        },
        {
          kind: 'list',
          items: [
            `You can also set a password and log in with your account and password. Passwords need at least ${PASSWORD_MIN_LENGTH} characters, letters and digits only; mixing upper and lower case is recommended.`,
            'You can sign in quickly with Google, Apple or Facebook.',
            'Remember me keeps your account on this device; do not tick it on a shared computer.',
            'Forgot your password? Choose Forgot password in the login dialog, verify by mobile or email, and set a new one.',
            'If you joined through a company code or an invite link, follow the instructions on that page to finish signing up.',
          ],
        },
      ],
    },
    {
      id: 'w-coin',
      heading: 'W Coin and daily check-in',
      blocks: [
        {
          kind: 'paragraph',
          text: 'W Coin is the WellFit member point. Check in on the calendar in the W Coin centre every day to collect it; days you miss are marked as missed. You can use W Coin to:',
        },
        {
          kind: 'list',
          items: [
            'redeem products or coupons under Redeem rewards;',
            'take money off at checkout, up to the limit shown for each order.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every point earned and spent is listed in Points history. How points are earned, when they expire and how they may be used are set out in the W Coin rules in the W Coin centre.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Daily check-in', href: '/member/points/check-in' },
            { label: 'Redeem rewards', href: '/member/points/rewards' },
            { label: 'Points history', href: '/member/points/history' },
          ],
        },
      ],
    },
    {
      id: 'coupons-and-codes',
      heading: 'Coupons and codes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Coupons you claim on event or product pages appear in My coupons. Each coupon has a scope (whole shop, a category or specific products) and an expiry date.',
            'At checkout we list the coupons that apply to your order; pick one to use it.',
            'Got a gift code or course code? Enter it under Redeem a code, and the product or course is added to your account.',
          ],
        },
        {
          kind: 'links',
          links: [
            { label: 'My coupons', href: '/member/coupons' },
            { label: 'Redeem a code', href: '/member/redemption' },
          ],
        },
      ],
    },
    {
      id: 'shopping',
      heading: 'Shopping and payment',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choose the options and quantity, then add to cart, or select Buy now to go straight to checkout.',
            'At checkout, check the delivery details, invoice, coupon and W Coin, then place the order.',
            "Pay by credit card and complete your bank's 3-D Secure check if asked.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'If payment fails, the order stays as Pending payment: in My orders you can pay again, change the payment method, or cancel it with a reason. Flash-sale stock is limited and goes to orders in the order they are paid.',
        },
      ],
    },
    {
      id: 'invoices',
      heading: 'Invoices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every order gets a Taiwan e-invoice. At checkout, choose one of:',
        },
        {
          kind: 'list',
          items: [
            'Mobile barcode carrier: enter your 8-character barcode starting with "/". The invoice is saved to the carrier, and if it wins the invoice lottery you are told automatically; with a prize account set up, the prize is paid straight into it.',
            "Donation: enter the charity's donation code to give the invoice to a good cause.",
            'Company invoice: enter the company name and its 8-digit tax ID, for expense claims.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The invoice type cannot be changed once issued, so please check it before you place the order.',
        },
      ],
    },
    {
      id: 'orders-and-returns',
      heading: 'Orders and returns',
      blocks: [
        {
          kind: 'paragraph',
          text: 'My orders shows the status of every order (pending payment, pending shipment, pending receipt, completed, cancelled, return/refund), the courier and the tracking number. You can also edit the delivery details before the order ships.',
        },
        {
          kind: 'paragraph',
          text: `Under Taiwan's Consumer Protection Act you have a ${RETURN_COOLING_OFF_DAYS}-day cooling-off period for physical goods. Within ${RETURN_COOLING_OFF_DAYS} days from the day after delivery, select Apply for return on the order; no reason is needed. Please send items back complete, with accessories, free gifts and original packaging.`,
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Under review: we check your request.',
            'Approved: we arrange a courier pick-up or tell you how to send the items back.',
            'Returning: the items are on their way back to us.',
            'Refunding: once the items arrive and are checked, we refund your original payment method within 15 days.',
            'Completed: the refund is done.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Digital content such as subscriptions, courses and course codes, and unsealed clothing worn next to the skin, are excluded from the cooling-off period by law. If an item is faulty or wrong, contact us with a photo and we will deal with it first.',
        },
        {
          kind: 'links',
          links: [{ label: 'My orders', href: '/order-list' }],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions and cancelling renewal',
      blocks: [
        {
          kind: 'list',
          items: [
            `New members can try VIP courses free for ${FREE_TRIAL_DAYS} days.`,
            'Subscriptions run for a season, half a year or a year, and renew automatically.',
            'My subscription shows your plan, expiry date, payment method and history.',
            'To stop renewing, select Cancel renewal in My subscription and choose a reason. You will not be charged again, and you can keep watching until the end of the period you have paid for.',
          ],
        },
        {
          kind: 'links',
          links: [{ label: 'My subscription', href: '/member/subscription' }],
        },
      ],
    },
    {
      id: 'sport-data',
      heading: 'Sport data and training plans',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sport data adds up your total exercise time, calories burned and number of workouts, split by type: running, shaping, yoga, aerobics, jump rope, walking, elliptical and cycling. You can also connect a wearable or health service to make your records complete.',
        },
        {
          kind: 'paragraph',
          text: 'New here? Start with Plan setup: enter your gender, age, calorie goal and fitness goal, and we work out your BMI and suggest a plan that suits you.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Sport data', href: '/member/sport' },
            { label: 'Plan setup', href: '/plan-setup' },
          ],
        },
      ],
    },
    {
      id: 'programmes',
      heading: 'Sports programmes, companies and partners',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sports vouchers: shop in the Sports voucher shop and pay with a city or youth sports voucher at checkout.',
            'Sports-programme members: some courses and offers are for members of our partner sports programme only and need an authorisation code to verify.',
            `Watch reward: partner-programme members who watch for ${WATCH_REWARD.minutes} minutes earn ${WATCH_REWARD.uCoin} U-coins, usable in the partner's app from the next day.`,
            `Telecom VIP: members who join the telecom VIP event can watch courses free for ${TELECOM_VIP_FREE_DAYS} days.`,
            'Enterprise accounts: companies can open accounts for their staff, with enterprise-only products and purchasing; see the Collaboration page.',
          ],
        },
      ],
    },
    {
      id: 'support',
      heading: 'Support and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Support hours: ${describeServiceHours('en')}, closed on public holidays. Messages sent outside these hours are answered in order from the next working period.`,
        },
        {
          kind: 'paragraph',
          text: `The FAQ answers most questions. If you still need help, use the contact form, choose the type of question and describe what happened. You can attach up to ${ATTACHMENT.maxFiles} files (${ATTACHMENT_TYPE_NAMES.join(', ')}) of up to ${ATTACHMENT.maxFileMegabytes} MB each; a screenshot or short video helps us find the problem faster.`,
        },
        {
          kind: 'links',
          links: [
            { label: 'FAQ', href: '/faq' },
            { label: 'Contact us', href: '/contact-us' },
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
          ],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
