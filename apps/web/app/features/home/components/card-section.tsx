import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { RepeatedLandmarkLabel } from '../landmark-names';
import { HomeLink } from './home-link';

/** The frame every titled card shares: heading, optional subtitle and "See all" link. */
export function CardSection({ card, children }: { card: HomeCardView; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `home-card-${card.code}`;
  const repeatedLabel = useContext(RepeatedLandmarkLabel);
  return (
    <section
      aria-label={repeatedLabel}
      aria-labelledby={card.title && !repeatedLabel ? headingId : undefined}
      className="mx-auto w-full max-w-6xl px-4 py-6 md:py-8"
      data-card-code={card.code}
    >
      {(card.title || card.moreLink) && (
        <div className="mb-4 flex items-end justify-between gap-4">
          <div className="min-w-0">
            {card.title && (
              <h2 id={headingId} className="text-xl font-bold text-ink-900 md:text-2xl">
                {card.title}
              </h2>
            )}
            {card.subTitle && <p className="mt-1 text-sm text-ink-600">{card.subTitle}</p>}
          </div>
          {card.moreLink && (
            <HomeLink
              to={card.moreLink}
              className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('home:cards.see_all')}
              {card.title && <span className="sr-only"> {card.title}</span>}
            </HomeLink>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
