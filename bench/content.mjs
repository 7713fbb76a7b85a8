// Budgets of issue 5 (training content) against the real, built server:
//   JSON course list, course detail, plan detail and article detail ≥ 2,000 req/s each with
//     p99 ≤ 25 ms (on PostgreSQL; PGlite reported beside it);
//   the server-rendered pages ≥ 400 req/s uncached (issue 13 adds /faq, the live campaign pages
//     and the partner event page to them);
//   a video range request starts streaming in ≤ 50 ms (time to first byte, p95);
//   heartbeat endpoint ≥ 2,000 req/s (50 members, each with its own watch session).
// On PostgreSQL the shop runs as production on a host of its own: one process per core
// (WEB_CONCURRENCY=auto unless set; docs/decisions/web-concurrency.md). PGlite is one process.
// `--answer-caches off` runs the shop with ANSWER_CACHES=off (every answer a miss); each throughput
// figure carries the CPU one request cost the server and PostgreSQL (shop.mjs says why).
// Usage: node bench/content.mjs [--database-url postgres://…] [--duration 10] [--members 50]
//   [--only json,ssr,video,heartbeat] [--answer-caches on|off] [--port 3325] (it and the next) [--best-of 1]
import { parseArgs } from 'node:util';
import {
  api,
  BROWSER,
  percentile,
  pick,
  signInMembers,
  throughput,
  timedLoops,
  Verdicts,
  printMachineSpeed,
} from './lib/measure.mjs';
import { cpuMeter } from './lib/cpu-usage.mjs';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    /** Comma-separated parts to run, to re-measure one budget without the others. */
    only: { type: 'string' },
    'answer-caches': { type: 'string', default: 'on' },
    /** The measured shop's port; the members sign in on the next one. */
    port: { type: 'string', default: '3325' },
    'best-of': { type: 'string', default: '1' },
  },
});
if (!['on', 'off'].includes(values['answer-caches'])) throw new Error('--answer-caches: on or off');
const firstPort = Number(values.port);
const PARTS = ['json', 'ssr', 'video', 'heartbeat'];
const only = values.only?.split(',').map((part) => part.trim());
const unknownPart = only?.find((part) => !PARTS.includes(part));
if (unknownPart) throw new Error(`--only: unknown part ${unknownPart} (parts: ${PARTS.join(', ')})`);
const runs = (part) => !only || only.includes(part);
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const databaseName = values['database-url'] ? 'PostgreSQL' : 'PGlite';
const verdicts = new Verdicts();
await printMachineSpeed();

