import { parseArgs } from 'node:util';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES } from '@wellfit/contracts/admin';
import { translateMessage } from '@wellfit/contracts/messages';
import { ConfigError, loadConfig } from './config.ts';
import { createServiceContext } from './context.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { isAppError } from './errors.ts';
import {
  createOperator,
  disableOperator,
  isOperatorRole,
  listOperators,
} from './modules/operators/operators.service.ts';

const USAGE = `Usage: npm run operator -- <command> [options]

  create --email E --name N --role R [--password-stdin]
            a new operator; R is one of ${OPERATOR_ROLES.join(', ')}. The password (${OPERATOR_PASSWORD_MIN}+
            characters) is asked for twice without echo, or read from the first line of
            standard input with --password-stdin (never from the command line, which shells keep)
  list      every operator, with role, state and last sign-in
  disable --email E
            the operator can no longer sign in; their open sessions end now

The database is DATABASE_URL (PostgreSQL) or the PGlite under DATA_DIR (./data).`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003' || character === '\u0004') return finish(new UsageError('cancelled'));
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file: `--password-stdin < secret.txt`). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return firstLineOfStdin();
  if (!process.stdin.isTTY)
    throw new UsageError('no terminal to ask for the password on: pipe it in with --password-stdin');
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function formatDate(date: Date | null): string {
  return date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-';
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.info(USAGE);
    return command ? 0 : 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });

  let run: (ctx: ReturnType<typeof createServiceContext>) => Promise<void>;
  const config = loadConfig();
  if (command === 'create') {
    const email = required(values.email, 'email');
    const name = required(values.name, 'name');
    const role = required(values.role, 'role');
    if (!isOperatorRole(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
    const password = await readPassword(values['password-stdin'] ?? false);
    run = async (ctx) => {
      const operator = await createOperator(ctx, config, { email, name, role, password });
      console.info(`Created operator ${operator.id}: ${operator.email} (${operator.role}).`);
    };
  } else if (command === 'list') {
    run = async (ctx) => {
      const operators = await listOperators(ctx);
      if (operators.length === 0) console.info('No operators yet: npm run operator -- create …');
      for (const operator of operators) {
        const state = operator.disabledAt ? `disabled ${formatDate(operator.disabledAt)}` : 'active';
        console.info(
          `${String(operator.id).padStart(4)}  ${operator.email.padEnd(32)} ${operator.name.padEnd(16)} ${operator.role.padEnd(16)} ${state.padEnd(28)} last sign-in ${formatDate(operator.lastSignInAt)}`,
        );
      }
    };
  } else if (command === 'disable') {
    const email = required(values.email, 'email');
    run = async (ctx) => {
      const operator = await disableOperator(ctx, email);
      console.info(`Disabled operator ${operator.id}: ${operator.email}; their sessions have ended.`);
    };
  } else {
    throw new UsageError(`unknown command "${command}"`);
  }

  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    await run(createServiceContext(database.db, { locale: 'en' }));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (isAppError(error)) {
      console.error(translateMessage(error.key, 'en', error.values));
      process.exit(1);
    }
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exit(1);
  },
);
