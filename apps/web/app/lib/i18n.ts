import type { InitOptions } from 'i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@wellfit/contracts/locale';
import type enBundle from '../locales/en/index';

/**
 * i18n by key (STYLE.md §9): the app's own text lives in app/locales/<locale>/<namespace>.json,
 * and the SPEC §8 catalogue from contracts is the `messages` namespace (app/locales/<locale>/index.ts), so an error key reads
 * the same in the browser as in the server's answers. Keys are always written with their
 * namespace (`t('common:nav.home')`); the locale test checks every one exists in every locale.
 */
export type LocaleResources = typeof enBundle;
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
  'cart',
  'collections',
  'search',
  'content',
  'courses',
  'sport',
  'messages',
];

export function i18nOptions(locale: Locale, resources: Partial<Record<Locale, LocaleResources>>): InitOptions {
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

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: TypedNamespaces;
    resources: LocaleResources;
  }
}
