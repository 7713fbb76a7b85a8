import i18next, { type i18n } from 'i18next';
import { LOCALES, type Locale } from '@wellfit/contracts/locale';
import {
  i18nOptions,
  ON_DEMAND_NAMESPACES,
  formatNumbersPerLocale,
  rememberPluralRules,
  type CoreResources,
  type LocaleResources,
} from './i18n';

// The server renders any page in any locale, so it holds every namespace of every locale.
const cores = import.meta.glob<CoreResources>('../locales/*/index.ts', { import: 'default', eager: true });
const namespaceFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});
const messageFiles = import.meta.glob<Record<string, unknown>>('../locales/*/messages.ts', {
  import: 'default',
  eager: true,
});

function bundleOf(locale: Locale): LocaleResources {
  const core = cores[`../locales/${locale}/index.ts`];
  if (!core) throw new Error(`No translations for locale ${locale}`);
  const onDemand = ON_DEMAND_NAMESPACES.map((namespace) => {
    const bundle =
      namespace === 'messages'
        ? messageFiles[`../locales/${locale}/messages.ts`]
        : namespaceFiles[`../locales/${locale}/${namespace}.json`];
    if (!bundle) throw new Error(`No ${namespace} translations for locale ${locale}`);
    return [namespace, bundle];
  });
  return { ...core, ...Object.fromEntries(onDemand) } as LocaleResources;
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
    rememberPluralRules(instance);
    formatNumbersPerLocale(instance);
    instances.set(locale, instance);
  }
  return instance;
}
