// What the throughput benchmarks share: the API call of a client, autocannon runs, timed loops
// for exact percentiles, signing members in through the developer outbox, and the verdict table.
import http from 'node:http';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { startShop, waitFor } from './server.mjs';

export const API_HEADERS = {
  'content-type': 'application/json',
  platform: '4',
  country: 'TW',
  language: 'zh',
  locale: 'zhTW',
};
/**
 * A browser's headers: isbot treats other agents as bots, which changes server rendering, and
 * every browser asks for compressed pages (Chrome's own accept-encoding), which costs the server.
 */
export const BROWSER = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'zh-TW',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
};

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One core's share of the speed test: 10⁸ steps of a plain loop, timed. */
const SPEED_LOOP = `
  const { parentPort } = require('node:worker_threads');
  const started = performance.now();
  let sum = 0;
  for (let step = 0; step < 1e8; step += 1) sum += step;
  parentPort.postMessage({ ms: performance.now() - started, sum });
`;

/**
 * Prints how fast this machine's cores are as the run starts: the milliseconds each core takes
 * for 10⁸ steps of a plain loop while every core runs one. Machines of the same kind have
 * differed almost threefold between sessions here (about 230 against 630 ms), which moves every
 * rate and p99; the line lets a reader tell a slow machine from a slow shop. It is only printed:
 * no verdict is scaled by it.
 */
export async function printMachineSpeed() {
  const cores = os.availableParallelism();
  const times = await Promise.all(
    Array.from({ length: cores }, async () => {
      const worker = new Worker(SPEED_LOOP, { eval: true });
      try {
        const { ms } = await new Promise((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        return ms;
      } finally {
        await worker.terminate();
      }
    }),
  );
  const perCore = times.map((ms) => Math.round(ms)).join(', ');
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.info(`machine: ${cores} cores; 10⁸ loop steps took ${perCore} ms (each core busy); load average ${load}`);
}

/**
 * One API call on a connection of its own: the pooled keep-alive sockets of fetch sit idle
 * through each autocannon run, and Node's server then answers their next request with 408.
 * `agent` instead carries it on a member's own kept-alive connection, as their browser would.
 */
export function api(base, path, { method = 'GET', body, token = 'notoken', agent = false } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          ...API_HEADERS,
          token,
          ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (json.code !== 200) {
              reject(
                new Error(`${method} ${path} answered ${response.statusCode}: ${JSON.stringify(json).slice(0, 300)}`),
              );
            } else resolve(json.data);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * autocannon -c 50 for `seconds` over requests that each pick a fresh path, after a short warm-up:
 * the capacity, and the latency of 50 clients that each send again the moment they are answered.
 * With a `meter` (cpu-usage.mjs) the result also carries `cpu`: CPU milliseconds per answered
 * request of the server and of PostgreSQL. `bestOf` runs that many times and keeps the run with
 * the most requests per second.
 *
 * With `rate` (the budget's requests per second) the result also carries `atRate`: the latency
 * of requests sent at that fixed rate (latencyAtRate), which is what a budget of "n requests/s
 * with p99 ≤ m ms" asks (docs/decisions/bench-latency-at-rate.md). 50 closed-loop clients wait
 * 50 / capacity on average by construction, so their p99 is the queue they make themselves.
 */
export async function throughput(base, seconds, makeRequest, { meter, bestOf = 1, rate } = {}) {
  const run = (duration) =>
    autocannon({
      url: base,
      connections: 50,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, ...makeRequest() }) }],
    });
  await run(2);
  let best;
  for (let attempt = 0; attempt < bestOf; attempt += 1) {
    const measuring = await meter?.start();
    const result = await run(seconds);
    const spent = measuring?.stop();
    if (spent && result.requests.total > 0) {
      result.cpu = {
        serverMs: spent.serverMs / result.requests.total,
        databaseMs: spent.databaseMs / result.requests.total,
        // A meter of several processes may report a balancer's share apart (bench/nodes.mjs).
        ...(spent.balancerMs !== undefined && { balancerMs: spent.balancerMs / result.requests.total }),
      };
    }
    if (!best || result.requests.average > best.requests.average) best = result;
  }
  // Below the rate the budget is missed already, and a fixed rate past capacity only grows a queue.
  if (rate !== undefined && best.requests.average >= rate) {
    best.atRate = await latencyAtRate(base, seconds, rate, makeRequest);
  }
  return best;
}

/**
 * Requests sent at a fixed `rate` for `seconds` (open loop: on schedule, however slowly earlier
 * ones are answered), each timed from the moment it was due to be sent, so that a request held
 * back behind slow ones counts the wait (no coordinated omission). Answers p50, p99 and errors
 * (failed requests and answers outside 2xx).
 */
export async function latencyAtRate(base, seconds, rate, makeRequest) {
  const pool = new Pool(base, { connections: 100 });
  /** One run at the rate: answers each request's time from when it was due, and the errors. */
  const run = async (runSeconds) => {
    const times = [];
    let errors = 0;
    const inFlight = new Set();
    const send = (dueAt) => {
      const { method = 'GET', path, headers, body } = makeRequest();
      const answered = pool
        .request({ method, path, headers, body })
        .then(async (response) => {
          await response.body.dump();
          if (response.statusCode >= 300) errors += 1;
          times.push(performance.now() - dueAt);
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => inFlight.delete(answered));
      inFlight.add(answered);
    };
    const total = Math.round(runSeconds * rate);
    const startedAt = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000));
      for (; sent < due; sent += 1) send(startedAt + (sent * 1000) / rate);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(inFlight);
    return { times: times.sort((a, b) => a - b), errors };
  };
  try {
    // The pool's connections are opened (and the server's per-connection statements prepared) first.
    await run(2);
    const cpuBefore = process.cpuUsage();
    const { times, errors } = await run(seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const sent = times.length + errors;
    // The load generator shares the machine's cores with the shop: its own cost, for the reader.
    const clientMs = (cpu.user + cpu.system) / 1000 / Math.max(1, sent);
    return { rate, sent, p50: percentile(times, 50), p99: percentile(times, 99), errors, clientMs };
  } finally {
    await pool.close();
  }
}

