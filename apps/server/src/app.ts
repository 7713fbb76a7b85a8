import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { WebServices } from '@wellfit/contracts/load-context';
import { turnAnswerCachesOff } from './answer-cache.ts';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { orderPlacedEmailJob } from './modules/checkout/order-placed.service.ts';
import { loggerOptions } from './logger.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { DevOutbox } from './modules/dev-outbox/dev-outbox.service.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { enterprisesRoutes } from './modules/enterprises/enterprises.routes.ts';
import { purgeExpiredAuthRecordsJob } from './modules/auth/auth.jobs.ts';
import { createMessageDelivery } from './modules/notifications-delivery/message-delivery.service.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { dataDictionaryRoutes } from './modules/data-dictionary/data-dictionary.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { cdnRewritePlugin } from './plugins/cdn-rewrite.ts';
import { databasePlugin } from './plugins/database.ts';
import { publicAnswersHeard } from './plugins/public-answers-heard.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { clientErrorHandler, errorHandlerPlugin } from './plugins/error-handler.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { publicOriginPlugin } from './plugins/public-origin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { generateRequestId, requestContextPlugin, requestLogFields } from './plugins/request-context.ts';
import { createServiceContext } from './context.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webAppPlugin, type WebAppOptions } from './plugins/web-app.ts';
import { createWebServices } from './web/web-services.ts';
import { browseHistoryRoutes } from './modules/browse-history/browse-history.routes.ts';
import { productDetailRoutes } from './modules/catalog/product-detail.routes.ts';
import { productListRoutes } from './modules/catalog/product-list.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { sportRoutes } from './modules/sport/sport.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { ecpayInvoiceIssuer } from './modules/invoices/ecpay-invoice-issuer.ts';
import {
  INVOICE_REFUND_WORK_JOB,
  invoiceRefundWorkJob,
  issueDueInvoicesJob,
  ISSUE_DUE_INVOICES_JOB,
} from './modules/invoices/invoices.jobs.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { localInvoiceIssuer } from './modules/invoices/local-invoice-issuer.ts';
import { listOrderAllowances } from './modules/invoices/invoices.service.ts';
import type { CardGateway } from './modules/payments/card-gateway.ts';
import { EcpayGateway } from './modules/payments/ecpay-gateway.ts';
import { expireUnpaidOrdersJob } from './modules/payments/payments.jobs.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { registerLatePaymentRefunder, settleTrade } from './modules/payments/payments.service.ts';
import { runRefundSucceeded } from './modules/orders/order-hooks.ts';
import { processDueRefundsJob, PROCESS_DUE_REFUNDS_JOB } from './modules/refunds/refunds.jobs.ts';
import {
  configureRefunds,
  listOrderRefunds,
  refundForAllowance,
  refundLatePayment,
  requestRefund,
} from './modules/refunds/refunds.service.ts';
import { linkAfterSale } from './modules/orders/after-sale-links.ts';
import { SimulatedGateway } from './modules/payments/simulated-gateway.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { adminOrdersRoutes } from './modules/admin/admin-orders.routes.ts';
import { afterSaleEmailsJob, completeDeliveredOrdersJob } from './modules/orders/orders.jobs.ts';
import { memberOrderRoutes } from './modules/returns/returns.routes.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { storageFromConfig, storageOrigins } from './storage/storage-from-config.ts';
import { privateFilesRoutes } from './storage/storage.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The services React Router loaders reach through the load context (contracts/load-context.ts). */
    webServices: WebServices;
    /** One-time codes sent while no SMS or e-mail provider is configured (served at /dev/outbox outside production). */
    devOutbox: DevOutbox;
    /** Where uploaded files are kept: the local disk or an S3 bucket (storage/file-storage.ts). */
    fileStorage: FileStorage;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Without one, buildApp opens (and migrates) the database the config names and closes it with the app. */
  database?: DatabaseHandle;
  /** A pino logger to share (server.ts logs start-up with it); otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
  /** The server-rendered web app; absent in API-only tests. */
  web?: WebAppOptions;
}

