/**
 * For a test that expects its code to log an error (a failure path that reports on the
 * console): console.error lines matching `pattern` do not fail the current test
 * (scripts/vitest-console-guard.ts). Other console.error lines still do.
 */
export function allowConsoleError(pattern: RegExp): void {
  const holder = globalThis as typeof globalThis & {
    [key: symbol]: { allowed: RegExp[] } | undefined;
  };
  const state = holder[Symbol.for('wellfit.consoleGuard')];
  if (!state) throw new Error('allowConsoleError needs scripts/vitest-console-guard.ts among the setup files');
  state.allowed.push(pattern);
}
