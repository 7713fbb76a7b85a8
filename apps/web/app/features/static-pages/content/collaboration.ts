import { SUPPORT_EMAIL, type StaticPageDocument, type StaticPageTranslations } from '../static-page-document';

const UPDATED = '2025-11-01';
/** The subject prefix lets support route proposals to the partnerships team. */
const PROPOSAL_SUBJECT = { zhTW: '合作提案', zhCN: '合作提案', en: 'Partnership' } as const;

function proposalMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

const zhTW: StaticPageDocument = {
  title: '合作提案',
  description: '無論你是品牌、教練、企業或公部門單位，都歡迎與 WellFit 一起，讓更多人動起來。',
  updated: UPDATED,
  sections: [
    {
      id: 'brands',
      heading: '品牌合作',
      blocks: [
        {
          kind: 'paragraph',
          text: '如果你經營健身器材、運動服飾、營養或恢復相關的品牌，我們可以一起：',
        },
        {
          kind: 'list',
          items: [
            '在 WellFit 商城上架，搭配課程示範商品的使用方式。',
            '規劃聯名活動與節慶主題頁，例如父親節、中秋節或週年慶。',
            '設計「課程＋商品」組合，讓會員買了器材就知道怎麼練。',
          ],
        },
      ],
    },
    {
      id: 'coaches',
      heading: '教練與內容創作者',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們正在尋找具備專業證照、熱愛教學的教練，以及擅長訓練、飲食或運動醫學主題的作者。合作形式包括拍攝系列課程、設計多週訓練計畫與撰寫健康文章，製作團隊會協助拍攝、剪輯與三種語言的字幕。',
        },
      ],
    },
    {
      id: 'enterprises',
      heading: '企業員工健康方案',
      blocks: [
        {
          kind: 'list',
          items: [
            '企業帳號：以公司代碼或邀請連結讓員工快速加入，免去一一註冊的麻煩。',
            '企業專屬購買：提供員工專屬商品與企業採購模式。',
            'ESG 與健康促進：以員工的運動參與數據（去識別化統計）協助企業呈現健康職場成果。',
            '示範帳號：導入前可先申請示範帳號，實際體驗課程與管理流程。',
          ],
        },
      ],
    },
    {
      id: 'public-and-programme-partners',
      heading: '保險、電信與運動專案',
      blocks: [
        {
          kind: 'paragraph',
          text: '我們已與保險、電信業者及運動券專案合作，提供會員專屬課程、組合方案與觀看獎勵。若你的單位希望為保戶、用戶或民眾提供運動服務，歡迎與我們聊聊可行的方案。',
        },
      ],
    },
    {
      id: 'get-in-touch',
      heading: '如何聯絡我們',
      blocks: [
        {
          kind: 'paragraph',
          text: `請來信至 ${SUPPORT_EMAIL}，主旨註明「${PROPOSAL_SUBJECT.zhTW}｜單位名稱」，並在信中簡單說明：`,
        },
        {
          kind: 'list',
          items: [
            '單位名稱、聯絡人與聯絡電話。',
            '合作類型（品牌、教練、企業或其他）與想法。',
            '期望的時程或活動檔期。',
            '相關介紹資料或作品連結（如有）。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我們會在 5 個工作天內回覆，並安排專人與你進一步討論。',
        },
        {
          kind: 'links',
          links: [{ label: `寄信提出${PROPOSAL_SUBJECT.zhTW}`, href: proposalMailto(PROPOSAL_SUBJECT.zhTW) }],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: '合作提案',
  description: '无论你是品牌、教练、企业或公共部门，都欢迎与 WellFit 一起，让更多人动起来。',
  updated: UPDATED,
  sections: [
    {
      id: 'brands',
      heading: '品牌合作',
      blocks: [
        {
          kind: 'paragraph',
          text: '如果你经营健身器材、运动服饰、营养或恢复相关的品牌，我们可以一起：',
        },
        {
          kind: 'list',
          items: [
            '在 WellFit 商城上架，搭配课程示范商品的使用方式。',
            '规划联名活动与节庆主题页，例如父亲节、中秋节或周年庆。',
            '设计「课程＋商品」组合，让会员买了器材就知道怎么练。',
          ],
        },
      ],
    },
    {
      id: 'coaches',
      heading: '教练与内容创作者',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们正在寻找具备专业证照、热爱教学的教练，以及擅长训练、饮食或运动医学主题的作者。合作形式包括拍摄系列课程、设计多周训练计划与撰写健康文章，制作团队会协助拍摄、剪辑与三种语言的字幕。',
        },
      ],
    },
    {
      id: 'enterprises',
      heading: '企业员工健康方案',
      blocks: [
        {
          kind: 'list',
          items: [
            '企业账号：以公司代码或邀请链接让员工快速加入，免去一一注册的麻烦。',
            '企业专属购买：提供员工专属商品与企业采购模式。',
            'ESG 与健康促进：以员工的运动参与数据（去识别化统计）协助企业呈现健康职场成果。',
            '演示账号：导入前可先申请演示账号，实际体验课程与管理流程。',
          ],
        },
      ],
    },
    {
      id: 'public-and-programme-partners',
      heading: '保险、电信与运动专案',
      blocks: [
        {
          kind: 'paragraph',
          text: '我们已与保险、电信业者及运动券专案合作，提供会员专属课程、组合方案与观看奖励。若你的单位希望为保户、用户或民众提供运动服务，欢迎与我们聊聊可行的方案。',
        },
      ],
    },
    {
      id: 'get-in-touch',
      heading: '如何联系我们',
      blocks: [
        {
          kind: 'paragraph',
          text: `请来信至 ${SUPPORT_EMAIL}，主旨注明「${PROPOSAL_SUBJECT.zhCN}｜单位名称」，并在信中简单说明：`,
        },
        {
          kind: 'list',
          items: [
            '单位名称、联系人与联系电话。',
            '合作类型（品牌、教练、企业或其他）与想法。',
            '期望的时程或活动档期。',
            '相关介绍资料或作品链接（如有）。',
          ],
        },
        {
          kind: 'paragraph',
          text: '我们会在 5 个工作日内回复，并安排专人与你进一步讨论。',
        },
        {
          kind: 'links',
          links: [{ label: `寄信提出${PROPOSAL_SUBJECT.zhCN}`, href: proposalMailto(PROPOSAL_SUBJECT.zhCN) }],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Collaboration',
  description: 'Brand, coach, company or public body: we would love to work with you to get more people moving.',
  updated: UPDATED,
  sections: [
    {
      id: 'brands',
      heading: 'Brands',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you run a brand of fitness equipment, sportswear, nutrition or recovery products, together we can:',
        },
        {
          kind: 'list',
          items: [
            'list your products in the WellFit shop, with courses that show how to use them;',
            "plan co-branded campaigns and seasonal pages, such as Father's Day, the Moon Festival or our anniversary;",
            'create course-and-product bundles, so members who buy equipment know exactly how to train with it.',
          ],
        },
      ],
    },
    {
      id: 'coaches',
      heading: 'Coaches and creators',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are looking for certified coaches who love teaching, and for writers on training, nutrition or sports medicine. You might film a course series, design a multi-week plan or write health articles; our production team helps with filming, editing and subtitles in all three languages.',
        },
      ],
    },
    {
      id: 'enterprises',
      heading: 'Workplace wellbeing for companies',
      blocks: [
        {
          kind: 'list',
          items: [
            'Enterprise accounts: staff join quickly with a company code or invite link, with no one-by-one sign-up.',
            'Enterprise purchasing: staff-only products and a company purchasing mode.',
            "ESG and health promotion: de-identified statistics on your staff's exercise help you report on a healthy workplace.",
            'Demo accounts: try the courses and the admin flow with a demo account before you roll out.',
          ],
        },
      ],
    },
    {
      id: 'public-and-programme-partners',
      heading: 'Insurers, telecoms and sports programmes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We already work with insurers, telecom operators and sports voucher programmes to offer members their own courses, bundles and watch rewards. If your organisation would like to offer exercise to its policyholders, customers or citizens, let us talk about what could work.',
        },
      ],
    },
    {
      id: 'get-in-touch',
      heading: 'How to get in touch',
      blocks: [
        {
          kind: 'paragraph',
          text: `Email ${SUPPORT_EMAIL} with "${PROPOSAL_SUBJECT.en} | your organisation" as the subject, and tell us briefly:`,
        },
        {
          kind: 'list',
          items: [
            'your organisation, a contact person and a phone number;',
            'the kind of collaboration (brand, coach, company or other) and your idea;',
            'the timing or campaign dates you have in mind;',
            'any introduction or links to your work.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We reply within 5 working days and put you in touch with the right person on our team.',
        },
        {
          kind: 'links',
          links: [{ label: 'Email us a proposal', href: proposalMailto(PROPOSAL_SUBJECT.en) }],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
