import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER, NO_TOKEN, requestHeadersSchema } from '@wellfit/contracts/headers';
import { resolveLocale, type Locale } from '@wellfit/contracts/locale';
import type { Member, RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { findMemberByToken } from '../modules/auth/auth.service.ts';
import { bodyLabel, validationIssueToAppError } from '../validation-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Cookie the web app writes when the visitor picks a language. */
export const LOCALE_COOKIE = 'locale';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,64}$/;

/** Keeps a proxy's request id (x-request-id) so logs line up across hops; otherwise a new UUID. */
export function generateRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The `locale` header, then the `locale` cookie, then Accept-Language, then zhTW. Invalid values are skipped. */
export function resolveRequestLocale(request: FastifyRequest): Locale {
  return resolveLocale(
    [headerText(request.headers[HEADER.locale]), request.cookies?.[LOCALE_COOKIE]],
    headerText(request.headers['accept-language']),
  );
}

/**
 * What the access and error log lines say about the caller. Never the token itself: whether
 * one was sent is enough to debug a 401. (Added per line rather than through a per-request
 * child logger, which costs measurably on the hottest calls.)
 */
export function requestLogFields(request: FastifyRequest) {
  const { ctx } = request;
  if (!ctx) return {};
  return { locale: ctx.locale, platform: ctx.platform, deviceId: ctx.deviceId, hasToken: ctx.token !== undefined };
}

function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

/**
 * Builds `request.ctx` from the SPEC §7 headers (country, language, locale, token, platform,
 * device-id). A malformed header on an /api call is a 400 naming the header; pages ignore them.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const locale = resolveRequestLocale(request);
      const headers = {
        [HEADER.country]: request.headers[HEADER.country],
        [HEADER.language]: request.headers[HEADER.language],
        [HEADER.locale]: request.headers[HEADER.locale],
        [HEADER.token]: request.headers[HEADER.token],
        [HEADER.platform]: request.headers[HEADER.platform],
        [HEADER.deviceId]: request.headers[HEADER.deviceId],
      };
      const parsed = requestHeadersSchema.safeParse(headers);
      let values: Partial<Record<string, string>> = {};
      if (parsed.success) {
        values = parsed.data;
      } else {
        const issue = parsed.error.issues[0];
        // A visitor's page request never fails on an odd header; only the API contract is strict.
        if (issue && isApiRequest(request)) {
          throw validationIssueToAppError(issue, headers, bodyLabel(locale));
        }
      }
      const sentToken = values[HEADER.token];
      const token = sentToken && sentToken !== NO_TOKEN ? sentToken : undefined;

      let memberLookup: Promise<Member | null> | undefined;
      const ctx: RequestContext = {
        db: app.database.db,
        locale,
        requestId: request.id,
        deviceId: values[HEADER.deviceId],
        platform: values[HEADER.platform],
        ipAddress: request.ip,
        userAgent: headerText(request.headers['user-agent']),
        token,
        member() {
          memberLookup ??= token ? findMemberByToken(ctx, token) : Promise.resolve(null);
          return memberLookup;
        },
        async requireMember() {
          const member = await ctx.member();
          if (!member) throw new AppError('unauthorized', 401);
          return member;
        },
      };
      request.ctx = ctx;
    });
  },
  { name: 'request-context', dependencies: ['database', '@fastify/cookie'] },
);
