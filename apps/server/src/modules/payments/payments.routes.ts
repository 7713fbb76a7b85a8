import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLocale, type Locale } from '@wellfit/contracts/locale';
import {
  chargePaymentAnswer,
  chargePaymentBody,
  PAYMENT_PATHS,
  startPaymentAnswer,
  startPaymentBody,
} from '@wellfit/contracts/payment';
import { z } from 'zod';
import { success, successSchema } from '../../envelope.ts';
import {
  applyPaymentNotification,
  chargePayment,
  REFUSED_NOTIFICATIONS,
  startPayment,
  type NotificationMerchant,
  type PaymentEnvironment,
} from './payments.service.ts';
import {
  cardAcceptedPage,
  cardFormPage,
  closedPage,
  PAY_TOKEN_SCRIPT,
  threeDPage,
  type CardFormError,
} from './simulated-gateway.pages.ts';
import { SIMULATOR_PATH, type SimulatedGateway } from './simulated-gateway.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['payment'];
const FORM_BODY_LIMIT = 16 * 1024;

export interface PaymentsRoutesOptions {
  environment: () => PaymentEnvironment;
  /**
   * Present when PAYMENT_GATEWAY=ecpay: the merchant whose signed notifications are taken. With
   * the simulator there is no notification route: it settles its trades in-process.
   */
  ecpayMerchant: NotificationMerchant | undefined;
  /** Present when PAYMENT_GATEWAY=simulator: its pages are served too. */
  simulator: SimulatedGateway | undefined;
  /** Called after a notification marked an order paid (nudges the invoice job). */
  onPaid(orderId: number): void;
}

