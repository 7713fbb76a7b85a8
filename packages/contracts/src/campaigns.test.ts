import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_WINDOWS,
  campaignSlugOfLink,
  isWithinCampaignWindow,
  nextCampaignWindowChange,
  normaliseCampaignLink,
} from './campaigns';

describe('normaliseCampaignLink', () => {
  it('moves an absolute link of any host onto the current shop host, keeping path, query and fragment', () => {
    expect(normaliseCampaignLink('https://old.wellfit.example/product/12?from=ad#spec', 'http://127.0.0.1:3290')).toBe(
      'http://127.0.0.1:3290/product/12?from=ad#spec',
    );
    expect(normaliseCampaignLink(' http://staging.example/product/3 ', 'https://shop.example/anything')).toBe(
      'https://shop.example/product/3',
    );
  });

  it('keeps a path and refuses what is not a web link', () => {
    expect(normaliseCampaignLink('/product/7', 'https://shop.example')).toBe('/product/7');
    expect(normaliseCampaignLink('//evil.example/product/7', 'https://shop.example')).toBe(
      'https://shop.example/product/7',
    );
    expect(normaliseCampaignLink('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(normaliseCampaignLink('not a link', 'https://shop.example')).toBeNull();
  });
});

describe('isWithinCampaignWindow', () => {
  const double11 = CAMPAIGN_WINDOWS.double11;

  it('holds double11 to 2025-10-01 … 2025-12-01 Asia/Taipei, half-open', () => {
    expect(double11.startAt).toBe(Date.parse('2025-09-30T16:00:00Z'));
    expect(isWithinCampaignWindow(double11, double11.startAt - 1)).toBe(false);
    expect(isWithinCampaignWindow(double11, double11.startAt)).toBe(true);
    expect(isWithinCampaignWindow(double11, double11.endAt - 1)).toBe(true);
    expect(isWithinCampaignWindow(double11, double11.endAt)).toBe(false);
  });

  it('defaults to always shown and lets /show force display', () => {
    expect(isWithinCampaignWindow({ startAt: null, endAt: null }, Date.now())).toBe(true);
    expect(isWithinCampaignWindow({ startAt: 0, endAt: 1 }, Date.now())).toBe(false);
    expect(isWithinCampaignWindow({ startAt: 0, endAt: 1 }, Date.now(), true)).toBe(true);
  });
});

describe('campaignSlugOfLink (issue 34: home cards follow the window of the campaign they open)', () => {
  it('reads the slug of a campaign page, as a path or on any host, with or without /show', () => {
    expect(campaignSlugOfLink('/event/double11')).toBe('double11');
    expect(campaignSlugOfLink(' https://www.wellfit.tw/event/Double11/show?from=home ')).toBe('double11');
    expect(campaignSlugOfLink('//cdn.example/event/late-may/')).toBe('late-may');
  });

  it('answers null for any other link', () => {
    for (const link of ['/product-list/all', '/event', '/event/double11/products', 'mailto:a@b.c', '', null]) {
      expect(campaignSlugOfLink(link), String(link)).toBeNull();
    }
  });
});

describe('nextCampaignWindowChange', () => {
  it('is the start before it, the end during it, and never after it or without an end', () => {
    const window = { startAt: 1_000, endAt: 2_000 };
    expect(nextCampaignWindowChange(window, 999)).toBe(1_000);
    expect(nextCampaignWindowChange(window, 1_000)).toBe(2_000);
    expect(nextCampaignWindowChange(window, 2_000)).toBeNull();
    expect(nextCampaignWindowChange({ startAt: null, endAt: null }, 5)).toBeNull();
  });
});
