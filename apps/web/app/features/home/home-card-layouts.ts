import type { HomeCardCode } from '@wellfit/contracts/home-page';

/** How each of the 29 SPEC §3 card codes is drawn; five components share them (components/home-cards.tsx). */
export type HomeCardLayout =
  'banner' | 'miniBanner' | 'promo' | 'promoHalf' | 'icons' | 'products' | 'ranked' | 'contents';

export const HOME_CARD_LAYOUTS: Record<HomeCardCode, HomeCardLayout> = {
  slideBanner: 'banner',
  miniSlideBanner: 'miniBanner',
  ad: 'promo',
  mallRecommendLeft: 'promoHalf',
  mallRecommendRight: 'promoHalf',
  diamondIcon: 'icons',
  mallProductCategory: 'icons',
  relationProduct: 'products',
  healthProduct: 'products',
  recommendProduct: 'products',
  recommendProductCycle: 'products',
  recommendProductMirror: 'products',
  productSuit: 'products',
  fictProduct: 'products',
  mallRecommendProduct: 'products',
  subscribeProduct: 'products',
  groupMode: 'products',
  hotList: 'ranked',
  seriesCourse: 'contents',
  relationCourse: 'contents',
  healthCourse: 'contents',
  healthArticle: 'contents',
  article: 'contents',
  healthPlan: 'contents',
  contentPlan: 'contents',
  serialCourse: 'contents',
  contentCourse: 'contents',
  contentCoach: 'contents',
  mallPlan: 'contents',
};
