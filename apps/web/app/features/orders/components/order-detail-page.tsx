import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_TYPE } from '@wellfit/contracts/invoice';
import { ORDER_STATUS_VALUES } from '@wellfit/contracts/checkout';
import { ORDER_CANCEL_REASONS, RETURN_STATUS_VALUES } from '@wellfit/contracts/orders';
import { formatPrice } from '@wellfit/contracts/price';
import { Button } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { errorText } from '~/lib/error-text';
import { formatTaipeiDateTime } from '~/lib/taipei-time';
import { useLocale } from '~/lib/use-locale';
import { usePageTitle } from '~/lib/use-page-title';
import { useMemberOrder, type MemberOrder } from '../api/get-order-after-sale';
import { formatTaipeiDay, type RecipientPicker } from '../order-facts';
import { OrderActions } from './order-actions';
import { OrderProblem } from './order-problem';
import { SummaryRow } from './order-summary';

const ReturnFormDialog = lazy(() => import('./return-form-dialog'));
const CancelReturnDialog = lazy(() => import('./cancel-return-dialog'));

/**
 * /order/{id} (docs/decisions/order-detail-page.md): every SPEC §3 Order field, the delivery with
 * its tracking link, the last day to return, the invoice with its allowances, the returns and
 * refunds with their states, and the order's history; the actions its state allows. `?apply=return`
 * (the list's Apply for a return) opens the return form at once.
 */
