import { inspect } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

/*
 * Vitest setup file of every project: a test fails when it calls console.error unless it said it
 * expects that line (allowConsoleError in scripts/console-error-allowance.ts), as the browser
 * tests fail on an unexpected console error (e2e/fixtures.ts). React, i18next and our own code
 * report broken state through console.error; a test that passes while one is printed hides it.
 */

interface ConsoleGuardState {
  allowed: RegExp[];
  unexpected: string[];
}

// On globalThis: the test file's import of the allowance and this setup file share it whatever
// module instance each one gets.
const STATE_KEY = Symbol.for('wellfit.consoleGuard');
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: ConsoleGuardState };
const state: ConsoleGuardState = (holder[STATE_KEY] ??= { allowed: [], unexpected: [] });

const describeArgument = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof Error ? (value.stack ?? value.message) : inspect(value);

const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(describeArgument).join(' ');
  if (!state.allowed.some((pattern) => pattern.test(text))) state.unexpected.push(text);
  printError(...args);
};

// Lines printed by a file's beforeAll stay in `unexpected` and fail its first test.
beforeEach(() => {
  state.allowed = [];
});

afterEach(() => {
  const unexpected = state.unexpected;
  state.unexpected = [];
  state.allowed = [];
  expect(unexpected, 'console.error was called unexpectedly').toEqual([]);
});
