import type { AppLoadContext } from 'react-router';
import type { WebLoadContext } from '@wellfit/contracts/load-context';

declare module 'react-router' {
  // Fastify hands every loader the visitor's locale, the maintenance switch and the services.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

/**
 * The load context, or a clear error when a loader runs without the Fastify bridge (a unit test,
 * a prerender): public pages must not silently render without their data.
 */
export function requireLoadContext(context: AppLoadContext | undefined): WebLoadContext {
  if (!context || typeof context !== 'object' || !('services' in context) || !('locale' in context)) {
    throw new Error(
      'WebLoadContext is missing: this loader must run inside the Fastify bridge (apps/server/src/plugins/web-app.ts).',
    );
  }
  return context;
}
