import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTransaction } from '../context.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { integerLiteral, runScript, type SessionStatement } from './run-script.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.execute(sql`create table run_script_probe (id int primary key, note text)`);
});
afterAll(() => t.close());

const INSERT_PROBE: SessionStatement = {
  name: 'run_script_probe_insert_v1',
  prepare: `prepare run_script_probe_insert_v1 (int) as insert into run_script_probe (id, note) values ($1, 'x') returning id`,
};

const insertProbe = (db: TestApp['db'], id: number) =>
  runScript(db, INSERT_PROBE, () => `select 1;\nexecute ${INSERT_PROBE.name} (${integerLiteral(id)})`);

async function probeIds(): Promise<number[]> {
  const result = (await t.db.execute(sql`select id from run_script_probe order by id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return result.rows.map((row) => Number(row.id));
}

describe('runScript', () => {
  it('runs on the database itself and answers the last statement’s rows', async () => {
    expect(await insertProbe(t.db, 1)).toEqual([{ id: 1 }]);
    expect(await probeIds()).toEqual([1]);
  });

  it('runs inside a transaction and commits with it, the statement prepared once for the session', async () => {
    for (const id of [2, 3, 4]) {
      await withTransaction(t.ctx(), async (tx) => {
        await tx.db.execute(sql`select 1`);
        expect(await insertProbe(tx.db, id)).toEqual([{ id }]);
      });
    }
    expect(await probeIds()).toEqual([1, 2, 3, 4]);
  });

  it('rolls back with the transaction it runs in', async () => {
    await expect(
      withTransaction(t.ctx(), async (tx) => {
        await insertProbe(tx.db, 10);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await probeIds()).toEqual([1, 2, 3, 4]);
  });

  it('refuses a value that is not an integer', () => {
    expect(() => integerLiteral(1.5)).toThrow(TypeError);
    expect(() => integerLiteral(Number.NaN)).toThrow(TypeError);
  });
});
