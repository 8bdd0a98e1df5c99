import type { InviteRecord, SessionRecord, UserRecord, UserStore } from '../../accounts/users';
import { newUserId } from '../../accounts/users';
import type { Database } from './pool';
import { isoOrNull } from './rows';

type UserRow = { id: string; email: string; account_id: string; password_hash: string | null; created_at: Date; password_changed_at: Date | null };
type SessionRow = { id_hash: string; user_id: string; csrf_token: string; created_at: Date; expires_at: Date };
type InviteRow = { token_hash: string; user_id: string; created_at: Date; expires_at: Date };

const userOf = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  accountId: r.account_id,
  passwordHash: r.password_hash,
  createdAt: r.created_at.toISOString(),
  passwordChangedAt: isoOrNull(r.password_changed_at),
});
const sessionOf = (r: SessionRow): SessionRecord => ({
  idHash: r.id_hash,
  userId: r.user_id,
  csrfToken: r.csrf_token,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
});
const inviteOf = (r: InviteRow): InviteRecord => ({
  tokenHash: r.token_hash,
  userId: r.user_id,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
});

/** Epoch milliseconds as a timestamptz parameter. */
const at = (ms: number) => new Date(ms).toISOString();

/** People, sessions and invitations in PostgreSQL (the same rules as accounts/usersFile.ts). */
export class PgUserStore implements UserStore {
  constructor(
    private readonly db: Database,
    private readonly ownsDatabase = false,
  ) {}

  async findUserByEmail(email: string) {
    const [row] = await this.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
    return row && userOf(row);
  }

  async findUserById(id: string) {
    const [row] = await this.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return row && userOf(row);
  }

  async allUsers() {
    return (await this.db.query<UserRow>('SELECT * FROM users ORDER BY created_at, id')).map(userOf);
  }

  /** Sign-ups of one email wait for each other on a lock of that email, so `accountIdFor` runs for one of them only. */
  addUser(email: string, passwordHash: string | null, accountIdFor: () => Promise<string>, now: number) {
    return this.db.transaction(async (query): Promise<UserRecord | 'email_taken'> => {
      await query("SELECT pg_advisory_xact_lock(hashtextextended('user:' || $1, 0))", [email]);
      if ((await query('SELECT 1 FROM users WHERE email = $1', [email])).length > 0) return 'email_taken';
      const user: UserRecord = {
        id: newUserId(),
        email,
        accountId: await accountIdFor(),
        passwordHash,
        createdAt: at(now),
        passwordChangedAt: passwordHash ? at(now) : null,
      };
      await query('INSERT INTO users (id, email, account_id, password_hash, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        user.id,
        user.email,
        user.accountId,
        user.passwordHash,
        user.createdAt,
        user.passwordChangedAt,
      ]);
      return user;
    });
  }

  async setPassword(userId: string, passwordHash: string, now: number) {
    await this.db.transaction(async (query) => {
      const updated = await query('UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1 RETURNING id', [userId, passwordHash, at(now)]);
      if (updated.length === 0) throw new Error(`No user ${userId}`);
      await query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    });
  }

  async addSession(session: SessionRecord) {
    await this.db.transaction(async (query) => {
      // Expired sessions go whenever a new one is written, so the table does not grow.
      await query('DELETE FROM sessions WHERE expires_at <= $1', [session.createdAt]);
      await query('INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        session.idHash,
        session.userId,
        session.csrfToken,
        session.createdAt,
        session.expiresAt,
      ]);
    });
  }

  async findSession(idHash: string, now: number) {
    const [row] = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE id_hash = $1 AND expires_at > $2', [idHash, at(now)]);
    return row && sessionOf(row);
  }

  async deleteSession(idHash: string) {
    await this.db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async addInvite(invite: InviteRecord) {
    await this.db.transaction(async (query) => {
      await query('DELETE FROM invites WHERE user_id = $1 OR expires_at <= $2', [invite.userId, invite.createdAt]);
      await query('INSERT INTO invites (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        invite.tokenHash,
        invite.userId,
        invite.createdAt,
        invite.expiresAt,
      ]);
    });
  }

  async findInvite(tokenHash: string, now: number) {
    const [row] = await this.db.query<InviteRow>('SELECT * FROM invites WHERE token_hash = $1 AND expires_at > $2', [tokenHash, at(now)]);
    return row && inviteOf(row);
  }

  /** One statement: of two takes of the same link, one deletes the row and the other finds none. */
  async takeInvite(tokenHash: string, now: number) {
    const [row] = await this.db.query<InviteRow & { valid: boolean }>('DELETE FROM invites WHERE token_hash = $1 RETURNING *, expires_at > $2 AS valid', [
      tokenHash,
      at(now),
    ]);
    return row?.valid ? inviteOf(row) : undefined;
  }

  async close(): Promise<void> {
    if (this.ownsDatabase) await this.db.close();
  }
}
