// Sums a V8 .cpuprofile (from `node --cpu-prof`) by function and by file, so a benchmark's
// hot spots can be read without a browser's profiler.
// Usage: node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [--top 40] [--by function|file|package] [--inclusive]
//   [--since ms] (samples from this many milliseconds after the profile started)
//   [--window from:to] (samples between two readings of the monotonic clock, in microseconds, as
//   process.hrtime.bigint() / 1000n reads it in any process: a bench prints its measured window so)
// --inclusive counts a sample for every distinct key on its stack (time spent in a function and
// all it calls), which shows the cost of whole stages such as rendering or a loader.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    by: { type: 'string', default: 'function' },
    inclusive: { type: 'boolean', default: false },
    since: { type: 'string', default: '0' },
    window: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: node bench/lib/cpu-profile-summary.mjs <file.cpuprofile> [--top 40] [--by function|file|package]',
  );
  process.exit(2);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));

// Sample counts per node; time deltas are equal on average, so counts give shares of CPU time.
// --since leaves out the first milliseconds (start-up, module loading) to see a measured run alone.
// --window keeps the samples of one measured stretch; V8 stamps a profile with the same monotonic
// clock as process.hrtime, in microseconds.
const [windowFrom, windowTo] = values.window ? values.window.split(':').map(Number) : [];
const fromMicros = windowFrom !== undefined ? windowFrom - profile.startTime : Number(values.since) * 1000;
const toMicros = windowTo !== undefined ? windowTo - profile.startTime : Number.POSITIVE_INFINITY;
const selfSamples = new Map();
let sampledAt = 0;
let totalSamples = 0;
profile.samples.forEach((id, index) => {
  sampledAt += profile.timeDeltas[index];
  if (sampledAt < fromMicros || sampledAt > toMicros) return;
  selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  totalSamples += 1;
});
const totalMs =
  (Math.min(toMicros, profile.endTime - profile.startTime) - Math.min(Math.max(fromMicros, 0), sampledAt)) / 1000;

/** Where a node_modules path belongs: `react-dom`, `@fastify/compress`, or the app's own file. */
function packageOf(url) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (!url) return '(native)';
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
}

function keyOf({ functionName, url, lineNumber }) {
  const file = url ? url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '') : '';
  if (values.by === 'file') return file || '(native)';
  if (values.by === 'package') return packageOf(url);
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

const totals = new Map();
if (values.inclusive) {
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const [id, samples] of selfSamples) {
    const keys = new Set();
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) keys.add(keyOf(node.callFrame));
    for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + samples);
  }
} else {
  for (const node of profile.nodes) {
    const samples = selfSamples.get(node.id) ?? 0;
    if (samples === 0) continue;
    const key = keyOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + samples);
  }
}

const idle = [...profile.nodes]
  .filter((node) => node.callFrame.functionName === '(idle)')
  .reduce((sum, node) => sum + (selfSamples.get(node.id) ?? 0), 0);
console.info(
  `${totalSamples} samples over ${totalMs.toFixed(0)} ms; busy ${(100 - (100 * idle) / totalSamples).toFixed(1)}%`,
);
const rows = [...totals]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))
  .map(([key, samples]) => ({
    [values.inclusive ? 'total %' : 'self %']: ((100 * samples) / totalSamples).toFixed(1),
    [values.inclusive ? 'total % of busy' : 'self % of busy']: ((100 * samples) / (totalSamples - idle)).toFixed(1),
    [values.by]: key.length > 110 ? `…${key.slice(-109)}` : key,
  }));
console.table(rows);
