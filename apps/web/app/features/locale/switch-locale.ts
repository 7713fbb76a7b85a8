import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import type { Locale } from '@wellfit/contracts/locale';
import { changeBrowserLocale } from '~/lib/i18n.client';
import { storage } from '~/lib/storage';

/** The cookie the server reads to render in the visitor's language (then Accept-Language, then zhTW). */
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Switches the language without a reload: the cookie (for the server's next render), local
 * storage `locale` (SPEC §3), then every mounted translation. The caller revalidates loaders so
 * server-provided localised content follows.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookie(locale);
  storage.set(STORAGE_KEYS.locale, locale);
  await changeBrowserLocale(locale);
}
