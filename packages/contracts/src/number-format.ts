import { LOCALE_TAGS, type Locale } from './locale';

/*
 * Every number a shopper reads (counts, calories, minutes, stock, W Coin, prices' digits) is
 * written one way per locale, whatever page shows it: "6,713 人參加" in a list and "6,713" on
 * the detail page, never "6713" in one place and "6,713" in another. The web app reaches this
 * rule through i18next's `number` format (`{{count, number}}`) and by calling it directly.
 */

export interface NumberFormatOptions {
  /** Exactly this many decimals (a distance in km to one decimal); whole numbers when absent. */
  fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      useGrouping: true,
      minimumFractionDigits: fractionDigits ?? 0,
      // Counts are whole; a fraction that reaches here without being asked for is shown to two places.
      maximumFractionDigits: fractionDigits ?? 2,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The number as the locale writes it: thousands grouped with commas in zhTW, zhCN and en alike
 * (Taiwanese and mainland shops both write 6,713), Western digits, `-` for negatives.
 */
export function formatNumber(value: number, locale: Locale, options: NumberFormatOptions = {}): string {
  return formatter(locale, options.fractionDigits).format(value);
}
