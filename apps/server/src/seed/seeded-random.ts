import { Faker, base, en, zh_TW } from '@faker-js/faker';

/** The default seed: the day the demo set was first cut (2026-11-21). */
export const DEFAULT_SEED = 20261121;

/**
 * FNV-1a over the stream name, mixed with the seed. Every table (and every batch of a bulk
 * table) draws from its own stream, so adding a table or changing a batch size elsewhere
 * never shifts the rows of another one.
 */
function streamSeed(seed: number, stream: string, index: number): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  const key = `${stream}#${index}`;
  for (let position = 0; position < key.length; position += 1) {
    hash ^= key.charCodeAt(position);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A Faker speaking Taiwanese Mandarin (names, cities) with English and base data behind it. */
export function createSeededFaker(seed: number, stream: string, index = 0): Faker {
  const faker = new Faker({ locale: [zh_TW, en, base] });
  faker.seed(streamSeed(seed, stream, index));
  return faker;
}
