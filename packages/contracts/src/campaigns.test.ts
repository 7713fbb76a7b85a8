import { describe, expect, it } from 'vitest';
import { CAMPAIGN_WINDOWS, isCampaignName, isCampaignVisible } from './campaigns';

const taipei = (local: string) => Date.parse(`${local}+08:00`);

describe('campaign windows (SPEC §9, Asia/Taipei)', () => {
  it('starts at Taipei midnight, not UTC midnight', () => {
    expect(CAMPAIGN_WINDOWS['fifty-anniversary-nov'].startAt).toBe(Date.parse('2025-10-31T16:00:00Z'));
    expect(isCampaignVisible('fifty-anniversary-nov', taipei('2025-10-31T23:59:59'))).toBe(false);
    expect(isCampaignVisible('fifty-anniversary-nov', taipei('2025-11-01T00:00:00'))).toBe(true);
  });

  it('ends before Taipei midnight of Dec 1 (end is exclusive)', () => {
    expect(isCampaignVisible('moon-festival', taipei('2025-11-30T23:59:59'))).toBe(true);
    expect(isCampaignVisible('moon-festival', taipei('2025-12-01T00:00:00'))).toBe(false);
  });

  it('fifty-anniversary runs from Oct 1', () => {
    expect(isCampaignVisible('fifty-anniversary', taipei('2025-09-30T12:00:00'))).toBe(false);
    expect(isCampaignVisible('fifty-anniversary', taipei('2025-10-01T00:00:00'))).toBe(true);
  });

  it('the /show variant forces display outside the window', () => {
    const later = taipei('2026-11-21T10:00:00');
    expect(isCampaignVisible('fathers-day', later)).toBe(false);
    expect(isCampaignVisible('fathers-day', later, true)).toBe(true);
  });

  it('undated campaign pages are always shown', () => {
    expect(isCampaignVisible('mirror', 0)).toBe(true);
    expect(isCampaignVisible('nanshanlife-courseplusproducts', taipei('2030-01-01T00:00:00'))).toBe(true);
  });

  it('knows its names', () => {
    expect(isCampaignName('sport-day')).toBe(true);
    expect(isCampaignName('double12')).toBe(false);
  });
});
