import { useTranslation } from 'react-i18next';
import { splitDuration, useRemaining } from '~/lib/countdown';

/** How long the flash price still holds (SPEC §4 checkout type 4). */
export function FlashCountdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const remaining = useRemaining(new Date(endsAt).getTime());
  if (remaining === null) return null;
  const { days, clock } = splitDuration(remaining);
  const time = days > 0 ? `${t('checkout:flash.days', { count: days })} ${clock}` : clock;
  return (
    <p
      className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800"
      data-testid="checkout-flash-countdown"
    >
      {t('checkout:flash.ends_in', { time })}
    </p>
  );
}
