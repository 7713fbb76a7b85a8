import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import {
  ORDER_PATHS,
  applyReturnBody,
  cancelOrderAnswer,
  cancelOrderBody,
  cancelReturnBody,
  editRecipientAnswer,
  editRecipientBody,
  orderListAnswer,
  orderListQuery,
  returnAnswer,
  RETURN_DESCRIPTION_MAX,
} from '@wellfit/contracts/orders';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { bodyLabel, unacceptableTextError, validationIssueToAppError } from '../../validation-errors.ts';
import type { Locale } from '@wellfit/contracts/locale';
import type { FileStorage } from '../accounts/accounts.service.ts';
import { cancelMemberOrder, changeRecipientFromAddressBook } from './member-orders.service.ts';
import { memberOrderList } from './order-views.service.ts';
import { applyReturn, cancelReturn, type ReturnUpload } from './returns.service.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['order'];

/** A multipart body that cannot be read to its end; limits keep their own §5 message (as the contact form). */
function refuseBrokenUpload(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('warning_attachment_too_large', 400, {}, { cause: error });
  if (code === 'FST_FILES_LIMIT') throw new AppError('warning_attachment_too_many', 400, {}, { cause: error });
  if (error instanceof AppError) throw error;
  throw new AppError('warning_upload_incomplete', 400, {}, { cause: error });
}

/** The `payload` text part (JSON per applyReturnBody) and the files of a return application. */
async function readReturnBody(
  request: FastifyRequest,
): Promise<{ payload: string | undefined; uploads: ReturnUpload[] }> {
  let payload: string | undefined;
  const uploads: ReturnUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'payload' && typeof part.value === 'string') payload = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // A file input left empty still sends a nameless, empty part.
      if (part.filename === '' && bytes.length === 0) continue;
      uploads.push({ bytes, truncated: part.file.truncated, originalName: part.filename });
    }
  } catch (error) {
    refuseBrokenUpload(error);
  }
  return { payload, uploads };
}

/** The `payload` part checked as a JSON body is (texts, then the contract), with the same §8 messages. */
function parsePayload(payload: string | undefined, locale: Locale) {
  const label = bodyLabel(locale);
  let json: unknown;
  try {
    json = JSON.parse(payload ?? '');
  } catch {
    throw new AppError('validation_required', 400, { field: 'payload' });
  }
  const badText = unacceptableTextError(json, locale);
  if (badText) throw badText;
  const parsed = applyReturnBody.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw issue ? validationIssueToAppError(issue, json, label) : new AppError('validation_invalid', 400);
  }
  return parsed.data;
}

/**
 * SPEC §2 /order-list and the order page's moves (paths: contracts/orders.ts ORDER_PATHS): the
 * member's orders by tab, cancelling, the recipient, applying for and withdrawing a return.
 */
export async function memberOrderRoutes(app: FastifyInstance, options: { storage: FileStorage }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // One file more than allowed is read, so a third file is refused by name rather than dropped.
  await app.register(multipart, {
    limits: {
      files: ATTACHMENT.maxFiles + 1,
      fileSize: ATTACHMENT.maxFileBytes,
      fields: 4,
      fieldSize: RETURN_DESCRIPTION_MAX * 4 + 16 * 1024,
    },
  });

  routes.get(
    ORDER_PATHS.list,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'The member’s orders of one tab (all, unpaid, unshipped, shipped, completed, returns), newest first',
        security: TOKEN_SECURITY,
        querystring: orderListQuery,
        response: { 200: successSchema(orderListAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await memberOrderList(request.ctx, member.userId, request.query));
    },
  );

  routes.post(
    ORDER_PATHS.cancel,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Cancel an unpaid order, or a paid one not yet shipped (refunded in full); stock comes back once',
        security: TOKEN_SECURITY,
        body: cancelOrderBody,
        response: { 200: successSchema(cancelOrderAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await cancelMemberOrder(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    ORDER_PATHS.recipient,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Change the recipient to one of the member’s saved addresses, until the order ships',
        security: TOKEN_SECURITY,
        body: editRecipientBody,
        response: { 200: successSchema(editRecipientAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await changeRecipientFromAddressBook(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    ORDER_PATHS.returnApply,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary:
          'Apply for a return (multipart: text part `payload` = JSON {orderId, items, reason, description, requestKey}; up to 2 files, jpg/png/mp4/mpeg/mov, 5 MB each)',
        security: TOKEN_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: successSchema(returnAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      if (!request.isMultipart()) throw new AppError('validation_required', 400, { field: 'payload' });
      const { payload, uploads } = await readReturnBody(request);
      const body = parsePayload(payload, request.ctx.locale);
      return success(await applyReturn(request.ctx, { storage: options.storage }, member.userId, body, uploads));
    },
  );

  routes.post(
    ORDER_PATHS.returnCancel,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Withdraw a return while it is pending',
        security: TOKEN_SECURITY,
        body: cancelReturnBody,
        response: { 200: successSchema(returnAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await cancelReturn(request.ctx, member.userId, request.body.returnId));
    },
  );
}
