import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORAGE_PREFIX } from '@wellfit/contracts/constants';
import { translateMessage, type MessageKey } from '@wellfit/contracts/messages';
import { MemoryStorage } from '../test-support/memory-storage';
import { ApiError, createApiClient, UnauthorizedError, type ApiClient } from './api-client';
import { createAppStorage, isNonEmptyText } from './storage';

/**
 * The client against a real HTTP server (node:http): each test says how the server answers,
 * and the assertions look at what went over the wire and what the caller gets.
 */
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let baseUrl = '';
let handler: Handler = (_request, _body, response) => response.end();
const received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];

function answerJson(status: number, payload: unknown): Handler {
  return (_request, _body, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Harness {
  client: ApiClient;
  backend: MemoryStorage;
  toasts: string[];
  sessionExpiredCalls: number;
  reloads: number;
  maintenanceCalls: number;
}

function harness(options: { loginSucceeds?: boolean; token?: string } = {}): Harness {
  const backend = new MemoryStorage();
  const storage = createAppStorage(() => backend);
  if (options.token) storage.set(STORAGE_KEYS.token, options.token);
  const state: Harness = {
    backend,
    toasts: [],
    sessionExpiredCalls: 0,
    reloads: 0,
    maintenanceCalls: 0,
    client: undefined as unknown as ApiClient,
  };
  state.client = createApiClient({
    baseUrl,
    storage,
    locale: () => 'en',
    translate: (key: MessageKey) => translateMessage(key, 'en'),
    showToast: (text) => state.toasts.push(text),
    onSessionExpired: async () => {
      state.sessionExpiredCalls += 1;
      return options.loginSucceeds ?? false;
    },
    reload: () => {
      state.reloads += 1;
    },
    onMaintenance: () => {
      state.maintenanceCalls += 1;
    },
    newDeviceId: () => 'device-123',
  });
  return state;
}

beforeEach(() => {
  received.length = 0;
});

describe('request headers (SPEC §7)', () => {
  it('sends country, language, locale, token, platform and a device id kept in storage', async () => {
    handler = answerJson(200, { code: 200, msg: 'success', data: null });
    const { client, backend } = harness({ token: 'member-token' });
    await client.get('/api/web/getUserDetails');
    await client.get('/api/web/getUserDetails');

    const [first, second] = received;
    expect(first?.headers).toMatchObject({
      country: 'TW',
      language: 'zh',
      locale: 'en',
      token: 'member-token',
      platform: '4',
      'device-id': 'device-123',
    });
    expect(second?.headers['device-id']).toBe('device-123');
    expect(backend.getItem(`${STORAGE_PREFIX}device_id`)).toBe('"device-123"');
  });

  it('sends the literal notoken when the request is flagged noAuth, or when there is no token', async () => {
    handler = answerJson(200, { code: 200, msg: '', data: null });
    await harness({ token: 'member-token' }).client.get('/api/web/home', { noAuth: true });
    await harness().client.get('/api/web/home');
    expect(received.map((request) => request.headers.token)).toEqual(['notoken', 'notoken']);
  });

  it('sends the body as JSON and the query string', async () => {
    handler = answerJson(200, { code: 200, msg: '', data: 3 });
    const { client } = harness();
    await client.post('/api/web/mall/car/add', { productId: 1, quantity: 2 });
    await client.get('/api/web/mall/car/delete', { query: { ids: '1,2', skip: undefined } });
    expect(received[0]).toMatchObject({ method: 'POST', body: '{"productId":1,"quantity":2}' });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[1]?.url).toBe('/api/web/mall/car/delete?ids=1%2C2');
  });
});

describe('multipart bodies (file uploads)', () => {
  it('sends a FormData as multipart/form-data with its boundary and the same §7 headers, and unwraps the answer', async () => {
    handler = answerJson(200, { code: 200, msg: 'success', data: { avatarUrl: '/media/avatars/1.webp' } });
    const { client } = harness({ token: 'member-token' });
    const form = new FormData();
    form.append('file', new Blob(['fake image bytes'], { type: 'image/png' }), 'me.png');

    await expect(client.post('/api/web/user/uploadAvatar', form)).resolves.toEqual({
      avatarUrl: '/media/avatars/1.webp',
      msg: 'success',
    });

    const [upload] = received;
    const contentType = upload?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect(upload?.headers).toMatchObject({
      country: 'TW',
      language: 'zh',
      locale: 'en',
      token: 'member-token',
      platform: '4',
      'device-id': 'device-123',
      accept: 'application/json',
    });
    // Read back the way a server would: the boundary in the header must split the body.
    const parts = await new Response(upload?.body, { headers: { 'content-type': contentType } }).formData();
    const file = parts.get('file');
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'me.png', type: 'image/png' });
    expect(await (file as File).text()).toBe('fake image bytes');
  });

  it('a refused upload gets the §8 handling of any call: server message, toast unless muted, ApiError', async () => {
    const text = translateMessage('warning_avatar_too_small', 'en');
    handler = answerJson(400, { code: 400, msg: text, data: null, key: 'warning_avatar_too_small' });
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob(['tiny']), 'tiny.png');
      return body;
    };
    const shown = harness();
    await expect(shown.client.post('/api/web/user/uploadAvatar', form())).rejects.toMatchObject({
      code: 400,
      key: 'warning_avatar_too_small',
      message: text,
    });
    expect(shown.toasts).toEqual([text]);
    const muted = harness();
    const error = await muted.client
      .post('/api/web/user/uploadAvatar', form(), { muteToast: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(muted.toasts).toEqual([]);
  });
});

