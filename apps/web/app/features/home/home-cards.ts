import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { parseHomeCards, type HomeCardView } from '@wellfit/contracts/home-page-parser';
import type { WebServices } from '@wellfit/contracts/load-context';
import type { Locale } from '@wellfit/contracts/locale';

/** The two variants of / (SPEC §2 "content home and shop home"), chosen by `?tab=`. */
export const HOME_TABS = { content: HOME_PAGE_CODES.content, shop: HOME_PAGE_CODES.shop } as const;
export type HomeTab = keyof typeof HOME_TABS;

export function homeTabOf(url: string): HomeTab {
  return new URL(url).searchParams.get('tab') === 'shop' ? 'shop' : 'content';
}

export interface HomeCardsResult {
  cards: HomeCardView[];
  /** The page could not be loaded at all (not: it has no cards). */
  failed: boolean;
}

/**
 * The cards of a home page, read in-process and parsed by the SPEC §5/§8 rules in the loader,
 * so neither zod nor the parser reaches the browser. A dropped card is logged on the server;
 * the visitor sees the rest of the page.
 */
export async function loadHomeCards(
  homePage: WebServices['homePage'],
  code: string,
  locale: Locale,
): Promise<HomeCardsResult> {
  try {
    const answer = await homePage.page(code, locale);
    const cards = parseHomeCards(answer.cards, (error, card) => {
      console.warn('A home page card was dropped.', { code, error, card });
    });
    return { cards, failed: false };
  } catch (error) {
    console.error('Home page cards are unavailable.', { code, error });
    return { cards: [], failed: true };
  }
}
