import { AdminError } from '../accounts/adminError';

/** What server.json holds before the server has counted anything. */
export const EMPTY_COUNTERS = '{"counters":{},"keysLastUsed":{}}';

/**
 * A data file missing or unreadable where it is needed. An AdminError, so the command line prints
 * the message alone, for the serve command as for the admin commands.
 */
export class DamagedDataError extends AdminError {
  constructor(message: string) {
    super('data_damaged', message);
    this.name = 'DamagedDataError';
  }
}

/** `what` says what is wrong: "is empty (0 bytes)", "is missing, but ...". */
export function countersDamaged(file: string, what: string): DamagedDataError {
  return new DamagedDataError(
    `The counters file ${file} ${what}. It holds the credits and quota every account has spent, and ` +
      'starting without it would give them back, so nothing starts on this data directory. Restore it from a backup, ' +
      `then start again. To set every count back to zero on purpose, write ${EMPTY_COUNTERS} into it.`,
  );
}

export function accountsDamaged(file: string, what: string): DamagedDataError {
  return new DamagedDataError(
    `The accounts file ${file} ${what}. It holds the accounts, their API keys and the credits granted; without it ` +
      'every key is refused and the server would create a new account. Restore it from a backup.',
  );
}

/** Why a file's text could not be read as data, in a few words. */
export function describeParseFailure(text: string, err: unknown): string {
  if (text.trim() === '') return `is empty (${Buffer.byteLength(text)} bytes)`;
  return `cannot be read (${(err as Error).message})`;
}