describe('answers (SPEC §7, §8)', () => {
  it('unwraps the envelope', async () => {
    handler = answerJson(200, { code: 200, msg: 'success', data: [1, 2] });
    await expect(harness().client.get('/api/web/list')).resolves.toEqual([1, 2]);
  });

  it('copies msg into data.msg when data is an object without one', async () => {
    handler = answerJson(200, { code: 200, msg: 'Verification code sent', data: { sent: true } });
    await expect(harness().client.post('/api/web/login/send')).resolves.toEqual({
      sent: true,
      msg: 'Verification code sent',
    });
    handler = answerJson(200, { code: 200, msg: 'outer', data: { msg: 'inner' } });
    await expect(harness().client.post('/api/web/login/send')).resolves.toEqual({ msg: 'inner' });
  });

  it('returns static .json files as they are', async () => {
    handler = answerJson(200, { code: 'not an envelope', list: [1] });
    await expect(harness().client.get('/static/config.json')).resolves.toEqual({ code: 'not an envelope', list: [1] });
  });

  it('400: throws the server message with its catalogue key and shows the message in a toast', async () => {
    handler = answerJson(400, {
      code: 400,
      msg: 'Invalid verification code, please try again',
      data: null,
      key: 'warning_invalid_code',
    });
    const state = harness();
    const error = await state.client.post('/api/web/login/pcLogin').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      key: 'warning_invalid_code',
      message: 'Invalid verification code, please try again',
    });
    expect(state.toasts).toEqual(['Invalid verification code, please try again']);
  });

  it('500 without a message: throws the generic error text', async () => {
    handler = answerJson(500, { code: 500, msg: '', data: null, key: 'common_error' });
    const state = harness();
    await expect(state.client.get('/api/web/home')).rejects.toMatchObject({
      code: 500,
      key: 'common_error',
      message: translateMessage('common_error', 'en'),
    });
    expect(state.toasts).toEqual([translateMessage('common_error', 'en')]);
  });

  it('429 (rate limits): throws the catalogue message and shows it in a toast, like 400 and 500', async () => {
    const text = translateMessage('too_many_requests', 'en');
    handler = answerJson(429, { code: 429, msg: text, data: null, key: 'too_many_requests' });
    const state = harness();
    const error = await state.client
      .post('/api/web/login/send', { phone: '0912345678', countryCode: '886' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ code: 429, key: 'too_many_requests', message: text });
    expect(state.toasts).toEqual([text]);
    expect(state.sessionExpiredCalls + state.maintenanceCalls).toBe(0);

    const muted = harness();
    await expect(muted.client.post('/api/web/login/send', {}, { muteToast: true })).rejects.toMatchObject({
      code: 429,
      message: text,
    });
    expect(muted.toasts).toEqual([]);
  });

  it('muteToast: throws without a toast', async () => {
    handler = answerJson(400, { code: 400, msg: 'Nope', data: null, key: 'validation_invalid' });
    const state = harness();
    await expect(state.client.get('/api/web/x', { muteToast: true })).rejects.toBeInstanceOf(ApiError);
    expect(state.toasts).toEqual([]);
  });

  it('an answer that is not an envelope is an error', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    await expect(harness().client.get('/api/web/x', { muteToast: true })).rejects.toMatchObject({
      code: 502,
      key: 'common_error',
    });
  });

  it('a failure without a catalogue key (a proxy, an unknown key) is the generic error, whatever its status', async () => {
    handler = answerJson(503, { code: 503, msg: 'Service Unavailable', data: null });
    const state = harness();
    const error = await state.client.get('/api/web/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 503, key: 'common_error', message: 'Service Unavailable' });
    expect(state.maintenanceCalls).toBe(0);

    handler = answerJson(409, { code: 409, msg: 'Conflict', data: null, key: 'no_such_key_in_the_catalogue' });
    await expect(state.client.get('/api/web/x', { muteToast: true })).rejects.toMatchObject({
      code: 409,
      key: 'common_error',
    });
  });

  it('a network failure shows the network error', async () => {
    const state = harness();
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      storage: createAppStorage(() => new MemoryStorage()),
      locale: () => 'en',
      translate: (key) => translateMessage(key, 'en'),
      showToast: (text) => state.toasts.push(text),
      onSessionExpired: async () => false,
      reload: () => undefined,
      onMaintenance: () => undefined,
      newDeviceId: () => 'd',
    });
    await expect(unreachable.get('/api/web/x')).rejects.toMatchObject({ code: 0, key: 'network_error' });
    expect(state.toasts).toEqual([translateMessage('network_error', 'en')]);
  });
});

