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

/**
 * Connections each process keeps; how long a connection may take, a statement may run, and a
 * transaction may sit idle.
 */
export interface PostgresLimits {
  readonly connections: number;
  readonly connectMs: number;
  readonly statementMs: number;
  readonly idleInTransactionMs: number;
}

export const POSTGRES_LIMITS: PostgresLimits = {
  connections: 4,
  connectMs: 3_000,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
};

/**
 * PostgreSQL, when DATABASE_URL is set: one store that several replicas share. The database may
 * restart or vanish at any moment: a dropped idle connection is reported to `onConnectionLost`
 * (without a listener the pool's 'error' event would end the process), a connection or
 * statement that takes too long fails instead of holding a visitor, and a client that failed is
 * discarded rather than handed to the next caller. Each call then fails on its own (the visitor
 * sees the form's error state) and the pool reconnects on the next one.
 */
export function openPostgresDatabase(
  connectionString: string,
  onConnectionLost: (error: Error) => void = () => undefined,
  limits: PostgresLimits = POSTGRES_LIMITS,
): SqlDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: limits.connections,
    connectionTimeoutMillis: limits.connectMs,
    // Enforced by the server (statement_timeout) and, should the server not answer at all,
    // by the client (query_timeout).
    statement_timeout: limits.statementMs,
    query_timeout: limits.statementMs + 1_000,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
  });
  pool.on('error', onConnectionLost);
  return {
    dialect: 'postgres',
    ...executorOf(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      // The pool hears only idle clients: a connection that ends while this one is checked out
      // (a restart between two statements) emits 'error' here, which unheard ends the process.
      // The statement under way, or the next one, fails by itself; the client is then discarded.
      const onLost = (error: Error) => {
        failure ??= error;
        onConnectionLost(error);
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work(executorOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onLost);
        // Released with the error, a client whose connection may be broken is closed, not reused.
        client.release(failure);
      }
    },
    // VACUUM makes the erased rows' space reusable; it cannot run inside a transaction, and it
    // does not overwrite the bytes (docs/leads.md says what does and does not remain). It runs
    // on a connection of its own without the statement timeout: on a large table, or behind
    // another VACUUM's lock, it takes longer than any statement a visitor waits for.
    scrub: async () => {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: limits.connectMs,
      });
      // The query under way fails by itself if the connection ends; unheard, 'error' would end
      // the process.
      client.on('error', () => undefined);
      await client.connect();
      try {
        // Whatever the role's or the database's default: this one statement may take its time.
        await client.query('SET statement_timeout = 0');
        await client.query('VACUUM leads, lead_events');
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
