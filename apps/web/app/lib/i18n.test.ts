import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@wellfit/contracts/locale';
import { formatNumbersPerLocale, i18nOptions, rememberPluralRules } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/{content,courses}.json', {
  import: 'default',
  eager: true,
});

/** An instance set up as i18n.server.ts and i18n.client.ts set up theirs. */
function instanceFor(locale: Locale): I18n {
  const bundle = Object.fromEntries(
    ['content', 'courses'].map((namespace) => [namespace, files[`../locales/${locale}/${namespace}.json`]]),
  );
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(locale, { [locale]: bundle }));
  rememberPluralRules(instance);
  formatNumbersPerLocale(instance);
  return instance;
}

describe('numbers in translations', () => {
  it.each([
    ['zhTW', '6,713 人參加', '7,990 大卡', '2.0 公里'],
    ['zhCN', '6,713 人参加', '7,990 大卡', '2.0 公里'],
    ['en', '6,713 taking part', '7,990 kcal', '2.0 km'],
  ] as const)('read the locale’s one number format in %s', (locale, participants, kcal, km) => {
    const { t } = instanceFor(locale);
    expect(t('content:participants', { count: 6713 })).toBe(participants);
    expect(t('content:kcal', { count: 7990 })).toBe(kcal);
    expect(t('courses:km', { value: 2 })).toBe(km);
  });
});
