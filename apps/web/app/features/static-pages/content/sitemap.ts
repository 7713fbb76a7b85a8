import type { StaticPageDocument, StaticPageTranslations } from '../static-page-document';

/*
 * Every public section of SPEC §2, plus the main member pages (they ask for login first).
 * Dated campaign pages are left out: outside their window they show the not-found page.
 * static-page.test.ts checks every link here against the web app's route table.
 */

const UPDATED = '2025-11-01';

const zhTW: StaticPageDocument = {
  title: '網站地圖',
  description: '一頁看遍 WellFit 的所有服務：訓練內容、線上商城、會員中心與客服資訊。',
  updated: UPDATED,
  sections: [
    {
      id: 'training',
      heading: '運動與訓練',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '首頁', href: '/', description: '最新課程、精選商品與活動' },
            { label: '運動內容', href: '/content', description: '計畫、系列課程、教練與文章總覽' },
            { label: '每日運動', href: '/daily-workout', description: '今天練什麼，幫你排好了' },
            { label: '訓練計畫', href: '/plan-list/all', description: '數週的循序漸進訓練' },
            { label: '計畫設定', href: '/plan-setup', description: '依目標算出 BMI 並推薦計畫' },
            { label: '課程列表', href: '/course-list', description: '依部位、難度與器材找課程' },
            { label: '系列課程', href: '/series-list', description: '主題式的連續課程' },
            { label: '教練', href: '/coach-list', description: '認識並追蹤你喜歡的教練' },
            { label: '健康文章', href: '/article-list/0', description: '訓練、飲食與恢復的實用知識' },
          ],
        },
      ],
    },
    {
      id: 'shop',
      heading: '線上商城',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '商城首頁', href: '/shop', description: '健身器材、服飾與訂閱方案' },
            { label: '全部商品', href: '/product-list/all' },
            { label: '折扣專區', href: '/discounts' },
            { label: '居家健身', href: '/home-gym' },
            { label: '瑜珈', href: '/yoga' },
            { label: '運動器材', href: '/gear' },
            { label: '運動服飾', href: '/clothing' },
            { label: '配件', href: '/accessories' },
            { label: '運動專案商城', href: '/usport-product-list', description: '可使用運動券的商品' },
            { label: '團購商城', href: '/group-shop' },
            { label: '搜尋', href: '/search/product', description: '搜尋商品、課程與文章' },
            { label: '購物車', href: '/shopping-cart', description: '需登入' },
          ],
        },
      ],
    },
    {
      id: 'member',
      heading: '會員中心（需登入）',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '基本資料', href: '/member/info' },
            { label: '我的訂閱', href: '/member/subscription' },
            { label: '運動數據', href: '/member/sport' },
            { label: '我的優惠券', href: '/member/coupons' },
            { label: '帳號設定', href: '/member/settings' },
            { label: '我的訂單', href: '/order-list' },
            { label: '每日簽到與 W Coin', href: '/member/points/check-in' },
            { label: '兌換好禮', href: '/member/points/rewards' },
            { label: '點數紀錄', href: '/member/points/history' },
            { label: '序號兌換', href: '/member/redemption', description: '禮物序號與課程序號' },
            { label: '我的收藏', href: '/collection/product' },
            { label: '瀏覽紀錄', href: '/browse-history/product' },
          ],
        },
      ],
    },
    {
      id: 'help',
      heading: '客服與說明',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '常見問題', href: '/faq' },
            { label: '聯絡我們', href: '/contact-us', description: '線上表單，可附上照片或影片' },
            { label: '會員指南', href: '/member-guide', description: '註冊、點數、訂單與退貨一次看懂' },
          ],
        },
      ],
    },
    {
      id: 'about',
      heading: '關於 WellFit',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '關於我們', href: '/about-us' },
            { label: '合作提案', href: '/collaboration', description: '品牌、教練與企業合作' },
            { label: '下載 App', href: '/app-download-redirect' },
          ],
        },
      ],
    },
    {
      id: 'policies',
      heading: '條款與政策',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '服務條款', href: '/terms-of-service' },
            { label: '隱私權政策', href: '/privacy-policy' },
            { label: 'Cookie 聲明', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

const zhCN: StaticPageDocument = {
  title: '网站地图',
  description: '一页看遍 WellFit 的所有服务：训练内容、在线商城、会员中心与客服信息。',
  updated: UPDATED,
  sections: [
    {
      id: 'training',
      heading: '运动与训练',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '首页', href: '/', description: '最新课程、精选商品与活动' },
            { label: '运动内容', href: '/content', description: '计划、系列课程、教练与文章总览' },
            { label: '每日运动', href: '/daily-workout', description: '今天练什么，帮你排好了' },
            { label: '训练计划', href: '/plan-list/all', description: '数周的循序渐进训练' },
            { label: '计划设置', href: '/plan-setup', description: '依目标算出 BMI 并推荐计划' },
            { label: '课程列表', href: '/course-list', description: '依部位、难度与器材找课程' },
            { label: '系列课程', href: '/series-list', description: '主题式的连续课程' },
            { label: '教练', href: '/coach-list', description: '认识并关注你喜欢的教练' },
            { label: '健康文章', href: '/article-list/0', description: '训练、饮食与恢复的实用知识' },
          ],
        },
      ],
    },
    {
      id: 'shop',
      heading: '在线商城',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '商城首页', href: '/shop', description: '健身器材、服饰与订阅方案' },
            { label: '全部商品', href: '/product-list/all' },
            { label: '折扣专区', href: '/discounts' },
            { label: '居家健身', href: '/home-gym' },
            { label: '瑜伽', href: '/yoga' },
            { label: '运动器材', href: '/gear' },
            { label: '运动服饰', href: '/clothing' },
            { label: '配件', href: '/accessories' },
            { label: '运动专案商城', href: '/usport-product-list', description: '可使用运动券的商品' },
            { label: '团购商城', href: '/group-shop' },
            { label: '搜索', href: '/search/product', description: '搜索商品、课程与文章' },
            { label: '购物车', href: '/shopping-cart', description: '需登录' },
          ],
        },
      ],
    },
    {
      id: 'member',
      heading: '会员中心（需登录）',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '基本资料', href: '/member/info' },
            { label: '我的订阅', href: '/member/subscription' },
            { label: '运动数据', href: '/member/sport' },
            { label: '我的优惠券', href: '/member/coupons' },
            { label: '账号设置', href: '/member/settings' },
            { label: '我的订单', href: '/order-list' },
            { label: '每日签到与 W Coin', href: '/member/points/check-in' },
            { label: '兑换好礼', href: '/member/points/rewards' },
            { label: '积分记录', href: '/member/points/history' },
            { label: '序号兑换', href: '/member/redemption', description: '礼物序号与课程序号' },
            { label: '我的收藏', href: '/collection/product' },
            { label: '浏览记录', href: '/browse-history/product' },
          ],
        },
      ],
    },
    {
      id: 'help',
      heading: '客服与说明',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '常见问题', href: '/faq' },
            { label: '联系我们', href: '/contact-us', description: '在线表单，可附上照片或视频' },
            { label: '会员指南', href: '/member-guide', description: '注册、积分、订单与退货一次看懂' },
          ],
        },
      ],
    },
    {
      id: 'about',
      heading: '关于 WellFit',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '关于我们', href: '/about-us' },
            { label: '合作提案', href: '/collaboration', description: '品牌、教练与企业合作' },
            { label: '下载 App', href: '/app-download-redirect' },
          ],
        },
      ],
    },
    {
      id: 'policies',
      heading: '条款与政策',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: '服务条款', href: '/terms-of-service' },
            { label: '隐私政策', href: '/privacy-policy' },
            { label: 'Cookie 声明', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

const en: StaticPageDocument = {
  title: 'Site Map',
  description: 'Everything WellFit offers on one page: training, the shop, your account and help.',
  updated: UPDATED,
  sections: [
    {
      id: 'training',
      heading: 'Training',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'Home', href: '/', description: 'New courses, featured products and events' },
            { label: 'Training content', href: '/content', description: 'Plans, series, coaches and articles' },
            { label: 'Daily workout', href: '/daily-workout', description: "Today's session, planned for you" },
            {
              label: 'Training plans',
              href: '/plan-list/all',
              description: 'Multi-week programmes that build up step by step',
            },
            { label: 'Plan setup', href: '/plan-setup', description: 'Your BMI and a plan that fits your goal' },
            { label: 'Courses', href: '/course-list', description: 'Find courses by body area, level and equipment' },
            {
              label: 'Course series',
              href: '/series-list',
              description: 'Courses that build on each other around one theme',
            },
            { label: 'Coaches', href: '/coach-list', description: 'Meet and follow your favourite coaches' },
            {
              label: 'Health articles',
              href: '/article-list/0',
              description: 'Practical reading on training, food and recovery',
            },
          ],
        },
      ],
    },
    {
      id: 'shop',
      heading: 'Shop',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'Shop home', href: '/shop', description: 'Equipment, apparel and subscriptions' },
            { label: 'All products', href: '/product-list/all' },
            { label: 'Discounts', href: '/discounts' },
            { label: 'Home Gym', href: '/home-gym' },
            { label: 'Yoga', href: '/yoga' },
            { label: 'Gear', href: '/gear' },
            { label: 'Clothing', href: '/clothing' },
            { label: 'Accessories', href: '/accessories' },
            {
              label: 'Sports voucher shop',
              href: '/usport-product-list',
              description: 'Products you can pay for with sports vouchers',
            },
            { label: 'Group buying', href: '/group-shop' },
            { label: 'Search', href: '/search/product', description: 'Search products, courses and articles' },
            { label: 'Shopping cart', href: '/shopping-cart', description: 'Log in required' },
          ],
        },
      ],
    },
    {
      id: 'member',
      heading: 'My account (log in required)',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'Basic info', href: '/member/info' },
            { label: 'My subscription', href: '/member/subscription' },
            { label: 'Sport data', href: '/member/sport' },
            { label: 'My coupons', href: '/member/coupons' },
            { label: 'Account settings', href: '/member/settings' },
            { label: 'My orders', href: '/order-list' },
            { label: 'Daily check-in and W Coin', href: '/member/points/check-in' },
            { label: 'Redeem rewards', href: '/member/points/rewards' },
            { label: 'Points history', href: '/member/points/history' },
            { label: 'Redeem a code', href: '/member/redemption', description: 'Gift codes and course codes' },
            { label: 'My collections', href: '/collection/product' },
            { label: 'Browse history', href: '/browse-history/product' },
          ],
        },
      ],
    },
    {
      id: 'help',
      heading: 'Help',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'FAQ', href: '/faq' },
            { label: 'Contact us', href: '/contact-us', description: 'Online form; you can attach photos or videos' },
            {
              label: 'Member guide',
              href: '/member-guide',
              description: 'Sign-up, points, orders and returns explained',
            },
          ],
        },
      ],
    },
    {
      id: 'about',
      heading: 'About WellFit',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'About us', href: '/about-us' },
            { label: 'Collaboration', href: '/collaboration', description: 'For brands, coaches and companies' },
            { label: 'Get the app', href: '/app-download-redirect' },
          ],
        },
      ],
    },
    {
      id: 'policies',
      heading: 'Terms and policies',
      blocks: [
        {
          kind: 'links',
          links: [
            { label: 'Terms of Service', href: '/terms-of-service' },
            { label: 'Privacy Policy', href: '/privacy-policy' },
            { label: 'Cookie Declaration', href: '/cookie-declaration' },
          ],
        },
      ],
    },
  ],
};

export const translations: StaticPageTranslations = { zhTW, zhCN, en };
