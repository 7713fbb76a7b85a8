import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { PRIVATE_CACHE_CONTROL, assertStorageKey, type FileStorage } from './file-storage.ts';
import { PRIVATE_FILES_PATH, checkPrivateAddress } from './signed-address.ts';

export interface PrivateFilesOptions {
  storage: FileStorage;
  signingKey: string;
}

/**
 * The disk store's private files, by the short-lived signed address a service handed to a viewer
 * it had checked (the owner, an operator): the signature is the permission, so this route asks
 * for no session. On S3 the bucket answers presigned addresses itself and this route is not
 * registered.
 */
export async function privateFilesRoutes(app: FastifyInstance, options: PrivateFilesOptions): Promise<void> {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${PRIVATE_FILES_PATH}/*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      try {
        assertStorageKey(key);
      } catch {
        return reply.callNotFound();
      }
      const verdict = checkPrivateAddress(options.signingKey, key, request.query);
      if (verdict !== 'ok') throw new AppError('file_link_invalid', 403);
      const file = await options.storage.read(key, 'private');
      if (!file) return reply.callNotFound();
      reply
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        // Whatever a file holds, it never runs as a page of the shop's origin.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('content-disposition', 'inline')
        .type(file.contentType);
      return reply.send(file.bytes);
    },
  );
}
