import type { SUBSCRIPTION_PERIODS } from '../../modules/subscriptions/subscriptions.tables.ts';
import type { Bilingual } from '../localised-text.ts';

export interface SubscriptionPlanEntry {
  period: (typeof SUBSCRIPTION_PERIODS)[number];
  name: Bilingual;
  months: number;
  /** Integer NT$ per period. */
  price: number;
  /** First-period price for newcomers (SPEC §9: a newcomer discount exists, value not shown). */
  newcomerPrice: number;
  /** Price of the same months at the NT$599 monthly rate, shown struck through on the product. */
  listPrice: number;
  subtitle: Bilingual;
  brief: Bilingual;
  benefits: readonly Bilingual[];
}

const COMMON_BENEFITS: readonly Bilingual[] = [
  { zhTW: '無限觀看全部 VIP 課程與訓練計畫', en: 'Unlimited access to every VIP course and plan' },
  { zhTW: '新課程每週上架', en: 'New courses every week' },
  { zhTW: '支援手機、平板、電腦與電視', en: 'Watch on phone, tablet, computer and TV' },
];

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlanEntry[] = [
  {
    period: 'season',
    name: { zhTW: '季訂閱', en: 'Season Pass' },
    months: 3,
    price: 1490,
    newcomerPrice: 990,
    listPrice: 1797,
    subtitle: { zhTW: '3 個月，先試試看', en: 'Three months to try it out' },
    brief: { zhTW: '平均每月 NT$497，隨時可取消續訂。', en: 'About NT$497 a month; cancel renewal any time.' },
    benefits: COMMON_BENEFITS,
  },
  {
    period: 'half_year',
    name: { zhTW: '半年訂閱', en: 'Half-Year Pass' },
    months: 6,
    price: 2690,
    newcomerPrice: 1990,
    listPrice: 3594,
    subtitle: { zhTW: '6 個月，養成運動習慣', en: 'Six months to build the habit' },
    brief: { zhTW: '平均每月 NT$448，加贈運動毛巾。', en: 'About NT$448 a month, with a free sports towel.' },
    benefits: [...COMMON_BENEFITS, { zhTW: '加贈 WellFit 運動毛巾', en: 'Free WellFit sports towel' }],
  },
  {
    period: 'year',
    name: { zhTW: '年訂閱', en: 'Annual Pass' },
    months: 12,
    price: 4790,
    newcomerPrice: 3990,
    listPrice: 7188,
    subtitle: { zhTW: '12 個月，最划算', en: 'Twelve months, best value' },
    brief: {
      zhTW: '平均每月 NT$399，加贈束口後背袋與專屬客服。',
      en: 'About NT$399 a month, with a free drawstring bag and priority support.',
    },
    benefits: [
      ...COMMON_BENEFITS,
      { zhTW: '加贈 WellFit 束口後背袋', en: 'Free WellFit drawstring bag' },
      { zhTW: '專屬客服優先回覆', en: 'Priority customer support' },
    ],
  },
];
