import * as admin from '../accounts/admin';
import { ADMIN_OPTIONS_HELP, dataOption, withAdminStores, jsonOption, parseCommand, positionals, UsageError, wholeNumber } from './args';
import { describe } from './accounts';
import { jsonText, type CliIO } from './io';

const HELP = `Usage: broker-file-converter credits add NAME N

Adds N conversion credits to an account; a running server applies them on its next request.
Credits are spent after the plan's free or monthly allowance and do not expire.
${ADMIN_OPTIONS_HELP}`;

export async function creditsCommand(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === '--help' || sub === '-h') return (io.out(HELP), 0);
  if (sub !== 'add') throw new UsageError(sub ? `Unknown command "credits ${sub}".` : 'Missing command: credits add.', HELP);
  const args = parseCommand(rest, { ...dataOption, ...jsonOption }, HELP, io.out);
  if (!args) return 0;
  const [name, count] = positionals(args.positionals, ['NAME', 'N'], HELP);
  const credits = wholeNumber(count, 'N', HELP)!;
  const summary = await withAdminStores(args, async ({ accounts }) => {
    const account = await admin.addCredits(accounts, name, credits);
    return (await admin.listAccounts(accounts)).find((a) => a.id === account.id)!;
  });
  io.out(args.flag('json') ? jsonText(summary) : `Added ${count} credits: ${describe(summary)}.`);
  return 0;
}
