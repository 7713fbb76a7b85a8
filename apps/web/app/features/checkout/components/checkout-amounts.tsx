import { useTranslation } from 'react-i18next';
import type { CalcAmount } from '@wellfit/contracts/checkout';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-medium text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** SPEC §3 calcAmount: total, promotions, coupon, freight and its free-shipping reduction, and what is paid. */
export function CheckoutAmounts({ amounts, updating }: { amounts: CalcAmount; updating: boolean }) {
  const { t } = useTranslation();
  const minus = (amount: number, text: string) => (amount > 0 ? `-${text}` : text);
  return (
    <dl className="flex flex-col gap-2 text-sm" aria-busy={updating} data-testid="checkout-amounts">
      <Row label={t('checkout:amounts.total')} value={amounts.formatTotalAmount} testId="checkout-total" />
      <Row
        label={t('checkout:amounts.reduce')}
        value={minus(amounts.reduceAmount, amounts.formatReduceAmount)}
        testId="checkout-reduce"
      />
      {amounts.couponAmount > 0 && (
        <Row label={t('checkout:amounts.coupon')} value={`-${amounts.formatCouponAmount}`} testId="checkout-coupon" />
      )}
      <Row label={t('checkout:amounts.freight')} value={amounts.formatFreightAmount} testId="checkout-freight" />
      {amounts.reduceFreightAmount > 0 && (
        <Row
          label={t('checkout:amounts.reduce_freight')}
          value={`-${amounts.formatReduceFreightAmount}`}
          testId="checkout-reduce-freight"
        />
      )}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3">
        <dt className="font-semibold text-ink-900">{t('checkout:amounts.pay')}</dt>
        <dd className="text-xl font-bold text-brand-700" data-testid="checkout-pay">
          {amounts.formatPayAmount}
        </dd>
      </div>
      {updating && (
        <p className="sr-only" role="status">
          {t('checkout:amounts.updating')}
        </p>
      )}
    </dl>
  );
}
