import { accountStoreOf, AdminError, createAccount, type AccountsAt } from './admin';
import { FileUserStore } from './usersFile';
import { hashSecret, isPlausibleEmail, newSecret, normaliseEmail, type UserRecord, type UserStore } from './users';

export const INVITE_TTL_MS = 7 * 24 * 3600_000;

/**
 * A new account of its own for a user signing up. The account is named after the email when that
 * name is free and allowed; otherwise it gets a generated name, never an existing account.
 */
export async function registerUser(
  accounts: AccountsAt,
  users: UserStore,
  email: string,
  passwordHash: string,
  now: number,
): Promise<UserRecord | 'email_taken'> {
  return users.addUser(
    email,
    passwordHash,
    async () => {
      try {
        return (await createAccount(accounts, email)).id;
      } catch (err) {
        if (!(err instanceof AdminError)) throw err;
        return (await createAccount(accounts, `user-${newSecret().slice(0, 10)}`)).id;
      }
    },
    now,
  );
}

export type Invitation = { user: UserRecord; token: string; expiresAt: string; path: string };

/**
 * Lets a person into an existing account: creates the user if needed and a one-time link to choose
 * a password. For a user who already has a password the same link resets it.
 */
export async function inviteUser(
  accounts: AccountsAt,
  accountName: string,
  rawEmail: string,
  now = Date.now(),
  users: UserStore = new FileUserStore(accountsDirOf(accounts)),
): Promise<Invitation> {
  const email = normaliseEmail(rawEmail);
  if (!isPlausibleEmail(email)) throw new AdminError('invalid_email', `"${rawEmail}" does not look like an email address.`);
  const account = (await accountStoreOf(accounts).listAccounts()).find((a) => a.name === accountName);
  if (!account) throw new AdminError('unknown_account', `No account named "${accountName}"; see "accounts list".`);

  let user = await users.findUserByEmail(email);
  if (!user) {
    const added = await users.addUser(email, null, async () => account.id, now);
    user = added === 'email_taken' ? await users.findUserByEmail(email) : added;
  }
  if (!user || user.accountId !== account.id) {
    throw new AdminError('email_taken', `${email} already signs in to another account.`);
  }
  const token = newSecret();
  const expiresAt = new Date(now + INVITE_TTL_MS).toISOString();
  await users.addInvite({ tokenHash: hashSecret(token), userId: user.id, createdAt: new Date(now).toISOString(), expiresAt });
  return { user, token, expiresAt, path: `/invite/${token}` };
}

/** The users of a data directory sit beside its accounts; a database store passes its own UserStore. */
function accountsDirOf(accounts: AccountsAt): string {
  if (typeof accounts === 'string') return accounts;
  throw new Error('inviteUser: pass the UserStore that goes with this AccountStore');
}