/** Form posts (the gateway's notification, the simulator's forms) parse to a flat string map. */
function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** SPEC §7 Payment, the gateway's notification, and the simulator's pages (docs/decisions/payment-simulator.md). */
export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions): Promise<void> {
  acceptForms(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    PAYMENT_PATHS.start,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary:
          "Starts (or resumes, by requestKey) a card payment of the member's unpaid order: the card form's token",
        security: TOKEN_SECURITY,
        body: startPaymentBody,
        response: { 200: successSchema(startPaymentAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await startPayment(request.ctx, options.environment(), member.userId, request.body));
    },
  );

  routes.post(
    PAYMENT_PATHS.charge,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Charges the card behind PayToken once per requestKey: where to verify it (3-D Secure)',
        security: TOKEN_SECURITY,
        body: chargePaymentBody,
        response: { 200: successSchema(chargePaymentAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const { orderId, requestKey, PayToken } = request.body;
      return success(
        await chargePayment(request.ctx, options.environment(), member.userId, {
          orderId,
          requestKey,
          payToken: PayToken,
        }),
      );
    },
  );

  if (options.ecpayMerchant) ecpayNotificationRoute(app, options.ecpayMerchant, options.onPaid);
  const simulator = options.simulator;
  if (simulator) await simulatorRoutes(app, simulator);
}

/** ECPay's server-to-server notification (ReturnURL), answered `1|OK` or, refused, `0|why`. */
function ecpayNotificationRoute(
  app: FastifyInstance,
  merchant: NotificationMerchant,
  onPaid: (orderId: number) => void,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_PATHS.notify,
    {
      schema: {
        tags: TAGS,
        summary:
          "ECPay's server-to-server notification (ReturnURL), only when ECPay is the gateway: a CheckMacValue form, answered 1|OK",
        consumes: ['application/x-www-form-urlencoded'],
        body: z.record(z.string(), z.string()),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { outcome, orderId } = await applyPaymentNotification(request.ctx, merchant, request.body, request.log);
      // No trade number at info level: it is all a forged form would need (docs/decisions/log-redaction.md).
      request.log.info({ orderId, outcome }, 'payment notification');
      if (outcome === 'paid' && orderId !== null) onPaid(orderId);
      reply.type('text/plain; charset=utf-8');
      // ECPay retries until it reads 1|OK; a notification we refuse is answered otherwise and logged.
      return REFUSED_NOTIFICATIONS.has(outcome) ? `0|${outcome}` : '1|OK';
    },
  );
}

/**
 * The gateway page's language: the one the shop asked for (`lang`), else the shopper's own, as the
 * shop resolves it on this origin (its locale cookie, then Accept-Language): the 3-D address the
 * gateway hands back carries no language.
 */
const localeOf = (value: unknown, request: FastifyRequest): Locale => (isLocale(value) ? value : request.ctx.locale);

/** The gateway's pages: no frame-ancestors 'none' on the card form (the order-pay page frames it). */
const SIMULATOR_CSP =
  "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

function cardCheck(form: Record<string, string | undefined>, now = new Date()): CardFormError | undefined {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return 'badNumber';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'badExpiry';
  const lastDay = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (lastDay <= now) return 'badExpiry';
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return 'badCvc';
  return undefined;
}

/** The simulator's forms: flat text fields, each bounded; anything else is a 400, not a crash. */
const formField = z.string().max(256).optional();
const cardFormBody = z.object({
  creInfo: formField,
  cardNumber: formField,
  expiry: formField,
  cvc: formField,
  lang: formField,
});
const threeDFormBody = z.object({ action: z.enum(['verify', 'cancel']), lang: formField });
const threeDParams = z.object({ token: z.string().max(64) });

async function simulatorRoutes(app: FastifyInstance, simulator: SimulatedGateway) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', SIMULATOR_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const hidden = { schema: { hide: true } };

  app.get(`${SIMULATOR_PATH}/pay-token.js`, hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(PAY_TOKEN_SCRIPT),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${SIMULATOR_PATH}/card-form`,
    hidden,
    async (request, reply) => {
      const locale = localeOf(request.query.lang, request);
      const creInfo = request.query.creInfo ?? '';
      const trade = creInfo ? await simulator.findTrade('token', creInfo) : undefined;
      if (!trade || trade.status !== 'created' || trade.payToken) return html(reply, closedPage(locale), 404);
      return html(reply, cardFormPage(locale, creInfo));
    },
  );

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(`${SIMULATOR_PATH}/card-form`, { schema: { hide: true, body: cardFormBody } }, async (request, reply) => {
    const form = request.body;
    const locale = localeOf(form.lang, request);
    const creInfo = form.creInfo ?? '';
    const error = cardCheck(form);
    if (error) {
      return html(
        reply,
        cardFormPage(locale, creInfo, error, { cardNumber: form.cardNumber, expiry: form.expiry }),
        400,
      );
    }
    const payToken = await simulator.acceptCard(creInfo, (form.cardNumber ?? '').replace(/[\s-]/g, ''));
    if (!payToken) return html(reply, closedPage(locale), 404);
    return html(reply, cardAcceptedPage(locale, payToken));
  });

  app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
    `${SIMULATOR_PATH}/3ds/:token`,
    hidden,
    async (request, reply) => {
      const locale = localeOf(request.query.lang, request);
      const trade = await simulator.findTrade('threeDToken', request.params.token);
      if (!trade || trade.status !== 'awaiting_3ds') return html(reply, closedPage(locale), 404);
      return html(reply, threeDPage(locale, request.params.token, trade.amount, trade.cardLast4 ?? ''));
    },
  );

  routes.post(
    `${SIMULATOR_PATH}/3ds/:token`,
    { schema: { hide: true, params: threeDParams, body: threeDFormBody } },
    async (request, reply) => {
      const form = request.body;
      const back = await simulator.finishThreeD(request.params.token, form.action);
      if (!back) return html(reply, closedPage(localeOf(form.lang, request)), 404);
      // The shop's own page: a path, so the browser stays on the origin it came from.
      return reply.redirect(new URL(back).pathname, 303);
    },
  );
}
