// Budget of issue 13 (notifications) against the real, built server:
//   POST /api/web/userMessage/list ≥ 2,000 req/s with p99 ≤ 25 ms on PostgreSQL, signed-in members
//   asking for a random page of their own inbox (25 messages each, a third of them unread).
// autocannon -c 50. On PostgreSQL the shop runs one process per core (WEB_CONCURRENCY=auto unless
// set), as the shop bench does; every figure carries the CPU one request cost (bench/lib/cpu-usage.mjs).
// `--answer-caches off` runs the shop with ANSWER_CACHES=off, which also turns the per-process
// session and inbox caches off (docs/decisions/heard-caches.md): every call checks its token and
// reads its page in the database.
// Usage: node bench/notifications.mjs --database-url postgres://… [--duration 10] [--members 50]
//   [--port 3330] (it and the next one) [--best-of 1] [--answer-caches on|off] [--cpu-prof dir]
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api, API_HEADERS, pick, signInMembers, throughput, Verdicts, printMachineSpeed } from './lib/measure.mjs';
import { cpuMeter } from './lib/cpu-usage.mjs';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: 'data/bench-notifications' },
    port: { type: 'string', default: '3330' },
    'best-of': { type: 'string', default: '1' },
    'answer-caches': { type: 'string', default: 'on' },
    /** The measured shop runs under node --cpu-prof, writing a profile per process here (bench/lib/cpu-profile-summary.mjs). */
    'cpu-prof': { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url: the budget is stated on PostgreSQL');
if (!['on', 'off'].includes(values['answer-caches'])) throw new Error('--answer-caches: on or off');
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const MESSAGES_PER_MEMBER = 25;
const PAGE_SIZE = 10;
const firstPort = Number(values.port);
const runEnv = {
  DATA_DIR: values['data-dir'],
  DATABASE_URL: databaseUrl,
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto',
  ANSWER_CACHES: values['answer-caches'],
};
// Members numbered apart from the shop and checkout benches' (a code sent to the same member within
// a minute waits for its resend), so the benches do not share inboxes.
const tokens = await signInMembers({ ...runEnv, PORT: String(firstPort + 1) }, MEMBERS, 7_000);

/** Each member's inbox, filled afresh straight in the table (the bench measures reading it). */
async function fillInboxes(userIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from user_messages where user_id = any($1::bigint[])', [userIds]);
    await client.query(
      `insert into user_messages (user_id, message_title, message_content, status, send_time, jump)
       select u, jsonb_build_object('zhTW', '通知 ' || n, 'zhCN', '通知 ' || n, 'en', 'Notice ' || n),
              jsonb_build_object('zhTW', '內容 ' || n, 'zhCN', '内容 ' || n, 'en', 'Body ' || n),
              case when n % 3 = 0 then 0 else 1 end, now() - make_interval(hours => n),
              case when n % 2 = 0 then jsonb_build_object('url', '/member/coupons') end
       from unnest($1::bigint[]) as u, generate_series(1, $2::int) as n`,
      [userIds, MESSAGES_PER_MEMBER],
    );
    // A live inbox table is vacuumed by autovacuum; the rows just replaced would otherwise be
    // visited as dead ones by every read of the run.
    await client.query('vacuum analyze user_messages');
  } finally {
    await client.end();
  }
}

const verdicts = new Verdicts();
await printMachineSpeed();
const shop = startShop(
  { ...runEnv, PORT: String(firstPort) },
  { nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [] },
);
try {
  await waitFor(`${shop.url}/readyz`, 300_000);
  await fillInboxes(
    await Promise.all(tokens.map(async (token) => (await api(shop.url, '/api/web/getUserDetails', { token })).id)),
  );
  const pages = Math.ceil(MESSAGES_PER_MEMBER / PAGE_SIZE);
  const result = await throughput(
    shop.url,
    duration,
    () => ({
      method: 'POST',
      path: '/api/web/userMessage/list',
      headers: { ...API_HEADERS, token: pick(tokens) },
      body: JSON.stringify({ pageIndex: 1 + Math.floor(Math.random() * pages), pageSize: PAGE_SIZE }),
    }),
    { meter: cpuMeter(shop.child.pid, databaseUrl), bestOf: Number(values['best-of']), rate: 2000 },
  );
  verdicts.autocannon(`POST /api/web/userMessage/list (${MEMBERS} members, random page)`, result, 2000, 25);
} finally {
  await shop.stop();
}

report(
  `Notification budget on PostgreSQL, answer caches ${values['answer-caches']} (autocannon -c 50 -d ${duration})`,
  verdicts.rows,
);
process.exit(verdicts.failed ? 1 : 0);
