import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HOME_CARD_CODES, HOME_PAGE_CODES, type HomePageAnswer } from '@wellfit/contracts/home-page';
import { parseHomeCards } from '@wellfit/contracts/home-page-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/build-test-app.ts';

describe('the seeded home pages (issue 4 demo data)', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-home-seed-'));
    const database = await createTestDatabase();
    await seedDemoData(database, { dataDir, now: new Date('2026-11-21T03:30:00Z') });
    t = await buildTestApp({ database });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('use every SPEC §3 card code across the content home, shop home and group shop, and every card parses', async () => {
    const seen = new Set<string>();
    for (const code of [HOME_PAGE_CODES.content, HOME_PAGE_CODES.shop, HOME_PAGE_CODES.groupShop]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/web/home/page', payload: { code } });
      const { cards } = (response.json() as { data: HomePageAnswer }).data;
      const dropped: unknown[] = [];
      const parsed = parseHomeCards(cards, (error) => dropped.push(error));
      expect(dropped, code).toEqual([]);
      expect(parsed).toHaveLength(cards.length);
      for (const card of parsed) {
        seen.add(card.code);
        // Every card has something to show: a picture, a title or at least one resolved detail.
        const items = card.contents.flatMap((content) => [
          ...content.details,
          ...(content.image ? [content.image] : []),
        ]);
        expect(items.length, `${code} ${card.code}`).toBeGreaterThan(0);
      }
    }
    expect([...seen].sort()).toEqual([...HOME_CARD_CODES].sort());
  });
});
