import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_PATHS,
  NOTIFICATION_STREAM_EVENT,
  notificationListAnswer,
  notificationListRequest,
  notificationReadAnswer,
  notificationReadRequest,
} from '@wellfit/contracts/notifications';
import { sendEnvelopeJson, success, successSchema } from '../../envelope.ts';
import { forgetKeptInbox, keptNotificationPage, startInboxCache } from './inbox-cache.ts';
import { createNotificationHub } from './notification-stream.ts';
import { markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['notifications'];
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const STREAM_KEEP_ALIVE_MS = 25_000;
/** What EventSource-style clients wait before reconnecting after the stream ends (SSE `retry`). */
const STREAM_RETRY_MS = 3_000;

/** SPEC §7 userMessage/list, plus the read calls and the live stream (docs/decisions/notification-calls.md). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hub = createNotificationHub(app.databaseListener);
  if (app.config.answerCaches) {
    const stopInboxCache = startInboxCache(app.database.db, app.databaseListener);
    app.addHook('onClose', async () => stopInboxCache());
  }

  // An open stream never finishes by itself and would hold a graceful shutdown until its
  // deadline; ended here, the page reconnects to the next process (as video answers, courses.routes.ts).
  // The socket is what holds app.close(): a page that went away may leave it half open.
  const openStreams = new Set<PassThrough>();
  const streamSockets = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
    // Cut rather than drained: the page reconnects to the next process either way.
    setImmediate(() => {
      for (const socket of streamSockets) socket.destroy();
    });
    hub.close();
  });

  routes.post(
    NOTIFICATION_PATHS.list,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "A page of the member's notifications, newest first, with the total and the unread count",
        security: TOKEN_SECURITY,
        body: notificationListRequest,
        response: { 200: successSchema(notificationListAnswer) },
      },
    },
    async (request, reply) => {
      const member = await request.ctx.requireMember();
      return sendEnvelopeJson(reply, await keptNotificationPage(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    NOTIFICATION_PATHS.read,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Mark one of the member’s notifications read; answers the unread count',
        security: TOKEN_SECURITY,
        body: notificationReadRequest,
        response: { 200: successSchema(notificationReadAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const answer = await markNotificationRead(request.ctx, member.userId, request.body.id);
      forgetKeptInbox(request.ctx.db, member.userId);
      return success(answer);
    },
  );

  routes.post(
    NOTIFICATION_PATHS.readAll,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Mark all of the member’s notifications read; answers the unread count (0)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(notificationReadAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const answer = await markAllNotificationsRead(request.ctx, member.userId);
      forgetKeptInbox(request.ctx.db, member.userId);
      return success(answer);
    },
  );

  routes.get(
    NOTIFICATION_PATHS.stream,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: `Server-sent events: "${NOTIFICATION_STREAM_EVENT}" whenever the member's inbox gains a message`,
        security: TOKEN_SECURITY,
      },
    },
    async (request, reply) => {
      const member = await request.ctx.requireMember();
      const stream = new PassThrough();
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = await hub.subscribe(member.userId, () =>
        send(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: {}\n\n`),
      );
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), STREAM_KEEP_ALIVE_MS);
      keepAlive.unref();
      const socket = request.raw.socket;
      openStreams.add(stream);
      streamSockets.add(socket);
      socket.once('close', () => streamSockets.delete(socket));
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearInterval(keepAlive);
        unsubscribe();
        openStreams.delete(stream);
        stream.destroy();
        // The answer carries `connection: close`: its socket serves nothing else, and one the page
        // left half open would otherwise outlive the stream and hold app.close().
        socket.destroy();
      };
      // The page went away or the answer ended: stop listening for it.
      reply.raw.once('close', finish);
      socket.once('close', finish);
      // Subscribed before the first byte: a message committed after `ready` reaches this page.
      send(`retry: ${STREAM_RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // A stream's connection is not reused: once it ends, nothing may keep it open.
          .header('connection', 'close')
          // nginx and similar proxies would otherwise hold events back in their buffers.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}
