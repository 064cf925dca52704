/** The one database surface the store needs, met by PGlite and by PostgreSQL alike (same SQL). */
export interface Sql {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(text: string): Promise<void>;
  /** Runs `work` on one session, so session-level locks (advisory locks) hold across its queries. */
  session<T>(work: (sql: Pick<Sql, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Pick<Sql, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
