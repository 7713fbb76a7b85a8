import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnRewritePlugin } from './cdn-rewrite.ts';

const BUCKET = 'wellfit-media.s3.ap-northeast-1.amazonaws.com';
const app = Fastify();

beforeAll(async () => {
  await app.register(cdnRewritePlugin, { rewrites: [{ from: BUCKET, to: 'media.wellfit.tw' }] });
  app.get('/api/picture', async () => ({ url: `https://${BUCKET}/avatars/1.webp` }));
  app.get('/api/signed', { config: { cdnRewrite: false } }, async () => ({
    url: `https://${BUCKET}/private/a.png?X-Amz-Signature=abc`,
  }));
  await app.ready();
});
afterAll(() => app.close());

it('rewrites bucket hosts to the CDN, except in answers that carry addresses signed for the bucket', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/picture' })).json().url).toBe(
    'https://media.wellfit.tw/avatars/1.webp',
  );
  expect((await app.inject({ method: 'GET', url: '/api/signed' })).json().url).toBe(
    `https://${BUCKET}/private/a.png?X-Amz-Signature=abc`,
  );
});
