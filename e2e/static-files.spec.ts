import { expect, test } from '@playwright/test';

// The browser build's text files are compressed when the shop is built, brotli at its highest
// quality and gzip at its highest level, and sent as they are (docs/decisions/precompressed-assets.md).
test('the shell script is sent as built in the encoding the browser takes, the same code in each', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-language': 'zh-TW' } });
  const script = /\/assets\/shell-[\w-]+\.js/.exec(await home.text())?.[0];
  if (!script) throw new Error('the home page preloads no shell script');

  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const code = await plain.body();

  const sizes = new Map<string, number>();
  for (const encoding of ['br', 'gzip']) {
    const answer = await request.get(script, { headers: { 'accept-encoding': `${encoding}, identity` } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['vary']).toContain('accept-encoding');
    // A file of known length: one compressed per answer is streamed without one.
    sizes.set(encoding, Number(answer.headers()['content-length']));
    expect(await answer.body()).toEqual(code);
  }
  // Brotli at quality 11 is well under gzip at level 9; at the per-answer quality 4 it was not.
  expect(sizes.get('br')).toBeLessThan(0.9 * (sizes.get('gzip') ?? 0));
  expect(sizes.get('gzip')).toBeLessThan(code.length / 2);

  // The compressed files are no addresses of their own.
  expect((await request.get(`${script}.br`)).status()).toBe(404);
});