describe('session end (SPEC §8 401)', () => {
  function storedKeys(state: Harness): string[] {
    return state.backend.keys().map((key) => key.slice(STORAGE_PREFIX.length));
  }

  it('clears token, expiry and sports data, asks for login, and throws Unauthorized when it is dismissed', async () => {
    handler = answerJson(401, { code: 401, msg: 'Unauthorized', data: null, key: 'unauthorized' });
    const state = harness({ token: 'expired' });
    const storage = createAppStorage(() => state.backend);
    storage.set(STORAGE_KEYS.tokenExpireAt, 123);
    storage.set(STORAGE_KEYS.uSport, { authCode: 'A1' });
    storage.set(STORAGE_KEYS.account, '0912345678');

    await expect(state.client.get('/api/web/getUserDetails')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.sessionExpiredCalls).toBe(1);
    expect(state.reloads).toBe(0);
    expect(storage.get(STORAGE_KEYS.token, isNonEmptyText)).toBeNull();
    expect(storedKeys(state)).not.toContain('token_expire_at');
    expect(storedKeys(state)).not.toContain('u_sport');
    expect(storedKeys(state)).toContain('account');
  });

  it('reloads the page when the visitor logs in again', async () => {
    handler = answerJson(401, { code: 401, msg: 'Unauthorized', data: null, key: 'unauthorized' });
    const state = harness({ token: 'expired', loginSucceeds: true });
    await expect(state.client.get('/api/web/getUserDetails')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.reloads).toBe(1);
  });

  it('asks once when several calls of the same session are refused together', async () => {
    // The server holds its answers until both calls have arrived, so both left with the token.
    const waiting: ServerResponse[] = [];
    handler = (_request, _body, response) => {
      waiting.push(response);
      if (waiting.length < 2) return;
      for (const held of waiting) {
        held.writeHead(401, { 'content-type': 'application/json' });
        held.end(JSON.stringify({ code: 401, msg: 'Unauthorized', data: null, key: 'unauthorized' }));
      }
    };
    const state = harness({ token: 'revoked' });
    const calls = [state.client.get('/api/web/mall/car/count'), state.client.get('/api/web/userMessage/list')];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.sessionExpiredCalls).toBe(1);
  });

  it('leaves a newer session alone when a call of the old one is refused', async () => {
    const state = harness({ token: 'old' });
    const storage = createAppStorage(() => state.backend);
    // The member logs in again while a call made with the old token is on its way.
    const refuse = answerJson(401, { code: 401, msg: 'Unauthorized', data: null, key: 'unauthorized' });
    handler = (request, body, response) => {
      storage.set(STORAGE_KEYS.token, 'new');
      refuse(request, body, response);
    };
    await expect(state.client.get('/api/web/mall/car/count')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.sessionExpiredCalls).toBe(0);
    expect(storage.get(STORAGE_KEYS.token, isNonEmptyText)).toBe('new');
  });
});

describe('maintenance (SPEC §8 503)', () => {
  it('goes to the maintenance screen and throws the maintenance message', async () => {
    const text = translateMessage('under_maintenance', 'en');
    handler = answerJson(503, { code: 503, msg: text, data: null, key: 'under_maintenance' });
    const state = harness();
    await expect(state.client.get('/api/web/home')).rejects.toMatchObject({
      code: 503,
      key: 'under_maintenance',
      message: text,
    });
    expect(state.maintenanceCalls).toBe(1);
    expect(state.toasts).toEqual([]);
  });
});
