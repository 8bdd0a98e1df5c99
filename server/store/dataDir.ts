import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files of one data directory; a networked store would replace all but the admin file. */
export function dataFiles(dataDir: string) {
  return {
    /** Accounts, plans, credit grants and keys: written only by the admin commands. */
    admin: join(dataDir, 'admin.json'),
    adminLock: join(dataDir, 'admin.lock'),
    /** Counters, credits spent, rate-limit state and key last-use: written only by the server. */
    counters: join(dataDir, 'server.json'),
    serverLock: join(dataDir, 'server.lock'),
  };
}

/**
 * Creates the data directory readable by its owner only, and takes group and other rights away
 * from one that exists: it holds password hashes, session and key hashes and the credit counts.
 * A directory owned by someone else (EPERM) is left as its owner set it.
 */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = statSync(dataDir);
  if (!(mode & 0o077)) return;
  try {
    chmodSync(dataDir, mode & 0o700);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}
