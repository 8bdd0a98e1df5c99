import { migrateData } from '../store/migrateData';
import { redactUrl } from '../store/backend';
import { jsonOption, parseCommand, positionals, UsageError } from './args';
import { jsonText, type CliIO } from './io';

export const MIGRATE_DATA_HELP = `Usage: broker-file-converter migrate-data --from DIR --to postgres://USER:PASSWORD@HOST:PORT/DB

Moves a data directory into an empty PostgreSQL database, in one transaction: accounts, plans,
API keys, credits granted and spent, quota and rate-limit counts, the per-day history, people,
their sessions and invitations. Stop the server of that directory first. The directory is left
as it was; afterwards start the servers with --database-url (see docs/operations-postgres.md).

Options:
  --from DIR   the data directory (default: $BFC_DATA_DIR or ./data)
  --to URL     the database (default: $DATABASE_URL)
  --json       print only JSON on stdout, for scripts
  --help       show this help`;

export async function migrateDataCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseCommand(argv, { ...jsonOption, from: { type: 'string' }, to: { type: 'string' } }, MIGRATE_DATA_HELP, io.out);
  if (!args) return 0;
  positionals(args.positionals, [], MIGRATE_DATA_HELP);
  const from = args.string('from') || process.env.BFC_DATA_DIR || './data';
  const to = args.string('to') || process.env.DATABASE_URL;
  if (!to) throw new UsageError('Give the database to move into with --to postgres://… (or set DATABASE_URL).', MIGRATE_DATA_HELP);
  const moved = await migrateData(from, to);
  if (args.flag('json')) return (io.out(jsonText(moved)), 0);
  io.out(
    `Moved ${moved.accounts} account(s), ${moved.keys} API key(s) and ${moved.users} user(s) from ${from} into ${redactUrl(to)}` +
      ` (${moved.creditsSpent} credits spent, ${moved.conversions} conversions in the history).\n` +
      `Start the servers with --database-url (or DATABASE_URL); ${from} was left as it was.`,
  );
  return 0;
}
