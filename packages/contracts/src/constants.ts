import type { Locale } from './locale';

/*
 * SPEC §9 business constants, one named export each, with the SPEC section it comes from.
 * Locales live in locale.ts (LOCALES, DEFAULT_LOCALE) and the web request platform in
 * headers.ts (PLATFORM_WEB); import them from there rather than from here.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MEGABYTE = 1024 * 1024;

/** §9, §2 login dialog: only Taiwan (+886) is offered; sent without the plus sign. */
export const COUNTRY_CODE = '886';

/** §9, §5: a password has at least 8 characters (letters and digits only, see validation.ts). */
export const PASSWORD_MIN_LENGTH = 8;
/** §9, §5: counted after trimming. */
export const RESET_CODE_MIN_LENGTH = 6;
/** §9, §5: a verification code is valid for 5 minutes after it is sent. */
export const VERIFICATION_CODE_VALIDITY_MS = 5 * MINUTE_MS;
/** §9, §2 login dialog: Send Code becomes Resend with this countdown. */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** §9, §4: the token is refreshed only when its expiry is within one day (24 h). */
export const TOKEN_REFRESH_WINDOW_MS = DAY_MS;

/** §9, §7 userMessage/list. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_FIRST_PAGE = 1;

/** §9, §7: pcLogin and commonLogin always send source 4 (web). */
export const LOGIN_SOURCE = 4;

/**
 * §9 login types. The number alone does not say which login it was: 2 is a mobile one-time
 * code on pcLogin but a device-maker account on commonLogin (§7), so the endpoint decides.
 */
export const LOGIN_TYPE = {
  /** commonLogin with loginDTO{username, password}. */
  password: 1,
  /** pcLogin with countryCode and data{phone, code}. */
  mobileCode: 2,
  /** commonLogin with loginDTO{code, state?}; Apple signs in this way (see SIGN_IN_PROVIDER_LOGIN_TYPE). */
  deviceMakerAccount: 2,
  /** commonLogin; Google. */
  searchEngineAccount: 3,
  /** commonLogin; Facebook. */
  socialNetworkAccount: 4,
  /** pcLogin with data{email, code}. */
  emailCode: 7,
} as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** §2 login dialog, §8 "Unsupported provider": the only external identity providers. */
export const SIGN_IN_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/**
 * Which commonLogin type each provider's return is sent as (accounts issue: "loginType 3
 * Google, 2 Apple, 4 Facebook"): Apple counts as the device maker, Google as the search engine,
 * Facebook as the social network, which matches the §7/§9 descriptions of types 2, 3 and 4.
 */
export const SIGN_IN_PROVIDER_LOGIN_TYPE = {
  google: LOGIN_TYPE.searchEngineAccount,
  apple: LOGIN_TYPE.deviceMakerAccount,
  facebook: LOGIN_TYPE.socialNetworkAccount,
} as const satisfies Record<SignInProvider, LoginType>;

/** §4, §7 generateConfirmOrderV1 / calCarAmountV1 / generateOrder `type`. */
export const CHECKOUT_TYPE = { single: 1, cart: 2, flashSale: 4 } as const;
export type CheckoutType = (typeof CHECKOUT_TYPE)[keyof typeof CHECKOUT_TYPE];

/** §9, §7 POST /api/web/pay/payment (the request platform 4 is PLATFORM_WEB in headers.ts). */
export const PAYMENT = { channel: 41, orderSource: 4, orderType: 2 } as const;

/**
 * §5, §9: a paid order must be MORE than this many NT$ (5 itself is refused); a free order is
 * exactly 0. The check is isValidOrderAmount in validation.ts.
 */
export const MIN_PAID_ORDER_AMOUNT = 5;

/**
 * §5, §9 contact-form attachments. "5 MB" is taken as 5 MiB (5 × 1024 × 1024 bytes), the size
 * browsers and operating systems show. The extension decides the kind; the MIME types are what
 * the server should find when it sniffs the content and what it answers with.
 */
