import { describe, expect, it } from 'vitest';
import { pickLocalisedText, textFallbackOrder } from './locale';

describe('the fallback order of localised text', () => {
  it('is the reader’s locale, then en (SPEC’s fallback), then zhTW (the default), each once', () => {
    expect(textFallbackOrder('zhCN')).toEqual(['zhCN', 'en', 'zhTW']);
    expect(textFallbackOrder('zhTW')).toEqual(['zhTW', 'en']);
    expect(textFallbackOrder('en')).toEqual(['en', 'zhTW']);
  });

  it('picks the first non-empty text in that order and never shows zhCN to another reader', () => {
    expect(pickLocalisedText({ zhTW: '甲', zhCN: '乙', en: 'c' }, 'zhCN')).toBe('乙');
    expect(pickLocalisedText({ zhTW: '甲', zhCN: '', en: 'c' }, 'zhCN')).toBe('c');
    expect(pickLocalisedText({ zhTW: '甲', zhCN: '乙' }, 'en')).toBe('甲');
    expect(pickLocalisedText({ zhCN: '乙' }, 'zhTW')).toBeNull();
    expect(pickLocalisedText(null, 'zhTW')).toBeNull();
  });
});
