import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './precompressed-assets.ts';

// Server-rendered inside the Fastify process (apps/server/src/plugins/web-app.ts imports build/server/index.js).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  async buildEnd({ reactRouterConfig }) {
    await precompressAssets(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
