import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_UPLOAD,
  CHANGE_CONTACT_PATHS,
  bindContactAnswer,
  bindEmailBody,
  bindMobileBody,
  checkOriginalCodeAnswer,
  checkOriginalCodeBody,
  sendNewEmailCodeBody,
  sendNewMobileCodeBody,
  sendOriginalCodeBody,
  updateUserInfoAnswer,
  updateUserInfoBody,
  uploadAvatarAnswer,
  type ContactKind,
} from '@wellfit/contracts/account';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { unacceptableTextError } from '../../validation-errors.ts';
import type { CodeSendingDependencies } from '../auth/verification-codes.service.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import { updateProfile, type AccountKey } from './accounts.service.ts';
import { uploadAvatar } from './avatar.service.ts';
import { bindNewContact, checkOriginalCode, sendNewContactCode, sendOriginalCode } from './change-contact.service.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const TOKEN_SECURITY = [{ token: [] }];
const SIGNED_IN = { config: { auth: 'required' as const } };

export interface AccountsRoutesOptions {
  delivery: MessageDelivery;
  storage: FileStorage;
}

/**
 * A multipart body that cannot be read to its end (empty, cut off, a broken boundary) is the
 * client's fault (400), except one over the size limit, which says so.
 */
function refuseBrokenUpload(error: unknown): never {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new AppError('warning_avatar_too_large', 400, {}, { cause: error });
  }
  const status = (error as { statusCode?: number }).statusCode;
  // @fastify/multipart's own limits (413) and content-type errors (406) keep their status.
  if (status && status >= 400 && status < 500 && status !== 400) throw error;
  throw new AppError('warning_upload_incomplete', 400, {}, { cause: error });
}

/** The text of a multipart request's non-file fields, keyed by field name. */
function multipartFieldValues(fields: MultipartFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(fields)) {
    for (const part of Array.isArray(entry) ? entry : [entry]) {
      if (part && part.type === 'field') values[name] = part.value;
    }
  }
  return values;
}

/** /member/info and /member/settings (paths: contracts/account.ts). */
export async function accountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: CodeSendingDependencies = { config: app.config, delivery: options.delivery };
  // One file, a byte over the limit so an oversized one is seen as truncated rather than cut silently.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: AVATAR_UPLOAD.maxBytes + 1 } });

  routes.post(
    '/api/web/user/updateUserInfo',
    {
      ...SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: 'Change profile fields (weight ×10); a real nickname completes registration',
        security: TOKEN_SECURITY,
        body: updateUserInfoBody,
        response: { 200: successSchema(updateUserInfoAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await updateProfile(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    AVATAR_UPLOAD.path,
    {
      ...SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: 'Upload an avatar (multipart field "file"; JPEG or PNG, ≥128×128 px, ≤2 MB)',
        security: TOKEN_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: successSchema(uploadAvatarAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      if (!request.isMultipart()) throw new AppError('warning_avatar_type', 400);
      const file = await request.file().catch(refuseBrokenUpload);
      if (!file || file.fieldname !== AVATAR_UPLOAD.fieldName) throw new AppError('warning_avatar_type', 400);
      const badText = unacceptableTextError(multipartFieldValues(file.fields), request.ctx.locale);
      if (badText) throw badText;
      const bytes = await file.toBuffer().catch(refuseBrokenUpload);
      return success(
        await uploadAvatar(request.ctx, options.storage, member.userId, { bytes, truncated: file.file.truncated }),
      );
    },
  );

  const contactRoutes = (
    kind: ContactKind,
    toKey: (body: { phone?: string; countryCode?: string; email?: string }) => AccountKey,
  ) => {
    const paths = CHANGE_CONTACT_PATHS[kind];
    const newBody = kind === 'mobile' ? sendNewMobileCodeBody : sendNewEmailCodeBody;
    const bindBody = kind === 'mobile' ? bindMobileBody : bindEmailBody;
    routes.post(
      paths.sendOriginalCode,
      {
        ...SIGNED_IN,
        schema: {
          tags: ['account'],
          summary: `Change ${kind}, step 1: send a code to the current ${kind}`,
          security: TOKEN_SECURITY,
          body: sendOriginalCodeBody.optional(),
          response: { 200: successSchema(z.null()) },
        },
      },
      async (request) => {
        await sendOriginalCode(request.ctx, deps, kind);
        return success(null);
      },
    );
    routes.post(
      paths.checkOriginalCode,
      {
        ...SIGNED_IN,
        schema: {
          tags: ['account'],
          summary: `Change ${kind}, step 1: verify the current ${kind}'s code; answers a uuid`,
          security: TOKEN_SECURITY,
          body: checkOriginalCodeBody,
          response: { 200: successSchema(checkOriginalCodeAnswer) },
        },
      },
      async (request) => success(await checkOriginalCode(request.ctx, deps, kind, request.body.code)),
    );
    routes.post(
      paths.sendNewCode,
      {
        ...SIGNED_IN,
        schema: {
          tags: ['account'],
          summary: `Change ${kind}, step 2: send a code to the new ${kind}`,
          security: TOKEN_SECURITY,
          body: newBody,
          response: { 200: successSchema(z.null()) },
        },
      },
      async (request) => {
        const body = request.body as z.output<typeof newBody>;
        await sendNewContactCode(request.ctx, deps, kind, { uuid: body.uuid, next: toKey(body) });
        return success(null);
      },
    );
    routes.post(
      paths.bind,
      {
        ...SIGNED_IN,
        schema: {
          tags: ['account'],
          summary: `Change ${kind}, step 2: bind the new ${kind} with its code and the uuid of step 1`,
          security: TOKEN_SECURITY,
          body: bindBody,
          response: { 200: successSchema(bindContactAnswer) },
        },
      },
      async (request) => {
        const body = request.body as z.output<typeof bindBody>;
        return success(
          await bindNewContact(request.ctx, deps, kind, { uuid: body.uuid, next: toKey(body), code: body.code }),
        );
      },
    );
  };
  contactRoutes('mobile', (body) => ({
    kind: 'mobile',
    countryCode: body.countryCode ?? '886',
    phone: body.phone ?? '',
  }));
  contactRoutes('email', (body) => ({ kind: 'email', email: (body.email ?? '').toLowerCase() }));
}
