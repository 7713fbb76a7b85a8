import type { CampaignName } from '@wellfit/contracts/campaigns';
import type { Bilingual } from '../localised-text.ts';

export interface CampaignPageEntry {
  title: Bilingual;
  /** Banner line under the title. */
  tagline: Bilingual;
  backgroundColor: string;
}

/** One page per SPEC §2 campaign; windows come from the contracts (CAMPAIGN_WINDOWS). */
export const CAMPAIGN_PAGES: Record<CampaignName, CampaignPageEntry> = {
  mirror: {
    title: { zhTW: '智慧健身鏡', en: 'Smart Fitness Mirror' },
    tagline: { zhTW: '鏡子裡的私人教練', en: 'A personal trainer in your mirror' },
    backgroundColor: '#135e9f',
  },
  cycle: {
    title: { zhTW: '飛輪騎行節', en: 'Cycling Festival' },
    tagline: { zhTW: '飛輪與配件限時優惠', en: 'Limited-time deals on bikes and accessories' },
    backgroundColor: '#d35400',
  },
  'nanshanlife-course': {
    title: { zhTW: '保險夥伴專屬課程', en: 'Insurer Partner Courses' },
    tagline: { zhTW: '保戶專屬健康課程組合', en: 'Course bundles for policyholders' },
    backgroundColor: '#0f8b6d',
  },
  'nanshanlife-courseplusproducts': {
    title: { zhTW: '課程加器材超值組', en: 'Courses Plus Equipment Bundles' },
    tagline: { zhTW: '課程搭配器材，一次備齊', en: 'Courses and the kit to do them, in one go' },
    backgroundColor: '#0f8b6d',
  },
  april: {
    title: { zhTW: '四月春季運動祭', en: 'April Spring Sports Fest' },
    tagline: { zhTW: '春天動起來，器材 9 折起', en: 'Spring into action: equipment from 10% off' },
    backgroundColor: '#39c0b5',
  },
  may: {
    title: { zhTW: '五月感謝媽媽', en: 'May: Thank You, Mum' },
    tagline: { zhTW: '送媽媽一份健康', en: 'Give your mum the gift of health' },
    backgroundColor: '#e84393',
  },
  june: {
    title: { zhTW: '六月端午運動祭', en: 'June Dragon Boat Sale' },
    tagline: { zhTW: '端午連假在家練', en: 'Train at home over the long weekend' },
    backgroundColor: '#16a085',
  },
  july: {
    title: { zhTW: '七月暑期燃脂季', en: 'July Summer Burn' },
    tagline: { zhTW: '夏日燃脂，涼感服飾 8 折', en: 'Summer burn: cooling apparel 20% off' },
    backgroundColor: '#f39c12',
  },
  'fathers-day': {
    title: { zhTW: '父親節：爸氣十足', en: "Father's Day: Dad Strong" },
    tagline: { zhTW: '按摩槍與重訓器材限時特價', en: 'Massage guns and strength kit on special' },
    backgroundColor: '#135e9f',
  },
  'fathers-day-2': {
    title: { zhTW: '父親節第二波', en: "Father's Day, Round Two" },
    tagline: { zhTW: '第二波加碼，滿額再贈好禮', en: 'Round two: extra gifts with qualifying orders' },
    backgroundColor: '#2d3142',
  },
  'chinese-valentines-day': {
    title: { zhTW: '七夕情人節', en: "Qixi Valentine's Day" },
    tagline: { zhTW: '一起運動的情侶最登對', en: 'Couples who train together stay together' },
    backgroundColor: '#fd0037',
  },
  'sport-day': {
    title: { zhTW: '全民運動日', en: 'National Sports Day' },
    tagline: { zhTW: '全館器材 85 折', en: '15% off all equipment' },
    backgroundColor: '#135e9f',
  },
  'moon-festival': {
    title: { zhTW: '中秋團圓動起來', en: 'Mid-Autumn: Move Together' },
    tagline: { zhTW: '烤肉前先燃脂', en: 'Burn it before the barbecue' },
    backgroundColor: '#f8c900',
  },
  'fifty-anniversary': {
    title: { zhTW: '50 週年慶', en: '50th Anniversary Sale' },
    tagline: { zhTW: '年度最低價，全館 5 折起', en: 'Lowest prices of the year, up to 50% off' },
    backgroundColor: '#fd0037',
  },
  'fifty-anniversary-nov': {
    title: { zhTW: '50 週年慶：11 月加碼', en: '50th Anniversary: November Bonus' },
    tagline: { zhTW: '雙 11 加碼，滿 NT$3,000 送 NT$300', en: 'Double 11 bonus: NT$300 back on NT$3,000' },
    backgroundColor: '#fd0037',
  },
  double11: {
    title: { zhTW: '雙 11 購物節', en: 'Double 11 Shopping Festival' },
    tagline: { zhTW: '全館滿額折，限時 11 天', en: 'Spend more, save more, for eleven days' },
    backgroundColor: '#fd0037',
  },
  'late-april': {
    title: { zhTW: '四月下旬：戶外運動季', en: 'Late April: Outdoor Season' },
    tagline: { zhTW: '走出戶外，裝備 85 折', en: 'Head outdoors: gear 15% off' },
    backgroundColor: '#39c0b5',
  },
  'late-may': {
    title: { zhTW: '五月下旬：夏日預備', en: 'Late May: Get Summer Ready' },
    tagline: { zhTW: '夏天前練出好體態', en: 'Get in shape before summer' },
    backgroundColor: '#16a085',
  },
  'life-event': {
    title: { zhTW: '人生新階段，健康一起來', en: 'New Chapter, Healthy Start' },
    tagline: { zhTW: '搬家、新工作、新生活：從運動開始', en: 'New home, new job, new life: start moving' },
    backgroundColor: '#135e9f',
  },
  fortnight: {
    title: { zhTW: '兩週限定快閃', en: 'Two-Week Flash Sale' },
    tagline: { zhTW: '只有 14 天，錯過再等一年', en: 'Fourteen days only' },
    backgroundColor: '#f8c900',
  },
};

export interface PartnerEventEntry {
  /** The partner's address is /event/{hash}. */
  hash: string;
  title: Bilingual;
  tagline: Bilingual;
  backgroundColor: string;
  /** Tiles per row on a wide screen, tile by tile (SPEC §3 column), and the tile style names. */
  columns: readonly number[];
  classes: readonly (string | undefined)[];
}

/**
 * The insurer partner's event page (SPEC §2 /event/{hash}, §3 Partner event); its hash is the one
 * the partner's own site links to. Listed with the demo accounts in the start banner's docs
 * (docs/decisions/partner-events.md).
 */
export const PARTNER_EVENTS: readonly PartnerEventEntry[] = [
  {
    hash: 'nslife-wellness-2026',
    title: { zhTW: '保戶健康週：運動好物專區', en: 'Policyholder Wellness Week' },
    tagline: { zhTW: '保戶專屬器材與課程組合', en: 'Kit and course bundles for policyholders' },
    backgroundColor: '#0f8b6d',
    columns: [1, 2, 2, 3, 3, 3, 4, 4, 4, 4],
    classes: [
      undefined,
      'rounded',
      'rounded',
      'shadow',
      'shadow',
      'shadow',
      'bordered',
      'bordered',
      'bordered',
      'bordered',
    ],
  },
];
