import pg from 'pg';
import type { SqlDatabase, SqlExecutor, SqlRow, SqlValue } from './sql-database.ts';

/** `?` placeholders to PostgreSQL's `$1, $2, ...` (the store's statements hold no literal `?`). */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

// BIGINT columns (epoch milliseconds) come back as numbers, not strings: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function executorOf(client: Queryable): SqlExecutor {
  return {
    all: async (sql, params = []) =>
      (await client.query<SqlRow>(numbered(sql), [...params] as SqlValue[])).rows,
    run: async (sql, params = []) =>
      (await client.query(numbered(sql), [...params] as SqlValue[])).rowCount ?? 0,
  };
}

/** PostgreSQL, when DATABASE_URL is set: one store that several replicas share. */
export function openPostgresDatabase(connectionString: string): SqlDatabase {
  const pool = new pg.Pool({ connectionString, max: 4 });
  return {
    dialect: 'postgres',
    ...executorOf(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executorOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    scrub: async () => undefined,
    close: () => pool.end(),
  };
}
