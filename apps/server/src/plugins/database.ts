import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { createDatabaseListener, type DatabaseListener } from '../db/listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** This process's one listener for NOTIFY (db/listener.ts); it connects on first use. */
    databaseListener: DatabaseListener;
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
    app.decorate<DatabaseListener>('databaseListener', createDatabaseListener(options.database, app.log));
    app.addHook('onClose', async () => {
      await app.databaseListener.close();
      if (options.closeWithApp) await options.database.close();
    });
  },
  { name: 'database' },
);
