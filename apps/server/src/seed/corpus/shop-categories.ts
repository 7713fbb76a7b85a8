import type { Bilingual } from '../localised-text.ts';

/**
 * SPEC §2 product category shortcuts (/discounts, /home-gym, …) plus the subscription
 * category of SPEC §3 "Subscription product". The slug is the shortcut path without "/".
 */
export interface ShopCategoryEntry {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  /** Colours of the category's icon and banner art. */
  palette: readonly [string, string];
}

export const SHOP_CATEGORIES = [
  {
    slug: 'discounts',
    name: { zhTW: '折扣專區', en: 'Discounts' },
    description: {
      zhTW: '限時優惠與出清好物，數量有限，售完為止。',
      en: 'Limited-time deals and clearance picks, while stocks last.',
    },
    palette: ['#fd0037', '#ff7a45'],
  },
  {
    slug: 'home-gym',
    name: { zhTW: '居家健身', en: 'Home Gym' },
    description: {
      zhTW: '啞鈴、壺鈴到跑步機，在家就能打造專屬訓練空間。',
      en: 'From dumbbells to treadmills: build a training space at home.',
    },
    palette: ['#135e9f', '#39a0d8'],
  },
  {
    slug: 'yoga',
    name: { zhTW: '瑜珈', en: 'Yoga' },
    description: {
      zhTW: '止滑瑜珈墊、瑜珈磚與伸展帶，陪你穩定每一次呼吸。',
      en: 'Grippy mats, blocks and straps that steady every breath.',
    },
    palette: ['#7b5ea7', '#c39bd3'],
  },
  {
    slug: 'gear',
    name: { zhTW: '運動器材', en: 'Gear' },
    description: {
      zhTW: '彈力帶、滾筒、跳繩與按摩槍，訓練與恢復一次備齊。',
      en: 'Bands, rollers, ropes and massage guns for training and recovery.',
    },
    palette: ['#0f8b6d', '#5cc9a7'],
  },
  {
    slug: 'clothing',
    name: { zhTW: '運動服飾', en: 'Clothing' },
    description: {
      zhTW: '吸濕排汗、彈性十足的機能服飾，動起來更自在。',
      en: 'Sweat-wicking, stretchy activewear that moves with you.',
    },
    palette: ['#2d3142', '#6c7a9c'],
  },
  {
    slug: 'accessories',
    name: { zhTW: '配件', en: 'Accessories' },
    description: {
      zhTW: '水壺、毛巾、手套與健身包，訓練日的好幫手。',
      en: 'Bottles, towels, gloves and bags for every training day.',
    },
    palette: ['#f8c900', '#f39c12'],
  },
  {
    slug: 'subscription',
    name: { zhTW: '訂閱方案', en: 'Subscriptions' },
    description: {
      zhTW: '解鎖全部課程與訓練計畫，隨時隨地開始運動。',
      en: 'Unlock every course and plan, and train anywhere, any time.',
    },
    palette: ['#135e9f', '#f8c900'],
  },
] as const satisfies readonly ShopCategoryEntry[];

export type ShopCategorySlug = (typeof SHOP_CATEGORIES)[number]['slug'];
/** Categories a piece of equipment belongs to (discounts is a second shelf, subscription a product kind). */
export type EquipmentCategorySlug = Exclude<ShopCategorySlug, 'discounts' | 'subscription'>;
