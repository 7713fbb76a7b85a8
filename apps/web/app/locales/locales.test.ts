import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LESSON_DIFFICULTY_LABEL_KEYS,
  PLAN_DIFFICULTY_LABEL_KEYS,
  PRODUCT_CATEGORY_SHORTCUTS,
} from '@wellfit/contracts/constants';
import { INVOICE_STATUS_VALUES, ORDER_STATUS_VALUES } from '@wellfit/contracts/checkout';
import { LOCALES } from '@wellfit/contracts/locale';
import { messagesFor } from '@wellfit/contracts/messages';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHODS, PAYMENT_STATUS_VALUES } from '@wellfit/contracts/payment';

/**
 * i18n by key (STYLE.md §9): every namespace has the same keys in zhTW, zhCN and en, no text is
 * empty, placeholders match, and every key the source uses exists.
 */
const localesDirectory = fileURLToPath(new URL('.', import.meta.url));
const appDirectory = join(localesDirectory, '..');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

const namespaces = readdirSync(join(localesDirectory, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function resources(locale: string): Map<string, Map<string, string>> {
  const byNamespace = new Map<string, Map<string, string>>();
  for (const namespace of namespaces) {
    const tree = JSON.parse(readFileSync(join(localesDirectory, locale, `${namespace}.json`), 'utf8')) as Tree;
    byNamespace.set(namespace, flatten(tree));
  }
  byNamespace.set('messages', new Map(Object.entries(messagesFor(locale as (typeof LOCALES)[number]))));
  return byNamespace;
}

const byLocale = new Map(LOCALES.map((locale) => [locale, resources(locale)]));
const english = byLocale.get('en')!;

/** `{{name}}` or `{{name, format}}`, as `name` or `name, format`. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name = '', format]) => (format ? `${name}, ${format}` : name)).sort();
}

/**
 * Placeholders that always receive a number (counts, stock, minutes, pages …): each is written
 * `{{name, number}}`, so every number reads the one way of its locale (contracts' formatNumber).
 */
const NUMBER_PLACEHOLDERS = new Set([
  'calories',
  'coins',
  'count',
  'days',
  'goal',
  'index',
  'limit',
  'max',
  'min',
  'minutes',
  'ordinal',
  'page',
  'pages',
  'quantity',
  'rank',
  'seconds',
  'step',
  'steps',
  'stock',
  'total',
  'week',
]);

function keyExists(fullKey: string): boolean {
  const [namespace = '', key = ''] = fullKey.split(':');
  return english.get(namespace)?.has(key) ?? false;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('translations', () => {
  it('has every namespace in every locale', () => {
    for (const locale of LOCALES) {
      expect(
        readdirSync(join(localesDirectory, locale))
          .filter((file) => file.endsWith('.json'))
          .sort(),
      ).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const locale of LOCALES) {
    it(`${locale} has exactly the English keys, none empty, with the same placeholders`, () => {
      const translated = byLocale.get(locale)!;
      for (const [namespace, keys] of english) {
        const mine = translated.get(namespace)!;
        expect([...mine.keys()].sort(), `${locale}/${namespace}`).toEqual([...keys.keys()].sort());
        for (const [key, text] of mine) {
          expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${locale} ${namespace}:${key}`).toEqual(placeholders(keys.get(key) ?? ''));
        }
      }
    });
  }

  it("formats every number placeholder with the locale's number format", () => {
    const unformatted: string[] = [];
    for (const [locale, translated] of byLocale) {
      for (const [namespace, keys] of translated) {
        if (namespace === 'messages') continue; // SPEC §8 texts stay exactly as the SPEC writes them
        for (const [key, text] of keys) {
          for (const [, name = '', format] of text.matchAll(PLACEHOLDER)) {
            if (NUMBER_PLACEHOLDERS.has(name) && !format?.startsWith('number')) {
              unformatted.push(`${locale} ${namespace}:${key} {{${name}}}`);
            }
          }
        }
      }
    }
    expect(unformatted).toEqual([]);
  });

  it('has every key the source uses', () => {
    const missing: string[] = [];
    const namespacePattern = [...english.keys()].join('|');
    // Literal keys anywhere: t('common:nav.home'), handle titles, navigation label keys.
    const literal = new RegExp(`['"\`]((?:${namespacePattern}):[\\w.-]+)['"\`]`, 'g');
    // Keys built from a value: t(`common:language.${locale}`) needs at least one key under the prefix.
    const templated = new RegExp(`\`((?:${namespacePattern}):[\\w.-]*)\\$\\{`, 'g');
    let checked = 0;
    for (const file of sourceFiles(appDirectory)) {
      const source = readFileSync(file, 'utf8');
      for (const [, key = ''] of source.matchAll(literal)) {
        checked += 1;
        if (!keyExists(key)) missing.push(`${key} (${file.slice(appDirectory.length)})`);
      }
      for (const [, prefix = ''] of source.matchAll(templated)) {
        const [namespace = '', keyPrefix = ''] = prefix.split(':');
        if (![...(english.get(namespace)?.keys() ?? [])].some((key) => key.startsWith(keyPrefix))) {
          missing.push(`${prefix}… (${file.slice(appDirectory.length)})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('has the label keys contracts hand to the web app (common namespace)', () => {
    const labelKeys = [
      ...PRODUCT_CATEGORY_SHORTCUTS.map((shortcut) => shortcut.labelKey),
      ...Object.values(LESSON_DIFFICULTY_LABEL_KEYS),
      ...Object.values(PLAN_DIFFICULTY_LABEL_KEYS),
    ];
    for (const key of labelKeys) expect(keyExists(`common:${key}`), key).toBe(true);
  });

  it('has a word for every order, payment and e-invoice status, payment method and failure reason (issues 33, 34)', () => {
    const wanted = [
      ...ORDER_STATUS_VALUES.map((status) => `status.order.${status}`),
      ...PAYMENT_STATUS_VALUES.map((status) => `status.payment.${status}`),
      ...INVOICE_STATUS_VALUES.map((status) => `status.invoice.${status}`),
      ...PAYMENT_METHODS.map((method) => `status.method.${method}`),
      // payment_failed is the SPEC §8 message itself (messages:payment_failed).
      ...PAYMENT_FAILURE_REASONS.filter((reason) => reason !== 'payment_failed').map(
        (reason) => `fail.reason.${reason}`,
      ),
    ];
    for (const [locale, translated] of byLocale) {
      const checkout = translated.get('checkout')!;
      expect(
        wanted.filter((key) => !checkout.has(key)),
        locale,
      ).toEqual([]);
    }
  });
});
