import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_CHECKOUT_TYPE } from '@wellfit/contracts/cart';
import { buttonClassName } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { showToast } from '~/lib/toast';
import { useCartPricing } from '../api/get-cart-pricing';

/** SPEC §4 checkout type 2 (cart): the /checkout page receives the chosen line ids. */
function checkoutPath(ids: readonly number[]): string {
  const query = new URLSearchParams({ type: String(CART_CHECKOUT_TYPE), cartIds: ids.join(',') });
  return `/checkout?${query.toString()}`;
}

function AmountRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-medium text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The chosen lines' amounts from the server (SPEC §7 pricing) and the way to checkout. */
export function CartSummary({ selectedIds }: { selectedIds: readonly number[] }) {
  const { t } = useTranslation();
  const pricing = useCartPricing(selectedIds);
  const amounts = pricing.data?.amountMap;
  const nothingChosen = selectedIds.length === 0;

  useEffect(() => {
    // The API client already showed HTTP errors; a malformed answer (SPEC §5) is shown here.
    if (pricing.error instanceof ApiError && pricing.error.key === 'invalid_response_data')
      showToast(pricing.error.message);
  }, [pricing.error]);

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-3xl bg-white p-5 ring-1 ring-ink-100 lg:sticky lg:top-24"
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold text-ink-900">
        {t('cart:summary.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{t('cart:summary.selected', { count: selectedIds.length })}</p>
      {pricing.isError && !amounts ? (
        <p role="alert" className="mt-4 text-sm text-ink-700">
          {t('messages:common_error')}
        </p>
      ) : (
        <dl className="mt-4 flex flex-col gap-2 text-sm" aria-busy={pricing.isFetching}>
          <AmountRow label={t('cart:summary.total')} value={amounts?.formatTotalAmount ?? '–'} testId="cart-total" />
          <AmountRow
            label={t('cart:summary.reduce')}
            value={
              amounts
                ? amounts.totalReduceAmount > 0
                  ? `-${amounts.formatTotalReduceAmount}`
                  : amounts.formatTotalReduceAmount
                : '–'
            }
            testId="cart-reduce"
          />
          {amounts && amounts.couponTotalAmount > 0 && (
            <AmountRow
              label={t('cart:summary.coupon')}
              value={`-${amounts.formatCouponTotalAmount}`}
              testId="cart-coupon"
            />
          )}
          <AmountRow
            label={t('cart:summary.freight')}
            value={amounts?.formatFreightAmount ?? '–'}
            testId="cart-freight"
          />
          <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3">
            <dt className="font-semibold text-ink-900">{t('cart:summary.pay')}</dt>
            <dd className="text-xl font-bold text-brand-700" data-testid="cart-pay">
              {amounts?.formatPayAmount ?? '–'}
            </dd>
          </div>
        </dl>
      )}
      {amounts && !nothingChosen && (
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800" data-testid="cart-free-shipping">
          {amounts.amountToFreeShipping > 0
            ? t('cart:summary.free_shipping_gap', { amount: amounts.formatAmountToFreeShipping })
            : t('cart:summary.free_shipping_reached')}
        </p>
      )}
      {/* Phones keep what is paid and Checkout in a bar above the bottom navigation (issue 34). */}
      <div className="phone-action-bar mt-4 flex items-center gap-3">
        <p className="flex flex-1 flex-col text-sm leading-tight text-ink-600 md:hidden" data-testid="cart-bar-pay">
          {t('cart:summary.pay')}
          <span className="text-lg font-bold text-brand-700">{amounts?.formatPayAmount ?? '–'}</span>
        </p>
        {nothingChosen ? (
          <span aria-disabled="true" className={buttonClassName('primary', 'flex-1 cursor-not-allowed opacity-50')}>
            {t('cart:summary.checkout')}
          </span>
        ) : (
          <Link
            to={checkoutPath(selectedIds)}
            className={buttonClassName('primary', 'flex-1')}
            data-testid="cart-checkout"
          >
            {t('cart:summary.checkout')}
          </Link>
        )}
      </div>
      {nothingChosen && <p className="mt-2 text-center text-sm text-ink-500">{t('cart:summary.choose_lines')}</p>}
    </section>
  );
}
