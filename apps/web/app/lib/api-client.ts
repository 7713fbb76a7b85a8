import i18next from 'i18next';
import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { SUCCESS_CODE } from '@wellfit/contracts/envelope';
import { COUNTRY, HEADER, LANGUAGE, NO_TOKEN, PLATFORM_WEB } from '@wellfit/contracts/headers';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@wellfit/contracts/locale';
import { isMessageKey, type MessageKey } from '@wellfit/contracts/messages';
import { apiClientReactions } from './api-client-reactions';
import { isNonEmptyText, storage as browserStorage, type AppStorage } from './storage';
import { showToast } from './toast';

/**
 * An answer other than success (SPEC §8). `key` is the stable catalogue key callers branch on
 * (docs/decisions/error-keys-on-the-wire.md); `message` is the text to show; `code` is the
 * envelope code (equal to the HTTP status; 0 when no answer came).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly code: number,
    readonly key: MessageKey,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** SPEC §8 Unauthorized: no token, or the session ended and the visitor did not log in again. */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
  constructor(message: string) {
    super(message, 401, 'unauthorized');
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  query?: Record<string, QueryValue>;
  /**
   * Sent as JSON; a FormData is sent as multipart/form-data (file uploads) with the content
   * type left to fetch, which adds the part boundary.
   */
  body?: unknown;
  /** SPEC §7: send the literal `notoken` instead of the stored token. */
  noAuth?: boolean;
  /** SPEC §7: do not show the error toast; the caller shows the error itself. */
  muteToast?: boolean;
  signal?: AbortSignal;
}

/** What the client needs from its surroundings; the browser defaults are below, tests pass their own. */
export interface ApiClientEnvironment {
  baseUrl: string;
  storage: AppStorage;
  locale(): Locale;
  /** A SPEC §8 catalogue message in the visitor's language. */
  translate(key: MessageKey): string;
  showToast(text: string): void;
  /** SPEC §8 401: the stored token is already cleared; asks the visitor to log in, true when they did. */
  onSessionExpired(): Promise<boolean>;
  /** SPEC §8 401 after a successful login. */
  reload(): void;
  /** SPEC §8 503: the site is under maintenance. */
  onMaintenance(): void;
  newDeviceId(): string;
}

const REQUEST_TIMEOUT_MS = 30_000;

interface Envelope {
  code: number;
  msg?: string | null;
  data: unknown;
  /** Failure answers only: the catalogue key. */
  key?: unknown;
}

/**
 * The catalogue key of a failure. The server sends one with every failure; an answer without
 * one (a proxy's error page, an older server) is named by its status: SPEC §8 treats 401 as
 * Unauthorized, anything else as the generic error.
 */
function failureKey(answer: Envelope | null, status: number): MessageKey {
  if (typeof answer?.key === 'string' && isMessageKey(answer.key)) return answer.key;
  return status === 401 ? 'unauthorized' : 'common_error';
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'number') return false;
  return !('msg' in body) || body.msg === null || typeof body.msg === 'string';
}

