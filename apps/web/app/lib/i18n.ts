import type { i18n as I18n, InitOptions } from 'i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@wellfit/contracts/locale';
import { formatNumber } from '@wellfit/contracts/number-format';
import type address from '../locales/en/address.json';
import type cart from '../locales/en/cart.json';
import type catalog from '../locales/en/catalog.json';
import type checkout from '../locales/en/checkout.json';
import type collections from '../locales/en/collections.json';
import type content from '../locales/en/content.json';
import type courses from '../locales/en/courses.json';
import type flash from '../locales/en/flash.json';
import type enCore from '../locales/en/index';
import type home from '../locales/en/home.json';
import type messages from '../locales/en/messages';
import type notifications from '../locales/en/notifications.json';
import type pages from '../locales/en/pages.json';
import type product from '../locales/en/product.json';
import type sport from '../locales/en/sport.json';
import type support from '../locales/en/support.json';

/**
 * i18n by key (STYLE.md §9): the app's own text lives in app/locales/<locale>/<namespace>.json,
 * and the SPEC §8 catalogue from contracts is the `messages` namespace (app/locales/<locale>/messages.ts), so an error key reads
 * the same in the browser as in the server's answers. Keys are always written with their
 * namespace (`t('common:nav.home')`); the locale test checks every one exists in every locale.
 */
export type CoreResources = typeof enCore;

/**
 * Namespaces outside the core bundle (app/locales/<locale>/index.ts): the browser loads each one
 * only with a module that uses it (vite.config.ts, namespacesOnDemand; docs/decisions/translation-namespaces-on-demand.md).
 */
export const ON_DEMAND_NAMESPACES = [
  'address',
  'cart',
  'catalog',
  'checkout',
  'collections',
  'content',
  'courses',
  'flash',
  'home',
  'messages',
  'notifications',
  'pages',
  'product',
  'sport',
  'support',
] as const;
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

export type LocaleResources = CoreResources & {
  address: typeof address;
  cart: typeof cart;
  catalog: typeof catalog;
  checkout: typeof checkout;
  collections: typeof collections;
  content: typeof content;
  courses: typeof courses;
  flash: typeof flash;
  home: typeof home;
  messages: typeof messages;
  notifications: typeof notifications;
  pages: typeof pages;
  product: typeof product;
  sport: typeof sport;
  support: typeof support;
};
export type Namespace = keyof LocaleResources;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * For the type checker every namespace is a default one, so `t('pages:invite.heading')` is
 * checked against the English resources without naming the namespaces in each useTranslation().
 */
type TypedNamespaces = [
  'common',
  'titles',
  'home',
  'pages',
  'catalog',
  'product',
  'flash',
  'cart',
  'checkout',
  'address',
  'collections',
  'search',
  'content',
  'courses',
  'sport',
  'support',
  'notifications',
  'messages',
];

export function i18nOptions(locale: Locale, resources: Partial<Record<Locale, Partial<LocaleResources>>>): InitOptions {
  return {
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    // Our locale codes (zhTW) are not BCP 47 tags; keep i18next from splitting them.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: Object.keys(resources[locale] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): unknown;
}

/**
 * Our locale codes (zhTW, zhCN) are not BCP 47 tags, so i18next's `new Intl.PluralRules(code)`
 * throws on every `t()` with a count and i18next falls back to its own one/other rule without
 * remembering it: an exception per call, a visible share of server rendering. The answer for a
 * code never changes, so it is remembered here; which rule applies stays i18next's choice.
 */
export function rememberPluralRules(instance: I18n): void {
  const resolver = (instance.services as { pluralResolver?: PluralResolver }).pluralResolver;
  if (!resolver) return;
  const resolve = resolver.getRule.bind(resolver);
  const rules = new Map<string, unknown>();
  resolver.getRule = (code, options = {}) => {
    const key = `${code}|${options.ordinal ? 'ordinal' : 'cardinal'}`;
    if (!rules.has(key)) rules.set(key, resolve(code, options));
    return rules.get(key);
  };
}

interface NumberFormatter {
  add(
    name: string,
    format: (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string,
  ): void;
}

/**
 * `{{count, number}}` in a translation is the contracts' formatNumber, the one number format per
 * locale (i18next's own `number` would hand our locale codes, which are not BCP 47 tags, to Intl).
 * `{{value, number(fractionDigits: 1)}}` asks for a fixed number of decimals.
 */
export function formatNumbersPerLocale(instance: I18n): void {
  const formatter = (instance.services as { formatter?: NumberFormatter }).formatter;
  formatter?.add('number', (value, lng, options) => {
    if (typeof value !== 'number') return String(value);
    const fractionDigits = typeof options.fractionDigits === 'number' ? options.fractionDigits : undefined;
    return formatNumber(value, isLocale(lng) ? lng : DEFAULT_LOCALE, { fractionDigits });
  });
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: TypedNamespaces;
    resources: LocaleResources;
  }
}
