import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
  /** True when buildApp opened the database itself, so closing the app closes it too. */
  closeWithApp: boolean;
}

export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    app.decorate<DatabaseHandle>('database', options.database);
    if (options.closeWithApp) app.addHook('onClose', () => options.database.close());
  },
  { name: 'database' },
);
