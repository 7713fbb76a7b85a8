import type { Bilingual } from '../localised-text.ts';

export interface SlideBannerEntry {
  key: string;
  title: Bilingual;
  subtitle: Bilingual;
  link: string;
  palette: readonly [string, string];
}

/** slideBanner contents of the home pages (SPEC §3 card codes). */
export const SLIDE_BANNERS: readonly SlideBannerEntry[] = [
  {
    key: 'double-eleven',
    title: { zhTW: '雙 11 運動狂歡', en: 'Double 11 Fitness Fiesta' },
    subtitle: {
      zhTW: '全館器材 85 折起，滿額再送好禮',
      en: 'Equipment from 15% off, plus gifts with qualifying orders',
    },
    // The Double 11 campaign's page: the banner follows its window (2025), so the demo no longer shows it.
    link: '/event/double11',
    palette: ['#fd0037', '#ff7a45'],
  },
  {
    key: 'free-trial',
    title: { zhTW: '30 天免費試用', en: '30 Days Free' },
    subtitle: { zhTW: '上百堂課程，在家就能上', en: 'Hundreds of classes, right at home' },
    link: '/course-list',
    palette: ['#135e9f', '#39a0d8'],
  },
  {
    key: 'yoga-season',
    title: { zhTW: '瑜珈季：找回呼吸', en: 'Yoga Season: Find Your Breath' },
    subtitle: { zhTW: '瑜珈墊與輔具 8 折起', en: 'Mats and props from 20% off' },
    link: '/yoga',
    palette: ['#7b5ea7', '#c39bd3'],
  },
  {
    key: 'beginner-plan',
    title: { zhTW: '28 天新手養成', en: '28-Day Beginner Builder' },
    subtitle: { zhTW: '每天 15 分鐘，建立運動習慣', en: 'Fifteen minutes a day to build the habit' },
    link: '/plan-list/all',
    palette: ['#0f8b6d', '#5cc9a7'],
  },
];

export interface DiamondIconEntry {
  key: string;
  label: Bilingual;
  link: string;
  color: string;
}

/** diamondIcon contents: the round shortcuts under the banner. */
export const DIAMOND_ICONS: readonly DiamondIconEntry[] = [
  { key: 'courses', label: { zhTW: '課程', en: 'Courses' }, link: '/course-list', color: '#135e9f' },
  { key: 'plans', label: { zhTW: '訓練計畫', en: 'Plans' }, link: '/plan-list/all', color: '#0f8b6d' },
  { key: 'coaches', label: { zhTW: '教練', en: 'Coaches' }, link: '/coach-list', color: '#7b5ea7' },
  { key: 'articles', label: { zhTW: '健康文章', en: 'Articles' }, link: '/article-list/0', color: '#39c0b5' },
  { key: 'shop', label: { zhTW: '商城', en: 'Shop' }, link: '/product-list/all', color: '#fd0037' },
  { key: 'discounts', label: { zhTW: '折扣專區', en: 'Discounts' }, link: '/discounts', color: '#ff7a45' },
  { key: 'wcoin', label: { zhTW: 'W Coin', en: 'W Coin' }, link: '/member/points/check-in', color: '#f8c900' },
  { key: 'daily', label: { zhTW: '每日運動', en: 'Daily Workout' }, link: '/daily-workout', color: '#d35400' },
];