export function OrderDetailPage({ orderId, recipientPicker }: { orderId: number; recipientPicker: RecipientPicker }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const order = useMemberOrder(orderId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [returnForm, setReturnForm] = useState<'closed' | 'open' | 'loaded'>('closed');
  const askedForReturn = searchParams.get('apply') === 'return';
  const canReturn = order.data?.actions.applyReturn === true;

  // The list's Apply for a return arrives with ?apply=return: the form opens once the order allows it.
  const returnFormOpen = returnForm === 'open' || (returnForm === 'closed' && askedForReturn && canReturn);
  const closeReturnForm = () => {
    setReturnForm('loaded');
    if (askedForReturn)
      setSearchParams(
        (params) => {
          params.delete('apply');
          return params;
        },
        { replace: true },
      );
  };

  if (order.isPending) return <PageLoading />;
  if (order.isError) return <OrderProblem title={errorText(order.error)} onRetry={() => void order.refetch()} />;
  const detail = order.data;

  return (
    <div className="flex flex-col gap-6" data-testid="order-detail" data-status={detail.status}>
      <div className="flex flex-col gap-2">
        <Link
          to="/order-list"
          className="self-start text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ← {t('checkout:orders.detail.back')}
        </Link>
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      </div>
      <OrderActions
        order={{ ...detail, formatPayAmount: detail.calcAmount.formatPayAmount }}
        recipientPicker={recipientPicker}
        onApplyReturn={() => setReturnForm('open')}
        showView={false}
      />
      <Overview order={detail} />
      <Items order={detail} />
      <Amounts order={detail} />
      <People order={detail} />
      <Delivery order={detail} />
      {(detail.returns.length > 0 || detail.returnLastDay) && <Returns order={detail} />}
      {detail.refunds.length > 0 && <Refunds order={detail} />}
      <Invoice order={detail} />
      <Timeline order={detail} />
      {(returnFormOpen || returnForm !== 'closed') && (
        <Suspense fallback={null}>
          <ReturnFormDialog
            order={detail}
            open={returnFormOpen}
            onOpenChange={(open) => (open ? setReturnForm('open') : closeReturnForm())}
          />
        </Suspense>
      )}
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `order-section-${testId}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
      data-testid={testId}
    >
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return <dl className="flex flex-col gap-2 text-sm">{children}</dl>;
}

function Overview({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('checkout:orders.detail.none');
  return (
    <Section title={t('checkout:orders.detail.summary')} testId="order-overview">
      <Rows>
        <SummaryRow label={t('checkout:orders.detail.order_no')} testId="order-number">
          {order.orderNo}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.status')} testId="order-status">
          {t(`checkout:status.order.${order.status}`)}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.created_at')}>
          {formatTaipeiDateTime(order.createdAt, locale)}
        </SummaryRow>
        {order.cancelReason && (
          <SummaryRow label={t('checkout:orders.detail.cancel_reason')} testId="order-cancel-reason">
            <CancelReasonText reason={order.cancelReason} />
          </SummaryRow>
        )}
        <SummaryRow label={t('checkout:orders.detail.payment_type')} testId="order-payment-type">
          {t(`checkout:orders.detail.payment_type_value.${order.paymentType}`)}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.payment_method')} testId="order-payment-method">
          {order.paymentMethod ? t(`checkout:status.method.${order.paymentMethod}`) : none}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.paid_at')} testId="order-paid-at">
          {order.paymentTime ? formatTaipeiDateTime(order.paymentTime, locale) : t('checkout:orders.detail.not_paid')}
        </SummaryRow>
        {order.status === 'pending' && order.expiresAt && (
          <SummaryRow label={t('checkout:orders.detail.pay_by')}>
            {formatTaipeiDateTime(order.expiresAt, locale)}
          </SummaryRow>
        )}
      </Rows>
    </Section>
  );
}

/** A reason from the list in the visitor's words; one written before the list existed as it was written. */
function CancelReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const known = ORDER_CANCEL_REASONS.find((key) => key === reason);
  return <>{known ? t(`checkout:orders.cancel_reason.${known}`) : reason}</>;
}

function Items({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section title={t('checkout:orders.detail.items')} testId="order-items">
      <ul className="flex flex-col gap-3">
        {order.items.map((item) => {
          const spec = item.skuAttr.map((pair) => `${pair.key}: ${pair.value}`).join('、');
          const nonReturnable = order.nonReturnableItemIds.includes(item.id);
          return (
            <li key={item.id} className="flex items-start gap-3" data-testid="order-item">
              <ProductLinePicture src={item.productPic} size={64} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-ink-900">
                  {item.type !== 'product' && (
                    <span className="mr-1 rounded bg-ink-100 px-1.5 text-xs text-ink-700">
                      {t(item.type === 'bonus' ? 'checkout:orders.detail.gift' : 'checkout:orders.detail.addon')}
                    </span>
                  )}
                  {item.productId ? (
                    <Link to={`/product/${item.productId}`} className="hover:underline">
                      {item.productName}
                    </Link>
                  ) : (
                    item.productName
                  )}
                </p>
                {spec && <p className="text-ink-600">{spec}</p>}
                {nonReturnable && (
                  <p className="mt-1 text-accent-600" data-testid="order-item-not-returnable">
                    {t('checkout:orders.not_returnable')}
                  </p>
                )}
              </div>
              <p className="shrink-0 text-right text-sm text-ink-700">
                {formatPrice(item.price, locale)}
                <br />
                {t('checkout:orders.card.quantity', { count: item.quantity })}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Amounts({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const amounts = order.calcAmount;
  const minus = (text: string, amount: number) => (amount > 0 ? `−${text}` : text);
  return (
    <Section title={t('checkout:orders.detail.amounts')} testId="order-amounts">
      <Rows>
        <SummaryRow label={t('checkout:orders.detail.subtotal')} testId="order-subtotal">
          {amounts.formatTotalAmount}
        </SummaryRow>
        {amounts.reduceAmount > 0 && (
          <SummaryRow label={t('checkout:orders.detail.reduce')}>
            {minus(amounts.formatReduceAmount, amounts.reduceAmount)}
          </SummaryRow>
        )}
        <SummaryRow label={t('checkout:orders.detail.coupon')} testId="order-coupon">
          {minus(amounts.formatCouponAmount, amounts.couponAmount)}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.discount_code')} testId="order-discount-code">
          {order.discountCode ?? t('checkout:orders.detail.none')}
        </SummaryRow>
        {amounts.projectAmount > 0 && (
          <SummaryRow label={t('checkout:orders.detail.programme')}>
            {minus(amounts.formatProjectAmount, amounts.projectAmount)}
          </SummaryRow>
        )}
        <SummaryRow label={t('checkout:orders.detail.points')} testId="order-points">
          {order.pointsUsed > 0
            ? t('checkout:orders.detail.points_value', {
                coins: order.pointsUsed,
                amount: minus(amounts.formatPointsAmount, amounts.pointsAmount),
              })
            : minus(amounts.formatPointsAmount, amounts.pointsAmount)}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.shipping')} testId="order-shipping">
          {amounts.formatFreightAmount}
        </SummaryRow>
        {amounts.reduceFreightAmount > 0 && (
          <SummaryRow label={t('checkout:orders.detail.shipping_reduce')}>
            {minus(amounts.formatReduceFreightAmount, amounts.reduceFreightAmount)}
          </SummaryRow>
        )}
        <SummaryRow label={t('checkout:orders.detail.actual_amount')} testId="order-amount">
          <span className="text-lg font-bold text-brand-700">{amounts.formatPayAmount}</span>
        </SummaryRow>
      </Rows>
    </Section>
  );
}

type Person = NonNullable<MemberOrder['recipient']>;

function PersonLines({ person, testId }: { person: Person | null; testId: string }) {
  const { t } = useTranslation();
  if (!person) return <p data-testid={testId}>{t('checkout:orders.detail.none')}</p>;
  const address = [person.zipCode, `${person.province ?? ''}${person.city}${person.region}${person.detailAddress}`]
    .filter(Boolean)
    .join(' ');
  return (
    <address className="text-sm break-words text-ink-800 not-italic" data-testid={testId}>
      <span className="block font-medium">{person.name}</span>
      <span className="block">{person.phone.startsWith('0') ? person.phone : `0${person.phone}`}</span>
      {person.email && <span className="block">{person.email}</span>}
      {address.trim() && <span className="block">{address}</span>}
    </address>
  );
}

function People({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout:orders.detail.people')} testId="order-people">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-1 text-sm font-semibold text-ink-600">{t('checkout:orders.detail.recipient')}</h3>
          <PersonLines person={order.recipient} testId="order-recipient" />
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold text-ink-600">{t('checkout:orders.detail.purchaser')}</h3>
          <PersonLines person={order.purchaser} testId="order-purchaser" />
        </div>
      </div>
    </Section>
  );
}

const DELIVERY_STATES = ['in_transit', 'delivered', 'preparing', 'returned'] as const;

function Delivery({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { delivery } = order;
  const none = t('checkout:orders.detail.none');
  const state = DELIVERY_STATES.find((entry) => entry === delivery.status);
  return (
    <Section title={t('checkout:orders.detail.delivery')} testId="order-delivery">
      <Rows>
        <SummaryRow label={t('checkout:orders.detail.delivery_state')} testId="order-delivery-state">
          {state
            ? t(`checkout:orders.status.delivery.${state}`)
            : (delivery.status ?? t('checkout:orders.detail.not_shipped'))}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.delivery_company')} testId="order-delivery-company">
          {delivery.company ?? none}
        </SummaryRow>
        <SummaryRow label={t('checkout:orders.detail.delivery_number')} testId="order-delivery-number">
          {delivery.number ? (
            delivery.trackingUrl ? (
              <a
                href={delivery.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
                data-testid="order-tracking-link"
              >
                {delivery.number} ({t('checkout:orders.detail.track')})
              </a>
            ) : (
              delivery.number
            )
          ) : (
            none
          )}
        </SummaryRow>
        {delivery.shippedAt && (
          <SummaryRow label={t('checkout:orders.detail.shipped_at')}>
            {formatTaipeiDateTime(delivery.shippedAt, locale)}
          </SummaryRow>
        )}
        {delivery.deliveredAt && (
          <SummaryRow label={t('checkout:orders.detail.delivered_at')}>
            {formatTaipeiDateTime(delivery.deliveredAt, locale)}
          </SummaryRow>
        )}
      </Rows>
    </Section>
  );
}

function Returns({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [withdrawing, setWithdrawing] = useState<{ id: number; returnNo: string } | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const itemName = (orderItemId: number) =>
    order.items.find((item) => item.id === orderItemId)?.productName ?? `#${orderItemId}`;
  return (
    <Section title={t('checkout:orders.detail.returns')} testId="order-returns">
      <Rows>
        <SummaryRow label={t('checkout:orders.detail.return_status')} testId="order-return-status">
          {order.returnStatus
            ? t(`checkout:orders.status.return.${order.returnStatus}`)
            : t('checkout:orders.detail.none')}
        </SummaryRow>
        {order.returnLastDay && (
          <SummaryRow label={t('checkout:orders.detail.return_last_day')} testId="order-return-last-day">
            {formatTaipeiDay(order.returnLastDay, locale)}
          </SummaryRow>
        )}
      </Rows>
      {order.returns.map((entry) => (
        <article
          key={entry.id}
          aria-labelledby={`return-${entry.id}`}
          className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-3 text-sm"
          data-testid="order-return"
          data-status={entry.status}
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`return-${entry.id}`} className="font-semibold break-all text-ink-900">
              {t('checkout:orders.detail.return_no', { returnNo: entry.returnNo })}
            </h3>
            <span
              className="rounded-full bg-white px-3 py-1 font-semibold text-brand-800 ring-1 ring-brand-200"
              data-testid="order-return-state"
            >
              {t(`checkout:orders.status.return.${entry.status}`)}
            </span>
          </header>
          <p className="text-ink-600">{formatTaipeiDateTime(entry.createdAt, locale)}</p>
          <Rows>
            <SummaryRow label={t('checkout:orders.detail.return_reason')}>
              {t(`checkout:orders.return_reason.${entry.reason}`)}
            </SummaryRow>
            {entry.description && (
              <SummaryRow label={t('checkout:orders.detail.return_description')}>{entry.description}</SummaryRow>
            )}
            <SummaryRow label={t('checkout:orders.detail.return_items')}>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.orderItemId}>
                    {itemName(item.orderItemId)} {t('checkout:orders.card.quantity', { count: item.quantity })}
                    {item.receivedQuantity !== null &&
                      ` · ${t('checkout:orders.detail.return_received', { count: item.receivedQuantity })}`}
                  </li>
                ))}
              </ul>
            </SummaryRow>
            {entry.refundAmount > 0 && (
              <SummaryRow label={t('checkout:orders.detail.return_refund')} testId="order-return-refund">
                {formatPrice(entry.refundAmount, locale)}
              </SummaryRow>
            )}
            {entry.decisionNote && (
              <SummaryRow label={t('checkout:orders.detail.decision_note')}>{entry.decisionNote}</SummaryRow>
            )}
          </Rows>
          {entry.attachments.length > 0 && (
            <div>
              <h4 className="mb-1 text-ink-600">{t('checkout:orders.detail.return_attachments')}</h4>
              <ul className="flex flex-wrap gap-2">
                {entry.attachments.map((attachment, index) => {
                  const label = t(
                    attachment.kind === 'image'
                      ? 'checkout:orders.detail.attachment_picture'
                      : 'checkout:orders.detail.attachment_video',
                    { index: index + 1 },
                  );
                  return (
                    <li key={attachment.url}>
                      <a
                        href={attachment.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="block rounded-xl ring-1 ring-ink-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                        data-testid="order-return-attachment"
                      >
                        {attachment.kind === 'image' ? (
                          <img src={attachment.url} alt={label} className="size-20 rounded-xl object-cover" />
                        ) : (
                          <span className="flex size-20 items-center justify-center text-center text-xs">{label}</span>
                        )}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {entry.cancellable && (
            <Button
              variant="secondary"
              className="self-end"
              onClick={() => {
                setDialogLoaded(true);
                setWithdrawing({ id: entry.id, returnNo: entry.returnNo });
              }}
              data-testid="return-withdraw"
            >
              {t('checkout:orders.return_cancel.action')}
            </Button>
          )}
        </article>
      ))}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <CancelReturnDialog returning={withdrawing} onClose={() => setWithdrawing(null)} />
        </Suspense>
      )}
    </Section>
  );
}

const REFUND_REASONS = ['order_cancelled', 'return_completed', 'late_payment', 'operator_refund'] as const;

function Refunds({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section title={t('checkout:orders.detail.refunds')} testId="order-refunds">
      <ul className="flex flex-col gap-2 text-sm">
        {order.refunds.map((refund) => {
          const reason = REFUND_REASONS.find((entry) => entry === refund.reason);
          return (
            <li
              key={refund.id}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-ink-50 p-3"
              data-testid="order-refund"
              data-status={refund.status}
            >
              <span className="min-w-0">
                <span className="block font-semibold break-all text-ink-900">
                  {t('checkout:orders.detail.refund_no', { refundNo: refund.refundNo })}
                </span>
                <span className="block text-ink-600">
                  {reason ? t(`checkout:orders.refund_reason.${reason}`) : refund.reason} ·{' '}
                  {refund.succeededAt
                    ? t('checkout:orders.detail.refunded_at', {
                        time: formatTaipeiDateTime(refund.succeededAt, locale),
                      })
                    : formatTaipeiDateTime(refund.createdAt, locale)}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-bold text-ink-900" data-testid="order-refund-amount">
                  {refund.formatAmount}
                </span>
                <span className="block font-semibold text-brand-800" data-testid="order-refund-status">
                  {t(`checkout:orders.status.refund.${refund.status}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function InvoiceKind({ invoice }: { invoice: NonNullable<MemberOrder['invoice']> }) {
  const { t } = useTranslation();
  const code = invoice.invoiceCode ?? '';
  switch (invoice.invoiceType) {
    case INVOICE_TYPE.mobileCarrier:
      return <>{t('checkout:orders.detail.invoice_type.mobileCarrier', { code })}</>;
    case INVOICE_TYPE.company:
      return <>{t('checkout:orders.detail.invoice_type.company', { title: invoice.invoiceTitle ?? '', code })}</>;
    case INVOICE_TYPE.donation:
      return <>{t('checkout:orders.detail.invoice_type.donation', { code })}</>;
    default:
      return <>{t('checkout:orders.detail.invoice_type.member')}</>;
  }
}

function Invoice({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const invoice = order.invoice;
  return (
    <Section title={t('checkout:orders.detail.invoice')} testId="order-invoice">
      {invoice ? (
        <Rows>
          <SummaryRow label={t('checkout:orders.detail.invoice_kind')} testId="order-invoice-kind">
            <InvoiceKind invoice={invoice} />
          </SummaryRow>
          <SummaryRow label={t('checkout:orders.detail.invoice_number')} testId="order-invoice-number">
            {invoice.invoiceNo ?? t('checkout:orders.detail.none')}
          </SummaryRow>
          <SummaryRow label={t('checkout:orders.detail.invoice_status')} testId="order-invoice-status">
            {t(`checkout:status.invoice.${invoice.status}`)}
          </SummaryRow>
          {order.allowances.length > 0 && (
            <SummaryRow label={t('checkout:orders.detail.allowances')}>
              <ul data-testid="order-allowances">
                {order.allowances.map((allowance, index) => (
                  <li
                    key={allowance.allowanceNo ?? `pending-${index}`}
                    data-testid="order-allowance"
                    data-status={allowance.status}
                  >
                    {allowance.allowanceNo
                      ? t('checkout:orders.detail.allowance', {
                          number: allowance.allowanceNo,
                          amount: formatPrice(allowance.amount, locale),
                        })
                      : t('checkout:orders.detail.allowance_pending', {
                          amount: formatPrice(allowance.amount, locale),
                        })}{' '}
                    ({t(`checkout:orders.status.allowance.${allowance.status}`)})
                  </li>
                ))}
              </ul>
            </SummaryRow>
          )}
        </Rows>
      ) : (
        <p className="text-sm text-ink-600">{t('checkout:orders.detail.no_invoice')}</p>
      )}
    </Section>
  );
}

const TIMELINE_EVENTS = [
  'recipient_changed',
  'refund_requested',
  'refund_succeeded',
  'refund_failed',
  'invoice_voided',
  'allowance_issued',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'return_cancelled',
  'return_completed',
] as const;

function TimelineWords({ kind, returnNo }: { kind: string; returnNo: string | null }) {
  const { t } = useTranslation();
  const status = ORDER_STATUS_VALUES.find((entry) => `status:${entry}` === kind);
  if (status) return <>{t(`checkout:orders.timeline.status.${status}`)}</>;
  const returnStatus = RETURN_STATUS_VALUES.find((entry) => `return:${entry}` === kind);
  if (returnStatus)
    return (
      <>
        {t(`checkout:orders.status.return.${returnStatus}`)}
        {returnNo && ` · ${t('checkout:orders.detail.return_no', { returnNo })}`}
      </>
    );
  const event = TIMELINE_EVENTS.find((entry) => entry === kind);
  return <>{event ? t(`checkout:orders.timeline.event.${event}`) : t('checkout:orders.timeline.other')}</>;
}

function Timeline({ order }: { order: MemberOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section title={t('checkout:orders.detail.timeline')} testId="order-timeline">
      <ol className="relative flex flex-col gap-4 border-l-2 border-brand-100 pl-5 text-sm">
        {order.timeline.map((entry, index) => {
          const amount = entry.detail?.amount;
          return (
            <li
              key={`${entry.at}-${entry.kind}-${index}`}
              className="relative"
              data-testid="order-timeline-entry"
              data-kind={entry.kind}
            >
              <span
                className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-600 ring-4 ring-white"
                aria-hidden="true"
              />
              <p className="font-medium text-ink-900">
                <TimelineWords
                  kind={entry.kind}
                  returnNo={typeof entry.detail?.returnNo === 'string' ? entry.detail.returnNo : null}
                />
                {typeof amount === 'number' && ` · ${formatPrice(amount, locale)}`}
              </p>
              <p className="text-ink-600">
                <time dateTime={entry.at}>{formatTaipeiDateTime(entry.at, locale)}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
