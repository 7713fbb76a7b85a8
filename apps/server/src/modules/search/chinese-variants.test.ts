import * as OpenCC from 'opencc-js';
import { from } from 'opencc-js/preset';
import { describe, expect, it } from 'vitest';
import { chineseVariants } from './chinese-variants.ts';

describe('chineseVariants', () => {
  it('gives the Simplified and the Taiwanese Traditional spelling and wording of a keyword', () => {
    expect(chineseVariants('哑铃')).toEqual(['哑铃', '啞鈴']);
    expect(chineseVariants('啞鈴')).toEqual(['啞鈴', '哑铃']);
    expect(chineseVariants('视频')).toEqual(['视频', '影片']);
    expect(chineseVariants('視頻')).toEqual(['視頻', '视频', '影片']);
    // Phrases decide characters that single-character tables get wrong (髮 not 發, 乾 not 幹, 麵 not 面).
    expect(chineseVariants('头发')).toEqual(['头发', '頭髮']);
    expect(chineseVariants('干燥')).toEqual(['干燥', '乾燥']);
    expect(chineseVariants('面条')).toEqual(['面条', '麵條']);
    expect(chineseVariants('皇后')).toEqual(['皇后']);
    expect(chineseVariants('yoga 瑜伽垫 𠮷')).toEqual(['yoga 瑜伽垫 𠮷', 'yoga 瑜伽墊 𠮷']);
  });

  it("converts Simplified phrases as opencc-js's own cn → twp converter does", () => {
    const reference = OpenCC.Converter({ from: 'cn', to: 'twp' });
    const phrases = String(from.cn![0]![0])
      .split('|')
      .map((entry) => entry.split(' ')[0]!);
    // Every 20th phrase of OpenCC's dictionary, alone and joined to the next sampled one.
    const sample = phrases.filter((_, index) => index % 20 === 0);
    const texts = [...sample, ...sample.map((phrase, index) => `${phrase}${sample[(index + 1) % sample.length]}`)];
    const differing = texts.filter(
      (text) => chineseVariants(text).at(-1) !== reference(text) && reference(text) !== text,
    );
    expect(texts.length).toBeGreaterThan(4_000);
    expect(differing).toEqual([]);
  });
});
