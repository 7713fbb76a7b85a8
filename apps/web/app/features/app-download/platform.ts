export type DevicePlatform = 'ios' | 'android' | 'desktop';

/**
 * Which store to offer, from the User-Agent header (read on the server so the page renders the
 * same before and after hydration). iPadOS reports a desktop Safari agent; it gets both stores.
 */
export function detectPlatform(userAgent: string | null | undefined): DevicePlatform {
  const agent = userAgent ?? '';
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  return 'desktop';
}

/** The public store listings of the WellFit app (docs/decisions/app-store-links.md). */
export const STORE_LINKS = {
  ios: 'https://apps.apple.com/tw/app/wellfit/id6450012345',
  android: 'https://play.google.com/store/apps/details?id=tw.wellfit.app',
} as const;

/** The page depends on the device, so no shared cache may keep one visitor's version for another. */
export const DEVICE_DEPENDENT_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'User-Agent' } as const;
