import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type Locale } from '@wellfit/contracts/locale';
import { translateMessage, type MessageKey } from '@wellfit/contracts/messages';
import { failure } from '../envelope.ts';
import { AppError, isAppError, type MessageValues } from '../errors.ts';
import { bodyLabel, validationIssueToAppError } from '../validation-errors.ts';
import { requestLogFields, resolveRequestLocale } from './request-context.ts';

const VALIDATED_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  const part = VALIDATED_PARTS[context as keyof typeof VALIDATED_PARTS] ?? 'body';
  return request[part];
}

/** Everything that can go wrong, as an AppError; undefined means an unexpected (500) failure. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (isAppError(error)) return error;
  const label = bodyLabel(request.ctx?.locale ?? resolveRequestLocale(request));
  const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  if (first) {
    const path = first.instancePath.split('/').filter(Boolean);
    return validationIssueToAppError(
      { path, code: first.keyword, ...first.params, message: first.message },
      inputOf(request, (error as FastifyError).validationContext),
      label,
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return new AppError('unauthorized', 401);
  if (status === 404) return new AppError('api_not_found', 404, { path: request.url.split('?')[0] ?? '' });
  if (status === 429) return new AppError('too_many_requests', 429);
  // Fastify's own 4xx: unparsable JSON, wrong content type, body too large …
  if (status >= 400 && status < 500) return new AppError('validation_invalid', status, { field: label });
  return undefined;
}

function send(reply: FastifyReply, status: number, key: MessageKey, locale: Locale, values?: MessageValues) {
  const answer = failure(status, key, translateMessage(key, locale, values));
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

/**
 * The one mapping point from failures to the §7 envelope (STYLE.md rule 4): HTTP status ==
 * code, msg translated into the request locale, and `key`, the catalogue key clients branch on. The inside of a 5xx is logged with the
 * request id and never sent.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = request.ctx?.locale ?? resolveRequestLocale(request);
      const appError = toAppError(error, request);
      if (!appError || appError.status >= 500) {
        const status = appError?.status ?? 500;
        if (status === 503) request.log.debug({ key: appError?.key, ...requestLogFields(request) }, 'answered 503');
        else request.log.error({ err: error, ...requestLogFields(request) }, 'request failed');
        return send(reply, status, appError?.key ?? 'common_error', locale, appError?.values);
      }
      request.log.debug(
        { key: appError.key, status: appError.status, ...requestLogFields(request) },
        'request refused',
      );
      return send(reply, appError.status, appError.key, locale, appError.values);
    });

    app.setNotFoundHandler((request, reply) => {
      const locale = request.ctx?.locale ?? resolveRequestLocale(request);
      const path = request.url.split('?')[0] ?? '';
      const key = path.startsWith('/api/') || path === '/api' ? 'api_not_found' : 'page_not_found';
      return send(reply, 404, key, locale, { path });
    });

    // The web app's catch-all must never answer an /api path: unknown API calls get the envelope.
    app.all('/api/*', { schema: { hide: true } }, async (request) => {
      throw new AppError('api_not_found', 404, { path: request.url.split('?')[0] ?? '' });
    });
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or an address past the
 * 16 KB header limit, a malformed request line, a client too slow to send its headers) still get
 * the §7 envelope, in the default language: no header of theirs could be read. Fastify's own
 * handler answered `{error, message, statusCode}` (found by the OpenAPI fuzz suite).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey = status === 408 ? 'common_error' : 'validation_invalid';
  const values = { field: bodyLabel(DEFAULT_LOCALE) };
  const body = JSON.stringify(failure(status, key, translateMessage(key, DEFAULT_LOCALE, values)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
