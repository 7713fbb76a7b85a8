import { describe, expect, it } from 'vitest';
import type { WebServices } from '@wellfit/contracts/load-context';
import { loadHomeNotices, parseFreeChargeMessage, safeNoticeLink } from './home-notices';

describe('safeNoticeLink', () => {
  it.each([
    ['/product-list/all', '/product-list/all'],
    ['https://wellfit.tw/event/mirror', 'https://wellfit.tw/event/mirror'],
    ['http://example.com/a', 'http://example.com/a'],
    ['javascript:alert(1)', null],
    ['//evil.example/path', null],
    ['data:text/html,hi', null],
    ['not a url', null],
  ])('%s → %s', (link, expected) => {
    expect(safeNoticeLink(link)).toBe(expected);
  });
});

describe('parseFreeChargeMessage', () => {
  it('reads the JSON {msg, link} of twFreeChargeMsg', () => {
    expect(parseFreeChargeMessage('{"msg":"滿 NT$1,500 免運","link":"/product-list/all"}')).toEqual({
      msg: '滿 NT$1,500 免運',
      link: '/product-list/all',
    });
  });

  it('keeps the message but drops an unsafe link', () => {
    expect(parseFreeChargeMessage('{"msg":"Free shipping","link":"javascript:void(0)"}')).toEqual({
      msg: 'Free shipping',
      link: '',
    });
  });

  it.each(['', 'plain text', '{"msg":""}', '{"msg":"  ","link":"/"}', '[]'])('shows no banner for %j', (raw) => {
    expect(parseFreeChargeMessage(raw)).toBeNull();
  });
});

describe('loadHomeNotices', () => {
  it('asks the dictionary in the visitor locale', async () => {
    const asked: string[] = [];
    const dataDictionary: WebServices['dataDictionary'] = {
      versionNotify: async (locale) => {
        asked.push(locale);
        return { twNotifyMsg: ' 新品上市 ', twFreeChargeMsg: '{"msg":"免運","link":"/product-list/all"}' };
      },
    };
    await expect(loadHomeNotices(dataDictionary, 'zhCN')).resolves.toEqual({
      marquee: '新品上市',
      freeShipping: { msg: '免運', link: '/product-list/all' },
    });
    expect(asked).toEqual(['zhCN']);
  });
});
