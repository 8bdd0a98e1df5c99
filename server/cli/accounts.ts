import * as admin from '../accounts/admin';
import { planRulesFromEnv } from '../config';
import type { Plan } from '../store/types';
import { ADMIN_OPTIONS_HELP, dataOption, withAdminStores, jsonOption, parseCommand, positionals, UsageError, wholeNumber } from './args';
import { jsonText, printable, table, type CliIO } from './io';

const HELP = {
  create: `Usage: broker-file-converter accounts create NAME [--plan free|pro] [--monthly-quota N] [--credits N]

Creates an account. A free account has 3 conversions per UTC day; a Pro account has its monthly
quota (default 1000, or --monthly-quota). Credits are spent after the plan's allowance.
${ADMIN_OPTIONS_HELP}`,
  list: `Usage: broker-file-converter accounts list

Lists every account with its plan, credits and number of live keys.
${ADMIN_OPTIONS_HELP}`,
  show: `Usage: broker-file-converter accounts show NAME

Shows one account: plan, quota used in the current period, credits and its API keys.
${ADMIN_OPTIONS_HELP}`,
};

export const ACCOUNTS_HELP = `Usage: broker-file-converter accounts <create|list|show> ...

  accounts create NAME [--plan free|pro] [--monthly-quota N] [--credits N]
  accounts list
  accounts show NAME

Run "broker-file-converter accounts <command> --help" for details.`;

export async function accountsCommand(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'create') return create(rest, io);
  if (sub === 'list') return list(rest, io);
  if (sub === 'show') return show(rest, io);
  if (sub === undefined || sub === '--help' || sub === '-h') return (io.out(ACCOUNTS_HELP), sub ? 0 : 2);
  throw new UsageError(`Unknown command "accounts ${sub}".`, ACCOUNTS_HELP);
}

async function create(argv: string[], io: CliIO) {
  const args = parseCommand(
    argv,
    { ...dataOption, ...jsonOption, plan: { type: 'string' }, 'monthly-quota': { type: 'string' }, credits: { type: 'string' } },
    HELP.create,
    io.out,
  );
  if (!args) return 0;
  const [name] = positionals(args.positionals, ['NAME'], HELP.create);
  const options = {
    plan: (args.string('plan') ?? 'free') as Plan,
    monthlyQuota: wholeNumber(args.string('monthly-quota'), '--monthly-quota', HELP.create),
    credits: wholeNumber(args.string('credits'), '--credits', HELP.create),
  };
  const summary = await withAdminStores(args, async ({ accounts }) => {
    const account = await admin.createAccount(accounts, name, options);
    return (await admin.listAccounts(accounts)).find((a) => a.id === account.id)!;
  });
  io.out(args.flag('json') ? jsonText(summary) : `Created account ${describe(summary)}.\nCreate its API key with: broker-file-converter keys create ${name}`);
  return 0;
}

async function list(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption }, HELP.list, io.out);
  if (!args) return 0;
  positionals(args.positionals, [], HELP.list);
  const accounts = await withAdminStores(args, (stores) => admin.listAccounts(stores.accounts));
  if (args.flag('json')) io.out(jsonText(accounts));
  else if (accounts.length === 0) io.out('No accounts yet. Create one with: broker-file-converter accounts create NAME');
  else {
    io.out(
      table([
        ['NAME', 'PLAN', 'MONTHLY QUOTA', 'CREDITS', 'KEYS', 'ID'],
        ...accounts.map((a) => [a.name, a.plan, a.plan === 'pro' ? String(a.monthlyQuota ?? 'default') : '-', String(a.credits.balance), String(a.keys), a.id]),
      ]),
    );
  }
  return 0;
}

async function show(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption }, HELP.show, io.out);
  if (!args) return 0;
  const [name] = positionals(args.positionals, ['NAME'], HELP.show);
  const details = await withAdminStores(args, ({ accounts }) => admin.showAccount(accounts, name, planRulesFromEnv()));
  if (args.flag('json')) return (io.out(jsonText(details)), 0);
  io.out(
    [
      `Account:  ${printable(details.name)} (${details.id})`,
      `Plan:     ${details.plan}`,
      `Quota:    ${details.quota.used} of ${details.quota.limit} used this ${details.quota.period} (UTC), ${details.quota.left} left`,
      `Credits:  ${details.credits.balance} (granted ${details.credits.granted}, spent ${details.credits.spent})`,
      `Created:  ${details.createdAt}`,
      `API keys: ${details.apiKeys.length === 0 ? 'none' : ''}`,
      ...details.apiKeys.map((k) => `  ${k.id}  ${k.prefix}…  ${printable(k.name)}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'live'}`),
    ].join('\n'),
  );
  return 0;
}

export function describe(a: admin.AccountSummary): string {
  const plan = a.plan === 'pro' ? `pro (monthly quota ${a.monthlyQuota ?? 'default'})` : 'free';
  return `${printable(a.name)} (${a.id}), plan ${plan}, ${a.credits.balance} credits`;
}
