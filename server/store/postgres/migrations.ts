import type { Database } from './pool';
import { TABLES } from './migrations/001-tables';
import { DECISIONS } from './migrations/002-decisions';
import { SETTINGS_PAGES } from './migrations/003-settings-pages';

/** Append only: a released version is never edited, a change is a new version. */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'tables', sql: TABLES },
  { version: 2, name: 'decisions', sql: DECISIONS },
  { version: 3, name: 'settings pages', sql: SETTINGS_PAGES },
];

/** Any fixed number: every server and admin command takes the same lock while it migrates. */
const MIGRATION_LOCK = 7_177_001;

/**
 * Brings the schema up to date in one transaction under an advisory lock, so servers starting
 * together migrate once: the first applies what is missing, the others wait, then find it done.
 * A database migrated by a newer release is refused rather than used with the wrong schema.
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const newest = MIGRATIONS[MIGRATIONS.length - 1].version;
    const unknown = [...applied].filter((v) => v > newest);
    if (unknown.length > 0) {
      throw new Error(`The database has schema version ${Math.max(...unknown)}, newer than this release knows (${newest}); run the newer release.`);
    }
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await query(migration.sql);
      await query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
