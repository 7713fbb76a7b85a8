// The CPU time a measured run costs the shop: its own processes (the server and the workers it
// forks) and, on PostgreSQL, the backends that serve its database; read from /proc (Linux).
// On a machine shared with other work the request rate says as much about the neighbours as
// about the shop, while the CPU time one request takes changes far less with the load.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** USER_HZ: /proc counts CPU time in these ticks on every Linux the shop runs on. */
const TICKS_PER_SECOND = 100;

/** Parent pid and CPU ticks (user + system) of a live process, or undefined once it is gone. */
function statOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name in parentheses may hold spaces: the fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { parentPid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** The process and every process below it. */
function processTree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (!stat) continue;
    if (!children.has(stat.parentPid)) children.set(stat.parentPid, []);
    children.get(stat.parentPid).push(Number(name));
  }
  const tree = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function ticksOf(pids) {
  return new Map(pids.map((pid) => [pid, statOf(pid)?.ticks]));
}

/** Milliseconds of CPU the processes spent since `before` (a process gone meanwhile counts nothing). */
function spentSince(before) {
  let ticks = 0;
  for (const [pid, start] of before) {
    const now = statOf(pid)?.ticks;
    if (start !== undefined && now !== undefined) ticks += now - start;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** PostgreSQL backends connected to the database of `databaseUrl`, this meter's own excepted. */
async function backendsOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * Measures the CPU of the shop started as `rootPid` and, given `databaseUrl`, of its PostgreSQL
 * backends. `start()` before a run (after a warm-up, so the connection pools are full), then
 * `stop()` answers milliseconds spent by each side.
 */
export function cpuMeter(rootPid, databaseUrl) {
  return {
    async start() {
      const server = ticksOf(processTree(rootPid));
      const database = databaseUrl ? ticksOf(await backendsOf(databaseUrl)) : new Map();
      return {
        stop: () => ({ serverMs: spentSince(server), databaseMs: spentSince(database) }),
      };
    },
  };
}
