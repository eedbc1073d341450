import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect for embedded PGlite.
 *
 * PGlite is a single Postgres session. Handing it to several callers at once would let one
 * request's statements run inside another request's transaction, so connections are leased one
 * at a time: a caller waits until the previous lease (and any transaction on it) is released.
 * Statements without parameters go through the simple query protocol, as node-postgres does, so
 * multi-statement scripts (migrations) behave the same on both drivers.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release = () => {};
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    const lease = new PGliteConnection(this.client);
    this.releases.set(lease, release);
    return lease;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.client.closed) await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (compiledQuery.parameters.length === 0) {
      const results = await this.client.exec(compiledQuery.sql);
      const last = results.at(-1);
      return toQueryResult<R>(last?.rows ?? [], last?.affectedRows);
    }
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return toQueryResult(result.rows, result.affectedRows);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

function toQueryResult<R>(rows: unknown[], affectedRows: number | undefined): QueryResult<R> {
  // PGlite returns untyped rows; the typed query builder above this layer owns the row shape.
  const typedRows = rows as R[];
  return affectedRows === undefined
    ? { rows: typedRows }
    : { rows: typedRows, numAffectedRows: BigInt(affectedRows) };
}
