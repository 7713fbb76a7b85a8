import { describeServiceHours } from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

const UPDATED = '2025-11-01';

const zhTW: StaticPageDocument = {
  title: '關於我們',
  description: 'WellFit 是為台灣人打造的運動生活平台：在家就能跟著教練練，需要的器材也一次買齊。',
  updated: UPDATED,
  sections: [
    {
      id: 'our-mission',
      heading: '我們的初衷',
      blocks: [
        {
          kind: 'paragraph',
          text: '很多人不是不想運動，而是下班太累、不知道從哪裡開始，或擔心動作做錯受傷。WellFit 想做的，是把「開始運動」變得簡單：打開手機或電腦，就有適合你程度的課程；每天一點點，讓運動自然成為生活的一部分。',
        },
      ],
    },
    {
      id: 'what-we-offer',
      heading: '我們提供什麼',
      blocks: [
        {
          kind: 'list',
          items: [
            '訓練內容：數週的訓練計畫、系列課程與單堂影片，從初學到進階，涵蓋肌力、有氧、瑜珈與伸展。',
            '教練：與專業教練合作設計與示範課程，你可以追蹤喜歡的教練，第一時間看到新課。',
            '健康文章：訓練、飲食、睡眠與恢復的實用知識。',
            '線上商城：居家健身器材、運動服飾與配件，以及訂閱方案與加購優惠。',
            'W Coin：每天簽到累積點數，兌換商品與優惠券，讓堅持有回報。',
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: '我們怎麼做',
      blocks: [
        {
          kind: 'list',
          items: [
            '安全優先：每堂課標示難度、時間、器材與消耗熱量，並提醒常見的錯誤動作。',
            '循序漸進：計畫設定會依你的目標與 BMI 推薦合適的計畫，不必一開始就逼自己太緊。',
            '商品實測：上架的器材會先由團隊與教練試用，確認好用、耐用才推薦。',
            '說清楚、講明白：價格、運費、退貨與訂閱規則都寫在看得到的地方。',
          ],
        },
      ],
    },
    {
      id: 'partners',
      heading: '與夥伴一起',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們與企業、保險與電信業者、運動專案及器材品牌合作，把運動帶進更多人的日常：企業可以為員工開通帳號，運動券可以用來購買器材，合作方案的會員也能享有專屬課程與優惠。',
        },
        {
          kind: 'links',
          links: [{ label: '合作提案', href: '/collaboration', description: '品牌、教練與企業合作方式' }],
        },
      ],
    },
    {
      id: 'contact',
      heading: '聯絡我們',
      blocks: [
        {
          kind: 'paragraph',
          text: `有任何建議或問題，都歡迎告訴我們。客服時間：${describeServiceHours('zhTW')}。`,
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
  title: '关于我们',
  description: 'WellFit 是为台湾人打造的运动生活平台：在家就能跟着教练练，需要的器材也一次买齐。',
  updated: UPDATED,
  sections: [
    {
      id: 'our-mission',
      heading: '我们的初衷',
      blocks: [
        {
          kind: 'paragraph',
          text: '很多人不是不想运动，而是下班太累、不知道从哪里开始，或担心动作做错受伤。WellFit 想做的，是把「开始运动」变得简单：打开手机或电脑，就有适合你程度的课程；每天一点点，让运动自然成为生活的一部分。',
        },
      ],
    },
    {
      id: 'what-we-offer',
      heading: '我们提供什么',
      blocks: [
        {
          kind: 'list',
          items: [
            '训练内容：数周的训练计划、系列课程与单堂视频，从初学到高级，涵盖肌力、有氧、瑜伽与伸展。',
            '教练：与专业教练合作设计与示范课程，你可以关注喜欢的教练，第一时间看到新课。',
            '健康文章：训练、饮食、睡眠与恢复的实用知识。',
            '在线商城：居家健身器材、运动服饰与配件，以及订阅方案与加购优惠。',
            'W Coin：每天签到累积积分，兑换商品与优惠券，让坚持有回报。',
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: '我们怎么做',
      blocks: [
        {
          kind: 'list',
          items: [
            '安全优先：每堂课标示难度、时间、器材与消耗热量，并提醒常见的错误动作。',
            '循序渐进：计划设置会依你的目标与 BMI 推荐合适的计划，不必一开始就逼自己太紧。',
            '商品实测：上架的器材会先由团队与教练试用，确认好用、耐用才推荐。',
            '说清楚、讲明白：价格、运费、退货与订阅规则都写在看得到的地方。',
          ],
        },
      ],
    },
    {
      id: 'partners',
      heading: '与伙伴一起',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们与企业、保险与电信业者、运动专案及器材品牌合作，把运动带进更多人的日常：企业可以为员工开通账号，运动券可以用来购买器材，合作方案的会员也能享有专属课程与优惠。',
        },
        {
          kind: 'links',
          links: [{ label: '合作提案', href: '/collaboration', description: '品牌、教练与企业合作方式' }],
        },
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      blocks: [
        {
          kind: 'paragraph',
          text: `有任何建议或问题，都欢迎告诉我们。客服时间：${describeServiceHours('zhCN')}。`,
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
  title: 'About Us',
  description:
    'WellFit is a fitness and wellness platform made for Taiwan: train at home with a coach, and get the equipment you need in the same place.',
  updated: UPDATED,
  sections: [
    {
      id: 'our-mission',
      heading: 'Why we started',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people do want to exercise. They are tired after work, unsure where to start, or worried about getting a move wrong and hurting themselves. WellFit sets out to make starting easy: open your phone or computer and there is a course at your level. A little every day, until exercise is simply part of life.',
        },
      ],
    },
    {
      id: 'what-we-offer',
      heading: 'What we offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Training: multi-week plans, course series and single sessions, from beginner to advanced, covering strength, cardio, yoga and stretching.',
            'Coaches: professional coaches design and lead our courses; follow your favourites to see their new sessions first.',
            'Health articles: practical reading on training, food, sleep and recovery.',
            'The shop: home fitness equipment, sportswear and accessories, plus subscriptions and add-on deals.',
            'W Coin: check in every day to collect points and swap them for products and coupons, so sticking with it pays off.',
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Safety first: every course shows its level, length, equipment and calories, and points out common mistakes.',
            'One step at a time: Plan setup suggests a plan from your goal and BMI, so you never have to push too hard too soon.',
            'Tried before sold: our team and coaches use the equipment before we recommend it, to make sure it works and lasts.',
            'Plain and clear: prices, shipping, returns and subscription terms are written where you can see them.',
          ],
        },
      ],
    },
    {
      id: 'partners',
      heading: 'Working with partners',
      blocks: [
        {
          kind: 'paragraph',
          text: "We work with companies, insurers, telecom operators, sports programmes and equipment brands to bring exercise into more people's lives: companies open accounts for their staff, sports vouchers can pay for equipment, and partner members get their own courses and offers.",
        },
        {
          kind: 'links',
          links: [
            {
              label: 'Collaboration',
              href: '/collaboration',
              description: 'How brands, coaches and companies work with us',
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: `Ideas or questions are always welcome. Support hours: ${describeServiceHours('en')}.`,
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
