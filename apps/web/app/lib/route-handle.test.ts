import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { documentTitle, ownNameTitle, pageTitleKey, routeFlags, type RouteHandle } from './route-handle';

function match(handle: RouteHandle | undefined, data: unknown = undefined, pathname = '/'): UIMatch {
  return { id: pathname, pathname, params: {}, data, loaderData: data, handle };
}

describe('routeFlags', () => {
  it('a public page has no flag', () => {
    expect(routeFlags([match(undefined), match({ title: 'titles:home' })])).toEqual({
      needAuth: false,
      checkAuth: false,
      skipAuth: false,
      hideCookieBanner: false,
    });
  });

  it('a flag on a layout covers its child pages', () => {
    expect(
      routeFlags([match(undefined), match({ needAuth: true }), match({ title: 'titles:member_info' })]).needAuth,
    ).toBe(true);
  });

  it('special entry pages skip auth and hide the cookie banner', () => {
    const flags = routeFlags([match(undefined), match({ skipAuth: true, hideCookieBanner: true })]);
    expect(flags).toMatchObject({ skipAuth: true, hideCookieBanner: true, needAuth: false });
  });
});

describe('page titles', () => {
  it('comes from the deepest route that declares one', () => {
    const matches = [
      match(undefined),
      match({ needAuth: true, title: 'titles:member_info' }),
      match({ title: 'titles:member_sport' }),
    ];
    expect(pageTitleKey(matches)).toBe('titles:member_sport');
    expect(pageTitleKey([match({ title: 'titles:home' }), match({ needAuth: true })])).toBe('titles:home');
  });

  it('may depend on the loader data', () => {
    const handle: RouteHandle = {
      title: ({ data }) => (data === 'open' ? 'titles:campaign.mirror' : 'titles:not_found'),
    };
    expect(pageTitleKey([match(handle, 'open')])).toBe('titles:campaign.mirror');
    expect(pageTitleKey([match(handle, 'closed')])).toBe('titles:not_found');
  });

  it('names the thing a detail page shows, or says it was not found', () => {
    const handle: RouteHandle = {
      title: ownNameTitle<{ plan: { planName: string } | null }>((data) => data?.plan?.planName),
    };
    expect(pageTitleKey([match(handle, { plan: { planName: '28 天新手養成計畫' } })])).toEqual({
      text: '28 天新手養成計畫',
    });
    expect(pageTitleKey([match(handle, { plan: null })])).toBe('titles:not_found');
    expect(pageTitleKey([match(handle, undefined)])).toBe('titles:not_found');
  });

  it('is written `<title> | WellFit`', () => {
    expect(documentTitle('購物車')).toBe('購物車 | WellFit');
    expect(documentTitle(undefined)).toBe('WellFit');
  });
});
