import { DEFAULT_FREIGHT } from '@wellfit/contracts/freight';
import { formatPrice } from '@wellfit/contracts/price';
import type { Bilingual } from '../localised-text.ts';

/**
 * queryDataDictionary type twVersionNotifyMsg (SPEC §7): the home marquee (twNotifyMsg) and the
 * free-shipping line with its link (twFreeChargeMsg, stored as a JSON string {msg, link}), one
 * row per locale. The free-shipping line quotes the default threshold (contracts/freight.ts).
 */
export const HOME_MARQUEE: Bilingual = {
  zhTW: '會員限定｜全館運動器材 85 折起，新會員再享 30 天免費試用，週一至週五 9:00–18:00 客服線上為您服務。',
  en: 'Members only: equipment from 15% off, plus a 30-day free trial for new members. Support is online Monday to Friday, 9:00–18:00.',
};

export const FREE_SHIPPING_MESSAGE: { msg: Bilingual; link: string } = {
  msg: {
    zhTW: `全館滿 ${formatPrice(DEFAULT_FREIGHT.freeThreshold, 'zhTW')} 免運費`,
    en: `Free shipping on orders over ${formatPrice(DEFAULT_FREIGHT.freeThreshold, 'en')}`,
  },
  link: '/product-list/all',
};

/** appConfig switches: the W Coin feature on, maintenance off (SPEC §7 "value 1 means on"). */
export const APP_CONFIG_VALUES = {
  userCoinsSwitch: '1',
  maintenanceMode: '0',
} as const;
