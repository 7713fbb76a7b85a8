import { LOCALES, pickLocalisedText, type Locale } from '@wellfit/contracts/locale';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/build-test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { localisedList, localisedText, localisedTextOrEmpty } from './localised-text.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** What PostgreSQL answers for one stored value, read through the helpers. */
async function read(stored: object, locale: Locale) {
  const value = sql`${JSON.stringify(stored)}::jsonb`;
  const result = (await database.db.execute(
    sql`select ${localisedText(value, locale)} as text, ${localisedTextOrEmpty(value, locale)} as "orEmpty",
      ${localisedList(value, locale)} as list`,
  )) as unknown as { rows: Array<{ text: string | null; orEmpty: string; list: unknown }> };
  return result.rows[0]!;
}

describe('localised jsonb text in SQL', () => {
  it('answers the reader’s locale, then en, then zhTW; empty counts as missing; zhCN only for zhCN readers', async () => {
    const full = { zhTW: '瑜珈墊', zhCN: '瑜伽垫', en: 'Yoga mat' };
    expect((await read(full, 'zhCN')).text).toBe('瑜伽垫');
    expect((await read({ zhTW: '瑜珈墊', zhCN: '', en: 'Yoga mat' }, 'zhCN')).text).toBe('Yoga mat');
    expect((await read({ zhTW: '瑜珈墊', zhCN: '瑜伽垫' }, 'en')).text).toBe('瑜珈墊');
    expect((await read({ zhCN: '瑜伽垫' }, 'zhTW')).text).toBeNull();
    expect((await read({ zhCN: '瑜伽垫' }, 'zhTW')).orEmpty).toBe('');
    expect((await read({ zhTW: '', en: '' }, 'zhTW')).text).toBeNull();
  });

  it('reads a localised list in the same order, [] when no locale has one', async () => {
    expect((await read({ zhTW: ['一'], en: ['one'] }, 'zhCN')).list).toEqual(['one']);
    expect((await read({ zhCN: ['一'] }, 'en')).list).toEqual([]);
  });

  it('picks the same text in SQL as pickLocalisedText does in TypeScript', async () => {
    const samples = [
      { zhTW: '甲', zhCN: '乙', en: 'c' },
      { zhTW: '甲', zhCN: '', en: '' },
      { zhCN: '乙', en: 'c' },
      { zhCN: '乙' },
      {},
    ];
    for (const sample of samples) {
      for (const locale of LOCALES) {
        expect((await read(sample, locale)).text, `${JSON.stringify(sample)} in ${locale}`).toBe(
          pickLocalisedText(sample, locale),
        );
      }
    }
  });

  it('refuses anything but a locale, since the locale is written into the SQL', () => {
    expect(() => localisedText(sql`'{}'::jsonb`, "en'); drop table users; --" as Locale)).toThrow(RangeError);
  });
});
