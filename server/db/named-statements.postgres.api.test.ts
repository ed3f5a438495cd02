import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { namingClient } from './named-statements';

/** What this connection has prepared: the texts of its named statements (asked with a `;`, so that the question is not one). */
const preparedOn = async (client: pg.PoolClient) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements;')).rows.map(
    (row) => row.statement,
  );

describe('named statements (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // One connection, so that every query below meets the statements the ones before it prepared; three names at most.
    pool = new pg.Pool({ connectionString: inject('postgresUrl'), max: 1, Client: namingClient(3) });
  });
  afterAll(() => pool.end());

  it('prepares a statement with parameters once per connection, and answers as an unnamed one does', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await pool.query({ text, values: [41], rowMode: 'array' })).rows).toEqual([[42]]);
    // Drizzle's form: (config, values). After five runs PostgreSQL keeps one plan for the statement.
    for (let value = 0; value < 6; value++)
      expect((await drizzle(pool).execute(sql`select ${value}::int + 1 as next`)).rows).toEqual([{ next: value + 1 }]);
    const client = await pool.connect();
    try {
      expect(await preparedOn(client)).toEqual([text]);
      const plans = await client.query<{ generic_plans: string }>('select generic_plans from pg_prepared_statements;');
      expect(Number(plans.rows[0]!.generic_plans)).toBeGreaterThan(0);
    } finally {
      client.release();
    }
  });

  it('names one query without parameters (pg-boss writes its values into the text) and leaves the rest as it is', async () => {
    expect((await pool.query("select 'mail' as queue")).rows).toEqual([{ queue: 'mail' }]);
    // Several statements in one text, and statements that are not queries, go by the simple protocol.
    await pool.query('select 1 as one; select 2 as two');
    await pool.query('set application_name = $$named statements test$$');
    await pool.query({ name: 'own-name', text: 'select $1::text as word', values: ['golf'] });
    const client = await pool.connect();
    try {
      const prepared = await preparedOn(client);
      expect(prepared).toContain("select 'mail' as queue");
      expect(prepared).not.toContain('select 1 as one; select 2 as two');
      expect(prepared.filter((text) => text.startsWith('set '))).toEqual([]);
      const named = await client.query<{ name: string }>('select name from pg_prepared_statements;');
      expect(named.rows.map((row) => row.name)).toContain('own-name');
    } finally {
      client.release();
    }
  });

  it('names no more than its limit of texts: the others are sent unnamed and still answered', async () => {
    await pool.query('select $1::int * 2 as twice', [2]);
    expect((await pool.query('select $1::int * 3 as thrice', [2])).rows).toEqual([{ thrice: 6 }]);
    const client = await pool.connect();
    try {
      const prepared = await preparedOn(client);
      // Its three names went to the statements before this one; the caller's own is the fourth prepared.
      expect(prepared).toContain('select $1::int * 2 as twice');
      expect(prepared).toHaveLength(4);
      expect(prepared).not.toContain('select $1::int * 3 as thrice');
    } finally {
      client.release();
    }
  });

  it('keeps the error of a refused statement, and the connection serves the next one', async () => {
    await expect(pool.query('select 1 / $1::int as quotient', [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query('select $1::int + 1 as next', [9])).rows).toEqual([{ next: 10 }]);
  });
});
