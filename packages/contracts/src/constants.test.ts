import { describe, expect, it } from 'vitest';
import { describeServiceHours } from './constants';

describe('describeServiceHours', () => {
  it('writes the §1 support hours in each locale', () => {
    expect(describeServiceHours('zhTW')).toBe('週一至週五 9:00–12:00、13:00–18:00（台灣時間）');
    expect(describeServiceHours('zhCN')).toBe('周一至周五 9:00–12:00、13:00–18:00（台湾时间）');
    expect(describeServiceHours('en')).toBe('Monday to Friday, 9:00–12:00 and 13:00–18:00 (Taiwan time)');
  });
});
