import { describe, expect, it } from 'vitest';
import {
  DEEP_LINK_ERROR_REASONS,
  DEEP_LINK_PAGES,
  DeepLinkError,
  type DeepLinkErrorReason,
  translateDeepLink,
} from './deep-link';
import { MESSAGES } from './messages';

describe('translateDeepLink: §2 table', () => {
  it.each([
    ['wellfit://app/open?page=courseDetail&id=1024', '/course/1024'],
    ['wellfit://app/open?page=courseList', '/course-list'],
    ['wellfit://app/open?page=planDetail&id=77', '/plan/77'],
    ['wellfit://app/open?page=planList', '/plan-list'],
    ['wellfit://app/open?page=mallHome', '/shop'],
    ['wellfit://app/open?page=productDetail&id=5566', '/product/5566'],
    ['wellfit://app/open?page=categoryList&id=12', '/product-list/12'],
    ['wellfit://app/open?page=categoryList&id=all', '/product-list/all'],
    ['wellfit://app/open?page=orderList', '/order-list'],
    ['wellfit://app/open?page=about', '/about-us'],
    ['wellfit://app/open?page=articleDetail&id=300', '/article/300'],
    ['wellfit://app/open?page=articleList', '/article-list'],
    ['wellfit://app/open?page=homeTemplate&code=gongjiancao', '/daily-workout'],
  ])('%s → %s', (link, route) => {
    expect(translateDeepLink(link)).toBe(route);
  });

  it('covers every page of the table', () => {
    expect(Object.keys(DEEP_LINK_PAGES)).toHaveLength(12);
  });

  it('ignores parameters a page does not use and accepts any case of scheme and host', () => {
    expect(translateDeepLink('wellfit://app/open?page=courseList&id=9&code=x')).toBe('/course-list');
    expect(translateDeepLink('WellFit://APP/open?id=8&page=planDetail')).toBe('/plan/8');
  });

  it('reads query parameters as browsers do: decoded, first value wins, fragment ignored', () => {
    expect(translateDeepLink('wellfit://app/open?page=course%44etail&id=1%32')).toBe('/course/12');
    expect(translateDeepLink('wellfit://app/open?page=planList&page=courseList')).toBe('/plan-list');
    expect(translateDeepLink('wellfit://app/open?page=articleDetail&id=5#comments')).toBe('/article/5');
    expect(translateDeepLink('  wellfit://app/open?page=about\n')).toBe('/about-us');
  });
});

describe('translateDeepLink: web links pass through', () => {
  it.each([
    'https://wellfit.tw/product/12?utm_source=app',
    'http://example.com/a b',
    'HTTPS://WellFit.tw/Event/Moon-Festival',
  ])('%s is returned unchanged', (link) => {
    expect(translateDeepLink(link)).toBe(link);
  });
});

function reasonOf(link: string): DeepLinkErrorReason | undefined {
  try {
    translateDeepLink(link);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DeepLinkError);
    return (error as DeepLinkError).reason;
  }
}

describe('translateDeepLink: §8 errors', () => {
  it.each<[string, DeepLinkErrorReason]>([
    ['ftp://wellfit.tw/file', 'unsupported_protocol'],
    ['mailto:service@wellfit.tw', 'unsupported_protocol'],
    ['javascript:alert(1)', 'unsupported_protocol'],
    ['otherapp://app/open?page=courseList', 'unsupported_protocol'],
    ['/course/12', 'unsupported_protocol'],
    ['//wellfit.tw/course/12', 'unsupported_protocol'],
    ['', 'unsupported_protocol'],
    ['not a link', 'unsupported_protocol'],
    ['wellfit://shop/open?page=courseList', 'unsupported_host'],
    ['wellfit://app:8080/open?page=courseList', 'unsupported_host'],
    ['wellfit://user@app/open?page=courseList', 'unsupported_host'],
    ['wellfit:app/open?page=courseList', 'unsupported_host'],
    ['wellfit://app/close?page=courseList', 'unsupported_path'],
    ['wellfit://app/open/?page=courseList', 'unsupported_path'],
    ['wellfit://app?page=courseList', 'unsupported_path'],
    ['wellfit://app/Open?page=courseList', 'unsupported_path'],
    ['wellfit://app/open', 'unsupported_page'],
    ['wellfit://app/open?page=', 'unsupported_page'],
    ['wellfit://app/open?page=coachDetail&id=3', 'unsupported_page'],
    ['wellfit://app/open?page=toString', 'unsupported_page'],
    ['wellfit://app/open?page=CourseDetail&id=3', 'unsupported_page'],
    ['wellfit://app/open?page=%E0%A4%A', 'unsupported_page'],
    ['wellfit://app/open?pages=courseList', 'unsupported_page'],
    ['wellfit://app/open?page=courseDetail', 'unsupported_page'],
    ['wellfit://app/open?page=productDetail&id=', 'unsupported_page'],
    ['wellfit://app/open?page=articleDetail&id=..%2Fmember', 'unsupported_page'],
    ['wellfit://app/open?page=planDetail&id=1%3Fx%3D1', 'unsupported_page'],
    [`wellfit://app/open?page=categoryList&id=${'9'.repeat(65)}`, 'unsupported_page'],
    ['wellfit://app/open?page=homeTemplate', 'unsupported_code'],
    ['wellfit://app/open?page=homeTemplate&code=', 'unsupported_code'],
    ['wellfit://app/open?page=homeTemplate&code=yoga', 'unsupported_code'],
    ['wellfit://app/open?page=homeTemplate&code=GONGJIANCAO', 'unsupported_code'],
    ['wellfit://app/open?page=homeTemplate&code=constructor', 'unsupported_code'],
  ])('%s → %s', (link, reason) => {
    expect(reasonOf(link)).toBe(reason);
  });

  it('carries a catalogue key translated in all three locales, and the link', () => {
    try {
      translateDeepLink('wellfit://app/open?page=nope');
      expect.unreachable();
    } catch (error) {
      const deepLinkError = error as DeepLinkError;
      expect(deepLinkError.message).toBe('deep_link_unsupported_page');
      expect(deepLinkError.messageKey).toBe('deep_link_unsupported_page');
      expect(deepLinkError.link).toBe('wellfit://app/open?page=nope');
      expect(MESSAGES.deep_link_unsupported_page.en).toBe('Unsupported link page');
    }
  });

  it('has a message in every locale for every reason', () => {
    for (const reason of DEEP_LINK_ERROR_REASONS) {
      const byLocale = MESSAGES[`deep_link_${reason}`];
      expect(byLocale.zhTW && byLocale.zhCN && byLocale.en).toBeTruthy();
    }
  });
});
