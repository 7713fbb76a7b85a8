import { freeChargeMessageSchema, type FreeChargeMessage } from '@wellfit/contracts/data-dictionary';
import type { Locale } from '@wellfit/contracts/locale';
import type { WebServices } from '@wellfit/contracts/load-context';

/** The home page's notices (SPEC §2): the marquee and the free-shipping message with its link. */
export interface HomeNotices {
  marquee: string | null;
  freeShipping: FreeChargeMessage | null;
}

/**
 * Only site paths and http(s) addresses become links: the text is edited in the data dictionary,
 * and a `javascript:` or protocol-relative value must never reach an href.
 */
export function safeNoticeLink(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** twFreeChargeMsg is a JSON string {msg, link} (SPEC §7); anything else shows no banner. */
export function parseFreeChargeMessage(raw: string): FreeChargeMessage | null {
  try {
    const parsed = freeChargeMessageSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || !parsed.data.msg.trim()) return null;
    const link = safeNoticeLink(parsed.data.link);
    return { msg: parsed.data.msg.trim(), link: link ?? '' };
  } catch {
    return null;
  }
}

/**
 * One in-process call (STACK.md: keep loaders to one). The notices decorate the page, so when the
 * dictionary cannot answer the home page still renders, without them, and the server logs why.
 */
export async function loadHomeNotices(
  dataDictionary: WebServices['dataDictionary'],
  locale: Locale,
): Promise<HomeNotices> {
  try {
    const answer = await dataDictionary.versionNotify(locale);
    return { marquee: answer.twNotifyMsg.trim() || null, freeShipping: parseFreeChargeMessage(answer.twFreeChargeMsg) };
  } catch (error) {
    console.error('Home notices are unavailable; rendering the home page without them.', error);
    return { marquee: null, freeShipping: null };
  }
}
