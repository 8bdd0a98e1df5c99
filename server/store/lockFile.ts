import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(`${path} is held by process ${pid}`);
    this.name = 'LockHeldError';
  }
}

/**
 * A lock file, created atomically (link fails if it exists), holding the owner's pid. A lock whose
 * owner is no longer alive (a crash, kill -9) is stale and taken over, so a restart never needs
 * manual cleanup. Returns the function that releases it.
 */
export function acquireLock(path: string): () => void {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path)) return () => removeIfOwned(path);
    const owner = readOwner(path);
    if (owner !== undefined && isAlive(owner)) throw new LockHeldError(path, owner);
    removeStale(path, owner);
  }
  throw new LockHeldError(path, readOwner(path) ?? -1);
}

/**
 * Two processes that both find the same stale lock must not both remove "it": the second would
 * delete the fresh lock the first has just made. So removal happens under a guard lock, and only
 * if the lock still names the dead owner.
 */
function removeStale(path: string, staleOwner: number | undefined): void {
  const guard = `${path}.takeover`;
  if (!tryCreate(guard)) {
    const guardOwner = readOwner(guard);
    // A guard left by a process that died during a takeover would block every later start.
    if (guardOwner === undefined || !isAlive(guardOwner)) removeQuietly(guard);
    return;
  }
  try {
    if (readOwner(path) === staleOwner) removeQuietly(path);
  } finally {
    removeQuietly(guard);
  }
}

/**
 * Written aside and hard-linked into place, so the lock never exists without its owner's pid. The
 * draft is created exclusively ('wx'), never through a name or link someone planted.
 */
function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    removeQuietly(draft);
  }
}

/** Retries while another process holds the lock, for short critical sections such as admin writes. */
export async function withLock<T>(path: string, work: () => Promise<T>, waitMs = 10_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const release = acquireLock(path);
      try {
        return await work();
      } finally {
        release();
      }
    } catch (err) {
      if (!(err instanceof LockHeldError) || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    // Unreadable or half-written by an owner that died between open and write: treat as stale.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOwned(path: string): void {
  if (readOwner(path) === process.pid) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
