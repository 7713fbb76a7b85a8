import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @wellfit/server` writes SQL migrations from the tables files. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
});
