/**
 * The little the lead store needs of a SQL database, met by the embedded SQLite file and by
 * PostgreSQL alike. Statements use `?` placeholders; the PostgreSQL side numbers them.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, SqlValue>;

export interface SqlExecutor {
  /** Rows of a query (an empty list for statements that return none). */
  readonly all: (sql: string, params?: readonly SqlValue[]) => Promise<SqlRow[]>;
  /** Runs a statement; resolves with the number of rows it changed. */
  readonly run: (sql: string, params?: readonly SqlValue[]) => Promise<number>;
}

export interface SqlDatabase extends SqlExecutor {
  /** Which SQL the migrations may rely on beyond the common subset. */
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: all of it is kept (durably, once it resolves) or none. */
  readonly transaction: <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;
  /**
   * Removes what deleted rows leave behind in the database's files, after an erasure (SQLite:
   * a WAL checkpoint; PostgreSQL: VACUUM). Outside any transaction.
   */
  readonly scrub: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/** The owner's tool pointed at a store that is not there (a mistyped DATA_DIR or DATABASE_URL). */
export class MissingStoreError extends Error {}
