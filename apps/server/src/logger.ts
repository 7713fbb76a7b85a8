import { pino, stdSerializers, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/** Headers that carry credentials are never written to logs. */
const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];
const REDACTED = '[redacted]';

/** A query value that says nothing about a member: a number, a flag, a list of ids. */
const PLAIN_QUERY_VALUE = /^(-?\d+(\.\d+)?(,-?\d+)*|true|false)?$/;

/**
 * A request address as logs keep it: the path, and the query with every value redacted that is
 * not a plain number or flag. Query values carry bearer tokens (a signed video address is a
 * permission for 10 minutes), OAuth codes and what members typed (a search keyword).
 */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactPath(url);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const value = pair.slice(equals + 1);
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        decoded = value;
      }
      return PLAIN_QUERY_VALUE.test(decoded) ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${redactPath(url.slice(0, queryStart))}?${query}`;
}

/**
 * A path segment of 24 or more token characters is a bearer token, not a name (the simulator's
 * 3-D address, a campaign page's hash): it is redacted like a query value. Ids and slugs are shorter.
 */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{24,}(?=\/|$)/g;
function redactPath(path: string): string {
  return path.replace(TOKEN_SEGMENT, `/${REDACTED}`);
}

/** SQLSTATE class 22 (data exception) messages quote the offending value, e.g. `invalid input syntax for type bigint: "…"`. */
const DATA_EXCEPTION = /^22/;

/**
 * Errors as logs keep them: pino's error serializer, minus the values of a failed query, which
 * are what members typed. Drizzle puts the parameters into its message ("params: …") and a
 * `params` field; PostgreSQL's `detail` repeats a conflicting value, and a data exception's
 * message quotes the value it refused. The SQL text itself (placeholders only) stays.
 */
export function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  // Not an error: pino hands the value back as it is, and it is not ours to change.
  if (!serialized || typeof serialized !== 'object' || serialized === error) return serialized;
  const replacements: Array<[string, string]> = [];
  for (let link: unknown = error, depth = 0; link && typeof link === 'object' && depth < 8; depth += 1) {
    const fields = link as { params?: unknown; code?: unknown; message?: unknown; cause?: unknown };
    if (fields.params !== undefined) replacements.push([`params: ${String(fields.params)}`, `params: ${REDACTED}`]);
    if (typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code) && typeof fields.message === 'string') {
      replacements.push([fields.message, fields.message.replace(/"[^]*"/g, `"${REDACTED}"`)]);
    }
    link = fields.cause;
  }
  for (const field of ['message', 'stack'] as const) {
    const original = serialized[field];
    if (typeof original !== 'string') continue;
    let text = original;
    for (const [secret, replacement] of replacements) text = text.split(secret).join(replacement);
    serialized[field] = text;
  }
  for (const field of ['params', 'parameters', 'detail']) if (field in serialized) serialized[field] = REDACTED;
  return serialized;
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Every log line's `url` and `err`, wherever it is logged (access lines, render failures).
    serializers: { url: redactUrl, err: serializeError },
  };
}

/**
 * The server's logger: one readable line per entry when stdout is a terminal (a person ran
 * `npm start` or `npm run dev`), JSON lines otherwise (a log collector, a pipe, the tests).
 * pino-pretty formats in this thread rather than in a transport worker, so the bundled server
 * needs no worker file; it is a dependency of the server for that reason.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  if (!process.stdout.isTTY) return pino(loggerOptions(config));
  const readable = pretty({ destination: 1, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
  return pino(loggerOptions(config), readable);
}
