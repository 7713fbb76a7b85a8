import { ConverterFactory, type DictGroup } from 'opencc-js/core';
import { from, to } from 'opencc-js/preset';

/*
 * zhTW and zhCN spell the same words differently (啞鈴 / 哑铃, 影片 / 视频). Products store
 * their names in both, so a keyword is looked up as typed and in the other script; `twp` and
 * its reverse also carry the Taiwanese and mainland wording the seed's zhCN text uses.
 */

/**
 * Simplified to Traditional by longest match over OpenCC's dictionaries, which opencc-js's own
 * `from: 'cn'` does too; it builds a trie with a Map per node, and its 49,000 phrases took 42 MB
 * of every server process's heap. One Map of whole phrases holds the same in about 4 MB, and a
 * keyword is short enough to try every length at each position.
 */
function longestMatchConverter(groups: readonly DictGroup[]): (text: string) => string {
  const words = new Map<string, string>();
  let longest = 1;
  // As in an OpenCC group, an earlier dictionary wins (STPhrases over STCharacters).
  for (const dictionary of groups.flatMap((group) => [...group].reverse())) {
    const entries =
      typeof dictionary === 'string' ? dictionary.split('|').map((entry) => entry.split(' ')) : dictionary;
    for (const [source, target] of entries) {
      if (!source || !target) continue;
      words.set(source, target);
      longest = Math.max(longest, source.length);
    }
  }
  return (text) => {
    let converted = '';
    for (let index = 0; index < text.length;) {
      let length = Math.min(longest, text.length - index);
      while (length > 0 && !words.has(text.slice(index, index + length))) length -= 1;
      if (length > 0) {
        converted += words.get(text.slice(index, index + length));
        index += length;
      } else {
        const next = index + (text.codePointAt(index)! > 0xffff ? 2 : 1);
        converted += text.slice(index, next);
        index = next;
      }
    }
    return converted;
  };
}

const toSimplified = ConverterFactory(...from.twp!, ...to.cn!);
const traditionalWording = ConverterFactory(...to.twp!);
const toTraditionalCharacters = longestMatchConverter(from.cn!);
const toTraditional = (text: string) => traditionalWording(toTraditionalCharacters(text));

/** The text as typed, in Simplified and in Traditional Chinese, without repeats. */
export function chineseVariants(text: string): string[] {
  return [...new Set([text, toSimplified(text), toTraditional(text)])];
}
