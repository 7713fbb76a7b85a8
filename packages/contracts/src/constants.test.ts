import { describe, expect, it } from 'vitest';
import { describeServiceHours, isWithinServiceHours } from './constants';

describe('describeServiceHours', () => {
  it('writes the §1 support hours in each locale', () => {
    expect(describeServiceHours('zhTW')).toBe('週一至週五 9:00–12:00、13:00–18:00（台灣時間）');
    expect(describeServiceHours('zhCN')).toBe('周一至周五 9:00–12:00、13:00–18:00（台湾时间）');
    expect(describeServiceHours('en')).toBe('Monday to Friday, 9:00–12:00 and 13:00–18:00 (Taiwan time)');
  });
});

describe('isWithinServiceHours', () => {
  // Instants are written in Taipei time (+08:00) whatever the machine's zone is.
  it.each([
    ['2025-11-03T09:00:00+08:00', true, 'Monday at opening'],
    ['2025-11-03T11:59:00+08:00', true, 'Monday just before lunch'],
    ['2025-11-03T12:00:00+08:00', false, 'lunch break starts at 12:00'],
    ['2025-11-03T12:59:00+08:00', false, 'still lunch'],
    ['2025-11-03T13:00:00+08:00', true, 'afternoon opening'],
    ['2025-11-07T17:59:00+08:00', true, 'Friday late afternoon'],
    ['2025-11-07T18:00:00+08:00', false, 'closing time'],
    ['2025-11-03T08:59:00+08:00', false, 'before opening'],
    ['2025-11-08T10:00:00+08:00', false, 'Saturday'],
    ['2025-11-09T10:00:00+08:00', false, 'Sunday'],
    ['2025-11-03T01:30:00Z', true, 'UTC instant that is Monday 9:30 in Taipei'],
    ['2025-11-07T23:30:00Z', false, 'Friday in UTC but Saturday 7:30 in Taipei'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(isWithinServiceHours(new Date(instant))).toBe(expected);
  });
});
