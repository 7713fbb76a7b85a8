import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECKOUT_TYPE,
  type CalculateOrderBody,
  type CheckoutSelection,
  type CheckoutUnavailableItem,
  type ConfirmOrderAnswer,
  type GenerateOrderAnswer,
} from '@wellfit/contracts/checkout';
import { FormAlert } from '~/components/ui/form-field';
import { errorText } from '~/lib/error-text';
import { Button, buttonClassName } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { PageLoading } from '~/components/ui/page-loading';
import { StrokeIcon } from '~/components/ui/icon';
import { ApiError } from '~/lib/api-client';
import { newRequestKey } from '~/lib/request-key';
import { usePageTitle } from '~/lib/use-page-title';
import { useCalculateOrder } from '../api/calculate-order';
import { checkoutKeys } from '../api/checkout-query-keys';
import { useConfirmOrder } from '../api/confirm-order';
import { useGenerateOrder } from '../api/generate-order';
import { selectionFromSearch } from '../checkout-selection';
import { emptyOrderForm, orderFormSchema, type CheckedOrderForm, type OrderFormInputs } from '../order-form';
import { CheckoutAmounts } from './checkout-amounts';
import { CheckoutItems } from './checkout-items';
import { FlashCountdown } from './flash-countdown';
import { InvoiceChooser } from './invoice-chooser';
import { PurchaserFields } from './purchaser-fields';
import { TermsAgreement } from './terms-agreement';

/** Answers after which the preview is asked again: what the member saw is no longer what is sold. */
const PREVIEW_CHANGED = new Set(['warning_price_changed', 'warning_stock_changed', 'warning_cart_items_unavailable']);

export interface CheckoutPageProps {
  /** /checkout/flash (SPEC §2): checkout type 4. */
  flash: boolean;
  /** The recipient section (the address book, from the route); it reports the chosen address. */
  recipient(onChosen: (addressId: number | null) => void): ReactNode;
  /** After an order is placed: bought cart lines have left the cart, its count is asked again. */
  onOrderPlaced(): Promise<void>;
  /**
   * Chosen cart lines the preview left out (issue 34), named with a way to remove them from the
   * cart (the cart's notice, from the route); it reports the removed line ids.
   */
  unavailable?(items: readonly CheckoutUnavailableItem[], onRemoved: (ids: readonly number[]) => void): ReactNode;
}

/** Where a new order goes: to payment, or straight to the paid page when nothing is to pay. */
function nextPath(order: GenerateOrderAnswer): string {
  return order.payAmount === 0 || order.status !== 'pending'
    ? `/order-paid/${order.orderId}`
    : `/order-pay/${order.orderId}`;
}

function calculationOf(selection: CheckoutSelection): CalculateOrderBody {
  return selection;
}

/**
 * /checkout and /checkout/flash (SPEC §2, §3, §4): the items and amounts from
 * generateConfirmOrderV1, recalculated with calCarAmountV1; recipient, purchaser, invoice and the
 * agreement; generateOrder with one request key per attempt; then payment.
 */
export function CheckoutPage({ flash, recipient, onOrderPlaced, unavailable }: CheckoutPageProps) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const [search] = useSearchParams();
  const selection = useMemo(() => selectionFromSearch(search, flash), [search, flash]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      {selection ? (
        <CheckoutForSelection
          selection={selection}
          recipient={recipient}
          onOrderPlaced={onOrderPlaced}
          unavailable={unavailable}
        />
      ) : (
        <Notice
          icon={<StrokeIcon className="size-8">{CART_PATH}</StrokeIcon>}
          title={t('checkout:items.empty')}
          testId="checkout-empty"
        >
          <Link to="/shopping-cart" className={buttonClassName('primary', 'mt-6')}>
            {t('checkout:items.back_to_cart')}
          </Link>
        </Notice>
      )}
    </div>
  );
}

const CART_PATH = <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01" />;

function CheckoutForSelection({
  selection,
  recipient,
  onOrderPlaced,
  unavailable,
}: {
  selection: CheckoutSelection;
  recipient: CheckoutPageProps['recipient'];
  onOrderPlaced: CheckoutPageProps['onOrderPlaced'];
  unavailable: CheckoutPageProps['unavailable'];
}) {
  const { t } = useTranslation();
  const preview = useConfirmOrder(selection);
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();

  /** Removed cart lines leave the address too (the preview would not find them); then the preview is asked again. */
  function afterRemoval(ids: readonly number[]) {
    if (selection.type === CHECKOUT_TYPE.cart) {
      const left = selection.cartIds.filter((id) => !ids.includes(id));
      if (left.length !== selection.cartIds.length) {
        setSearch({ type: String(CHECKOUT_TYPE.cart), cartIds: left.join(',') }, { replace: true });
        return;
      }
    }
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  }

  if (preview.isPending) return <PageLoading />;
  if (preview.isError) {
    return (
      <Notice
        icon={<StrokeIcon className="size-8">{CART_PATH}</StrokeIcon>}
        title={errorText(preview.error)}
        testId="checkout-unavailable"
      >
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            {t('messages:retry')}
          </Button>
          <Link
            to={selection.type === CHECKOUT_TYPE.cart ? '/shopping-cart' : `/product/${selection.productId}`}
            className={buttonClassName('primary')}
          >
            {t('checkout:items.back_to_cart')}
          </Link>
        </div>
      </Notice>
    );
  }
  const leftOut = preview.data.unavailableItems;
  return (
    <>
      {leftOut.length > 0 && unavailable?.(leftOut, afterRemoval)}
      <CheckoutForm selection={selection} preview={preview.data} recipient={recipient} onOrderPlaced={onOrderPlaced} />
    </>
  );
}

