import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { FormAlert } from '~/features/auth/components/form-field';
import { errorText } from '~/features/auth/error-text';
import { Button } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { ApiError } from '~/lib/api-client';
import { splitDuration, useRemaining } from '~/lib/countdown';
import { useLocale } from '~/lib/use-locale';
import { usePageTitle } from '~/lib/use-page-title';
import { useOrderDetail } from '../api/get-order-detail';
import { payWithToken, startCardPayment } from '../api/card-payment';
import { getPayToken, mountCardFields } from '../card-provider';
import { OrderProblem } from './order-problem';
import { OrderSummary } from './order-summary';

function PaymentDeadline({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const remaining = useRemaining(new Date(expiresAt).getTime());
  if (remaining === null) return null;
  if (remaining === 0) return <span className="text-red-700">{t('checkout:pay.deadline_passed')}</span>;
  const { days, clock } = splitDuration(remaining);
  const time = days > 0 ? `${t('checkout:flash.days', { count: days })} ${clock}` : clock;
  return <span className="font-semibold text-brand-800">{t('checkout:pay.deadline', { time })}</span>;
}

/**
 * /order-pay/{id} (SPEC §7 Payment): the unpaid order with its payment deadline, and the card
 * payment: pay/payment answers the provider's token, the card goes into the provider's own fields,
 * pay/ecpay/payment with their PayToken answers the 3-D address, where the browser goes; the
 * provider then returns the member to /order-paid/{id} or /order-pay-fail/{id}.
 */
export function OrderPayPage({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const navigate = useNavigate();
  const order = useOrderDetail(orderId);
  const paid = order.data && order.data.status !== 'pending' && order.data.paidAt !== null;

  useEffect(() => {
    if (paid) void navigate(`/order-paid/${orderId}`, { replace: true });
  }, [paid, navigate, orderId]);

  if (order.isPending || paid) return <PageLoading />;
  if (order.isError) return <OrderProblem title={errorText(order.error)} onRetry={() => void order.refetch()} />;
  const detail = order.data;
  const open = detail.status === 'pending' && (!detail.expiresAt || new Date(detail.expiresAt).getTime() > Date.now());

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <OrderSummary order={detail} amountLabel={t('checkout:pay.amount')} />
      {detail.expiresAt && open && (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm" data-testid="order-pay-deadline">
          <PaymentDeadline expiresAt={detail.expiresAt} />
        </p>
      )}
      {open ? <CardPayment order={detail} /> : <OrderProblem title={t('checkout:pay.not_payable')} />}
    </div>
  );
}

type Step = 'idle' | 'starting' | 'card' | 'submitting';

function CardPayment({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    setStep('starting');
    try {
      const started = await startCardPayment(order.id);
      setStep('card');
      await mountCardFields(started.sdkUrl, started.serverType, started.credential.creInfo, locale === 'en' ? 'en-US' : 'zh-TW');
    } catch (error) {
      setStep('idle');
      setFailure(errorText(error));
    }
  }

  async function pay() {
    setFailure(null);
    setStep('submitting');
    try {
      const payToken = await getPayToken();
      const answer = await payWithToken(order.id, payToken);
      const threeD = answer.ThreeDInfo?.ThreeDURL;
      // Leaving for the provider's 3-D page: it sends the member back to the paid or failed page.
      if (threeD) window.location.assign(threeD);
      else void navigate(`/order-paid/${order.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.key === 'payment_failed') {
        void navigate(`/order-pay-fail/${order.id}`);
        return;
      }
      setStep('card');
      setFailure(error instanceof ApiError ? errorText(error) : t('messages:payment_failed'));
    }
  }

  return (
    <section aria-labelledby="card-payment" className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6">
      <h2 id="card-payment" className="text-xl font-bold text-ink-900">
        {t('checkout:pay.card_heading')}
      </h2>
      <p className="text-sm text-ink-600">{t('checkout:pay.card_hint')}</p>
      {/* The provider's fields render here (its SDK looks for this id). */}
      <div id="ECPayPayment" data-testid="card-fields" aria-label={t('checkout:pay.card_form_title')} />
      <FormAlert>{failure}</FormAlert>
      {step === 'idle' || step === 'starting' ? (
        <Button onClick={() => void start()} disabled={step === 'starting'} aria-busy={step === 'starting'} data-testid="pay-start">
          {step === 'starting' ? t('checkout:pay.starting') : t('checkout:pay.start')}
        </Button>
      ) : (
        <Button onClick={() => void pay()} disabled={step === 'submitting'} aria-busy={step === 'submitting'} data-testid="pay-submit">
          {step === 'submitting'
            ? t('checkout:pay.submitting')
            : t('checkout:pay.submit', { amount: order.calcAmount.formatPayAmount })}
        </Button>
      )}
    </section>
  );
}