/**
 * Not in SPEC: an uploaded picture (avatar, contact attachment) has at most 24 megapixels (a
 * 6000 × 4000 camera photo). A compressed file of a few MB can still hold a 16000 × 16000 image
 * that takes ~1 GB to decode (docs/decisions/avatar-image-limits.md).
 */
const MAX_UPLOADED_IMAGE_PIXELS = 24_000_000;

export const ATTACHMENT = {
  maxFiles: 2,
  maxFileMegabytes: 5,
  maxFileBytes: 5 * MEGABYTE,
  /** Pictures only; checked from the header before anything is decoded. */
  maxImagePixels: MAX_UPLOADED_IMAGE_PIXELS,
  mimeTypeByExtension: {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    mp4: 'video/mp4',
    mpeg: 'video/mpeg',
    mov: 'video/quicktime',
  },
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT.mimeTypeByExtension;
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT.mimeTypeByExtension) as AttachmentExtension[];

/**
 * §3 User, §5, §9: at least 128×128 px and up to 2 MB (2 MiB). SPEC names no file types; the
 * attachment image types (jpg, jpeg, png) are accepted so both uploads agree.
 */
const AVATAR_EXTENSIONS: readonly AttachmentExtension[] = ['jpg', 'jpeg', 'png'];
export const AVATAR = {
  minWidthPx: 128,
  minHeightPx: 128,
  maxMegabytes: 2,
  maxBytes: 2 * MEGABYTE,
  /** Not in SPEC: an avatar is shown at most 128 px wide, so no photo anyone takes needs more. */
  maxPixels: MAX_UPLOADED_IMAGE_PIXELS,
  extensions: AVATAR_EXTENSIONS,
} as const;

/** §1, §9: a new subscriber's free trial lasts 30 days. */
export const FREE_TRIAL_DAYS = 30;
/** §1, §9: the telecom VIP event (/pages/{hash}) unlocks courses for this many days. */
export const TELECOM_VIP_FREE_DAYS = 60;
/** §1, §9: watching this long earns the U-coin, usable in the partner app the next day. */
export const WATCH_REWARD = { minutes: 30, uCoin: 5 } as const;

/**
 * Taiwan Consumer Protection Act art. 19: distance purchases may be returned within 7 days of
 * receipt without giving a reason (not in SPEC; the member guide and returns rely on it).
 */
export const RETURN_COOLING_OFF_DAYS = 7;

/** §9: days and campaign windows are Taipei days (UTC+8, no daylight saving). */
export const TIME_ZONE = 'Asia/Taipei';

/**
 * §1, §9 support hours as data: ISO weekdays (1 = Monday) and half-open periods in Taipei time.
 */
export const SERVICE_HOURS = {
  timeZone: TIME_ZONE,
  weekdays: { first: 1, last: 5 },
  periods: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '18:00' },
  ],
} as const;

const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  zhTW: ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
  zhCN: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** Trims the leading zero of the hour, as Taiwanese notices write it: 09:00 → 9:00. */
