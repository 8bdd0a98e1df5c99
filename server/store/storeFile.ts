import { randomBytes } from 'node:crypto';
import { readdirSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';

/**
 * A lowdb adapter for the data directory's JSON files, in place of lowdb's JSONFile, whose writer
 * (steno) creates its temp file with a fixed name, following a symlink planted there, readable
 * by every local user, and syncs nothing. Here each version is written to a temp file of its own,
 * created exclusively (never through an existing name or link) and readable by the owner only,
 * synced, renamed over the file, and the directory synced: once write() resolves, the new version
 * survives a power cut (each group commit of server.json pays two fsyncs; see npm run bench).
 * The text is made synchronously when write() is called, so a caller knows which changes a write
 * carries.
 */
export class StoreFile<T> implements Adapter<T> {
  constructor(
    private readonly filename: string,
    private readonly format: { parse: (text: string) => T; stringify: (data: T) => string } = {
      parse: JSON.parse,
      stringify: (data) => JSON.stringify(data, null, 2),
    },
  ) {}

  async read(): Promise<T | null> {
    try {
      return this.format.parse(await readFile(this.filename, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  write(data: T): Promise<void> {
    return replaceFile(this.filename, this.format.stringify(data));
  }
}

const tempName = (filename: string, id: string) => `.${basename(filename)}.${id}.tmp`;

async function replaceFile(filename: string, text: string): Promise<void> {
  const temp = join(dirname(filename), tempName(filename, randomBytes(6).toString('hex')));
  // 'wx' is O_CREAT | O_EXCL: it fails on any existing name, a symlink included, and follows none.
  const file = await open(temp, 'wx', 0o600);
  try {
    try {
      await file.writeFile(text, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, filename);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  await syncDirectory(dirname(filename));
}

/** Makes a rename in `dir` durable: until the directory is synced, a power cut can undo it. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes the temp files of `filename` that a process killed mid-write left behind. Only for the
 * holder of the file's lock: nobody else can be writing one of them.
 */
export function removeLeftoverTemps(filename: string): void {
  const pattern = new RegExp(`^${tempName(filename, '[0-9a-f]{12}').replace(/\./g, '\\.')}$`);
  for (const name of readdirSync(dirname(filename))) {
    if (pattern.test(name)) unlinkSync(join(dirname(filename), name));
  }
}
