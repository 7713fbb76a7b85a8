import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hearPublicAnswerChanges } from '../answer-cache.ts';

/** A first LISTEN that failed (database listener unreachable) is tried again this often. */
const RETRY_LISTEN_MS = 5_000;

/**
 * Every answer cache of this process hears the public_answers channel from the moment the app
 * is ready (docs/decisions/answer-caches-heard.md), so a price, stock or content change made
 * through another node, a job or SQL reaches this node within ANSWERS_AGREE_WITHIN_MS. Until
 * the first LISTEN succeeds the caches' TTL bounds the lag, as on one process before.
 */
export const publicAnswersHeard = fp(
  async (app: FastifyInstance) => {
    let stop: (() => void) | undefined;
    let retry: NodeJS.Timeout | undefined;
    let closed = false;
    const start = async () => {
      try {
        stop = await hearPublicAnswerChanges(app.database.db, app.databaseListener);
        if (closed) stop();
      } catch (error) {
        if (closed) return;
        app.log.warn({ err: error }, 'public answer changes not heard; answers lag by their TTL');
        retry = setTimeout(() => void start(), RETRY_LISTEN_MS).unref();
      }
    };
    app.addHook('onReady', start);
    app.addHook('preClose', async () => {
      closed = true;
      clearTimeout(retry);
      stop?.();
    });
  },
  { name: 'public-answers-heard', dependencies: ['database'] },
);
