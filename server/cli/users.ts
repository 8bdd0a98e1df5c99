import { inviteUser } from '../accounts/usersAdmin';
import { ADMIN_OPTIONS_HELP, dataOption, withAdminStores, jsonOption, parseCommand, positionals, UsageError } from './args';
import { jsonText, printable, table, type CliIO } from './io';

const HELP = {
  invite: `Usage: broker-file-converter users invite ACCOUNT --email EMAIL [--url BASE_URL]

Lets a person sign in to the settings page (/settings) of an existing account: prints a one-time
link, valid for 7 days, where they choose a password. For someone who already has a password
the link resets it (and signs out their sessions once used). The link is shown only this once.

  --url BASE_URL  where people reach this server (default: $BFC_PUBLIC_URL, else http://localhost:$BFC_PORT)
${ADMIN_OPTIONS_HELP}`,
  list: `Usage: broker-file-converter users list

Lists the people who can sign in to the settings page: email, account, whether a password is set.
${ADMIN_OPTIONS_HELP}`,
};

export const USERS_HELP = `Usage: broker-file-converter users <invite|list> ...

  users invite ACCOUNT --email EMAIL [--url BASE_URL]
  users list

Run "broker-file-converter users <command> --help" for details.`;

export async function usersCommand(argv: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'invite') return invite(rest, io);
  if (sub === 'list') return list(rest, io);
  if (sub === undefined || sub === '--help' || sub === '-h') return (io.out(USERS_HELP), sub ? 0 : 2);
  throw new UsageError(`Unknown command "users ${sub}".`, USERS_HELP);
}

async function invite(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption, email: { type: 'string' }, url: { type: 'string' } }, HELP.invite, io.out);
  if (!args) return 0;
  const [account] = positionals(args.positionals, ['ACCOUNT'], HELP.invite);
  const email = args.string('email');
  if (!email) throw new UsageError('Give the email of the person to invite with --email.', HELP.invite);
  const baseUrl = (args.string('url') || process.env.BFC_PUBLIC_URL || `http://localhost:${process.env.BFC_PORT || 3000}`).replace(/\/+$/, '');

  const invitation = await withAdminStores(args, ({ accounts, users }) => inviteUser(accounts, account, email, Date.now(), users));
  const link = baseUrl + invitation.path;
  if (args.flag('json')) {
    return (io.out(jsonText({ email: invitation.user.email, account, link, expiresAt: invitation.expiresAt })), 0);
  }
  io.out(
    `Invitation for ${printable(invitation.user.email)} to account ${printable(account)}, valid until ${invitation.expiresAt}:\n\n  ${link}\n\nSend it to them privately: it is shown only this once and works once.`,
  );
  return 0;
}

async function list(argv: string[], io: CliIO) {
  const args = parseCommand(argv, { ...dataOption, ...jsonOption }, HELP.list, io.out);
  if (!args) return 0;
  positionals(args.positionals, [], HELP.list);
  const [accountList, userList] = await withAdminStores(args, (stores) => Promise.all([stores.accounts.listAccounts(), stores.users.allUsers()]));
  const accounts = new Map(accountList.map((a) => [a.id, a.name]));
  const users = userList.map((u) => ({
    email: u.email,
    account: accounts.get(u.accountId) ?? `(deleted ${u.accountId})`,
    passwordSet: u.passwordHash !== null,
    createdAt: u.createdAt,
  }));
  if (args.flag('json')) return (io.out(jsonText(users)), 0);
  if (users.length === 0) return (io.out('No users yet. Invite one with: broker-file-converter users invite ACCOUNT --email EMAIL'), 0);
  io.out(table([['EMAIL', 'ACCOUNT', 'PASSWORD', 'CREATED'], ...users.map((u) => [u.email, u.account, u.passwordSet ? 'set' : 'invited', u.createdAt])]));
  return 0;
}
