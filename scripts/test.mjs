// `npm test`: every test, in order of cost: unit, server integration on PGlite, the same on
// PostgreSQL when it is reachable (required under CI), two app nodes behind HAProxy on
// PostgreSQL, then the build, the crash test on both
// databases and the browser tests against the built shop.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from './build-state.mjs';

const resultsDir = path.join(root, 'test-results', 'summary');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(stage, command, args, env = {}) {
  console.info(`\n▶ ${stage}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedStages.push(stage);
  return result.status === 0;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

function vitest(stage, project, env = {}) {
  const output = path.join(resultsDir, `${stage.replace(/\W+/g, '-')}.json`);
  run(
    stage,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  countVitest(output);
}

function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

vitest('unit tests', 'unit');
/** A vitest project on PGlite, then on PostgreSQL when it is reachable (required under CI). */
async function onBothDatabases(stage, project) {
  vitest(`${stage} on PGlite`, project, { TEST_DB: 'pglite' });
  if (await reachable(postgresUrl())) {
    vitest(`${stage} on PostgreSQL`, project, { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl() });
  } else if (process.env.CI) {
    console.error(`PostgreSQL is not reachable at ${postgresUrl()}; CI must run the ${stage} on it.`);
    failedStages.push(`${stage} on PostgreSQL (unreachable)`);
    totals.failed += 1;
  } else {
    console.warn(`PostgreSQL is not reachable at ${postgresUrl()}: the ${stage} ran on PGlite only.`);
  }
}

await onBothDatabases('server tests', 'server');

// Two app nodes behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL; PGlite is one process.
if (await reachable(postgresUrl())) {
  vitest('two-node tests on PostgreSQL', 'nodes', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl() });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl()}; CI must run the two-node tests on it.`);
  failedStages.push('two-node tests (PostgreSQL unreachable)');
  totals.failed += 1;
} else {
  console.warn(`PostgreSQL is not reachable at ${postgresUrl()}: the two-node tests did not run.`);
}

if (run('build', 'npm', ['run', 'build'])) {
  // The crash test kills the built server mid-write (docs/decisions/crash-test.md).
  await onBothDatabases('crash tests', 'crash');
  const output = path.join(resultsDir, 'e2e.json');
  run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
} else {
  totals.failed += 1;
}

if (failedStages.length) console.error(`\nFailed: ${failedStages.join(', ')}`);
console.info(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
