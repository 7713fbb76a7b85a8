import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import type { CardGateway } from './card-gateway.ts';
import { expireOverdueOrders } from './payments.service.ts';

/**
 * Every minute, unpaid orders past their time: the gateway is asked about their payments first,
 * then they are paid or lapse (docs/decisions/card-payment.md).
 */
export function expireUnpaidOrdersJob(gateway: CardGateway, log: FastifyBaseLogger): JobDefinition {
  return {
    name: 'payments.expire-unpaid',
    schedule: '* * * * *',
    run: (ctx, _data, stopping) => expireOverdueOrders(ctx, gateway, log, new Date(), stopping),
  };
}
