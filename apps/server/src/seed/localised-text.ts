import type { Locale } from '@wellfit/contracts/locale';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import * as OpenCC from 'opencc-js';
import type { LocalisedList, LocalisedText } from '../db/columns.ts';

/** What the corpora are written in: Traditional Chinese and hand-written English. */
export interface Bilingual {
  zhTW: string;
  en: string;
}

/**
 * `twp` (Taiwan phrases) rather than `tw`: it also turns Taiwanese wording into mainland
 * wording (影片 → 视频, 網路 → 网络), which a zhCN reader expects.
 */
const toSimplified = OpenCC.Converter({ from: 'twp', to: 'cn' });

/** Mainland spellings OpenCC keeps in their Taiwanese form. */
const MAINLAND_SPELLINGS: ReadonlyArray<readonly [string, string]> = [['瑜珈', '瑜伽']];

// Corpus text repeats heavily at large scales; converting each distinct string once keeps
// 10,000 product descriptions cheap.
const simplifiedCache = new Map<string, string>();

export function simplify(traditional: string): string {
  let simplified = simplifiedCache.get(traditional);
  if (simplified === undefined) {
    simplified = toSimplified(traditional);
    for (const [from, to] of MAINLAND_SPELLINGS) simplified = simplified.replaceAll(from, to);
    simplifiedCache.set(traditional, simplified);
  }
  return simplified;
}

export function localise(text: Bilingual): LocalisedText {
  return { zhTW: text.zhTW, zhCN: simplify(text.zhTW), en: text.en };
}

/** A list shown per locale (highlights, equipment): the same items in each language. */
export function localiseList(items: readonly Bilingual[]): LocalisedList {
  const localised = items.map(localise);
  return {
    zhTW: localised.map((item) => item.zhTW),
    zhCN: localised.map((item) => item.zhCN),
    en: localised.map((item) => item.en),
  };
}

/** A SKU's spec pairs (顏色: 薰衣草紫) per locale: every option name and value in each language. */
export function localiseSpecPairs(pairs: ReadonlyArray<{ key: Bilingual; value: Bilingual }>): LocalisedList<SpecPair> {
  const localised = pairs.map(({ key, value }) => ({ key: localise(key), value: localise(value) }));
  const inLocale = (locale: Locale) => localised.map(({ key, value }) => ({ key: key[locale], value: value[locale] }));
  return { zhTW: inLocale('zhTW'), zhCN: inLocale('zhCN'), en: inLocale('en') };
}
