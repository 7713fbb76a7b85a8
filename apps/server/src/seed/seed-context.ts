import type { Faker } from '@faker-js/faker';
import { SQL, getTableColumns, getTableName, is, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { SeedImagePool } from './images/seed-image-pool.ts';
import { createSeededFaker } from './seeded-random.ts';

/** A table finished or advanced: what the CLI draws its progress bars from. */
export interface SeedProgress {
  table: string;
  inserted: number;
  /** Rows the step expects for this table; 0 when it cannot say in advance. */
  total: number;
}

/** Rows per INSERT: a couple of megabytes of JSON at most, and a progress tick every batch. */
const BATCH_ROWS = 2_000;

interface WritableColumn {
  key: string;
  column: PgColumn;
  /** json/jsonb values travel as JSON, not as the string Drizzle would bind. */
  isJson: boolean;
}

/** A column's value for a row that leaves it out while other rows of the batch set it. */
function fallbackValue(table: PgTable, { column }: WritableColumn): unknown {
  if (column.defaultFn) return column.defaultFn();
  if (column.default === undefined) return null;
  if (is(column.default, SQL)) {
    throw new Error(`seed rows of ${getTableName(table)} must set ${column.name} in every row of a batch or in none`);
  }
  return column.default;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Taipei is UTC+8 all year. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * What every seed step shares: the database (inside the seed's transaction), the seed, the
 * scale, the day the data is anchored to, the picture pool and the bulk insert.
 */
export class SeedContext {
  readonly counts = new Map<string, number>();
  private readonly lastIds = new Map<PgTable, number>();
  private readonly writableColumns = new Map<PgTable, WritableColumn[]>();
  private writing: Promise<void> = Promise.resolve();

  /** 00:00 Asia/Taipei of the seed day, in milliseconds: every date is an offset from it. */
  readonly anchor: number;

  constructor(
    readonly db: Database,
    readonly seed: number,
    readonly scale: number,
    /** The seeding instant; the demo's dates are relative to it so the shop always looks current. */
    readonly now: number,
    readonly images: SeedImagePool,
    readonly passwordHash: string,
    private readonly onProgress: ((progress: SeedProgress) => void) | undefined,
  ) {
    this.anchor = Math.floor((now + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
  }

  /** An independent random stream: the same name (and batch) always draws the same values. */
  faker(stream: string, index = 0): Faker {
    return createSeededFaker(this.seed, stream, index);
  }

  /** The next explicit id of a table whose rows are generated in streaming batches. */
  nextId(table: PgTable): number {
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return id;
  }

  /**
   * A moment `days` before the seed day at `minutes` past Taipei midnight; negative days lie
   * ahead (expiry dates, coming sales). Past moments later than the seeding instant are pulled
   * back to a minute before it, so nothing that has happened is dated in the future.
   */
  daysAgo(days: number, minutes = 9 * 60): Date {
    const moment = this.anchor - days * DAY_MS + minutes * 60_000;
    return new Date(days >= 0 ? Math.min(moment, this.now - 60_000) : moment);
  }

  /**
   * Multi-row INSERTs of up to 2,000 rows, drawn from a generator so only one batch lives in
   * memory. Ids are written by the steps themselves, so no row is read back.
   */
  async insert<Table extends PgTable>(
    table: Table,
    rows: Iterable<InferInsertModel<Table>>,
    expectedTotal = 0,
  ): Promise<number> {
    const name = getTableName(table);
    let queued = this.counts.get(name) ?? 0;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rowsToWrite = batch;
      batch = [];
      queued += rowsToWrite.length;
      const inserted = queued;
      // One write in flight while the next batch is generated: PostgreSQL works on its own
      // core meanwhile. Writes still run one after another, so parents precede children.
      await this.writing;
      this.writing = this.writeBatch(table, rowsToWrite).then(() => {
        this.counts.set(name, inserted);
        this.onProgress?.({ table: name, inserted, total: expectedTotal });
      });
      // Awaited at the next flush; this only keeps a failure from being reported as unhandled meanwhile.
      this.writing.catch(() => {});
    };
    for (const row of rows) {
      batch.push(row as Record<string, unknown>);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    await this.writing;
    this.counts.set(name, queued);
    return queued;
  }

  /**
   * One INSERT … SELECT FROM json_populate_recordset with the whole batch as a single JSON
   * parameter. `db.insert(table).values(rows)` binds every value separately: measured on
   * PGlite, building and binding those parameters took most of a large seed's time, and
   * PostgreSQL caps a statement at 65,535 of them. Values still go through each column's
   * Drizzle mapping, so they are stored exactly as the application would store them.
   */
  private async writeBatch(table: PgTable, batch: Record<string, unknown>[]): Promise<void> {
    let columns = this.writableColumns.get(table);
    if (!columns) {
      columns = Object.entries(getTableColumns(table))
        .filter(([, column]) => column.generated === undefined)
        .map(([key, column]) => ({
          key,
          column,
          isJson: column.columnType === 'PgJsonb' || column.columnType === 'PgJson',
        }));
      this.writableColumns.set(table, columns);
    }
    // Columns no row sets are left out, so the database applies their defaults.
    const present = columns.filter(({ key }) => batch.some((row) => row[key] !== undefined));
    const records = batch.map((row) => {
      const record: Record<string, unknown> = {};
      for (const writable of present) {
        const value = row[writable.key] === undefined ? fallbackValue(table, writable) : row[writable.key];
        record[writable.column.name] =
          value === null || writable.isJson ? value : writable.column.mapToDriverValue(value);
      }
      return record;
    });
    const columnList = sql.join(
      present.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    );
    await this.db.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
    );
  }

  /**
   * Rows were written with explicit ids, so the identity sequence must move past them or the
   * application's first insert would collide with seeded row 1.
   */
  async advanceIdentity(table: PgTable): Promise<void> {
    const name = getTableName(table);
    await this.db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

/** Draws `count` distinct integers from [0, range) in ascending order: deterministic for the stream. */
export function pickDistinct(faker: Faker, range: number, count: number): number[] {
  const wanted = Math.min(count, range);
  const picked = new Set<number>();
  while (picked.size < wanted) picked.add(faker.number.int({ min: 0, max: range - 1 }));
  return [...picked].sort((left, right) => left - right);
}
