import { existsSync } from 'node:fs';
import { AdminError } from '../accounts/adminError';
import { readUsersData } from '../accounts/usersFile';
import { readAdminData } from './adminFile';
import { openDatabase, redactUrl } from './backend';
import { readCounters } from './counterData';
import { dataFiles } from './dataDir';
import { acquireLock, LockHeldError } from './lockFile';
import { importData, type ImportSummary } from './postgres/importData';
import { FIRST_ACCOUNT_LOCK } from './postgres/pgAccountStore';

/**
 * Moves a data directory into an empty PostgreSQL database in one transaction: accounts, keys,
 * credits granted and spent, quota counts, rate windows, the per-day history, people, sessions
 * and invitations. The directory's server lock is held meanwhile, so no server counts anything
 * the copy would miss; the directory itself is left as it was.
 */
export async function migrateData(from: string, toUrl: string, now = Date.now()): Promise<ImportSummary> {
  const files = dataFiles(from);
  if (!existsSync(files.admin)) {
    throw new AdminError('no_data', `${from} holds no admin.json, so there is nothing to move. Give the data directory the server used (--data).`);
  }
  const release = lockDataDir(files.serverLock, from);
  try {
    const data = { admin: readAdminData(from), counters: readCounters(from), users: readUsersData(from) };
    const db = await openDatabase(toUrl, 1);
    try {
      return await db.transaction(async (query) => {
        // A server starting on this database meanwhile waits, then finds the accounts moved here.
        await query('SELECT pg_advisory_xact_lock($1)', [FIRST_ACCOUNT_LOCK]);
        if ((await query('SELECT 1 FROM accounts LIMIT 1')).length > 0) {
          throw new AdminError(
            'database_not_empty',
            `The database ${redactUrl(toUrl)} already has accounts; migrate-data only fills an empty one. Nothing was changed.`,
          );
        }
        return importData(query, data, now);
      });
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

function lockDataDir(lockFile: string, dataDir: string): () => void {
  try {
    return acquireLock(lockFile);
  } catch (err) {
    if (!(err instanceof LockHeldError)) throw err;
    throw new AdminError(
      'data_dir_in_use',
      `A server (pid ${err.pid}) is using ${dataDir}. Stop it first, so that nothing is counted after the copy; nothing was changed.`,
    );
  }
}
