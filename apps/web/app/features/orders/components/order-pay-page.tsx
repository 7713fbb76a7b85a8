import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { SIMULATED_PAY_TOKEN_MESSAGE, orderPayFailPath } from '@wellfit/contracts/payment';
import { FormAlert } from '~/components/ui/form-field';
import { errorText } from '~/lib/error-text';
import { Button } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { ApiError } from '~/lib/api-client';
import { splitDuration, useRemaining } from '~/lib/countdown';
import { useLocale } from '~/lib/use-locale';
import { newRequestKey } from '~/lib/request-key';
import { usePageTitle } from '~/lib/use-page-title';
import { useOrderDetail } from '../api/get-order-detail';
import { chargeCard, startCardPayment } from '../api/card-payment';
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
 * payment (docs/decisions/payment-simulator.md): pay/payment answers the gateway's token and card
 * form, the card is typed into the gateway's own form (a frame: the shop never sees the number),
 * pay/ecpay/payment with its PayToken answers the 3-D address, where the browser goes; the
 * gateway then returns the member to /order-paid/{id} or /order-pay-fail/{id}.
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
  const open = detail.status === 'pending';

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

type Attempt =
  | { step: 'idle' }
  | { step: 'starting'; requestKey: string }
  | { step: 'card'; requestKey: string; cardFormUrl: string }
  | { step: 'charging'; requestKey: string; cardFormUrl: string };

function CardPayment({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    // One key per press of Pay: a resend of this attempt gets the same payment back.
    const requestKey = attempt.step === 'starting' ? attempt.requestKey : newRequestKey();
    setAttempt({ step: 'starting', requestKey });
    try {
      const { credential } = await startCardPayment(order.id, requestKey);
      if (credential.gateway !== 'simulator' || !credential.cardFormUrl) throw new Error('card form unavailable');
      const form = new URL(credential.cardFormUrl, window.location.origin);
      form.searchParams.set('lang', locale);
      setAttempt({ step: 'card', requestKey, cardFormUrl: form.pathname + form.search });
    } catch (error) {
      setAttempt({ step: 'idle' });
      setFailure(errorText(error));
    }
  }

  // The gateway's card form turns the card into a PayToken and hands it over by postMessage.
  useEffect(() => {
    if (attempt.step !== 'card') return;
    const current = attempt;
    async function charge(payToken: string) {
      setFailure(null);
      setAttempt({ ...current, step: 'charging' });
      try {
        const answer = await chargeCard(order.id, payToken, current.requestKey);
        // The gateway's 3-D page sends the member back to the paid or failed page.
        window.location.assign(answer.ThreeDInfo.ThreeDURL);
      } catch (error) {
        if (error instanceof ApiError && error.key === 'payment_failed') {
          void navigate(orderPayFailPath(order.id));
          return;
        }
        setAttempt({ step: 'idle' });
        setFailure(errorText(error));
      }
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; payToken?: unknown } | null;
      if (data?.type === SIMULATED_PAY_TOKEN_MESSAGE && typeof data.payToken === 'string') void charge(data.payToken);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [attempt, navigate, order.id]);

  return (
    <section
      aria-labelledby="card-payment"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="card-payment" className="text-xl font-bold text-ink-900">
        {t('checkout:pay.card_heading')}
      </h2>
      <p className="text-sm text-ink-600">{t('checkout:pay.card_hint')}</p>
      {(attempt.step === 'card' || attempt.step === 'charging') && (
        <iframe
          src={attempt.cardFormUrl}
          title={t('checkout:pay.card_form_title')}
          className="h-[460px] w-full max-w-[420px] self-center rounded-2xl ring-1 ring-ink-200"
          data-testid="card-form"
        />
      )}
      {attempt.step === 'charging' && (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {t('checkout:pay.submitting')}
        </p>
      )}
      <FormAlert>{failure}</FormAlert>
      {(attempt.step === 'idle' || attempt.step === 'starting') && (
        <Button
          onClick={() => void start()}
          disabled={attempt.step === 'starting'}
          aria-busy={attempt.step === 'starting'}
          data-testid="pay-start"
        >
          {attempt.step === 'starting'
            ? t('checkout:pay.starting')
            : t('checkout:pay.submit', { amount: order.calcAmount.formatPayAmount })}
        </Button>
      )}
    </section>
  );
}