/** Registers plugins and modules; never listens (server.ts does), so tests use app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  let database = options.database;
  if (!database) {
    database = await createDatabase(config);
    await runMigrations(database);
  }

  if (!config.answerCaches) turnAnswerCachesOff(database.db);

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    // Development starts Vite inside the web-app plugin, which can take longer than Fastify's 10 s default.
    pluginTimeout: config.nodeEnv === 'production' ? 10_000 : 120_000,
    // Idle keep-alive sockets close at shutdown; requests in flight finish (server.ts).
    forceCloseConnections: 'idle',
    // One access line per request (onResponse below) instead of Fastify's two: logging is
    // most of the cost of the cheapest calls.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...requestLogFields(request),
      },
      'request completed',
    );
  });
  // Answers finished during shutdown close their keep-alive connection; otherwise an idle
  // socket would hold app.close() until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('webServices', createWebServices(database));

  // Order matters: hooks run in registration order (context, then maintenance, then auth).
  await app.register(databasePlugin, { database, closeWithApp: !options.database });
  if (config.answerCaches) await app.register(publicAnswersHeard);
  await app.register(readinessPlugin);
  await app.register(cookie);
  await app.register(publicOriginPlugin);
  await app.register(securityHeadersPlugin, {
    development: options.web?.mode === 'development',
    cdnRewrites: config.cdnRewrites,
    storageOrigins: storageOrigins(config),
  });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  await app.register(maintenancePlugin, { forcedOn: config.maintenanceMode });
  await app.register(authPlugin);
  await app.register(cdnRewritePlugin, { rewrites: config.cdnRewrites });
  await app.register(openApiPlugin);

  // API modules
  await app.register(systemRoutes);
  await app.register(dataDictionaryRoutes);
  const devOutbox = new DevOutbox();
  app.decorate('devOutbox', devOutbox);
  const delivery = createMessageDelivery(config, devOutbox, app.log);
  app.addHook('onClose', async () => delivery.close());
  await app.register(authRoutes, { delivery });
  // Uploaded files: the local disk or an S3 bucket (storage/, docs/decisions/object-storage.md).
  const storage = storageFromConfig(config);
  app.decorate('fileStorage', storage);
  if (storage.driver === 'disk') {
    await app.register(privateFilesRoutes, { storage, signingKey: config.privateFileSigningKey });
  }
  await app.register(accountsRoutes, { delivery, storage });
  await app.register(enterprisesRoutes);
  if (config.devOutboxEnabled) await app.register(devOutboxRoutes, { outbox: devOutbox });
  await app.register(cartRoutes);
  await app.register(addressesRoutes);
  await app.register(checkoutRoutes, { delivery });
  await app.register(productListRoutes);
  await app.register(productDetailRoutes);
  await app.register(homeRoutes);
  await app.register(searchRoutes);
  await app.register(favouritesRoutes);
  await app.register(browseHistoryRoutes);
  await app.register(contentRoutes);
  await app.register(coursesRoutes);
  await app.register(sportRoutes);
  await app.register(supportRoutes, { delivery, storage });

  // Card payment and e-invoices (docs/decisions/payment-simulator.md, invoice-issuing.md).
  // The simulator settles a trade it finished by asking the shop to read it back (settleTrade),
  // in-process; only ECPay has a notification route (docs/decisions/test-payments-in-production.md).
  const simulator =
    config.payment.gateway === 'simulator'
      ? new SimulatedGateway(database.db, async (merchantTradeNo) => {
          const { outcome, orderId } = await settleTrade(
            createServiceContext(database.db),
            gateway,
            merchantTradeNo,
            app.log,
          );
          if (outcome === 'paid' && orderId !== null) queueInvoiceJob();
        })
      : undefined;
  const gateway: CardGateway = simulator ?? new EcpayGateway(config.payment.ecpay);
  // The invoice is already due (same transaction as the payment); this only issues it sooner.
  const queueInvoiceJob = () => {
    if (config.jobs)
      app.jobs
        .send(ISSUE_DUE_INVOICES_JOB)
        .catch((error: unknown) => app.log.warn({ err: error }, 'invoice job not queued'));
  };
  const invoiceIssuer =
    config.invoice.issuer === 'ecpay' ? ecpayInvoiceIssuer(config.invoice.ecpay) : localInvoiceIssuer;
  await app.register(paymentsRoutes, {
    environment: () => ({ gateway, publicOrigin: app.publicOrigin() }),
    ecpayMerchant:
      config.payment.gateway === 'ecpay'
        ? { ...config.payment.ecpay, production: config.nodeEnv === 'production' }
        : undefined,
    simulator,
    onPaid: queueInvoiceJob,
  });
  await app.register(invoicesRoutes);
  await app.register(notificationsRoutes);
  // The shop's staff (issue 35): operator sign-in and the /api/admin/ order API.
  await app.register(operatorsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(memberOrderRoutes, { storage });

  // Refunds (docs/decisions/refunds.md): the job asks the gateway; a refund's request asks for a
  // run a moment after it (its transaction commits first), the minute's schedule catches the rest.
  const sendJobSoon = (name: string, startAfterSeconds?: number) => {
    if (config.jobs)
      app.jobs
        .send(name, {}, { startAfterSeconds })
        .catch((error: unknown) => app.log.warn({ err: error, job: name }, 'job not queued'));
  };
  configureRefunds(database.db, {
    gateway,
    sendMail: (mail) => delivery.email.send(mail),
    log: app.log,
    kick: () => sendJobSoon(PROCESS_DUE_REFUNDS_JOB, 2),
    invoiceWorkDue: () => sendJobSoon(INVOICE_REFUND_WORK_JOB),
    refundSucceeded: runRefundSucceeded,
  });
  registerLatePaymentRefunder(async (ctx, payment) => {
    await refundLatePayment(ctx, payment);
  });
  // Cancels and returns ask for refunds; order pages list refunds, allowances and the returns'
  // private attachments at short-lived addresses (issues 35 and 40).
  linkAfterSale({
    requestRefund,
    listOrderRefunds,
    listOrderAllowances,
    signPrivateFile: (storageKey) => storage.signedUrl(storageKey),
  });

  // Background work (src/jobs/): every module's recurring jobs, on the shop's database.
  if (config.jobs) {
    await app.register(jobsPlugin, {
      database,
      definitions: [
        purgeExpiredAuthRecordsJob,
        orderPlacedEmailJob(delivery),
        expireUnpaidOrdersJob(gateway, app.log),
        issueDueInvoicesJob(invoiceIssuer, (mail) => delivery.email.send(mail), app.log),
        completeDeliveredOrdersJob,
        afterSaleEmailsJob((mail) => delivery.email.send(mail)),
        processDueRefundsJob,
        invoiceRefundWorkJob(invoiceIssuer, refundForAllowance, app.log),
      ],
    });
  }

  // ── Web app (the lead's React Router bridge): registered after the API so /api routes win. ──
  if (options.web) await app.register(webAppPlugin, options.web);

  return app;
}
