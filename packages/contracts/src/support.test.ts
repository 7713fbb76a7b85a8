import { describe, expect, it } from 'vitest';
import {
  attachmentKindOf,
  CONTACT_MESSAGE_MAX_WORDS,
  contactMessageFields,
  countWords,
  isSupportOpen,
  SUPPORT_CLOSED_DATES,
} from './support';

describe('isSupportOpen', () => {
  // Instants are written in Taipei time (+08:00) whatever the machine's zone is; 2026-11-23 is a Monday.
  it.each([
    ['2026-11-23T09:00:00+08:00', true, 'Monday at opening'],
    ['2026-11-23T08:59:59+08:00', false, 'a second before opening'],
    ['2026-11-23T11:59:00+08:00', true, 'just before lunch'],
    ['2026-11-23T12:00:00+08:00', false, 'the lunch break starts at 12:00'],
    ['2026-11-23T12:30:00+08:00', false, 'lunch break'],
    ['2026-11-23T13:00:00+08:00', true, 'afternoon opening'],
    ['2026-11-27T17:59:00+08:00', true, 'Friday late afternoon'],
    ['2026-11-27T18:00:00+08:00', false, 'closing time'],
    ['2026-11-28T10:00:00+08:00', false, 'Saturday'],
    ['2026-11-29T15:00:00+08:00', false, 'Sunday'],
    ['2026-11-23T01:30:00Z', true, 'a UTC instant that is Monday 9:30 in Taipei'],
    ['2026-11-27T23:30:00Z', false, 'Friday in UTC but Saturday 7:30 in Taipei'],
    ['2026-11-22T17:00:00Z', false, 'Sunday in UTC, Monday 1:00 in Taipei'],
    ['2026-12-25T10:00:00+08:00', false, 'Constitution Day, a Friday'],
    ['2026-02-17T10:00:00+08:00', false, 'Lunar New Year'],
    ['2026-12-24T10:00:00+08:00', true, 'the working day before a holiday'],
  ])('%s → %s (%s)', (instant, expected) => {
    expect(isSupportOpen(new Date(instant))).toBe(expected);
  });

  it('takes other closed dates, and a date listed on a weekend changes nothing', () => {
    const monday = new Date('2026-11-23T10:00:00+08:00');
    expect(isSupportOpen(monday, new Set(['2026-11-23']))).toBe(false);
    expect(isSupportOpen(monday, new Set())).toBe(true);
    expect(isSupportOpen(new Date('2026-11-28T10:00:00+08:00'), new Set())).toBe(false);
  });

  it('lists only weekdays as holidays (a weekend holiday is observed on a listed weekday)', () => {
    for (const date of SUPPORT_CLOSED_DATES) {
      const weekday = new Date(`${date}T12:00:00+08:00`).getUTCDay();
      expect(weekday, date).toBeGreaterThanOrEqual(1);
      expect(weekday, date).toBeLessThanOrEqual(5);
    }
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['Hello world', 2],
    ['影片無法播放', 6],
    ['我的 iPhone 15 無法播放影片。', 10],
    ['line one\nline two', 4],
    ["don't stop", 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('contactMessageFields', () => {
  const valid = {
    fullName: '王小明',
    email: 'ming@example.com',
    messageType: 'video_issue',
    message: '影片無法播放',
    verification: 'payload',
  };

  it('accepts a message without region and ZIP code, and reads 台 as 臺', () => {
    expect(contactMessageFields.safeParse(valid).success).toBe(true);
    const parsed = contactMessageFields.parse({
      ...valid,
      region: '台北市',
      zipCode: '100',
      email: ' ming@example.com ',
    });
    expect(parsed.region).toBe('臺北市');
    expect(parsed.email).toBe('ming@example.com');
  });

  it('refuses a ZIP code of another county, and an unknown county', () => {
    const wrongZip = contactMessageFields.safeParse({ ...valid, region: '臺北市', zipCode: '300' });
    expect(wrongZip.error?.issues[0]?.message).toBe('warning_zip_code_mismatch');
    const unknown = contactMessageFields.safeParse({ ...valid, region: '東京都' });
    expect(unknown.error?.issues[0]?.message).toBe('warning_invalid_city');
  });

  it('refuses a message over the word limit, counting each Han character as a word', () => {
    const atLimit = '好'.repeat(CONTACT_MESSAGE_MAX_WORDS);
    expect(contactMessageFields.safeParse({ ...valid, message: atLimit }).success).toBe(true);
    const over = contactMessageFields.safeParse({ ...valid, message: `${atLimit} ok` });
    expect(over.error?.issues[0]?.message).toBe('warning_message_too_long');
  });

  it('marks each missing required field', () => {
    const result = contactMessageFields.safeParse({ fullName: ' ', email: '', message: '', verification: '' });
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toMatchObject({
      fullName: 'warning_required',
      email: 'warning_required',
      messageType: 'warning_required',
      message: 'warning_required',
      verification: 'warning_verification_failed',
    });
  });
});

describe('attachmentKindOf', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    [bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0]), 'mov'],
    [bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0, 0]), 'mov'],
    [bytes([0, 0, 1, 0xba, 0x44]), 'mpeg'],
    [bytes([0, 0, 1, 0xb3, 0x14]), 'mpeg'],
  ])('recognises %s as %s', (head, extension) => {
    expect(attachmentKindOf(head)?.extension).toBe(extension);
  });

  it.each([
    ['a text file', bytes('hello, this is text')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a PDF', bytes('%PDF-1.7')],
    ['an empty file', bytes()],
    ['a cut JPEG signature', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, head) => {
    expect(attachmentKindOf(head)).toBeUndefined();
  });
});
