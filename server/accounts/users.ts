import { createHash, randomBytes } from 'node:crypto';

/**
 * People who sign in to the settings page. A user belongs to one account (the account holds plan,
 * keys and counters, see store/types.ts); a user without a password hash has been invited and not
 * yet chosen one. Session ids and invitation tokens are stored only as SHA-256 hashes, so a copy
 * of the data directory does not let anyone sign in.
 */
export type UserRecord = {
  id: string;
  /** Normalised (see normaliseEmail); unique. */
  email: string;
  accountId: string;
  /** scrypt hash from web/passwords.ts, or null until an invited user sets a password. */
  passwordHash: string | null;
  createdAt: string;
  passwordChangedAt: string | null;
};

export type SessionRecord = {
  idHash: string;
  userId: string;
  /** The synchronizer token every form of this session must send back. */
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
};

export type InviteRecord = { tokenHash: string; userId: string; createdAt: string; expiresAt: string };

export type UsersData = { users: UserRecord[]; sessions: SessionRecord[]; invites: InviteRecord[] };

/** Persistence of users, sessions and invitations; each method is atomic on its own. */
export interface UserStore {
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserById(id: string): Promise<UserRecord | undefined>;
  allUsers(): Promise<UserRecord[]>;
  /**
   * Adds a user for `email` unless one exists. `accountIdFor` runs only when the email is free and
   * inside the same critical section, so two racing sign-ups never leave an account without a user.
   */
  addUser(email: string, passwordHash: string | null, accountIdFor: () => Promise<string>, now: number): Promise<UserRecord | 'email_taken'>;
  /** Sets the password and ends every session of the user (a changed password locks out old sessions). */
  setPassword(userId: string, passwordHash: string, now: number): Promise<void>;
  addSession(session: SessionRecord): Promise<void>;
  /** The session if it exists and has not expired at `now`. */
  findSession(idHash: string, now: number): Promise<SessionRecord | undefined>;
  deleteSession(idHash: string): Promise<void>;
  /** Replaces any open invitation of the user. */
  addInvite(invite: InviteRecord): Promise<void>;
  findInvite(tokenHash: string, now: number): Promise<InviteRecord | undefined>;
  /** Removes the invitation and returns it if it was still valid, so one link sets a password once. */
  takeInvite(tokenHash: string, now: number): Promise<InviteRecord | undefined>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export function newUserId(): string {
  return `usr_${randomBytes(9).toString('base64url')}`;
}

/** 256-bit random secret for a session cookie or an invitation link. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