const databaseEnv = values['database-url']
  ? { DATABASE_URL: values['database-url'], WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto' }
  : {};

async function contentIds(base) {
  const courses = (await api(base, '/api/web/course/list?pageIndex=1&pageSize=48')).list;
  const courseIds = courses.map((course) => course.id);
  const planIds = (await api(base, '/api/web/plan/list?tab=all&pageIndex=1&pageSize=48')).list.map((plan) => plan.id);
  const articleIds = (await api(base, '/api/web/article/list?categoryId=0&pageIndex=1&pageSize=48')).list.map(
    (article) => article.id,
  );
  return { courseIds, planIds, articleIds };
}

const runEnv = { DATA_DIR: 'data/bench-content', ...databaseEnv };
const watching = runs('video') || runs('heartbeat');
const memberTokens = watching ? await signInMembers({ ...runEnv, PORT: String(firstPort + 1) }, MEMBERS, 500) : [];

const shop = startShop({
  ...runEnv,
  PORT: String(firstPort),
  SSR_CACHE_TTL_MS: '0',
  ANSWER_CACHES: values['answer-caches'],
});
try {
  await waitFor(`${shop.url}/readyz`, 300_000);
  const options = { meter: cpuMeter(shop.child.pid, values['database-url']), bestOf: Number(values['best-of']) };
  const base = shop.url;
  const { courseIds, planIds, articleIds } = await contentIds(base);

  const json = [
    [
      'course list',
      () => ({ path: `/api/web/course/list?pageIndex=${1 + Math.floor(Math.random() * 2)}&pageSize=12` }),
    ],
    ['course detail', () => ({ path: `/api/web/course/detail/${pick(courseIds)}` })],
    ['plan detail', () => ({ path: `/api/web/plan/detail/${pick(planIds)}` })],
    ['article detail', () => ({ path: `/api/web/article/detail/${pick(articleIds)}` })],
  ];
  for (const [name, makeRequest] of runs('json') ? json : []) {
    const result = await throughput(base, duration, makeRequest, { ...options, rate: 2000 });
    verdicts.autocannon(`JSON ${name}`, result, 2000, 25);
  }
  const pages = [
    ['/course/{id}', () => `/course/${pick(courseIds)}`],
    ['/plan/{id}', () => `/plan/${pick(planIds)}`],
    ['/article/{id}', () => `/article/${pick(articleIds)}`],
    ['/course-list', () => '/course-list'],
    ['/faq', () => '/faq'],
    ['/event/{live campaign}', () => `/event/${pick(['mirror', 'cycle', 'nanshanlife-course', 'life-event'])}`],
    ['/event/{partner hash}', () => '/event/nslife-wellness-2026'],
  ];
  for (const [name, path] of runs('ssr') ? pages : []) {
    const result = await throughput(base, duration, () => ({ path: path(), headers: BROWSER }), options);
    verdicts.autocannon(`SSR ${name}, uncached`, result, 400);
  }

  // Members who accepted the health statement, each watching a free course.
  const freeVideos = [];
  for (const id of watching ? courseIds : []) {
    const course = await api(base, `/api/web/course/detail/${id}`);
    if (course.courseVip === 0) freeVideos.push(...course.courseVideos.map((video) => video.id));
  }
  const sessions = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const token = memberTokens[index];
    await api(base, '/api/web/user/healthStatement', { method: 'POST', token, body: { accepted: true } });
    const play = await api(base, `/api/web/course/play/${pick(freeVideos)}`, { method: 'POST', token, body: {} });
    sessions.push({ token, ...play });
  }

  // The clips are written by the seed into its data folder; a database seeded elsewhere has none here.
  const probe = runs('video')
    ? await fetch(new URL(sessions[0].playbackUrl, base), { headers: { range: 'bytes=0-1' } })
    : undefined;
  await probe?.arrayBuffer();
  if (probe?.status === 206) {
    const firstByte = [];
    for (let sample = 0; sample < 100; sample += 1) {
      const { playbackUrl } = pick(sessions);
      const started = performance.now();
      const response = await fetch(new URL(playbackUrl, base), { headers: { range: 'bytes=0-65535' } });
      const reader = response.body.getReader();
      await reader.read();
      firstByte.push(performance.now() - started);
      await reader.cancel();
      if (response.status !== 206) throw new Error(`a range request answered ${response.status}`);
    }
    verdicts.percentiles(
      'video range request, time to first byte',
      firstByte.sort((a, b) => a - b),
      95,
      50,
    );
  } else if (probe) {
    console.info(`skipped  video range request: the clips are not in this data folder (answered ${probe.status})`);
  }

  if (runs('heartbeat')) {
    const startedAt = performance.now();
    const heartbeats = await timedLoops(MEMBERS, duration, async (index, time) => {
      const session = sessions[index];
      const position = (performance.now() - startedAt) / 1000;
      await time('heartbeat', () =>
        api(base, '/api/web/course/heartbeat', {
          method: 'POST',
          token: session.token,
          body: { sessionId: session.sessionId, videoId: session.videoId, position },
        }),
      );
    });
    const calls = heartbeats.get('heartbeat');
    const perSecond = calls.length / duration;
    verdicts.add(
      `heartbeat ≥ 2000 req/s (${MEMBERS} members, one session each)`,
      `${Math.round(perSecond)} req/s, p99 ${percentile(calls, 99).toFixed(1)} ms, p50 ${percentile(calls, 50).toFixed(1)} ms`,
      perSecond >= 2000,
    );
  }
} finally {
  await shop.stop();
}

report(
  `Training-content budgets on ${databaseName}, answer caches ${values['answer-caches']} (autocannon -c 50 -d ${duration})`,
  verdicts.rows,
);
process.exit(verdicts.failed ? 1 : 0);
