import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { ensureDataDir } from '../store/dataDir';
import { withLock } from '../store/lockFile';
import { removeLeftoverTemps, StoreFile } from '../store/storeFile';
import { newUserId, type InviteRecord, type SessionRecord, type UserRecord, type UserStore, type UsersData } from './users';

/**
 * users.json in the data directory. Both the server (sign-up, sign-in) and the admin commands
 * (invitations) write it, each change under users.lock and by atomic rename, like admin.json.
 * Reads come from memory and are refreshed when the file's version changes.
 */
export class FileUserStore implements UserStore {
  private readonly file: string;
  private readonly lock: string;
  private cachedVersion = '';
  private cached: UsersData = emptyData();

  constructor(private readonly dataDir: string) {
    this.file = join(dataDir, 'users.json');
    this.lock = join(dataDir, 'users.lock');
  }

  async findUserByEmail(email: string) {
    return this.read().users.find((u) => u.email === email);
  }

  async findUserById(id: string) {
    return this.read().users.find((u) => u.id === id);
  }

  async allUsers() {
    return [...this.read().users];
  }

  async addUser(email: string, passwordHash: string | null, accountIdFor: () => Promise<string>, now: number) {
    return this.update(async (data): Promise<UserRecord | 'email_taken'> => {
      if (data.users.some((u) => u.email === email)) return 'email_taken';
      const at = new Date(now).toISOString();
      const user: UserRecord = {
        id: newUserId(),
        email,
        accountId: await accountIdFor(),
        passwordHash,
        createdAt: at,
        passwordChangedAt: passwordHash ? at : null,
      };
      data.users.push(user);
      return user;
    });
  }

  async setPassword(userId: string, passwordHash: string, now: number) {
    await this.update(async (data) => {
      const user = data.users.find((u) => u.id === userId);
      if (!user) throw new Error(`No user ${userId}`);
      user.passwordHash = passwordHash;
      user.passwordChangedAt = new Date(now).toISOString();
      data.sessions = data.sessions.filter((s) => s.userId !== userId);
    });
  }

  async addSession(session: SessionRecord) {
    await this.update(async (data) => {
      // Expired sessions are dropped whenever a new one is written, so the file does not grow.
      data.sessions = data.sessions.filter((s) => Date.parse(s.expiresAt) > Date.parse(session.createdAt));
      data.sessions.push(session);
    });
  }

  async findSession(idHash: string, now: number) {
    return this.read().sessions.find((s) => s.idHash === idHash && Date.parse(s.expiresAt) > now);
  }

  async deleteSession(idHash: string) {
    await this.update(async (data) => {
      data.sessions = data.sessions.filter((s) => s.idHash !== idHash);
    });
  }

  async addInvite(invite: InviteRecord) {
    await this.update(async (data) => {
      data.invites = data.invites.filter((i) => i.userId !== invite.userId && Date.parse(i.expiresAt) > Date.parse(invite.createdAt));
      data.invites.push(invite);
    });
  }

  async findInvite(tokenHash: string, now: number) {
    return this.read().invites.find((i) => i.tokenHash === tokenHash && Date.parse(i.expiresAt) > now);
  }

  async takeInvite(tokenHash: string, now: number) {
    return this.update(async (data) => {
      const invite = data.invites.find((i) => i.tokenHash === tokenHash && Date.parse(i.expiresAt) > now);
      data.invites = data.invites.filter((i) => i.tokenHash !== tokenHash);
      return invite;
    });
  }

  private read(): UsersData {
    const version = fileVersion(this.file);
    if (version !== this.cachedVersion) {
      this.cached = readData(this.file);
      this.cachedVersion = version;
    }
    return this.cached;
  }

  private async update<T>(change: (data: UsersData) => Promise<T>): Promise<T> {
    ensureDataDir(this.dataDir);
    return withLock(this.lock, async () => {
      removeLeftoverTemps(this.file);
      const db = new Low<UsersData>(new StoreFile<UsersData>(this.file), readData(this.file));
      const result = await change(db.data);
      await db.write();
      return result;
    });
  }
}

function emptyData(): UsersData {
  return { users: [], sessions: [], invites: [] };
}

/** users.json of a data directory as it is now (for migrate-data). */
export function readUsersData(dataDir: string): UsersData {
  return readData(join(dataDir, 'users.json'));
}

function readData(file: string): UsersData {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<UsersData>;
    return { users: data.users ?? [], sessions: data.sessions ?? [], invites: data.invites ?? [] };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return emptyData();
    throw err;
  }
}

// A rename gives a new inode, so this changes with every write without reading the file.
function fileVersion(file: string): string {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.ino}:${s.mtimeNs}:${s.size}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}
