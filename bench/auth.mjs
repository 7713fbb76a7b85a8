// Budgets of issue 3 (accounts), measured against the real server process on PGlite:
//   code login end to end (send code + read it from the developer outbox + pcLogin) ≥ 200 logins/s;
//   the token check on an authenticated route adds ≤ 1 ms at p50 (GET /api/web/getUserDetails,
//     token check + one member lookup, vs the public GET /api/web/login/checkUserExist, the
//     same member lookup without a token; sequential requests, so the difference is the check);
//   one password hash (argon2id with the configured parameters) takes 50–500 ms.
// The server runs from source through tsx (runtime code is the same as the bundle; this leaves
// the shared build alone). Usage: node bench/auth.mjs [--logins 2000] [--concurrency 20] [--cpu-prof dir]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { report, root, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    samples: { type: 'string', default: '2000' },
    // A directory: the server writes a V8 CPU profile there on exit (open it in Chrome DevTools).
    'cpu-prof': { type: 'string' },
  },
});
const LOGINS = Number(values.logins);
const CONCURRENCY = Number(values.concurrency);
const SAMPLES = Number(values.samples);
const PORT = 3340;
const DATA_DIR = path.join(root, 'data/bench-auth');
const base = `http://127.0.0.1:${PORT}`;

await rm(DATA_DIR, { recursive: true, force: true });
const profileArgs = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const server = spawn(
  process.execPath,
  [...profileArgs, '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      DATA_DIR,
      SEED_ON_START: 'false',
      DEV_OUTBOX: 'true',
      // Every login of the bench comes from one IP; the caps themselves are tested in login.test.ts.
      AUTH_CODE_HOURLY_LIMIT_PER_IP: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const headers = { 'content-type': 'application/json', platform: '4', country: 'TW', language: 'zh' };

async function post(url, body, extra = {}) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${json.msg}`);
  return json.data;
}

async function codeLogin(index) {
  const phone = `09${String(10_000_000 + index).padStart(8, '0')}`;
  await post('/api/web/login/send', { phone, countryCode: '886' });
  const outbox = await (await fetch(`${base}/dev/outbox.json?to=886${phone.slice(1)}`)).json();
  const code = outbox.messages[0].code;
  return post('/api/web/login/pcLogin', { loginType: 2, source: 4, countryCode: '886', data: { phone, code } });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function latencies(request, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

let failed = false;
try {
  await waitFor(`${base}/readyz`);
  // Warm-up: compile paths, fill caches.
  for (let index = 0; index < 50; index += 1) await codeLogin(80_000_000 + index);

  let next = 0;
  const started = performance.now();
  let token;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGINS) {
        const login = await codeLogin(next++);
        token ??= login.userToken;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loginsPerSecond = LOGINS / seconds;

  const authed = await latencies(
    () => fetch(`${base}/api/web/getUserDetails`, { headers: { ...headers, token } }),
    SAMPLES,
  );
  const publicRoute = await latencies(
    () =>
      fetch(`${base}/api/web/login/checkUserExist?username=0910000000`, { headers: { ...headers, token: 'notoken' } }),
    SAMPLES,
  );
  const tokenCheckMs = percentile(authed, 50) - percentile(publicRoute, 50);

  const { hashPassword } = await tsImport('../apps/server/src/modules/auth/passwords.service.ts', import.meta.url);
  const { loadConfig } = await tsImport('../apps/server/src/config.ts', import.meta.url);
  const config = loadConfig({});
  const hashTimes = [];
  for (let index = 0; index < 10; index += 1) {
    const hashStarted = performance.now();
    await hashPassword(config, 'WellFit2026');
    hashTimes.push(performance.now() - hashStarted);
  }
  hashTimes.sort((a, b) => a - b);
  const hashP50 = percentile(hashTimes, 50);

  const rows = [
    {
      budget: 'code login end to end (send + outbox + pcLogin)',
      measured: `${loginsPerSecond.toFixed(0)} logins/s (${LOGINS} logins, c=${CONCURRENCY})`,
      target: '≥ 200 logins/s',
      verdict: loginsPerSecond >= 200 ? 'within' : 'OUTSIDE',
    },
    {
      budget: 'token check on an authenticated route (p50 difference)',
      measured: `${tokenCheckMs.toFixed(2)} ms (getUserDetails p50 ${percentile(authed, 50).toFixed(2)} ms, public p50 ${percentile(publicRoute, 50).toFixed(2)} ms)`,
      target: '≤ 1 ms',
      verdict: tokenCheckMs <= 1 ? 'within' : 'OUTSIDE',
    },
    {
      budget: `argon2id hash (${config.passwordHash.memoryCost} KiB, ${config.passwordHash.timeCost} passes)`,
      measured: `p50 ${hashP50.toFixed(0)} ms (min ${hashTimes[0].toFixed(0)}, max ${hashTimes.at(-1).toFixed(0)})`,
      target: '50–500 ms',
      verdict: hashP50 >= 50 && hashP50 <= 500 ? 'within' : 'OUTSIDE',
    },
  ];
  failed = rows.some((row) => row.verdict !== 'within');
  report('Accounts budgets (issue 3)', rows);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await rm(DATA_DIR, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
