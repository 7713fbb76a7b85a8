import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation as useLibraryTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@wellfit/contracts/locale';
import { i18nOptions, rememberPluralRules } from './i18n';
import { useTranslation } from './react-i18next.server';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/{common,catalog,content}.json', {
  import: 'default',
  eager: true,
});

/** An instance set up as i18n.server.ts sets up its own, with the namespaces these texts use. */
function instanceFor(locale: Locale): I18n {
  const bundle = Object.fromEntries(
    ['common', 'catalog', 'content'].map((namespace) => [namespace, files[`../locales/${locale}/${namespace}.json`]]),
  );
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(locale, { [locale]: bundle }));
  rememberPluralRules(instance);
  return instance;
}
const instances = new Map(LOCALES.map((locale) => [locale, instanceFor(locale)]));
const serverI18n = (locale: Locale): I18n => instances.get(locale)!;

// The server's useTranslation must read exactly as the library's: same text, same language,
// for plain keys, interpolated counts, and repeated calls that come from its memory.
function Texts({ hook }: { hook: typeof useTranslation }) {
  const { t, i18n } = hook();
  return (
    <p lang={i18n.language}>
      {t('common:nav.home')}|{t('catalog:total', { count: 1 })}|{t('catalog:total', { count: 12 })}|
      {t('catalog:total', { count: '12' })}|{t('content:course_count', { count: 3 })}|{t('common:nav.home')}
    </p>
  );
}

function render(locale: Locale, hook: typeof useTranslation): string {
  return renderToString(
    <I18nextProvider i18n={serverI18n(locale)}>
      <Texts hook={hook} />
    </I18nextProvider>,
  );
}

describe('server useTranslation', () => {
  it.each(LOCALES)('renders the same text as react-i18next in %s', (locale) => {
    const expected = render(locale, useLibraryTranslation);
    expect(render(locale, useTranslation)).toBe(expected);
    // A second page reads the remembered texts.
    expect(render(locale, useTranslation)).toBe(expected);
  });

  it('answers in the instance language with interpolated values', () => {
    const html = render('en', useTranslation);
    expect(html).toContain('lang="en"');
    expect(html).toContain('12');
  });

  it('gives every component of one locale the same answer', () => {
    const answers: unknown[] = [];
    function Probe() {
      answers.push(useTranslation());
      return null;
    }
    renderToString(
      <I18nextProvider i18n={serverI18n('zhTW')}>
        <Probe />
        <Probe />
      </I18nextProvider>,
    );
    expect(answers[0]).toBe(answers[1]);
  });
});
