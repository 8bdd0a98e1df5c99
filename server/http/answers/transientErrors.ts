import { LockHeldError } from '../../store/lockFile';

export const TRANSIENT_RETRY_AFTER_SECONDS = 5;

/**
 * System error codes that say "not now" rather than "never": the process is out of file handles
 * or memory, the disk is full, a resource is busy or a wait timed out. Retrying later may work.
 */
const TRANSIENT_CODES = new Set(['EAGAIN', 'EBUSY', 'EMFILE', 'ENFILE', 'ENOMEM', 'ENOSPC', 'EDQUOT', 'ETIMEDOUT']);

/**
 * Whether a failure that is not an answer (not an ApiError) is worth retrying: one of the codes
 * above, or a data file held by another process (an admin command) for longer than the wait.
 */
export function isTransient(err: unknown): boolean {
  if (err instanceof LockHeldError) return true;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}
