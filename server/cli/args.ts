import { parseArgs, type ParseArgsConfig } from 'node:util';
import { openAdminStores, type AdminStores, type StoreLocation } from '../store/backend';

/** A mistake in how the command was called: the message and the command's help go to stderr, exit 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly help: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

export const dataOption = { data: { type: 'string' }, 'database-url': { type: 'string' } } as const;
export const jsonOption = { json: { type: 'boolean' } } as const;

export const ADMIN_OPTIONS_HELP = `
Options:
  --data DIR   data directory of the server (default: $BFC_DATA_DIR or ./data)
  --database-url URL  the servers' PostgreSQL database instead (default: $DATABASE_URL)
  --json       print only JSON on stdout, for scripts
  --help       show this help`;

/** A parsed command line with typed access to its flags. */
export type Command = {
  positionals: string[];
  string(name: string): string | undefined;
  flag(name: string): boolean;
};

/**
 * node:util parseArgs with --help built in; returns undefined when help was asked for
 * (and printed), so every command answers --help the same way.
 */
export function parseCommand(argv: string[], options: Options, help: string, print: (text: string) => void): Command | undefined {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message, help);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help) {
    print(help);
    return undefined;
  }
  return {
    positionals: parsed.positionals,
    string: (name) => (typeof values[name] === 'string' ? (values[name] as string) : undefined),
    flag: (name) => values[name] === true,
  };
}

export function positionals(values: string[], names: string[], help: string): string[] {
  if (values.length !== names.length) {
    throw new UsageError(`Expected ${names.length ? names.join(' ') : 'no arguments'}, got ${values.length ? values.join(' ') : 'none'}.`, help);
  }
  return values;
}

export function wholeNumber(value: string | undefined, flag: string, help: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a whole number, got "${value}".`, help);
  return Number(value);
}

/** --data, else $BFC_DATA_DIR, else ./data: the same directory `serve` uses by default. */
export function dataDirOf(command: Command): string {
  return command.string('data') || process.env.BFC_DATA_DIR || './data';
}

/**
 * --database-url, else --data, else $DATABASE_URL, else the data directory: a flag on the command
 * line wins over the environment, so `--data DIR` reaches a directory even where DATABASE_URL is set.
 */
export function storeLocationOf(command: Command): StoreLocation {
  const databaseUrl = command.string('database-url') || (command.string('data') ? undefined : process.env.DATABASE_URL || undefined);
  return { dataDir: dataDirOf(command), databaseUrl };
}

/** Runs an admin command's work on the stores its options name, and closes them after. */
export async function withAdminStores<T>(command: Command, work: (stores: AdminStores) => Promise<T>): Promise<T> {
  const stores = await openAdminStores(storeLocationOf(command));
  try {
    return await work(stores);
  } finally {
    await stores.close();
  }
}
