import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVOICE_TYPE_PATH, invoiceTypeListAnswer } from '@wellfit/contracts/invoice';
import { success, successSchema } from '../../envelope.ts';
import { invoiceTypes } from './invoices.service.ts';

/** SPEC §7 GET /api/web/invoice/queryInvoiceType. */
export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    INVOICE_TYPE_PATH,
    {
      schema: {
        tags: ['invoice'],
        summary: 'The invoice types the checkout offers, described in the request language',
        response: { 200: successSchema(invoiceTypeListAnswer) },
      },
    },
    async (request) => success(invoiceTypes(request.ctx.locale)),
  );
}