/** `workers` loops for `seconds`, each timing every call it makes; answers sorted latencies per label. */
export async function timedLoops(workers, seconds, body) {
  const times = new Map();
  const deadline = performance.now() + seconds * 1000;
  const time = async (label, call) => {
    const started = performance.now();
    const result = await call();
    if (!times.has(label)) times.set(label, []);
    times.get(label).push(performance.now() - started);
    return result;
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      while (performance.now() < deadline) await body(index, time);
    }),
  );
  return new Map([...times].map(([label, list]) => [label, list.sort((a, b) => a - b)]));
}

/** Signs a member in by mobile code, read from the developer outbox (the server needs DEV_OUTBOX=true). */
async function codeLogin(base, index) {
  const phone = `09${String(70_000_000 + index).padStart(8, '0')}`;
  // A bench run again within the resend wait finds the member's last code too recent: wait it out.
  for (let waited = 0; ; waited += 1) {
    try {
      await api(base, '/api/web/login/send', { method: 'POST', body: { phone, countryCode: '886' } });
      break;
    } catch (error) {
      if (!String(error).includes('warning_code_resend_wait') || waited === 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  const outbox = await (await fetch(`${base}/dev/outbox.json?to=886${phone.slice(1)}`)).json();
  const code = outbox.messages[0].code;
  const login = await api(base, '/api/web/login/pcLogin', {
    method: 'POST',
    body: { loginType: 2, source: 4, countryCode: '886', data: { phone, code } },
  });
  return login.userToken;
}

/**
 * Tokens of `count` members (numbered from `firstIndex`) for a measured run. The developer
 * outbox that shows their codes lives in one process's memory, so they sign in on a one-process
 * shop of their own, which then stops; sessions are kept in the database, so the tokens work on
 * a shop of several processes too.
 */
export async function signInMembers(env, count, firstIndex = 0) {
  const shop = startShop({
    ...env,
    DEV_OUTBOX: 'true',
    WEB_CONCURRENCY: '1',
    // Every member signs in from this machine, and a bench run again within the hour signs the
    // same members in again; the caps themselves are tested in login.test.ts.
    AUTH_CODE_HOURLY_LIMIT_PER_IP: '1000000',
    AUTH_CODE_HOURLY_LIMIT_PER_ACCOUNT: '1000000',
  });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const tokens = [];
    for (let index = 0; index < count; index += 1) tokens.push(await codeLogin(shop.url, firstIndex + index));
    return tokens;
  } finally {
    await shop.stop();
  }
}

/**
 * CPU per request (or per `unit`), where a meter measured it: the figure that load on a shared
 * machine moves least. `clientMs`, when given, is the bench's own share on the same cores.
 */
export function cpuText(cpu, unit = 'request') {
  if (!cpu) return '';
  const database = cpu.databaseMs > 0 ? ` + PostgreSQL ${cpu.databaseMs.toFixed(2)} ms` : '';
  const client = cpu.clientMs === undefined ? '' : ` + this client ${cpu.clientMs.toFixed(2)} ms`;
  return `; CPU/${unit}: server ${cpu.serverMs.toFixed(2)} ms${database}${client}`;
}

/** The verdict table: rows print as they come (a long run shows progress) and at the end. */
export class Verdicts {
  rows = [];
  failed = false;

  add(budget, measured, ok) {
    this.rows.push({ budget, measured, verdict: ok ? 'within' : 'OVER' });
    if (!ok) this.failed = true;
    console.info(`${ok ? 'within' : 'OVER  '}  ${budget}: ${measured}`);
  }

  /**
   * A capacity budget, with a p99 budget read at the budget's rate where the run measured one
   * (throughput's `rate`); the closed-loop p99 of 50 clients is shown beside it.
   */
  autocannon(name, result, minRps, maxP99) {
    const { atRate } = result;
    if (atRate && atRate.rate !== minRps)
      throw new Error(`${name}: latency measured at ${atRate.rate}, not ${minRps} req/s`);
    const errors = result.errors + result.non2xx + (atRate?.errors ?? 0);
    const p99 = atRate ? atRate.p99 : result.latency.p99;
    const ok = result.requests.average >= minRps && (maxP99 === undefined || p99 <= maxP99);
    const closedLoop = `${Math.round(result.requests.average)} req/s (50 clients: p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms)`;
    const rated = atRate
      ? `; sent at ${atRate.rate} req/s: p99 ${atRate.p99.toFixed(1)} ms, p50 ${atRate.p50.toFixed(1)} ms (the sender's own CPU ${atRate.clientMs.toFixed(2)} ms/request)`
      : '';
    this.add(
      `${name}: ≥ ${minRps} req/s${maxP99 === undefined ? '' : `, p99 ≤ ${maxP99} ms${atRate ? ' at that rate' : ''}`}`,
      `${closedLoop}${rated}, errors ${errors}${cpuText(result.cpu)}`,
      ok && errors === 0,
    );
  }

  percentiles(name, times, p, maxMs) {
    const value = percentile(times, p);
    this.add(
      `${name} p${p} ≤ ${maxMs} ms`,
      `p${p} ${value.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ${times.length} calls`,
      value <= maxMs,
    );
  }
}
