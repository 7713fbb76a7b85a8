import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createServiceContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { appConfigValue } from '../modules/data-dictionary/data-dictionary.service.ts';
import { API_DOCS_PREFIX } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: { isOn(): Promise<boolean> };
  }
}

/** Still answered during maintenance: the docs, and the dictionary the web app reads to show the maintenance page. */
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path === API_DOCS_PREFIX || path.startsWith(`${API_DOCS_PREFIX}/`)) return true;
  return request.method === 'POST' && path === '/api/web/queryDataDictionary';
}

/**
 * Maintenance is on when MAINTENANCE_MODE=true or the dictionary's appConfig maintenanceMode
 * is '1'. The dictionary value comes from the dictionary's in-process snapshot (re-read at most
 * every few seconds), so the check costs no query per request.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance, options: { forcedOn: boolean }) => {
    const ctx = createServiceContext(app.database.db);
    const isOn = async () => {
      if (options.forcedOn) return true;
      try {
        return (await appConfigValue(ctx, 'maintenanceMode')) === '1';
      } catch (error) {
        app.log.warn({ err: error }, 'maintenance flag unreadable; treating maintenance as off');
        return false;
      }
    };
    app.decorate('maintenance', { isOn });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || isExempt(request)) return;
      if (await isOn()) throw new AppError('under_maintenance', 503);
    });
  },
  { name: 'maintenance', dependencies: ['database', 'request-context'] },
);
