import type { COUPON_SCOPES } from '../../modules/coupons/coupons.tables.ts';
import type { Bilingual } from '../localised-text.ts';
import type { ShopCategorySlug } from './shop-categories.ts';

export interface CouponEntry {
  key: string;
  name: Bilingual;
  scope: (typeof COUPON_SCOPES)[number];
  /** Scope category, by slug (scope category). */
  categorySlug?: ShopCategorySlug;
  /** Scope products: the first N equipment products (scope product). */
  productCount?: number;
  discountType: 'amount' | 'percent';
  /** NT$ off, or percent off (1-99). */
  discountValue: number;
  minSpend: number;
  totalQuantity: number | null;
  /** Days of validity from the claim; null means the fixed window below. */
  validDays: number | null;
  /** Fixed window relative to the seed day, in days. */
  validFromDays: number;
  validUntilDays: number;
  claimable: boolean;
}

export const COUPONS: readonly CouponEntry[] = [
  {
    key: 'welcome-100',
    name: { zhTW: '新會員見面禮 NT$100', en: 'Welcome Gift NT$100 Off' },
    scope: 'shop',
    discountType: 'amount',
    discountValue: 100,
    minSpend: 1000,
    totalQuantity: null,
    validDays: 30,
    validFromDays: -60,
    validUntilDays: 365,
    claimable: true,
  },
  {
    key: 'site-10-off',
    name: { zhTW: '全館 9 折券', en: '10% Off Everything' },
    scope: 'shop',
    discountType: 'percent',
    discountValue: 10,
    minSpend: 2000,
    totalQuantity: 5000,
    validDays: null,
    validFromDays: -7,
    validUntilDays: 40,
    claimable: true,
  },
  {
    key: 'yoga-200',
    name: { zhTW: '瑜珈專區滿 NT$1,500 折 NT$200', en: 'Yoga: NT$200 Off NT$1,500' },
    scope: 'category',
    categorySlug: 'yoga',
    discountType: 'amount',
    discountValue: 200,
    minSpend: 1500,
    totalQuantity: 2000,
    validDays: null,
    validFromDays: -14,
    validUntilDays: 30,
    claimable: true,
  },
  {
    key: 'home-gym-500',
    name: { zhTW: '居家健身滿 NT$5,000 折 NT$500', en: 'Home Gym: NT$500 Off NT$5,000' },
    scope: 'category',
    categorySlug: 'home-gym',
    discountType: 'amount',
    discountValue: 500,
    minSpend: 5000,
    totalQuantity: 1000,
    validDays: null,
    validFromDays: -3,
    validUntilDays: 45,
    claimable: true,
  },
  {
    key: 'clothing-15-off',
    name: { zhTW: '運動服飾 85 折', en: '15% Off Clothing' },
    scope: 'category',
    categorySlug: 'clothing',
    discountType: 'percent',
    discountValue: 15,
    minSpend: 1000,
    totalQuantity: 3000,
    validDays: 14,
    validFromDays: -10,
    validUntilDays: 60,
    claimable: true,
  },
  {
    key: 'selected-300',
    name: { zhTW: '指定商品折 NT$300', en: 'NT$300 Off Selected Items' },
    scope: 'product',
    productCount: 8,
    discountType: 'amount',
    discountValue: 300,
    minSpend: 2500,
    totalQuantity: 800,
    validDays: null,
    validFromDays: -5,
    validUntilDays: 25,
    claimable: true,
  },
  {
    key: 'birthday-200',
    name: { zhTW: '生日禮 NT$200', en: 'Birthday Treat NT$200 Off' },
    scope: 'shop',
    discountType: 'amount',
    discountValue: 200,
    minSpend: 800,
    totalQuantity: null,
    validDays: 30,
    validFromDays: -365,
    validUntilDays: 365,
    claimable: false,
  },
  {
    key: 'summer-ended',
    name: { zhTW: '夏日運動祭 NT$150', en: 'Summer Sports Fest NT$150 Off' },
    scope: 'shop',
    discountType: 'amount',
    discountValue: 150,
    minSpend: 1200,
    totalQuantity: 3000,
    validDays: null,
    validFromDays: -120,
    validUntilDays: -60,
    claimable: false,
  },
];
