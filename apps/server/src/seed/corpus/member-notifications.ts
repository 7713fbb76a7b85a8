import type { NotificationJump } from '../../modules/notifications/notifications.tables.ts';
import type { Bilingual } from '../localised-text.ts';

export interface NotificationEntry {
  title: Bilingual;
  content: Bilingual;
  jump: NotificationJump | null;
  /** How many days before the seed day it was sent. */
  daysAgo: number;
}

/**
 * A demo member's inbox: enough for two pages of ten (SPEC §7 userMessage/list), with links of
 * every form notificationLink reads (a shop path, a deep link's page), messages without a link,
 * and two whose jump leads nowhere (an app page the web lacks, a script address): they show
 * without a link, never an error (SPEC §8).
 */
export const MEMBER_NOTIFICATIONS: readonly NotificationEntry[] = [
  {
    title: { zhTW: '歡迎加入 WellFit！', en: 'Welcome to WellFit!' },
    content: {
      zhTW: '新會員 NT$100 見面禮已放入您的優惠券匣，滿 NT$1,000 即可使用。',
      en: 'Your NT$100 welcome coupon is in your wallet, valid on orders of NT$1,000 or more.',
    },
    jump: { url: '/member/coupons' },
    daysAgo: 45,
  },
  {
    title: { zhTW: '30 天免費試用已開通', en: 'Your 30-day free trial has started' },
    content: {
      zhTW: '試用期間可觀看全部 VIP 課程，快去挑一堂開始運動吧！',
      en: 'Watch every VIP course during your trial. Pick a class and get moving!',
    },
    jump: { page: 'courseList' },
    daysAgo: 44,
  },
  {
    title: { zhTW: '訂單已出貨', en: 'Your order has shipped' },
    content: {
      zhTW: '您的訂單已交由黑貓宅急便配送，預計 1 至 2 天內送達。',
      en: 'Your order is with Black Cat delivery and should arrive in 1 to 2 days.',
    },
    jump: { url: '/order-list/shipped' },
    daysAgo: 30,
  },
  {
    title: { zhTW: '新課程上架：武嶺爬坡挑戰', en: 'New course: Wuling Pass Climb' },
    content: {
      zhTW: '承恩教練帶你在客廳征服台灣公路最高點，現在就來挑戰！',
      en: "Coach Ethan takes you up Taiwan's highest road pass from your living room. Take the challenge now!",
    },
    jump: { page: 'courseList' },
    daysAgo: 28,
  },
  {
    title: { zhTW: '簽到提醒', en: 'Check-in reminder' },
    content: {
      zhTW: '今天還沒簽到喔！連續簽到 7 天可額外獲得 20 W Coin。',
      en: 'You have not checked in today! Seven days in a row earns a 20 W Coin bonus.',
    },
    jump: { url: '/member/points/check-in' },
    daysAgo: 21,
  },
  {
    title: { zhTW: '您的優惠券即將到期', en: 'Your coupon expires soon' },
    content: {
      zhTW: '全館 9 折券將於 3 天後到期，別錯過了！',
      en: 'Your 10%-off coupon expires in three days. Do not miss out!',
    },
    jump: { url: '/member/coupons' },
    daysAgo: 14,
  },
  {
    title: { zhTW: '訂單已送達', en: 'Your order has been delivered' },
    content: {
      zhTW: '商品已送達，使用後歡迎分享心得。如需退貨請於 7 天內申請。',
      en: 'Your items have arrived. Tell us what you think, and apply within 7 days if you need a return.',
    },
    jump: { url: '/order-list' },
    daysAgo: 12,
  },
  {
    title: { zhTW: '本週運動報告', en: 'Your weekly activity report' },
    content: {
      zhTW: '上週您運動了 4 次，共消耗 1,120 大卡，比前一週進步 15%！',
      en: 'Last week you trained 4 times and burned 1,120 kcal, 15% more than the week before!',
    },
    jump: { url: '/member/sport' },
    daysAgo: 9,
  },
  {
    title: { zhTW: '雙 11 限定優惠開跑', en: 'Double 11 deals are live' },
    content: {
      zhTW: '全館運動器材 85 折起，結帳再享滿額贈，11/11 當天限定！',
      en: 'Equipment from 15% off, plus gifts with qualifying orders. One day only: 11 November!',
    },
    jump: { url: '/product-list/all' },
    daysAgo: 10,
  },
  {
    title: { zhTW: '付款未完成', en: 'Payment not completed' },
    content: {
      zhTW: '您有一筆訂單尚未付款，商品保留至今日 23:59，請盡快完成付款。',
      en: 'One of your orders is unpaid. We are holding the items until 23:59 today, so please pay soon.',
    },
    jump: { url: '/order-list/pending' },
    daysAgo: 6,
  },
  {
    title: { zhTW: '新文章：運動前後該吃什麼？', en: 'New article: what to eat before and after training' },
    content: {
      zhTW: '營養師教你掌握黃金補充時間，讓訓練效果加倍。',
      en: 'Our dietitians explain how to time your fuel for better results.',
    },
    jump: { page: 'articleList' },
    daysAgo: 5,
  },
  {
    title: { zhTW: '訂閱即將續訂', en: 'Your subscription renews soon' },
    content: {
      zhTW: '您的訂閱將於 7 天後自動續訂，如需取消請至「我的訂閱」。',
      en: 'Your subscription renews automatically in 7 days. To cancel, go to My subscription.',
    },
    jump: { url: '/member/subscription' },
    daysAgo: 3,
  },
  {
    title: { zhTW: 'W Coin 入帳通知', en: 'W Coin credited' },
    content: {
      zhTW: '恭喜獲得 50 W Coin，可至 W Coin 中心兌換商品與優惠券。',
      en: 'You earned 50 W Coin. Spend it on products and coupons in the W Coin centre.',
    },
    jump: { url: '/member/points/rewards' },
    daysAgo: 2,
  },
  {
    title: { zhTW: '教練更新了課程', en: 'Your coach posted a new class' },
    content: {
      zhTW: '您追蹤的語婷老師上架了新的睡前陰瑜珈課程。',
      en: 'Tina, whom you follow, has just released a new bedtime yin yoga class.',
    },
    jump: { url: '/coach-list' },
    daysAgo: 1,
  },
  {
    title: { zhTW: '系統維護通知', en: 'Scheduled maintenance' },
    content: {
      zhTW: '本週日凌晨 2:00 至 4:00 進行系統維護，期間暫停下單與付款。',
      en: 'We will be down for maintenance this Sunday from 2:00 to 4:00 am; ordering and payment pause meanwhile.',
    },
    jump: null,
    daysAgo: 4,
  },
  {
    title: { zhTW: '直播課程預告', en: 'Live class coming up' },
    content: {
      zhTW: '本週五晚上 8 點，教練將在 App 直播燃脂課程。',
      en: 'This Friday at 8 pm our coaches stream a fat-burning class live in the app.',
    },
    // An app-only page: the web has no route for it, so the notification shows without a link.
    jump: { page: 'liveStream', id: 'friday-burn' },
    daysAgo: 1,
  },
  {
    title: { zhTW: '感謝您的回饋', en: 'Thank you for your feedback' },
    content: {
      zhTW: '我們已收到您的意見，客服將於 1 至 2 個工作天內回覆。',
      en: 'We have received your message; our support team will reply within 1 to 2 working days.',
    },
    // A link no page may follow: shown without a link.
    jump: { url: 'javascript:alert(1)' },
    daysAgo: 0,
  },
];
