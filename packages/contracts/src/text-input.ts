/**
 * Text no WellFit field can hold: NUL (PostgreSQL's text refuses 0x00) and UTF-16 surrogates
 * that are not part of a pair (they cannot be written as UTF-8 and would be stored as "�").
 * With the `u` flag a well-formed pair is one astral code point, so only a lone half matches.
 */
const UNACCEPTABLE_TEXT = /[\0\uD800-\uDFFF]/u;

export function hasUnacceptableCharacters(text: string): boolean {
  return UNACCEPTABLE_TEXT.test(text);
}

/**
 * Parsed JSON, query and path parameters are plain objects (the query parser's have a
 * null-prototype class); a stream or a Buffer holds no fields.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (or object key) in a parsed input that holds such a character,
 * or undefined. Walks without recursion and keeps a parent link instead of a path per value, so
 * a deeply nested JSON body costs neither stack nor quadratic time.
 */
export function findUnacceptableText(input: unknown): Array<string | number> | undefined {
  const pending: Visit[] = [{ value: input }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasUnacceptableCharacters(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnacceptableCharacters(key)) return pathOf(visit);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
