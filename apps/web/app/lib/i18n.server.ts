import i18next, { type i18n } from 'i18next';
import { LOCALES, type Locale } from '@wellfit/contracts/locale';
import { i18nOptions, type LocaleResources } from './i18n';

const bundles = import.meta.glob<LocaleResources>('../locales/*/index.ts', { import: 'default', eager: true });

function bundleOf(locale: Locale): LocaleResources {
  const bundle = bundles[`../locales/${locale}/index.ts`];
  if (!bundle) throw new Error(`No translations for locale ${locale}`);
  return bundle;
}

const resources = Object.fromEntries(LOCALES.map((locale) => [locale, bundleOf(locale)])) as Record<
  Locale,
  LocaleResources
>;

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale for server rendering. The server never changes an instance's
 * language, so concurrent requests in different locales can share them safely.
 */
export function serverI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init(i18nOptions(locale, resources));
    instances.set(locale, instance);
  }
  return instance;
}