function clockText(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** Support hours as one line of text, written from SERVICE_HOURS so no page repeats the numbers. */
export function describeServiceHours(locale: Locale): string {
  const names = WEEKDAY_NAMES[locale];
  const first = names[SERVICE_HOURS.weekdays.first - 1];
  const last = names[SERVICE_HOURS.weekdays.last - 1];
  const periods = SERVICE_HOURS.periods.map((period) => `${clockText(period.start)}–${clockText(period.end)}`);
  if (locale === 'en') return `${first} to ${last}, ${periods.join(' and ')} (Taiwan time)`;
  const zone = locale === 'zhTW' ? '台灣時間' : '台湾时间';
  return `${first}至${last} ${periods.join('、')}（${zone}）`;
}

/* Whether support is open now (holidays included) is isSupportOpen in support.ts. */

/** §3 Points: programme identifiers as the server sends them (12-digit strings). */
export const PROGRAMME_ID = {
  sports: '100000000000',
  points: '100000000001',
  voucher: '100000000002',
} as const;
export type ProgrammeId = (typeof PROGRAMME_ID)[keyof typeof PROGRAMME_ID];

/** §9: stock given to SKU values that appear only in the stock list, so they render as selectable-but-sold-out. */
export const SOLD_OUT_PLACEHOLDER_STOCK = 9999;

/**
 * §2 /r/{inviteCode}: what an invite code may look like. Members' codes are 10 base32
 * characters (seeded ones WF and six base-36 characters); anything outside letters, digits,
 * _ and - is refused, so a hand-edited link never reaches storage or the database.
 */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** §2, §9: a toast hides itself after 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** §2, §9: the scroll-to-top button appears at this scroll offset or more. */
export const SCROLL_TOP_THRESHOLD_PX = 100;
/** §9: IntersectionObserver threshold for scroll-in animations. */
export const SCROLL_ANIMATION_THRESHOLD = 0.5;
/** §4, §9: app readiness is re-checked at this interval. */
export const APP_READY_RETRY_MS = 500;
/** §4, §9: concurrent readers of the point-feature switch wait and retry at this interval. */
export const POINT_SWITCH_RETRY_MS = 100;

/** §9: every local-storage key carries this prefix, so clearing ours never touches other sites' keys. */
export const STORAGE_PREFIX = 'wellfit_';
/** §9: a stored version other than this wipes every prefixed key. */
export const STORAGE_VERSION = 2;
/** Where the storage version itself is kept (prefixed like the rest). */
export const STORAGE_VERSION_KEY = 'storage_version';
/** §3 User, §9 local-storage keys, without the prefix. */
export const STORAGE_KEYS = {
  cookieConsent: 'cookie_consent',
  selectedCartItemIds: 'selected_cart_item_ids',
  currentUser: 'current_user',
  currentUserExpireAt: 'current_user_expire_at',
  loginType: 'login_type',
  account: 'account',
  uSport: 'u_sport',
  token: 'token',
  tokenExpireAt: 'token_expire_at',
  cachePhone: 'cache_phone',
  cacheEmail: 'cache_email',
  locale: 'locale',
  deviceId: 'device_id',
  /** §2 /r/{inviteCode}: the friend's code, sent with the next sign-up and then removed. */
  inviteCode: 'invite_code',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** §9: size of the window opened by share buttons. */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

/**
 * §2 product category shortcuts, in display order. Labels are i18n keys of the web app's
 * common namespace (en: Discounts, Home Gym, Yoga, Gear, Clothing, Accessories).
 */
export const PRODUCT_CATEGORY_SHORTCUTS = [
  { path: '/discounts', labelKey: 'category_shortcut_discounts' },
  { path: '/home-gym', labelKey: 'category_shortcut_home_gym' },
  { path: '/yoga', labelKey: 'category_shortcut_yoga' },
  { path: '/gear', labelKey: 'category_shortcut_gear' },
  { path: '/clothing', labelKey: 'category_shortcut_clothing' },
  { path: '/accessories', labelKey: 'category_shortcut_accessories' },
] as const;

/** §3 Lesson: difficulty labels L1–L3, as i18n keys (en: Beginner, Intermediate, Advanced). */
export const LESSON_DIFFICULTY_LABEL_KEYS = {
  L1: 'difficulty_beginner',
  L2: 'difficulty_intermediate',
  L3: 'difficulty_advanced',
} as const;
/** §3 Plan: difficulty labels L1–L4 (L4 en: Expert). */
export const PLAN_DIFFICULTY_LABEL_KEYS = {
  ...LESSON_DIFFICULTY_LABEL_KEYS,
  L4: 'difficulty_expert',
} as const;
export type LessonDifficulty = keyof typeof LESSON_DIFFICULTY_LABEL_KEYS;
export type PlanDifficulty = keyof typeof PLAN_DIFFICULTY_LABEL_KEYS;
