import { describeServiceHours } from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

/*
 * Written to give the notice of Taiwan's Personal Data Protection Act art. 8 (who collects,
 * purposes, categories, period/area/recipients/means of use, the art. 3 rights, and what
 * happens when data is not given), with the statutory answer times of arts. 13 and 14.
 */

const UPDATED = '2025-11-01';

const zhTW: StaticPageDocument = {
  title: '隱私權政策',
  description:
    'WellFit 重視你的隱私。本政策依《個人資料保護法》說明我們蒐集哪些個人資料、為什麼蒐集、如何利用與保護，以及你可以行使的權利。',
  updated: UPDATED,
  sections: [
    {
      id: 'scope',
      heading: '適用範圍',
      blocks: [
        {
          kind: 'paragraph',
          text: '本政策適用於 WellFit 網站、App 與相關會員服務（以下稱「本服務」）。你從本服務連結到的第三方網站（例如合作品牌、付款頁面）有各自的隱私權政策，請另行參閱。',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: '我們蒐集的個人資料',
      blocks: [
        {
          kind: 'table',
          caption: '個人資料的類別、內容與來源',
          columns: ['類別', '內容', '來源'],
          rows: [
            [
              '帳號與身分',
              '姓名、暱稱、手機號碼、電子郵件、密碼（僅儲存雜湊值）、大頭貼、第三方登入識別碼',
              '你註冊或登入時提供；Google、Apple、Facebook 經你授權提供',
            ],
            ['個人描述', '性別、生日與年齡、身高、體重、居住地區、健身目標', '你在基本資料或計畫設定中填寫'],
            [
              '運動與健康',
              '運動時間、消耗卡路里、運動次數與類型、BMI 結果',
              '你使用課程與計畫時產生；串接的裝置或健康服務經你授權提供',
            ],
            [
              '交易與發票',
              '訂單內容、訂購人與收件人姓名、電話、地址、電子發票載具或統一編號、付款狀態',
              '你下單時提供；金流服務商回傳付款結果（我們不儲存完整信用卡號）',
            ],
            ['運動專案', '授權碼、身分證字號末四碼、付款識別碼', '你參加運動券或運動專案時提供'],
            ['客服往來', '聯絡表單內容、附件、往來郵件', '你聯絡客服時提供'],
            [
              '使用紀錄',
              '裝置識別碼、IP 位址、瀏覽器類型、瀏覽與收藏紀錄、Cookie 與本機儲存',
              '你使用本服務時自動產生，詳見 Cookie 聲明',
            ],
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '蒐集目的',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們在下列特定目的範圍內蒐集、處理及利用你的個人資料（括號內為法務部公告的特定目的代號）：',
        },
        {
          kind: 'list',
          items: [
            '網路購物及其他電子商務服務（一四八）：處理訂單、付款、配送、退貨與開立電子發票。',
            '契約、類似契約或其他法律關係事務（〇六九）：提供訂閱、課程、W Coin、優惠券與序號等會員權益。',
            '消費者、客戶管理與服務（〇九〇）：驗證身分、帳號安全、客服與通知。',
            '調查、統計與研究分析（一五七）：以去識別化的統計資料改善課程與網站。',
            '行銷（〇四〇）：在你同意後寄送活動與優惠訊息，你可以隨時取消。',
            '其他經營合於營業登記項目之業務（一八一）：與合作夥伴共同提供的運動專案與企業方案。',
          ],
        },
      ],
    },
    {
      id: 'use-and-sharing',
      heading: '利用期間、地區、對象與方式',
      blocks: [
        {
          kind: 'list',
          items: [
            '期間：自你註冊起至蒐集目的消失為止，或依法令、契約需要保存的期間（見「保存期限」）。',
            '地區：台灣，以及為我們提供雲端主機、電子郵件與簡訊服務的廠商所在地區。',
            '對象：WellFit；為完成服務而委託的物流、金流、電子發票、雲端、電子郵件與簡訊服務廠商；經你授權的登入服務與裝置廠商；你參加的運動專案或企業方案合作單位；以及依法有權調閱的機關。',
            '方式：以電子或書面方式，在上述目的範圍內利用。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我們不會出售你的個人資料。委託廠商處理資料時，我們會以契約要求對方只在受託範圍內使用並妥善保護。',
        },
      ],
    },
    {
      id: 'health-data',
      heading: '運動與健康資料',
      blocks: [
        {
          kind: 'paragraph',
          text: '串接穿戴裝置或健康服務是選擇性的：只有在你授權後，我們才會讀取運動數據，且只用來顯示你的運動紀錄、計算點數與推薦合適的課程。你可以隨時在裝置或健康服務中解除授權，解除後我們將停止讀取新的資料。',
        },
      ],
    },
    {
      id: 'retention',
      heading: '保存期限',
      blocks: [
        {
          kind: 'list',
          items: [
            '帳號資料：保存至你刪除帳號為止；刪除後 30 天內移除或去識別化。',
            '訂單與發票紀錄：依商業會計法與稅法規定，保存至少 5 年。',
            '客服往來與附件：問題處理完成後保存 2 年，以便後續查詢。',
            '使用紀錄：一般保存不超過 13 個月，供安全稽核與統計使用。',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '你的權利',
      blocks: [
        {
          kind: 'paragraph',
          text: '依《個人資料保護法》第 3 條，你可以就你的個人資料向我們行使下列權利：',
        },
        {
          kind: 'list',
          items: [
            '查詢或請求閱覽。',
            '請求製給複製本。',
            '請求補充或更正。',
            '請求停止蒐集、處理或利用。',
            '請求刪除。',
          ],
        },
        {
          kind: 'paragraph',
          text: '大部分資料可以直接在「基本資料」與「帳號設定」中查看與修改。其他請求請寄信至客服信箱，我們確認身分後，會在 15 天內回覆查詢或閱覽的請求、30 天內處理更正或刪除的請求；需要延長時會通知你原因，延長以一次為限。製給複製本可能酌收必要的成本費用。若請求停止利用或刪除，可能使部分需要該資料的服務無法繼續提供。',
        },
      ],
    },
    {
      id: 'if-you-do-not-provide',
      heading: '不提供個人資料的影響',
      blocks: [
        {
          kind: 'paragraph',
          text: '你可以自由選擇是否提供個人資料。但若不提供註冊、訂購或配送所需的資料，我們將無法為你建立帳號、完成訂單或開立發票；身高、體重與健身目標等選填資料不提供時，計畫推薦與卡路里計算會較不準確。',
        },
      ],
    },
    {
      id: 'security',
      heading: '資料安全',
      blocks: [
        {
          kind: 'list',
          items: [
            '網站全程以 HTTPS 加密傳輸。',
            '密碼以單向雜湊方式儲存，連我們的員工也無法得知。',
            '信用卡資料由符合 PCI DSS 規範的金流服務商處理，我們不接觸也不儲存完整卡號。',
            '只有因工作需要的人員才能存取個人資料，並留有存取紀錄。',
          ],
        },
        {
          kind: 'paragraph',
          text: '若發生個人資料被竊取、洩漏或竄改等事故，我們會在查明後以適當方式通知你，並說明已採取的處理措施。',
        },
      ],
    },
    {
      id: 'marketing',
      heading: '行銷訊息',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們只會在你同意後寄送活動與優惠訊息。你可以點選郵件中的取消訂閱連結，或聯絡客服停止接收；訂單、付款與帳號安全等服務通知不在此限。',
        },
      ],
    },
    {
      id: 'children',
      heading: '未成年人',
      blocks: [
        {
          kind: 'paragraph',
          text: '未滿十八歲的使用者，請在法定代理人同意後提供個人資料。若法定代理人發現我們在未經同意的情況下蒐集了未成年人的資料，請與我們聯絡，我們會儘速刪除。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '政策修改',
      blocks: [
        {
          kind: 'paragraph',
          text: '本政策修改時，我們會公告在本頁並更新上方日期；涉及蒐集目的或利用範圍的重大變更，會另以電子郵件或站內通知告知你。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '聯絡我們',
      blocks: [
        {
          kind: 'paragraph',
          text: `如對本政策或你的個人資料有任何問題，請寄信至 ${SUPPORT_EMAIL}，信件主旨請註明「個人資料」。客服時間：${describeServiceHours('zhTW')}。`,
        },
        {
          kind: 'links',
          links: [
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
            { label: 'Cookie 聲明', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: '隐私政策',
  description:
    'WellFit 重视你的隐私。本政策依《个人资料保护法》说明我们收集哪些个人信息、为什么收集、如何利用与保护，以及你可以行使的权利。',
  updated: UPDATED,
  sections: [
    {
      id: 'scope',
      heading: '适用范围',
      blocks: [
        {
          kind: 'paragraph',
          text: '本政策适用于 WellFit 网站、App 与相关会员服务（以下称「本服务」）。你从本服务链接到的第三方网站（例如合作品牌、付款页面）有各自的隐私政策，请另行参阅。',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: '我们收集的个人信息',
      blocks: [
        {
          kind: 'table',
          caption: '个人信息的类别、内容与来源',
          columns: ['类别', '内容', '来源'],
          rows: [
            [
              '账号与身份',
              '姓名、昵称、手机号码、电子邮件、密码（仅保存哈希值）、头像、第三方登录识别码',
              '你注册或登录时提供；Google、Apple、Facebook 经你授权提供',
            ],
            ['个人描述', '性别、生日与年龄、身高、体重、居住地区、健身目标', '你在基本资料或计划设置中填写'],
            [
              '运动与健康',
              '运动时间、消耗卡路里、运动次数与类型、BMI 结果',
              '你使用课程与计划时产生；串接的设备或健康服务经你授权提供',
            ],
            [
              '交易与发票',
              '订单内容、订购人与收件人姓名、电话、地址、电子发票载具或统一编号、付款状态',
              '你下单时提供；金流服务商回传付款结果（我们不保存完整信用卡号）',
            ],
            ['运动专案', '授权码、身份证字号末四码、付款识别码', '你参加运动券或运动专案时提供'],
            ['客服往来', '联系表单内容、附件、往来邮件', '你联系客服时提供'],
            [
              '使用记录',
              '设备识别码、IP 地址、浏览器类型、浏览与收藏记录、Cookie 与本地存储',
              '你使用本服务时自动产生，详见 Cookie 声明',
            ],
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '收集目的',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们在下列特定目的范围内收集、处理及利用你的个人信息（括号内为法务部公告的特定目的代号）：',
        },
        {
          kind: 'list',
          items: [
            '网络购物及其他电子商务服务（一四八）：处理订单、付款、配送、退货与开立电子发票。',
            '契约、类似契约或其他法律关系事务（〇六九）：提供订阅、课程、W Coin、优惠券与序号等会员权益。',
            '消费者、客户管理与服务（〇九〇）：验证身份、账号安全、客服与通知。',
            '调查、统计与研究分析（一五七）：以去识别化的统计数据改善课程与网站。',
            '营销（〇四〇）：在你同意后寄送活动与优惠消息，你可以随时取消。',
            '其他经营合于营业登记项目之业务（一八一）：与合作伙伴共同提供的运动专案与企业方案。',
          ],
        },
      ],
    },
    {
      id: 'use-and-sharing',
      heading: '利用期间、地区、对象与方式',
      blocks: [
        {
          kind: 'list',
          items: [
            '期间：自你注册起至收集目的消失为止，或依法令、契约需要保存的期间（见「保存期限」）。',
            '地区：台湾，以及为我们提供云端主机、电子邮件与短信服务的厂商所在地区。',
            '对象：WellFit；为完成服务而委托的物流、金流、电子发票、云端、电子邮件与短信服务厂商；经你授权的登录服务与设备厂商；你参加的运动专案或企业方案合作单位；以及依法有权调阅的机关。',
            '方式：以电子或书面方式，在上述目的范围内利用。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我们不会出售你的个人信息。委托厂商处理资料时，我们会以契约要求对方只在受托范围内使用并妥善保护。',
        },
      ],
    },
    {
      id: 'health-data',
      heading: '运动与健康资料',
      blocks: [
        {
          kind: 'paragraph',
          text: '串接穿戴设备或健康服务是选择性的：只有在你授权后，我们才会读取运动数据，且只用来显示你的运动记录、计算积分与推荐合适的课程。你可以随时在设备或健康服务中解除授权，解除后我们将停止读取新的资料。',
        },
      ],
    },
    {
      id: 'retention',
      heading: '保存期限',
      blocks: [
        {
          kind: 'list',
          items: [
            '账号资料：保存至你删除账号为止；删除后 30 天内移除或去识别化。',
            '订单与发票记录：依商业会计法与税法规定，保存至少 5 年。',
            '客服往来与附件：问题处理完成后保存 2 年，以便后续查询。',
            '使用记录：一般保存不超过 13 个月，供安全审核与统计使用。',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '你的权利',
      blocks: [
        {
          kind: 'paragraph',
          text: '依《个人资料保护法》第 3 条，你可以就你的个人信息向我们行使下列权利：',
        },
        {
          kind: 'list',
          items: [
            '查询或请求阅览。',
            '请求制给复制本。',
            '请求补充或更正。',
            '请求停止收集、处理或利用。',
            '请求删除。',
          ],
        },
        {
          kind: 'paragraph',
          text: '大部分资料可以直接在「基本资料」与「账号设置」中查看与修改。其他请求请寄信至客服信箱，我们确认身份后，会在 15 天内回复查询或阅览的请求、30 天内处理更正或删除的请求；需要延长时会通知你原因，延长以一次为限。制给复制本可能酌收必要的成本费用。若请求停止利用或删除，可能使部分需要该资料的服务无法继续提供。',
        },
      ],
    },
    {
      id: 'if-you-do-not-provide',
      heading: '不提供个人信息的影响',
      blocks: [
        {
          kind: 'paragraph',
          text: '你可以自由选择是否提供个人信息。但若不提供注册、订购或配送所需的资料，我们将无法为你创建账号、完成订单或开立发票；身高、体重与健身目标等选填资料不提供时，计划推荐与卡路里计算会较不准确。',
        },
      ],
    },
    {
      id: 'security',
      heading: '资料安全',
      blocks: [
        {
          kind: 'list',
          items: [
            '网站全程以 HTTPS 加密传输。',
            '密码以单向哈希方式保存，连我们的员工也无法得知。',
            '信用卡资料由符合 PCI DSS 规范的金流服务商处理，我们不接触也不保存完整卡号。',
            '只有因工作需要的人员才能访问个人信息，并留有访问记录。',
          ],
        },
        {
          kind: 'paragraph',
          text: '若发生个人信息被窃取、泄漏或窜改等事故，我们会在查明后以适当方式通知你，并说明已采取的处理措施。',
        },
      ],
    },
    {
      id: 'marketing',
      heading: '营销消息',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们只会在你同意后寄送活动与优惠消息。你可以点击邮件中的取消订阅链接，或联系客服停止接收；订单、付款与账号安全等服务通知不在此限。',
        },
      ],
    },
    {
      id: 'children',
      heading: '未成年人',
      blocks: [
        {
          kind: 'paragraph',
          text: '未满十八岁的用户，请在法定代理人同意后提供个人信息。若法定代理人发现我们在未经同意的情况下收集了未成年人的资料，请与我们联系，我们会尽速删除。',
        },
      ],
    },
    {
      id: 'changes',
      heading: '政策修改',
      blocks: [
        {
          kind: 'paragraph',
          text: '本政策修改时，我们会公告在本页并更新上方日期；涉及收集目的或利用范围的重大变更，会另以电子邮件或站内通知告知你。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      blocks: [
        {
          kind: 'paragraph',
          text: `如对本政策或你的个人信息有任何问题，请寄信至 ${SUPPORT_EMAIL}，信件主旨请注明「个人信息」。客服时间：${describeServiceHours('zhCN')}。`,
        },
        {
          kind: 'links',
          links: [
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
            { label: 'Cookie 声明', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Privacy Policy',
  description:
    "WellFit cares about your privacy. Following Taiwan's Personal Data Protection Act, this policy explains what personal data we collect and why, how we use and protect it, and the rights you have.",
  updated: UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This policy covers the WellFit website, app and member services ("the Service"). Third-party sites you reach from the Service, such as partner brands or payment pages, have their own privacy policies.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      blocks: [
        {
          kind: 'table',
          caption: 'Categories of personal data, what they contain and where they come from',
          columns: ['Category', 'What it contains', 'Where it comes from'],
          rows: [
            [
              'Account and identity',
              'Name, nickname, mobile number, email, password (stored only as a hash), profile picture, external sign-in identifier',
              'You, when you sign up or log in; Google, Apple or Facebook with your permission',
            ],
            [
              'About you',
              'Gender, date of birth and age, height, weight, region, fitness goal',
              'You, in Basic info or Plan setup',
            ],
            [
              'Sport and health',
              'Exercise time, calories burned, exercise count and type, BMI result',
              'Your use of courses and plans; connected devices or health services with your permission',
            ],
            [
              'Orders and invoices',
              'Order contents, purchaser and recipient names, phone numbers, addresses, e-invoice carrier or company tax ID, payment status',
              'You, when you order; the payment provider reports the result (we never store full card numbers)',
            ],
            [
              'Sports programmes',
              'Authorisation code, last four digits of your national ID, payment identifier',
              'You, when you join a sports voucher or sports programme',
            ],
            ['Support', 'Contact form messages, attachments, email correspondence', 'You, when you contact us'],
            [
              'Usage',
              'Device identifier, IP address, browser type, browsing history and collections, cookies and local storage',
              'Created automatically as you use the Service; see the Cookie Declaration',
            ],
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we collect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect, process and use your personal data for these specific purposes (the numbers are the purpose codes published by the Ministry of Justice):',
        },
        {
          kind: 'list',
          items: [
            'Online shopping and other e-commerce services (148): handling orders, payment, delivery, returns and e-invoices.',
            'Contractual and similar legal relationships (069): providing subscriptions, courses, W Coin, coupons, codes and other member benefits.',
            'Consumer and customer management and service (090): verifying identity, keeping accounts secure, support and notices.',
            'Surveys, statistics and research analysis (157): improving courses and the site with de-identified statistics.',
            'Marketing (040): sending news and offers once you have agreed; you can stop them at any time.',
            'Other business within our registered scope (181): sports programmes and enterprise plans run with partners.',
          ],
        },
      ],
    },
    {
      id: 'use-and-sharing',
      heading: 'How long, where, by whom and how it is used',
      blocks: [
        {
          kind: 'list',
          items: [
            'Period: from sign-up until the purpose ends, or as long as laws or contracts require (see Retention).',
            'Area: Taiwan, and the regions where our cloud hosting, email and SMS providers operate.',
            'Recipients: WellFit; the logistics, payment, e-invoice, cloud, email and SMS providers we engage to run the Service; sign-in services and device makers you authorise; partners of the sports programme or enterprise plan you join; and authorities entitled by law to request it.',
            'Means: electronically or on paper, within the purposes above.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal data. Providers who process data for us are bound by contract to use it only for the work we give them and to keep it safe.',
        },
      ],
    },
    {
      id: 'health-data',
      heading: 'Sport and health data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connecting a wearable or health service is optional. We read your sport data only after you authorise it, and use it only to show your records, award points and suggest suitable courses. You can withdraw the authorisation in the device or health service at any time, and we then stop reading new data.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Retention',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data: kept until you delete your account, then removed or de-identified within 30 days.',
            'Order and invoice records: kept for at least 5 years, as the Business Entity Accounting Act and tax law require.',
            'Support messages and attachments: kept for 2 years after the matter is closed, in case you follow up.',
            'Usage records: normally kept no longer than 13 months, for security auditing and statistics.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under Article 3 of the Personal Data Protection Act you may ask us to:',
        },
        {
          kind: 'list',
          items: [
            'tell you what data we hold, or let you review it;',
            'give you a copy of it;',
            'complete or correct it;',
            'stop collecting, processing or using it;',
            'delete it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can see and change most of your data yourself in Basic info and Account settings. For anything else, email our support address; after confirming your identity we answer requests to review your data within 15 days and handle corrections or deletions within 30 days. If we need longer we will tell you why, and extend only once. We may charge the reasonable cost of making a copy. If you ask us to stop using or to delete data, services that depend on it may no longer be available.',
        },
      ],
    },
    {
      id: 'if-you-do-not-provide',
      heading: 'If you choose not to provide data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Giving us personal data is your choice. Without the details needed to sign up, order or deliver, however, we cannot create your account, complete your order or issue an invoice. Height, weight and fitness goal are optional; without them, plan suggestions and calorie figures are less accurate.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Keeping data safe',
      blocks: [
        {
          kind: 'list',
          items: [
            'The whole site is served over encrypted HTTPS.',
            'Passwords are stored with a one-way hash, so not even our staff can read them.',
            'Card details are handled by a PCI DSS-compliant payment provider; we never see or store full card numbers.',
            'Only staff who need personal data for their work can access it, and access is logged.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If personal data is ever stolen, leaked or altered, we will tell you in a suitable way once the facts are clear, together with what we have done about it.',
        },
      ],
    },
    {
      id: 'marketing',
      heading: 'Marketing messages',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We send news and offers only if you have agreed to receive them. Use the unsubscribe link in any such email, or ask our support team, to stop them. Service messages about orders, payments and account security are not affected.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children and young people',
      blocks: [
        {
          kind: 'paragraph',
          text: "Users under 18 should give us personal data only with a parent's or guardian's consent. If a parent or guardian finds that we have collected a minor's data without consent, please contact us and we will delete it promptly.",
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When this policy changes we publish it on this page and update the date above. If a change affects the purposes or scope of use, we also tell you by email or in-app notification.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: `For questions about this policy or your personal data, email ${SUPPORT_EMAIL} with "Personal data" in the subject line. Support hours: ${describeServiceHours('en')}.`,
        },
        {
          kind: 'links',
          links: [
            { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
            { label: 'Cookie Declaration', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
