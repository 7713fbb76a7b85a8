/*
 * SPEC §3 SKU spData, read without zod: the product page parses it while rendering, and zod would
 * otherwise be a quarter of that page's JavaScript (docs/decisions/shell-chunk.md). The schema in
 * product-detail.ts is checked against this type.
 */

/** §3 SKU: one spec pair; spData is a list of them. */
export interface SpecPair {
  key: string;
  value: string;
}

function isSpecPair(value: unknown): value is SpecPair {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    typeof value.key === 'string' &&
    'value' in value &&
    typeof value.value === 'string'
  );
}

/** The spec pairs of a SKU's spData JSON; malformed text reads as no pairs. */
export function parseSpData(spData: string): SpecPair[] {
  try {
    const parsed: unknown = JSON.parse(spData);
    return Array.isArray(parsed) && parsed.every(isSpecPair) ? parsed.map(({ key, value }) => ({ key, value })) : [];
  } catch {
    return [];
  }
}
