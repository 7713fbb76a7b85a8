import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@wellfit/contracts/locale';
import { i18nOptions, type LocaleResources } from './i18n';

// One lazy chunk per locale: the browser downloads only the visitor's language.
const bundles = import.meta.glob<LocaleResources>('../locales/*/index.ts', { import: 'default' });

async function loadResources(locale: Locale): Promise<LocaleResources> {
  const load = bundles[`../locales/${locale}/index.ts`];
  if (!load) throw new Error(`No translations for locale ${locale}`);
  return load();
}

/** The locale the server rendered, read back from <html lang> so hydration uses the same text. */
export function documentLocale(): Locale {
  const tag = document.documentElement.lang;
  return LOCALES.find((locale) => LOCALE_TAGS[locale] === tag) ?? DEFAULT_LOCALE;
}

/**
 * Initialises the browser's i18next instance before hydration, with the visitor's language only:
 * the locale test guarantees every key exists in every locale, so the fallback is never needed
 * and the browser does not download it.
 */
export async function startBrowserI18n(locale: Locale): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init(i18nOptions(locale, { [locale]: await loadResources(locale) }));
  return i18next;
}

/** Loads the locale's text if needed, then switches every mounted translation to it. */
export async function changeBrowserLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'common')) {
    const resources = await loadResources(locale);
    for (const [namespace, bundle] of Object.entries(resources)) {
      i18next.addResourceBundle(locale, namespace, bundle, true, true);
    }
  }
  await i18next.changeLanguage(locale);
}
