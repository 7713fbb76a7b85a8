import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_WINDOWS } from '@wellfit/contracts/campaigns';
import { createWebServices } from '../../web/web-services.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { campaigns, partnerEvents } from './campaigns.tables.ts';

let t: TestApp;
const SHOP = 'https://shop.example';
const double11 = CAMPAIGN_WINDOWS.double11;

beforeAll(async () => {
  t = await buildTestApp();
  const base = {
    bannerXl: '/uploads/seed/campaign/xl.webp',
    bannerL: '/uploads/seed/campaign/l.webp',
    bannerM: '/uploads/seed/campaign/m.webp',
    bannerS: '/uploads/seed/campaign/s.webp',
    backgroundColor: '#135e9f',
  };
  await t.db.insert(campaigns).values([
    {
      ...base,
      slug: 'double11',
      title: { zhTW: '雙 11 購物節', zhCN: '双 11 购物节', en: 'Double 11' },
      bannerLink: 'https://old-shop.example/product-list/all?tab=sale',
      productLinks: [
        { url: 'http://staging.example/product/7', image: '/uploads/p7.webp' },
        { url: '/product/8', image: '/uploads/p8.webp' },
        { url: 'javascript:alert(1)', image: '/uploads/p9.webp' },
      ],
      highlightProductLinks: [
        { url: 'https://old-shop.example/product/7', image: '/uploads/p7.webp', mode: 'narrow' as const },
        { url: '/product/8', image: '/uploads/p8.webp' },
      ],
      startsAt: new Date(double11.startAt),
      endsAt: new Date(double11.endAt),
    },
    { ...base, slug: 'mirror', title: { zhTW: '智慧健身鏡', zhCN: '', en: 'Smart Fitness Mirror' } },
  ]);
  await t.db.insert(partnerEvents).values({
    hash: 'ab12-partner',
    title: { zhTW: '保戶健康週', zhCN: '保户健康周', en: 'Wellness Week' },
    titleImageDesktop: '/uploads/partner/desktop.webp',
    titleImageMobile: '/uploads/partner/mobile.webp',
    products: [
      { link: 'https://partner.example/product/3', image: '/uploads/p3.webp', column: 1 },
      { link: '/product/4', image: '/uploads/p4.webp', column: 3, class: 'Shadow' },
      { link: 'mailto:sales@partner.example', image: '/uploads/p5.webp', column: 2 },
      { link: '/product/6', image: '/uploads/p6.webp', column: 9, class: 'sparkle' },
    ],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('campaign pages (SPEC §2, §3, §9)', () => {
  const services = () => createWebServices(t.database).campaigns;

  it('shows a dated campaign only inside its window, in the visitor language, with links on the shop host', async () => {
    const inside = await services().campaignPage('en', 'double11', {
      now: double11.startAt,
      forceShow: false,
      shopOrigin: SHOP,
    });
    expect(inside).toEqual({
      slug: 'double11',
      title: 'Double 11',
      banners: {
        xl: '/uploads/seed/campaign/xl.webp',
        l: '/uploads/seed/campaign/l.webp',
        m: '/uploads/seed/campaign/m.webp',
        s: '/uploads/seed/campaign/s.webp',
      },
      bannerLink: `${SHOP}/product-list/all?tab=sale`,
      productLinks: [
        { url: `${SHOP}/product/7`, image: '/uploads/p7.webp' },
        { url: '/product/8', image: '/uploads/p8.webp' },
      ],
      highlightProductLinks: [
        { url: `${SHOP}/product/7`, image: '/uploads/p7.webp', mode: 'narrow' as const },
        { url: '/product/8', image: '/uploads/p8.webp', mode: 'wide' },
      ],
      backgroundColor: '#135e9f',
    });
    for (const now of [double11.startAt - 1, double11.endAt]) {
      expect(await services().campaignPage('en', 'double11', { now, forceShow: false, shopOrigin: SHOP })).toBeNull();
    }
  });

  it('shows an expired campaign through /show, and an undated one at any time', async () => {
    const later = Date.parse('2030-01-01T00:00:00Z');
    const shown = await services().campaignPage('zhCN', 'DOUBLE11', { now: later, forceShow: true, shopOrigin: SHOP });
    expect(shown?.title).toBe('双 11 购物节');
    const mirror = await services().campaignPage('zhCN', 'mirror', { now: later, forceShow: false, shopOrigin: SHOP });
    // zhCN empty: the en fallback (SPEC §1).
    expect(mirror?.title).toBe('Smart Fitness Mirror');
  });

  it('answers null for an unknown or malformed slug', async () => {
    const options = { now: Date.now(), forceShow: true, shopOrigin: SHOP };
    expect(await services().campaignPage('en', 'no-such-campaign', options)).toBeNull();
    expect(await services().campaignPage('en', "x' or 1=1", options)).toBeNull();
  });
});

describe('partner event pages (SPEC §2 /event/{hash}, §3 Partner event)', () => {
  const services = () => createWebServices(t.database).campaigns;

  it('shows the title images and the tiles, links on the shop host, columns 1–4 and our tile styles only', async () => {
    expect(await services().partnerEventPage('zhCN', 'AB12-Partner', { shopOrigin: SHOP })).toEqual({
      hash: 'ab12-partner',
      title: '保户健康周',
      titleImages: { desktop: '/uploads/partner/desktop.webp', mobile: '/uploads/partner/mobile.webp' },
      products: [
        { link: `${SHOP}/product/3`, image: '/uploads/p3.webp', column: 1, style: null },
        { link: '/product/4', image: '/uploads/p4.webp', column: 3, style: 'shadow' },
        // The mail link is no product link and is left out; an unknown column and class fall back.
        { link: '/product/6', image: '/uploads/p6.webp', column: 1, style: null },
      ],
    });
  });

  it('answers null for an unknown or malformed hash', async () => {
    expect(await services().partnerEventPage('en', 'no-such-partner', { shopOrigin: SHOP })).toBeNull();
    expect(await services().partnerEventPage('en', "x' or 1=1", { shopOrigin: SHOP })).toBeNull();
  });
});
