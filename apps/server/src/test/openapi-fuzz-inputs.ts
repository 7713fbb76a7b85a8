import fc from 'fast-check';

/**
 * fast-check inputs for the OpenAPI fuzz suite (src/fuzz.test.ts): values a JSON Schema of the
 * document accepts, and the hostile ones a client may send anyway.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
}

/** Strings that broke or could break something: NUL, lone surrogates, SQL and markup, paths, unusual digits. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800x',
  'x\udfff',
  '%00',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\u202e\u0000\ufeff',
  '０９１２３４５６７８',
  '𝟘𝟙𝟚',
  '啞鈴'.repeat(300),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
] as const;

const NASTY_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** A value of any JSON type, many of them malformed for whatever field they land in. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(...NASTY_STRINGS),
    fc.constantFrom<unknown>(...NASTY_NUMBERS),
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    // Huge strings: past every field limit, under the body limit.
    fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
    fc.array(fc.constantFrom<unknown>(1, 'a', null), { maxLength: 300 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom<unknown>(1, 'a', null, {}), { maxKeys: 5 }),
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -(2 ** 31);
  let max = schema.maximum ?? 2 ** 31 - 1;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 64, Math.max(minLength, 64));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= maxLength);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Values the schema accepts (as far as JSON Schema can say: refinements in zod may still refuse them). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(option, depth + 1)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, depth + 1)));
  const plain = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'string':
        return validString(schema);
      case 'integer':
        return fc.integer(integerBounds(schema));
      case 'number': {
        const { min, max } = integerBounds(schema);
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(depth > 4 ? fc.constant(null) : validValue(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
        });
      case 'object':
        return validObject(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(plain, { nil: null }) : plain;
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: required.filter((name) => name in shape) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/**
 * A body or parameter set that is nearly right: one required field missing, one field of the
 * wrong type or hostile, or an unknown field added.
 */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = validObject(schema, 0);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(base, fc.string({ maxLength: 12 }), hostileValue()).map(([value, name, extra]) => ({
      ...value,
      [`extra_${name}`]: extra,
    })),
    hostileValue(),
  ];
  if (required.length > 0) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
        const copy = { ...value };
        delete copy[name];
        return copy;
      }),
    );
  }
  if (names.length > 0) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...names), hostileValue()).map(([value, name, wrong]) => ({
        ...value,
        [name]: wrong,
      })),
    );
  }
  return fc.oneof(...variants);
}

/** Bodies that are not the JSON they claim to be. */
export const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '"just a string"',
  '12',
] as const;