function CheckoutForm({
  selection,
  preview,
  recipient,
  onOrderPlaced,
}: {
  selection: CheckoutSelection;
  preview: ConfirmOrderAnswer;
  recipient: CheckoutPageProps['recipient'];
  onOrderPlaced: CheckoutPageProps['onOrderPlaced'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calculation = useMemo(() => calculationOf(selection), [selection]);
  const amounts = useCalculateOrder(calculation, true);
  const placeOrder = useGenerateOrder();
  // One key per attempt: made on the first press, kept for a resend, renewed after a refusal.
  const requestKey = useRef<string | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<OrderFormInputs, unknown, CheckedOrderForm>({
    // The inputs keep every invoice field whatever the type; the schema reads the ones of the chosen type.
    resolver: zodResolver(orderFormSchema) as unknown as Resolver<OrderFormInputs, unknown, CheckedOrderForm>,
    defaultValues: emptyOrderForm(),
  });
  const calcAmount = amounts.data?.calcAmount ?? preview.calcAmount;

  async function placeCheckedOrder(checked: CheckedOrderForm) {
    setFailure(null);
    if (addressId === null) {
      setFailure(t('checkout:recipient_missing'));
      return;
    }
    requestKey.current ??= newRequestKey();
    try {
      const order = await placeOrder.mutateAsync({
        ...selection,
        memberReceiveAddressId: addressId,
        ...checked,
        requestKey: requestKey.current,
        expectedPayAmount: calcAmount.payAmount,
      });
      setLeaving(true);
      await onOrderPlaced();
      void navigate(nextPath(order), { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      // A refused order was not made: the next press is a new attempt. A lost answer (no
      // envelope) may have made one, so its retry keeps the key and gets that order back.
      if (error instanceof ApiError && error.code !== 0) requestKey.current = null;
      if (error instanceof ApiError && PREVIEW_CHANGED.has(error.key))
        await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    }
  }
  const sending = placeOrder.isPending || leaving;
  const formId = useId();

  return (
    <FormProvider {...form}>
      {/* The address book has its own form, and forms do not nest: the order's form holds the
          fields below the recipient, and its submit button names it from the other column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="checkout-recipient"
            className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
          >
            <h2 id="checkout-recipient" className="text-xl font-bold text-ink-900">
              {t('checkout:recipient_heading')}
            </h2>
            {recipient(setAddressId)}
          </section>
          <form
            id={formId}
            onSubmit={(event) => void form.handleSubmit(placeCheckedOrder)(event)}
            noValidate
            className="flex flex-col gap-6"
          >
            <PurchaserFields />
            <InvoiceChooser />
            <TermsAgreement />
          </form>
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <CheckoutItems items={preview.items} gifts={preview.gifts} flash={selection.type === CHECKOUT_TYPE.flash} />
          <section
            aria-labelledby="checkout-amounts"
            className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
          >
            <h2 id="checkout-amounts" className="text-xl font-bold text-ink-900">
              {t('checkout:amounts.heading')}
            </h2>
            {preview.flashSale && <FlashCountdown endsAt={preview.flashSale.endsAt} />}
            <CheckoutAmounts amounts={calcAmount} updating={amounts.isFetching} />
            {/* Phones keep what is paid and the order button in a bar above the bottom navigation (issue 34). */}
            <div className="phone-action-bar flex flex-col gap-4 max-md:gap-2">
              <FormAlert>{failure}</FormAlert>
              <div className="flex items-center gap-3">
                <p
                  className="flex flex-1 flex-col text-sm leading-tight text-ink-600 md:hidden"
                  data-testid="checkout-bar-pay"
                >
                  {t('checkout:amounts.pay')}
                  <span className="text-lg font-bold text-brand-700">{calcAmount.formatPayAmount}</span>
                </p>
                <Button
                  type="submit"
                  form={formId}
                  disabled={sending}
                  aria-busy={sending}
                  className="flex-1"
                  data-testid="place-order"
                >
                  {sending ? t('checkout:place.sending') : t('checkout:place.submit')}
                </Button>
              </div>
            </div>
          </section>
        </div>
      </div>
    </FormProvider>
  );
}
