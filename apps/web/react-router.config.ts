import type { Config } from '@react-router/dev/config';

// Server-rendered inside the Fastify process (apps/server/src/plugins/web-app.ts imports build/server/index.js).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
