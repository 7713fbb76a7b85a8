import type { AppConfigAnswer, QueryDataDictionaryBody, VersionNotifyAnswer } from '@wellfit/contracts/data-dictionary';
import { textFallbackOrder, type Locale } from '@wellfit/contracts/locale';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { success } from '../../envelope.ts';
import { listDictionaryEntries, upsertDictionaryEntry, type DictionaryEntry } from './data-dictionary.queries.ts';

/**
 * queryDataDictionary is called on every page view (marquee, free-shipping line, point switch)
 * and must sustain thousands of requests per second: answers come from an in-process snapshot
 * of the whole (small) table, re-read at most every SNAPSHOT_TTL_MS. Writes through setValue
 * drop the snapshot at once; writes from another process show within the TTL.
 */
export const SNAPSHOT_TTL_MS = 5_000;

export const VERSION_NOTIFY_TYPE = 'twVersionNotifyMsg';
export const APP_CONFIG_TYPE = 'appConfig';
export type AppConfigName = AppConfigAnswer['name'];

/** Switches that were never set are off. */
const SWITCH_OFF = '0';
/** Keeps twFreeChargeMsg parseable as {msg, link} when nothing was written. */
const EMPTY_FREE_CHARGE_MESSAGE = JSON.stringify({ msg: '', link: '' });

interface Snapshot {
  loadedAt: number;
  /** type → name → locale ('' for none) → value */
  values: Map<string, Map<string, Map<string, string>>>;
  /** Serialised success answers by request, built once per snapshot. */
  answers: Map<string, string>;
}

interface SnapshotSlot {
  current?: Snapshot;
  loading?: Promise<Snapshot>;
  /** Bumped by every write, so a read that started before the write cannot install old values. */
  generation: number;
}

// Keyed by database, so each app (and each test database) has its own snapshot.
const slots = new WeakMap<Database, SnapshotSlot>();

function slotOf(db: Database): SnapshotSlot {
  let slot = slots.get(db);
  if (!slot) {
    slot = { generation: 0 };
    slots.set(db, slot);
  }
  return slot;
}

function buildSnapshot(entries: DictionaryEntry[]): Snapshot {
  const values: Snapshot['values'] = new Map();
  for (const { type, name, locale, value } of entries) {
    let names = values.get(type);
    if (!names) values.set(type, (names = new Map()));
    let locales = names.get(name);
    if (!locales) names.set(name, (locales = new Map()));
    locales.set(locale ?? '', value);
  }
  return { loadedAt: Date.now(), values, answers: new Map() };
}

function load(db: Database, slot: SnapshotSlot): Promise<Snapshot> {
  if (slot.loading) return slot.loading;
  const generation = slot.generation;
  const loading = listDictionaryEntries(db)
    .then((entries) => {
      const snapshot = buildSnapshot(entries);
      if (slot.generation === generation) slot.current = snapshot;
      return snapshot;
    })
    .finally(() => {
      if (slot.loading === loading) slot.loading = undefined;
    });
  slot.loading = loading;
  return loading;
}

/** The current snapshot; a stale one is served while a fresh one loads, so no request waits on the database. */
async function snapshotOf(ctx: ServiceContext): Promise<Snapshot> {
  const slot = slotOf(ctx.db);
  const { current } = slot;
  if (!current) return load(ctx.db, slot);
  if (Date.now() - current.loadedAt > SNAPSHOT_TTL_MS) {
    // A failed refresh keeps the stale snapshot; the next request tries again.
    load(ctx.db, slot).catch(() => {});
  }
  return current;
}

/**
 * The value in the shop's one fallback order for text (the locale, en, then zhTW:
 * textFallbackOrder), else the locale-free value. A zhCN-only value is shown to zhCN readers only.
 */
function localisedValue(snapshot: Snapshot, type: string, name: string, locale: Locale): string | undefined {
  const locales = snapshot.values.get(type)?.get(name);
  if (!locales) return undefined;
  for (const candidate of textFallbackOrder(locale)) {
    const value = locales.get(candidate);
    if (value !== undefined) return value;
  }
  return locales.get('');
}

function versionNotifyFrom(snapshot: Snapshot, locale: Locale): VersionNotifyAnswer {
  return {
    twNotifyMsg: localisedValue(snapshot, VERSION_NOTIFY_TYPE, 'twNotifyMsg', locale) ?? '',
    twFreeChargeMsg:
      localisedValue(snapshot, VERSION_NOTIFY_TYPE, 'twFreeChargeMsg', locale) ?? EMPTY_FREE_CHARGE_MESSAGE,
  };
}

function appConfigFrom(snapshot: Snapshot, name: AppConfigName): AppConfigAnswer {
  return { name, value: snapshot.values.get(APP_CONFIG_TYPE)?.get(name)?.get('') ?? SWITCH_OFF };
}

/** SPEC §7 marquee (twNotifyMsg) and free-shipping line (twFreeChargeMsg, a JSON string {msg, link}). */
export async function versionNotify(ctx: ServiceContext): Promise<VersionNotifyAnswer> {
  return versionNotifyFrom(await snapshotOf(ctx), ctx.locale);
}

/** An appConfig switch's value; '1' means on (SPEC §7). */
export async function appConfigValue(ctx: ServiceContext, name: AppConfigName): Promise<string> {
  return appConfigFrom(await snapshotOf(ctx), name).value;
}

/** A locale-free setting another module keeps here (e.g. shopConfig freight amounts); undefined when unset. */
export async function settingValue(ctx: ServiceContext, type: string, name: string): Promise<string | undefined> {
  return (await snapshotOf(ctx)).values.get(type)?.get(name)?.get('');
}

/**
 * The whole success answer of queryDataDictionary as JSON text, serialised once per snapshot
 * and locale: the hot path is a snapshot check and a Map lookup.
 */
export async function queryAnswerJson(ctx: ServiceContext, query: QueryDataDictionaryBody): Promise<string> {
  const snapshot = await snapshotOf(ctx);
  const key = query.type === APP_CONFIG_TYPE ? `${query.type}:${query.name}` : `${query.type}:${ctx.locale}`;
  let json = snapshot.answers.get(key);
  if (json === undefined) {
    const data =
      query.type === APP_CONFIG_TYPE ? appConfigFrom(snapshot, query.name) : versionNotifyFrom(snapshot, ctx.locale);
    json = JSON.stringify(success(data));
    snapshot.answers.set(key, json);
  }
  return json;
}

export interface DictionaryValueInput {
  type: string;
  name: string;
  /** null for values shared by every locale (appConfig switches). */
  locale: Locale | null;
  value: string;
}

/** Writes one value (seed, admin, tests); this process sees it on the next read. */
export async function setValue(ctx: ServiceContext, input: DictionaryValueInput): Promise<void> {
  await upsertDictionaryEntry(ctx.db, input);
  const slot = slotOf(ctx.db);
  slot.generation += 1;
  slot.current = undefined;
  slot.loading = undefined;
}
