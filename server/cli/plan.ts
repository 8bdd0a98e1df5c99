import * as admin from '../accounts/admin';
import type { Plan } from '../store/types';
import { ADMIN_OPTIONS_HELP, dataOption, withAdminStores, jsonOption, parseCommand, positionals, UsageError, wholeNumber } from './args';
import { describe } from './accounts';
import { jsonText, type CliIO } from './io';

const HELP = `Usage: broker-file-converter plan set NAME --plan free|pro [--monthly-quota N]

Moves an account to another plan; a running server applies it on its next request.
--monthly-quota sets a Pro account's quota per UTC month (default 1000); without it, a quota
set earlier is kept.
${ADMIN_OPTIONS_HELP}`;

export async function planCommand(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === '--help' || sub === '-h') return (io.out(HELP), 0);
  if (sub !== 'set') throw new UsageError(sub ? `Unknown command "plan ${sub}".` : 'Missing command: plan set.', HELP);
  const args = parseCommand(rest, { ...dataOption, ...jsonOption, plan: { type: 'string' }, 'monthly-quota': { type: 'string' } }, HELP, io.out);
  if (!args) return 0;
  const [name] = positionals(args.positionals, ['NAME'], HELP);
  if (!args.string('plan')) throw new UsageError('Missing --plan free|pro.', HELP);
  const quota = wholeNumber(args.string('monthly-quota'), '--monthly-quota', HELP);
  const summary = await withAdminStores(args, async ({ accounts }) => {
    const account = await admin.setPlan(accounts, name, args.string('plan') as Plan, quota);
    return (await admin.listAccounts(accounts)).find((a) => a.id === account.id)!;
  });
  io.out(args.flag('json') ? jsonText(summary) : `Updated ${describe(summary)}.`);
  return 0;
}
