import { describe, expect, it } from 'vitest';
import { CAMPAIGN_WINDOWS, isWithinCampaignWindow, normaliseCampaignLink } from './campaigns';

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
