import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { WebLoadContext } from '@wellfit/contracts/load-context';
import { requireLoadContext } from './load-context';

describe('requireLoadContext', () => {
  it('fails clearly when a loader runs without the Fastify bridge', () => {
    expect(() => requireLoadContext(undefined)).toThrow(/WebLoadContext is missing/);
    expect(() => requireLoadContext({} as AppLoadContext)).toThrow(/WebLoadContext is missing/);
  });

  it('hands back the context the bridge gave', () => {
    const context: WebLoadContext = {
      locale: 'zhCN',
      requestId: 'req-1',
      maintenance: false,
      cspNonce: '0123456789abcdef0123456789abcdef',
      // Only the identity of the context matters here; the services are never called.
      services: {} as WebLoadContext['services'],
    };
    expect(requireLoadContext(context as AppLoadContext)).toBe(context);
  });
});
