import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  SUPPORT_PATHS,
  attachmentAddress,
  attachmentParams,
  contactAnswer,
  contactMessageFields,
  faqAnswer,
  faqQuery,
  verificationChallenge,
} from '@wellfit/contracts/support';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { bodyLabel, unacceptableTextError, validationIssueToAppError } from '../../validation-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import {
  contactLimitReached,
  issueVerificationChallenge,
  listFaq,
  sendContactMessage,
  type ContactUpload,
} from './support.service.ts';
import { privateAttachmentAddress } from './attachments.service.ts';

export interface SupportRoutesOptions {
  delivery: MessageDelivery;
  storage: FileStorage;
}

function rateLimited(): AppError {
  return new AppError('warning_contact_rate_limited', 429);
}

/** A multipart body that cannot be read to its end; limits keep their own §5 message. */
function refuseBrokenUpload(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('warning_attachment_too_large', 400, {}, { cause: error });
  if (code === 'FST_FILES_LIMIT') throw new AppError('warning_attachment_too_many', 400, {}, { cause: error });
  if (error instanceof AppError) throw error;
  throw new AppError('warning_upload_incomplete', 400, {}, { cause: error });
}

/** The text fields and the files of the contact form's multipart body. */
async function readContactBody(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; uploads: ContactUpload[] }> {
  const fields: Record<string, string> = {};
  const uploads: ContactUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
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
  return { fields, uploads };
}

/** SPEC §2 /faq and /contact-us (paths: contracts/support.ts). */
export async function supportRoutes(app: FastifyInstance, options: SupportRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // One file more than allowed is read, so a third file is refused by name rather than dropped.
  await app.register(multipart, {
    limits: {
      files: ATTACHMENT.maxFiles + 1,
      fileSize: ATTACHMENT.maxFileBytes,
      fields: 10,
      fieldSize: CONTACT_MESSAGE_MAX_LENGTH * 4 + 1024,
    },
  });

  routes.get(
    SUPPORT_PATHS.faq,
    {
      schema: {
        tags: ['support'],
        summary: 'FAQ by category; a keyword (Chinese of any script, or English) keeps the matching answers',
        querystring: faqQuery,
        response: { 200: successSchema(faqAnswer) },
      },
    },
    async (request) => success(await listFaq(request.ctx, request.query)),
  );

  routes.get(
    SUPPORT_PATHS.verificationChallenge,
    {
      schema: {
        tags: ['support'],
        summary:
          'A proof-of-work challenge (ALTCHA) for the contact form; solve it in the browser and send the payload',
        response: { 200: successSchema(verificationChallenge) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await issueVerificationChallenge(request.ctx, app.config.contactVerificationKey, request.ip));
    },
  );

  // Refused before the body is read when the sender is already at the limit; the storing
  // transaction counts again, so a burst of parallel posts cannot pass it together.
  const contactLimits = async (request: FastifyRequest) => {
    const member = await request.ctx.member();
    if (await contactLimitReached(request.ctx.db, { userId: member?.userId ?? null, ipAddress: request.ip })) {
      throw rateLimited();
    }
  };
  routes.post(
    SUPPORT_PATHS.contact,
    {
      preHandler: contactLimits,
      schema: {
        tags: ['support'],
        summary:
          'Send a contact message (multipart: fullName, email, region, zipCode, messageType, message, verification, up to 2 files "attachments")',
        consumes: ['multipart/form-data'],
        response: { 200: successSchema(contactAnswer) },
      },
    },
    async (request) => {
      const label = bodyLabel(request.ctx.locale);
      if (!request.isMultipart()) throw new AppError('validation_invalid', 400, { field: label });
      const { fields, uploads } = await readContactBody(request);
      const badText = unacceptableTextError(fields, request.ctx.locale);
      if (badText) throw badText;
      const parsed = contactMessageFields.safeParse(fields);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw issue ? validationIssueToAppError(issue, fields, label) : new AppError('validation_invalid', 400);
      }
      const member = await request.ctx.member();
      return success(
        await sendContactMessage(
          request.ctx,
          {
            storage: options.storage,
            email: options.delivery.email,
            verificationKey: app.config.contactVerificationKey,
            logger: request.log,
          },
          { userId: member?.userId ?? null, ipAddress: request.ip },
          parsed.data,
          uploads,
        ),
      );
    },
  );
  routes.get(
    SUPPORT_PATHS.attachmentAddress,
    {
      // A presigned address is signed for the bucket's host: the CDN host would void it.
      config: { cdnRewrite: false },
      schema: {
        tags: ['support'],
        summary: "A short-lived address of one of the member's own attachments (a private file)",
        params: attachmentParams,
        response: { 200: successSchema(attachmentAddress) },
      },
    },
    async (request, reply) => {
      const member = await request.ctx.requireMember();
      reply.header('cache-control', 'no-store');
      return success(
        await privateAttachmentAddress(request.ctx, options.storage, request.params.id, {
          kind: 'member',
          userId: member.userId,
        }),
      );
    },
  );
}
