import { Pool, type PoolClient, type QueryResultRow } from 'pg';

/** A statement that takes longer is cancelled: a stuck database must not hold requests for ever. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** How long a request waits for a connection (pool full, or the database not answering). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The database cannot be reached or cannot answer now: the API answers 503 with Retry-After (see
 * http/errorEnvelope.ts), the command line a message naming the database.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The database cannot be reached: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors, pg's own connection errors, and SQLSTATE classes 08 (connection), 53 (resources), 57 (operator intervention, timeouts). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|53|57)/.test(code))) return true;
  return err instanceof Error && UNAVAILABLE_MESSAGES.test(err.message);
}

function translate(err: unknown): unknown {
  return isUnavailable(err) ? new DatabaseUnavailableError(err) : err;
}

/**
 * node-postgres' pool with the timeouts above, counting the round trips it makes (the bench
 * reports them per conversion) and turning "cannot reach the database" into one error type.
 */
export class Database {
  roundTrips = 0;

  private constructor(private readonly pool: Pool) {}

  static connect(url: string, max = 10): Database {
    const pool = new Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      application_name: 'broker-file-converter',
    });
    // An idle connection the server drops must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return new Database(pool);
  }

  /** `name` makes it a prepared statement, parsed and planned once per connection (the request path's). */
  async query<R extends QueryResultRow>(text: string, values: unknown[] = [], name?: string): Promise<R[]> {
    this.roundTrips += 1;
    try {
      return (await this.pool.query<R>({ text, values, name })).rows;
    } catch (err) {
      throw translate(err);
    }
  }

  /** Runs `work` in one transaction on one connection; rolled back if it throws. */
  async transaction<T>(work: (query: <R extends QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw translate(err);
    }
    const query = async <R extends QueryResultRow>(text: string, values: unknown[] = []) => {
      this.roundTrips += 1;
      return (await client.query<R>(text, values)).rows;
    };
    let failed: unknown;
    try {
      await query('BEGIN');
      const result = await work(query);
      await query('COMMIT');
      return result;
    } catch (err) {
      failed = err;
      await client.query('ROLLBACK').catch(() => undefined);
      throw translate(err);
    } finally {
      // A connection that failed mid-transaction is not handed to the next caller.
      client.release(failed !== undefined && isUnavailable(failed) ? (failed as Error) : undefined);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export type Query = Parameters<Parameters<Database['transaction']>[0]>[0];
