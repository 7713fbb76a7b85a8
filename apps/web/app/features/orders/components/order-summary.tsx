import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';

export function SummaryRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-medium break-all text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The order's number, items and amount, heading the payment pages. */
export function OrderSummary({
  order,
  amountLabel,
  children,
}: {
  order: OrderDetailAnswer;
  amountLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const products = order.items.filter((item) => item.type !== 'bonus');
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
      <dl className="flex flex-col gap-2">
        <SummaryRow label={t('checkout:pay.order_number')} testId="order-number">
          {order.orderNo}
        </SummaryRow>
        <SummaryRow label={amountLabel} testId="order-amount">
          <span className="text-xl font-bold text-brand-700">{order.calcAmount.formatPayAmount}</span>
        </SummaryRow>
        {children}
      </dl>
      <ul className="flex flex-col gap-1 border-t border-ink-100 pt-3 text-sm text-ink-700">
        {products.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{item.productName}</span>
            <span className="shrink-0">{t('checkout:items.quantity', { count: item.quantity })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
