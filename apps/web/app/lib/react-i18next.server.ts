import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, useTranslation as useTranslationPerComponent } from 'react-i18next';

/**
 * react-i18next as server rendering sees it (vite.config.ts, serverTranslationHook, points the
 * server bundle's `react-i18next` here): everything is the library's, except useTranslation.
 *
 * The library's hook is built for a browser whose language and resources change: for every
 * component it copies the whole i18next instance into a wrapper object, builds a fixed `t` and
 * subscribes to events. On the server each component renders once with an instance per locale
 * that never changes (i18n.server.ts), so that work bought nothing and was a fifth of the CPU
 * of a page render. Here a component gets one shared answer per instance, whose `t` remembers
 * the texts it has produced: the same key with the same plain options always reads the same.
 */
// The server's stand-in for the package passes everything through; the browser rule does not apply.
// eslint-disable-next-line no-restricted-imports
export * from 'react-i18next';

type Translation = ReturnType<typeof useTranslationPerComponent>;

/** Texts a locale's `t` remembers before it starts afresh; the app's pages need a few thousand. */
const MAX_REMEMBERED_TEXTS = 20_000;

const answers = new WeakMap<I18n, Map<string, Translation>>();

/**
 * What identifies one text: the key and options of plain values (a count, a name, a price).
 * Options holding anything else (objects, functions) are not remembered.
 */
function textId(key: unknown, options: unknown, more: number): string | undefined {
  if (typeof key !== 'string' || more > 0) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    // The type is part of the id: i18next treats `count: 1` and `count: '1'` differently.
    id += `\u0000${name}\u0001${type}${String(value)}`;
  }
  return id;
}

function rememberingT(fixed: TFunction): TFunction {
  const translate = fixed as unknown as (...args: unknown[]) => unknown;
  let texts = new Map<string, string>();
  const t = (...args: unknown[]) => {
    const id = textId(args[0], args[1], args.length - 2);
    if (id === undefined) return translate(...args);
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = translate(...args);
    if (typeof text === 'string') {
      if (texts.size >= MAX_REMEMBERED_TEXTS) texts = new Map();
      texts.set(id, text);
    }
    return text;
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

function sharedTranslation(i18n: I18n, namespace: string): Translation {
  let byNamespace = answers.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    answers.set(i18n, byNamespace);
  }
  let answer = byNamespace.get(namespace);
  if (!answer) {
    // The arguments react-i18next's own hook passes for a plain useTranslation().
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => TFunction;
    const t = rememberingT(getFixedT(i18n.language, namespace, undefined, { scopeNs: [namespace] }));
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    byNamespace.set(namespace, answer);
  }
  return answer;
}

export const useTranslation = ((namespaces?: unknown, options?: unknown) => {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: unknown } | undefined;
  const i18n = context?.i18n;
  const namespace = context?.defaultNS ?? i18n?.options.defaultNS;
  // Anything but the plain call the app makes (a namespace, a key prefix, another instance)
  // and an instance still loading take the library's way.
  if (namespaces !== undefined || options !== undefined || !i18n?.isInitialized || typeof namespace !== 'string') {
    return (useTranslationPerComponent as (...args: unknown[]) => Translation)(namespaces, options);
  }
  return sharedTranslation(i18n, namespace);
}) as typeof useTranslationPerComponent;
