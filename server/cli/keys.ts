import * as admin from '../accounts/admin';
import { ADMIN_OPTIONS_HELP, dataOption, withAdminStores, jsonOption, parseCommand, positionals, UsageError } from './args';
import { jsonText, printable, table, type CliIO } from './io';

const HELP = {
  create: `Usage: broker-file-converter keys create ACCOUNT [--name LABEL]

Creates an API key for an account and prints it. The key is shown only this once: the server
keeps its SHA-256 hash. With --json, stdout is an object with the key in "key" and its id in "id".
${ADMIN_OPTIONS_HELP}`,
  list: `Usage: broker-file-converter keys list ACCOUNT

Lists an account's keys: id, label, visible prefix, created, last used, revoked.
${ADMIN_OPTIONS_HELP}`,
  revoke: `Usage: broker-file-converter keys revoke KEY_ID

Revokes a key (ids as shown by "keys list"); a running server refuses it from its next request on.
${ADMIN_OPTIONS_HELP}`,
};

export const KEYS_HELP = `Usage: broker-file-converter keys <create|list|revoke> ...

  keys create ACCOUNT [--name LABEL]
  keys list ACCOUNT
  keys revoke KEY_ID

Run "broker-file-converter keys <command> --help" for details.`;

export async function keysCommand(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'create') return create(rest, io);
  if (sub === 'list') return list(rest, io);
  if (sub === 'revoke') return revoke(rest, io);
  if (sub === undefined || sub === '--help' || sub === '-h') return (io.out(KEYS_HELP), sub ? 0 : 2);
  throw new UsageError(`Unknown command "keys ${sub}".`, KEYS_HELP);
}

async function create(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption, name: { type: 'string' } }, HELP.create, io.out);
  if (!args) return 0;
  const [account] = positionals(args.positionals, ['ACCOUNT'], HELP.create);
  const created = await withAdminStores(args, ({ accounts }) => admin.createKey(accounts, account, args.string('name')));
  if (args.flag('json')) return (io.out(jsonText(created)), 0);
  io.out(
    `API key ${created.id} ("${printable(created.name)}") for account ${printable(account)}:\n\n  ${created.key}\n\nStore it now: it is shown only this once.`,
  );
  return 0;
}

async function list(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption }, HELP.list, io.out);
  if (!args) return 0;
  const [account] = positionals(args.positionals, ['ACCOUNT'], HELP.list);
  const keys = await withAdminStores(args, ({ accounts }) => admin.listKeys(accounts, account));
  if (args.flag('json')) return (io.out(jsonText(keys)), 0);
  if (keys.length === 0) return (io.out(`Account ${account} has no keys. Create one with: broker-file-converter keys create ${account}`), 0);
  io.out(
    table([
      ['ID', 'LABEL', 'PREFIX', 'CREATED', 'LAST USED', 'STATUS'],
      ...keys.map((k) => [k.id, k.name, `${k.prefix}…`, k.createdAt, k.lastUsedAt ?? 'never', k.revokedAt ? `revoked ${k.revokedAt}` : 'live']),
    ]),
  );
  return 0;
}

async function revoke(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption }, HELP.revoke, io.out);
  if (!args) return 0;
  const [keyId] = positionals(args.positionals, ['KEY_ID'], HELP.revoke);
  const key = await withAdminStores(args, ({ accounts }) => admin.revokeKey(accounts, keyId));
  io.out(args.flag('json') ? jsonText(key) : `Revoked ${key.id} (${key.prefix}…) at ${key.revokedAt}.`);
  return 0;
}
