import * as OpenCC from 'opencc-js';

/*
 * zhTW and zhCN spell the same words differently (啞鈴 / 哑铃, 影片 / 视频). Products store
 * their names in both, so a keyword is looked up as typed and in the other script; `twp` and
 * its reverse also carry the Taiwanese and mainland wording the seed's zhCN text uses.
 */
const toSimplified = OpenCC.Converter({ from: 'twp', to: 'cn' });
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'twp' });

/** The text as typed, in Simplified and in Traditional Chinese, without repeats. */
export function chineseVariants(text: string): string[] {
  return [...new Set([text, toSimplified(text), toTraditional(text)])];
}
