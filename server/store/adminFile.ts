import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { Low } from 'lowdb';
import { accountsDamaged, describeParseFailure, EMPTY_COUNTERS } from './damagedData';
import { dataFiles, ensureDataDir } from './dataDir';
import { withLock } from './lockFile';
import { removeLeftoverTemps, StoreFile } from './storeFile';
import type { AdminData } from './types';

/**
 * admin.json has one kind of writer, the admin commands, serialised by admin.lock; the server only
 * reads it (see LowdbStore.refreshAdmin). Every write replaces the file by rename, so a reader
 * always sees a whole version, old or new.
 */
export function readAdminData(dataDir: string): AdminData {
  const file = dataFiles(dataDir).admin;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { accounts: [], keys: [] };
    throw err;
  }
  try {
    const data = JSON.parse(text) as Partial<AdminData> | null;
    if (typeof data !== 'object' || data === null) throw new Error('not a JSON object');
    return { accounts: data.accounts ?? [], keys: data.keys ?? [] };
  } catch (err) {
    throw accountsDamaged(file, describeParseFailure(text, err));
  }
}

/**
 * Identifies the file's current version without reading it: a rename gives a new inode. Takes the
 * file's path (dataFiles(dir).admin), not the directory: the server asks on every request.
 */
export function adminFileVersion(adminFile: string): string {
  try {
    const s = statSync(adminFile, { bigint: true });
    return `${s.ino}:${s.mtimeNs}:${s.size}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}

/** Reads the latest version, applies `change` and writes it back, all under admin.lock. */
export async function updateAdminData<T>(dataDir: string, change: (data: AdminData) => T): Promise<T> {
  ensureDataDir(dataDir);
  const files = dataFiles(dataDir);
  return withLock(files.adminLock, async () => {
    removeLeftoverTemps(files.admin);
    if (!existsSync(files.admin)) createCountersFile(files.counters);
    const db = new Low<AdminData>(new StoreFile<AdminData>(files.admin), readAdminData(dataDir));
    const result = change(db.data);
    await db.write();
    return result;
  });
}

/**
 * The first admin command on a new data directory (accounts made before the first serve) creates
 * server.json with nothing counted, so that the server's start check (countersAtStart) can tell a
 * directory where nothing was counted yet from one whose counts were lost. Never overwrites.
 */
function createCountersFile(file: string): void {
  try {
    writeFileSync(file, EMPTY_COUNTERS, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}
