import { describe, expect, it } from 'vitest';
import { formatSendTime, hasMoreNotifications, notificationLink } from './notifications';

describe('notificationLink: the link of a JSON jump field (SPEC §3, §8)', () => {
  it.each([
    ['{"url":"/member/coupons"}', '/member/coupons'],
    [{ url: '/order-list/shipped?x=1' }, '/order-list/shipped?x=1'],
    [{ url: 'https://example.com/a' }, 'https://example.com/a'],
    [{ url: 'wellfit://app/open?page=productDetail&id=12' }, '/product/12'],
    [{ page: 'courseList' }, '/course-list'],
    [{ page: 'productDetail', id: 5566 }, '/product/5566'],
    [{ page: 'homeTemplate', code: 'gongjiancao' }, '/daily-workout'],
  ])('%j leads to %s', (jump, link) => {
    expect(notificationLink(jump)).toBe(link);
  });

  it.each([
    null,
    undefined,
    '',
    '{"url":',
    'not json',
    '"a string"',
    '[1,2]',
    42,
    {},
    { url: 'javascript:alert(1)' },
    { url: '//evil.example/path' },
    { url: '/\\evil.example' },
    { url: 'ftp://example.com/file' },
    { url: 'wellfit://other/open?page=courseList' },
    { page: 'liveStream' },
    { page: 'productDetail' },
    { page: 'productDetail', id: '1/../../x' },
    { page: 'homeTemplate', code: 'unknown' },
    { page: 'course list' },
    { page: 'courseList&page=x' },
  ])('%j gives no link, never an error', (jump) => {
    expect(notificationLink(jump)).toBeNull();
  });
});

describe('formatSendTime', () => {
  it('shows yyyy-MM-dd HH:mm in Taipei time', () => {
    expect(formatSendTime('2026-11-26T16:05:00.000Z')).toBe('2026-11-27 00:05');
    expect(formatSendTime('2026-01-01T03:59:59Z')).toBe('2026-01-01 11:59');
    expect(formatSendTime('nonsense')).toBe('');
  });
});

describe('hasMoreNotifications (SPEC §4)', () => {
  it('is true while the total exceeds what is loaded', () => {
    expect(hasMoreNotifications(10, 11)).toBe(true);
    expect(hasMoreNotifications(11, 11)).toBe(false);
    expect(hasMoreNotifications(0, 0)).toBe(false);
  });
});
