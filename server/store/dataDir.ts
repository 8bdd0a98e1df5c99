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
