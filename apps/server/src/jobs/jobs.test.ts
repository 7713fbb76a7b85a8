import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { userSessions, verificationCodes } from '../modules/auth/auth.tables.ts';
import { purgeExpiredAuthRecordsJob } from '../modules/auth/auth.jobs.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createMember } from '../test/factories.ts';
import { jobsPlugin, type JobDefinition } from './jobs.plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { jobs: true } });
});
afterAll(() => t.close());

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const ahead = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const DAY = 24 * 60 * 60;

async function code(label: string, times: { createdAt: unknown; expiresAt: unknown; grantExpiresAt?: unknown }) {
  const [row] = await t.db
    .insert(verificationCodes)
    .values({
      target: `${label}@jobs.test`,
      channel: 'email',
      purpose: 'reset_password',
      codeHash: label.padEnd(64, '0'),
      createdAt: times.createdAt as Date,
      expiresAt: times.expiresAt as Date,
      grantExpiresAt: (times.grantExpiresAt ?? null) as Date | null,
    })
    .returning({ id: verificationCodes.id });
  return row!.id;
}

async function sessionStatus(token: string): Promise<number> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/web/getUserDetails', headers: { token } });
  return answer.statusCode;
}

describe('background jobs (pg-boss on the shop database)', () => {
  it('schedules the purge hourly, and order expiry, invoice issuing, refunds and invoice voids every minute, in Asia/Taipei', async () => {
    const result = (await t.db.execute(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    )) as unknown as {
      rows: Array<{ name: string; cron: string; timezone: string }>;
    };
    expect(result.rows).toEqual([
      { name: 'auth.purge-expired', cron: '17 * * * *', timezone: 'Asia/Taipei' },
      { name: 'invoices.issue-due', cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: 'invoices.refund-work', cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: 'payments.expire-unpaid', cron: '* * * * *', timezone: 'Asia/Taipei' },
      { name: 'refunds.process-due', cron: '* * * * *', timezone: 'Asia/Taipei' },
    ]);
  });

  it('the purge deletes expired codes and ended sessions, and keeps what a rule or a member still needs', async () => {
    const oldExpired = await code('old-expired', { createdAt: ago(2 * DAY), expiresAt: ago(2 * DAY - 300) });
    // Younger than a day: the hourly caps may still count it.
    const recentExpired = await code('recent-expired', { createdAt: ago(600), expiresAt: ago(300) });
    const oldWithLiveGrant = await code('live-grant', {
      createdAt: ago(2 * DAY),
      expiresAt: ago(2 * DAY - 300),
      grantExpiresAt: ahead(600),
    });
    const live = await createMember(t.db);
    const expired = await createMember(t.db);
    await t.db
      .update(userSessions)
      .set({ expiresAt: ago(60) as unknown as Date })
      .where(eq(userSessions.userId, expired.user.id));
    const revoked = await createMember(t.db);
    await t.db
      .update(userSessions)
      .set({ revokedAt: ago(60) as unknown as Date })
      .where(eq(userSessions.userId, revoked.user.id));

    const id = await t.app.jobs.send(purgeExpiredAuthRecordsJob.name);
    await t.app.jobs.waitFor(purgeExpiredAuthRecordsJob.name, id);

    const codes = await t.db.select({ id: verificationCodes.id }).from(verificationCodes);
    expect(codes.map((row) => row.id)).not.toContain(oldExpired);
    expect(codes.map((row) => row.id)).toEqual(expect.arrayContaining([recentExpired, oldWithLiveGrant]));
    const sessions = await t.db.select({ userId: userSessions.userId }).from(userSessions);
    expect(sessions.map((row) => row.userId)).toEqual([live.user.id]);
    // What a member sees does not change: the live session works, the ended ones still answer 401.
    expect(await sessionStatus(live.token)).toBe(200);
    expect(await sessionStatus(expired.token)).toBe(401);
    expect(await sessionStatus(revoked.token)).toBe(401);
  });

  it('several processes share the queues: a second app on the same database starts, and a job runs once', async () => {
    const second = await buildTestApp({ database: t.database, config: { jobs: true } });
    try {
      const id = await second.app.jobs.send(purgeExpiredAuthRecordsJob.name);
      await t.app.jobs.waitFor(purgeExpiredAuthRecordsJob.name, id);
      const runs = (await t.db.execute(
        sql`select count(*)::int as runs from pgboss.job where id = ${id} and state = 'completed'`,
      )) as unknown as { rows: Array<{ runs: number }> };
      expect(runs.rows).toEqual([{ runs: 1 }]);
      const schedules = (await t.db.execute(sql`select count(*)::int as count from pgboss.schedule`)) as unknown as {
        rows: Array<{ count: number }>;
      };
      expect(schedules.rows).toEqual([{ count: 5 }]);
    } finally {
      await second.close();
    }
  });

  it('a stopping process begins no further job of its batch: those go back to the queue and run elsewhere', async () => {
    const QUEUE = 'test.stop-mid-batch';
    const ran: Array<{ process: string; n: number }> = [];
    let firstBegun!: () => void;
    const begun = new Promise<void>((resolve) => (firstBegun = resolve));
    /** A process of the shop with this one job; its runs wait for the process to stop, as a long run would. */
    const shopProcess = async (name: string, waitForStop: boolean) => {
      const app = Fastify({ logger: false });
      app.decorate('config', { shutdownTimeoutMs: 10_000 } as Config);
      await app.register(fp(async () => {}, { name: 'database' }));
      const definition: JobDefinition = {
        name: QUEUE,
        async run(_ctx, data, stopping) {
          ran.push({ process: name, n: (data as { n: number }).n });
          firstBegun();
          if (waitForStop && !stopping.aborted)
            await new Promise((resolve) => stopping.addEventListener('abort', resolve, { once: true }));
          return 'done';
        },
      };
      await app.register(jobsPlugin, { database: t.database, definitions: [definition] });
      await app.ready();
      return app;
    };

    const stopping = await shopProcess('first', true);
    // Queued together, between two of the worker's fetches (one a second): one batch.
    await Promise.all([1, 2, 3].map((n) => stopping.jobs.send(QUEUE, { n })));
    await begun;
    await stopping.close();
    expect(ran.map((run) => run.process)).toEqual(['first']);

    const next = await shopProcess('next', false);
    try {
      await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(3);
      expect(ran.slice(1).map((run) => run.process)).toEqual(['next', 'next']);
      expect(ran.map((run) => run.n).sort()).toEqual([1, 2, 3]);
    } finally {
      await next.close();
    }
  });
});
