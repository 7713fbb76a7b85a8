import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, LOCALES, type Locale } from '@wellfit/contracts/locale';
import {
  formatNumbersPerLocale,
  i18nOptions,
  rememberPluralRules,
  type CoreResources,
  type OnDemandNamespace,
} from './i18n';

type NamespaceBundle = Record<string, unknown>;

// One lazy chunk per locale for the core, and one per locale and feature namespace: the browser
// downloads only the visitor's language, and only the namespaces of the modules it has loaded.
const cores = import.meta.glob<CoreResources>('../locales/*/index.ts', { import: 'default' });
const namespaceFiles = import.meta.glob<NamespaceBundle>(
  '../locales/*/{address,cart,catalog,checkout,collections,content,courses,flash,home,notifications,pages,product,sport,support}.json',
  { import: 'default' },
);
const messageFiles = import.meta.glob<NamespaceBundle>('../locales/*/messages.ts', { import: 'default' });

async function loadCore(locale: Locale): Promise<CoreResources> {
  const load = cores[`../locales/${locale}/index.ts`];
  if (!load) throw new Error(`No translations for locale ${locale}`);
  return load();
}

async function loadNamespaceFile(locale: Locale, namespace: OnDemandNamespace): Promise<NamespaceBundle> {
  const load =
    namespace === 'messages'
      ? messageFiles[`../locales/${locale}/messages.ts`]
      : namespaceFiles[`../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} translations for locale ${locale}`);
  return load();
}

/** The locale the server rendered, read back from <html lang> so hydration uses the same text. */
export function documentLocale(): Locale {
  const tag = document.documentElement.lang;
  return LOCALES.find((locale) => LOCALE_TAGS[locale] === tag) ?? DEFAULT_LOCALE;
}

// The core text of the page's language starts downloading as soon as this module runs (it is in
// the shell, which runs before the route modules), beside the namespaces those modules ask for:
// React Router imports the client entry, which would ask for it, only after the route modules
// have run, and so after their namespaces had arrived. The later import gets the same module.
if (typeof document !== 'undefined') loadCore(documentLocale()).catch(() => undefined);

/** Every feature namespace a loaded module uses: a language switch loads them all in the new language. */
const usedNamespaces = new Set<OnDemandNamespace>();
/** Namespaces that arrived before i18next started (route modules load before the entry). */
const earlyBundles = new Map<Locale, Map<OnDemandNamespace, NamespaceBundle>>();

function currentLocale(): Locale {
  return i18next.isInitialized && isLocale(i18next.language) ? i18next.language : documentLocale();
}

async function addNamespace(locale: Locale, namespace: OnDemandNamespace): Promise<void> {
  if (i18next.isInitialized && i18next.hasResourceBundle(locale, namespace)) return;
  if (earlyBundles.get(locale)?.has(namespace)) return;
  const bundle = await loadNamespaceFile(locale, namespace);
  if (i18next.isInitialized) {
    i18next.addResourceBundle(locale, namespace, bundle, true, true);
    return;
  }
  const early = earlyBundles.get(locale) ?? new Map<OnDemandNamespace, NamespaceBundle>();
  early.set(namespace, bundle);
  earlyBundles.set(locale, early);
}

/**
 * Loads feature namespaces in the current language. The build puts
 * `await ensureNamespaces([…])` at the top of every browser module whose source names a key of
 * such a namespace (vite.config.ts, namespacesOnDemand), so a page's text is there before the
 * page renders: on the first load before hydration, on a client navigation before the route
 * module resolves.
 */
export async function ensureNamespaces(namespaces: readonly OnDemandNamespace[]): Promise<void> {
  for (const namespace of namespaces) usedNamespaces.add(namespace);
  const locale = currentLocale();
  await Promise.all(namespaces.map((namespace) => addNamespace(locale, namespace)));
}

/**
 * Initialises the browser's i18next instance before hydration, with the visitor's language only:
 * the locale test guarantees every key exists in every locale, so the fallback is never needed
 * and the browser does not download it.
 */
export async function startBrowserI18n(locale: Locale): Promise<typeof i18next> {
  const core = await loadCore(locale);
  const early = Object.fromEntries(earlyBundles.get(locale) ?? []);
  earlyBundles.clear();
  await i18next.use(initReactI18next).init(i18nOptions(locale, { [locale]: { ...core, ...early } }));
  rememberPluralRules(i18next);
  formatNumbersPerLocale(i18next);
  // Namespaces that were still on their way when i18next started.
  await Promise.all([...usedNamespaces].map((namespace) => addNamespace(locale, namespace)));
  return i18next;
}

/** Loads the locale's text if needed, then switches every mounted translation to it. */
export async function changeBrowserLocale(locale: Locale): Promise<void> {
  const namespaces = [...usedNamespaces];
  const [core] = await Promise.all([
    i18next.hasResourceBundle(locale, 'common') ? null : loadCore(locale),
    ...namespaces.map((namespace) => addNamespace(locale, namespace)),
  ]);
  if (core) {
    for (const [namespace, bundle] of Object.entries(core)) {
      i18next.addResourceBundle(locale, namespace, bundle, true, true);
    }
  }
  await i18next.changeLanguage(locale);
}
