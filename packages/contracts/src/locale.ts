import { z } from 'zod';

/** SPEC §1/§9: zhTW is the default, en the fallback. */
export const LOCALES = ['zhTW', 'zhCN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zhTW';
export const FALLBACK_LOCALE: Locale = 'en';
export const localeSchema = z.enum(LOCALES);

/** BCP 47 tag for <html lang> and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { zhTW: 'zh-Hant-TW', zhCN: 'zh-Hans-CN', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Where a shopper's text comes from when their locale has none: SPEC §1 names en the fallback
 * language, and zhTW is the default every row is written in first. zhCN is never shown to a
 * reader of another locale. Used by the SQL helper (apps/server/src/db/localised-text.ts) and by
 * pickLocalisedText, so the order is written once (docs/decisions/localised-text-jsonb.md).
 */
export function textFallbackOrder(locale: Locale): readonly Locale[] {
  return [...new Set<Locale>([locale, FALLBACK_LOCALE, DEFAULT_LOCALE])];
}

/** The text for `locale` from a {zhTW, zhCN, en} value, in textFallbackOrder; empty counts as missing. */
export function pickLocalisedText(
  text: Partial<Record<Locale, string | null | undefined>> | null | undefined,
  locale: Locale,
): string | null {
  if (!text) return null;
  for (const candidate of textFallbackOrder(locale)) {
    const value = text[candidate];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** Maps one Accept-Language range (zh-TW, zh-Hant, zh-CN, zh, en-US …) to a supported locale. */
function localeOfLanguageRange(range: string): Locale | undefined {
  const tag = range.trim().toLowerCase();
  if (tag.startsWith('en')) return 'en';
  if (!tag.startsWith('zh')) return undefined;
  if (/^zh-(cn|sg|hans)/.test(tag)) return 'zhCN';
  return 'zhTW';
}

/**
 * The visitor's locale: an explicit choice (header or cookie) first, then Accept-Language
 * by quality, then the default (zhTW). Shared by the server renderer and the API.
 */
export function resolveLocale(explicit: Array<string | undefined>, acceptLanguage?: string): Locale {
  for (const value of explicit) if (isLocale(value)) return value;
  if (acceptLanguage) {
    const ranges = acceptLanguage
      .split(',')
      .map((part) => {
        const [range = '', ...params] = part.split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { range, quality: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.quality - a.quality);
    for (const { range } of ranges) {
      const locale = localeOfLanguageRange(range);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}
