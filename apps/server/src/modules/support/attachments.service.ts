import type { AttachmentAddress } from '@wellfit/contracts/support';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { PRIVATE_URL_SECONDS, type FileStorage } from '../../storage/file-storage.ts';
import { findAttachment } from './support.queries.ts';

/**
 * Who asks to open a private file: a member sees the files they sent; an operator (checked for
 * a role by the operators' own routes before calling) sees any.
 */
export type AttachmentViewer = { kind: 'member'; userId: number } | { kind: 'operator'; operatorId: number };

/**
 * The short-lived address of a contact or return attachment (docs/decisions/object-storage.md):
 * a signed /private-files address on disk, a presigned GET on S3. Someone else's file answers
 * 404 like a missing one, so an id says nothing about whose file it is.
 */
export async function privateAttachmentAddress(
  ctx: ServiceContext,
  storage: FileStorage,
  attachmentId: number,
  viewer: AttachmentViewer,
): Promise<AttachmentAddress> {
  const attachment = await findAttachment(ctx.db, attachmentId);
  const allowed =
    attachment &&
    attachment.ownerType !== 'avatar' &&
    (viewer.kind === 'operator' || (attachment.userId !== null && attachment.userId === viewer.userId));
  if (!allowed) throw new AppError('file_not_found', 404);
  const expiresAt = new Date(Date.now() + PRIVATE_URL_SECONDS * 1000);
  const url = await storage.signedUrl(attachment.storageKey, { expiresInSeconds: PRIVATE_URL_SECONDS });
  return {
    url,
    expiresAt: expiresAt.toISOString(),
    mimeType: attachment.mimeType,
    originalName: attachment.originalName,
  };
}