/** SPEC §7: static .json files are served as they are, without the {code,msg,data} wrapper. */
function isStaticJson(path: string): boolean {
  return new URL(path, 'http://origin.invalid').pathname.endsWith('.json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Answers are `unknown`: an API file parses them with its contract schema, or with a type guard
 * where zod may not load (docs/decisions/answer-parsing-in-the-browser.md); a typed cast would
 * trust the wire without checking it.
 */
export interface ApiClient {
  get(path: string, options?: Omit<ApiRequestOptions, 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body'>): Promise<unknown>;
  request(method: string, path: string, options?: ApiRequestOptions): Promise<unknown>;
  /** A long-lived GET read by the caller (server-sent events), with the same headers as every call. */
  stream(path: string, signal: AbortSignal): Promise<Response>;
}

export function createApiClient(environment: ApiClientEnvironment): ApiClient {
  const message = (key: MessageKey) => environment.translate(key);

  function deviceId(): string {
    const stored = environment.storage.get(STORAGE_KEYS.deviceId, isNonEmptyText);
    if (stored) return stored;
    const created = environment.newDeviceId();
    environment.storage.set(STORAGE_KEYS.deviceId, created);
    return created;
  }

  /** The session a request speaks for: the stored token, or none (`notoken`). */
  function sessionToken(options: ApiRequestOptions): string | null {
    return options.noAuth ? null : environment.storage.get(STORAGE_KEYS.token, isNonEmptyText);
  }

  function headers(options: ApiRequestOptions, token: string | null): Headers {
    const result = new Headers({
      [HEADER.country]: COUNTRY,
      [HEADER.language]: LANGUAGE,
      [HEADER.locale]: environment.locale(),
      [HEADER.token]: token ?? NO_TOKEN,
      [HEADER.platform]: PLATFORM_WEB,
      [HEADER.deviceId]: deviceId(),
      accept: 'application/json',
    });
    if (options.body !== undefined && !(options.body instanceof FormData)) {
      result.set('content-type', 'application/json');
    }
    return result;
  }

  function fail(text: string, code: number, key: MessageKey, data: unknown, options: ApiRequestOptions): never {
    if (!options.muteToast) environment.showToast(text);
    throw new ApiError(text, code, key, data);
  }

  async function sessionExpired(serverMessage: string, sentToken: string | null): Promise<never> {
    const error = new UnauthorizedError(serverMessage || message('unauthorized'));
    // A 401 for a session that has already ended in this tab (several member calls were in flight
    // when the first 401 came, or the member logged out) or that a new login has replaced says
    // nothing new: the end was handled once, and the newer session is not the one refused. Asking
    // again would open the login dialog over a page that app start has already logged out.
    if (environment.storage.get(STORAGE_KEYS.token, isNonEmptyText) !== sentToken) throw error;
    environment.storage.remove(STORAGE_KEYS.token, STORAGE_KEYS.tokenExpireAt, STORAGE_KEYS.uSport);
    const loggedIn = await environment.onSessionExpired();
    if (loggedIn) environment.reload();
    throw error;
  }

  async function request(method: string, path: string, options: ApiRequestOptions = {}): Promise<unknown> {
    const token = sessionToken(options);
    let response: Response;
    try {
      response = await fetch(environment.baseUrl + path + toQueryString(options.query), {
        method,
        headers: headers(options, token),
        body: encodeBody(options.body),
        signal: withTimeout(options.signal),
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      return fail(message('network_error'), 0, 'network_error', null, options);
    }

    const body: unknown = await response.json().catch(() => undefined);

    if (isStaticJson(path)) {
      if (!response.ok || body === undefined) {
        return fail(message('common_error'), response.status, 'common_error', null, options);
      }
      return body;
    }

    const answer = isEnvelope(body) ? body : null;
    const code = answer ? answer.code : response.status;
    const serverMessage = answer?.msg ?? '';

    if (!answer || code !== SUCCESS_CODE || !response.ok) {
      const key = failureKey(answer, code);
      if (key === 'unauthorized') return sessionExpired(serverMessage, token);
      if (key === 'under_maintenance') {
        environment.onMaintenance();
        throw new ApiError(serverMessage || message('under_maintenance'), code, key);
      }
      // SPEC §8 names 400 and 500; any other failure (429 rate limits, 404, 413 …) is treated the same way.
      return fail(serverMessage || message(key), code, key, answer?.data ?? null, options);
    }

    const data = answer.data;
    if (isPlainObject(data) && !('msg' in data) && serverMessage) return { ...data, msg: serverMessage };
    return data;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    stream: (path, signal) =>
      fetch(environment.baseUrl + path, { headers: headers({}, sessionToken({})), signal, credentials: 'same-origin' }),
  };
}

function browserLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

const browserTranslate = (key: MessageKey): string => i18next.t(`messages:${key}`);

/** SPEC §8 Invalid response data: a success answer without the fields the call promises. */
export function invalidResponseError(data: unknown): ApiError {
  return new ApiError(browserTranslate('invalid_response_data'), SUCCESS_CODE, 'invalid_response_data', data);
}

/** What parseAnswer needs of a contract schema (zod's safeParse), so this module loads without zod. */
interface AnswerSchema<Answer> {
  safeParse(value: unknown): { success: true; data: Answer } | { success: false };
}

/**
 * The one way an API file reads a success answer: through its contract schema. An answer that
 * does not fit is SPEC §8 "Invalid response data" (docs/decisions/answer-parsing-in-the-browser.md).
 */
export function parseAnswer<Answer>(schema: AnswerSchema<Answer>, answer: unknown): Answer {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw invalidResponseError(answer);
  return parsed.data;
}

/** SPEC §8 Unauthorized for a member call made without a token; no request is sent. */
export function missingTokenError(): UnauthorizedError {
  return new UnauthorizedError(browserTranslate('unauthorized'));
}

/**
 * The browser's client. The reactions to an ended session or maintenance belong to features,
 * which plug them in at app start (api-client-reactions.ts), so this module does not depend on them.
 */
export const apiClient = createApiClient({
  baseUrl: '',
  storage: browserStorage,
  locale: browserLocale,
  translate: browserTranslate,
  showToast,
  onSessionExpired: () => apiClientReactions.onSessionExpired(),
  reload: () => window.location.reload(),
  onMaintenance: () => apiClientReactions.onMaintenance(),
  newDeviceId: () => crypto.randomUUID(),
});
