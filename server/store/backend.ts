import type { AccountStore } from '../accounts/accountStore';
import { AdminError } from '../accounts/adminError';
import type { UserStore } from '../accounts/users';
import { AttemptLimiter, type AttemptCounter, type AttemptLimit } from '../web/attemptLimiter';
import { KeyReveals, type KeyRevealStore } from '../web/keyReveals';
import { PgAttempts } from './postgres/pgAttempts';
import { PgKeyReveals } from './postgres/pgKeyReveals';
import { FileUserStore } from '../accounts/usersFile';
import { FileAccountStore } from './fileAccountStore';
import { LowdbStore } from './lowdbStore';
import { migrate } from './postgres/migrations';
import { PgAccountStore } from './postgres/pgAccountStore';
import { PgStore } from './postgres/pgStore';
import { PgUserStore } from './postgres/pgUserStore';
import { Database, DatabaseUnavailableError, isUnavailable } from './postgres/pool';
import type { Store } from './types';

/** Where the state lives: a PostgreSQL database when `databaseUrl` is set, else the data directory. */
export type StoreLocation = { dataDir: string; databaseUrl?: string };

/** The stores the admin commands use. */
export type AdminStores = { accounts: AccountStore; users: UserStore; close(): Promise<void> };

/** A throttle of the settings page, by its name (`scope`). */
export type AttemptCounters = (scope: string, limit: AttemptLimit, now: () => number) => AttemptCounter;

/**
 * Everything a server persists: the request path, accounts and keys, people, and the settings
 * pages' throttles and new keys on their way to the page.
 */
export type Backend = AdminStores & { store: Store; attempts: AttemptCounters; reveals: (now: () => number) => KeyRevealStore };

/** The database at start: unreachable, refusing the login, or of a newer schema. The message says which and what to do. */
export class DatabaseStartError extends AdminError {
  constructor(url: string, error: unknown) {
    const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
    const why = (cause as Error)?.message ?? String(cause);
    const advice = isUnavailable(cause)
      ? 'Check that PostgreSQL is running and reachable from here, and that DATABASE_URL (or --database-url) names it.'
      : 'Check the user, password and database name in DATABASE_URL (or --database-url), and that the user may create tables.';
    super('database_unavailable', `Cannot use the database ${redactUrl(url)}: ${why}. ${advice}`);
    this.name = 'DatabaseStartError';
  }
}

/** The URL with its password replaced, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** Connects and brings the schema up to date (see migrations.ts); throws DatabaseStartError. */
export async function openDatabase(url: string, poolSize?: number): Promise<Database> {
  let db: Database;
  try {
    db = Database.connect(url, poolSize);
  } catch (err) {
    throw new DatabaseStartError(url, err);
  }
  try {
    await migrate(db);
    return db;
  } catch (err) {
    await db.close().catch(() => undefined);
    throw new DatabaseStartError(url, err);
  }
}

/** The server's stores. On a data directory this takes its writer lock (LockHeldError if another server has it). */
export async function openBackend(at: StoreLocation): Promise<Backend> {
  if (at.databaseUrl) {
    const db = await openDatabase(at.databaseUrl);
    return {
      store: new PgStore(db),
      accounts: new PgAccountStore(db),
      users: new PgUserStore(db),
      attempts: (scope, limit, now) => new PgAttempts(db, scope, limit, now),
      reveals: (now) => new PgKeyReveals(db, now),
      close: () => db.close(),
    };
  }
  const store = await LowdbStore.open(at.dataDir);
  return {
    store,
    accounts: new FileAccountStore(at.dataDir),
    users: new FileUserStore(at.dataDir),
    // One server per data directory: its memory is the only place a throttle needs to be.
    attempts: (_scope, limit, now) => new AttemptLimiter(limit, now),
    reveals: (now) => new KeyReveals(now),
    close: () => store.close(),
  };
}

/** The admin commands' stores: no writer lock, so they work while a server runs. */
export async function openAdminStores(at: StoreLocation): Promise<AdminStores> {
  if (at.databaseUrl) {
    const db = await openDatabase(at.databaseUrl, 2);
    return { accounts: new PgAccountStore(db), users: new PgUserStore(db), close: () => db.close() };
  }
  return { accounts: new FileAccountStore(at.dataDir), users: new FileUserStore(at.dataDir), close: async () => undefined };
}
