import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flashCheckoutPath, type ProductFlashOffer } from '@wellfit/contracts/flash-sale';
import { formatPrice } from '@wellfit/contracts/price';
import { buttonClassName } from '~/components/ui/button';
import { splitDuration, useRemaining } from '~/lib/countdown';
import { useSession } from '~/lib/session-store';
import { useLocale } from '~/lib/use-locale';

export interface FlashOfferPanelProps {
  productId: number;
  /** Live first, then the coming ones (the loader's order). */
  offers: readonly ProductFlashOffer[];
  /** The offer SKU's options as text ("黑 / M"), for a product with several SKUs. */
  specOf(productSkuId: number): string;
}

/** A member's allowance check, in its own chunk: a visitor's product page carries none of it. */
const MemberFlashAllowance = lazy(() => import('./member-flash-allowance'));

/**
 * The product page's flash sale (SPEC §4 checkout type 4): its price, a countdown to its end (or
 * start) and Buy at the flash price, a link to /checkout/flash (its login guard asks a visitor to
 * log in); sold out says so, and so does a member's limit once their orders hold it. Loaded only
 * for a product with a live or coming offer, so other product pages carry none of it.
 */
export default function FlashOfferPanel({ productId, offers, specOf }: FlashOfferPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offer = offers[0];
  const live = offer?.live ?? false;
  const remaining = useRemaining(offer ? new Date(live ? offer.endsAt : offer.startsAt).getTime() : null);
  const { ready, token } = useSession();
  if (!offer) return null;

  const ended = live && remaining === 0;
  const soldOut = offer.remaining === 0;
  const duration = remaining === null ? null : splitDuration(remaining);
  const time =
    duration && (duration.days > 0 ? `${t('flash:days', { count: duration.days })} ${duration.clock}` : duration.clock);
  const spec = specOf(offer.productSkuId);
  const buy = (
    <Link to={flashCheckoutPath(productId, offer)} className={buttonClassName('primary')} data-testid="flash-buy">
      {t('flash:buy')}
    </Link>
  );

  return (
    <section
      aria-labelledby="flash-offer-heading"
      className="flex flex-col gap-2 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200"
      data-testid="flash-offer"
      data-seckill-product-id={offer.id}
      data-product-sku-id={offer.productSkuId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="flash-offer-heading" className="font-bold text-red-800">
          {t('flash:badge')}
        </h2>
        {time && !ended && (
          <p className="text-sm font-semibold text-red-800" data-testid="flash-countdown">
            {live ? t('flash:ends_in', { time }) : t('flash:starts_in', { time })}
          </p>
        )}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-sm text-red-800">{t('flash:price')}</span>
        <span className="text-2xl font-bold text-red-800" data-testid="flash-price">
          {formatPrice(offer.seckillPrice, locale)}
        </span>
      </p>
      <p className="text-sm text-ink-700">
        {spec && <span className="mr-3">{t('flash:for_option', { spec })}</span>}
        {!soldOut && <span className="mr-3">{t('flash:left', { count: offer.remaining })}</span>}
        <span>{t('flash:limit', { count: offer.limitPerMember })}</span>
      </p>
      {live &&
        (ended ? (
          <p role="status" className="font-semibold text-ink-700">
            {t('flash:ended')}
          </p>
        ) : soldOut ? (
          <p role="status" className="font-semibold text-red-800" data-testid="flash-sold-out">
            {t('flash:sold_out')}
          </p>
        ) : ready && token ? (
          <Suspense fallback={buy}>
            <MemberFlashAllowance offer={offer}>{buy}</MemberFlashAllowance>
          </Suspense>
        ) : (
          buy
        ))}
    </section>
  );
}
