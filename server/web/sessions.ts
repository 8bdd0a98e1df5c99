import type { Request, Response } from 'express';
import { hashSecret, newSecret, type SessionRecord, type UserRecord, type UserStore } from '../accounts/users';
import type { WebConfig } from './config';
import { cookieOptions, readCookie, SESSION_COOKIE } from './cookies';

export type SignedIn = { session: SessionRecord; user: UserRecord };

/**
 * Server-side sessions: the cookie holds a random id, the store holds its hash, the user and the
 * expiry. Signing in always starts a fresh id, so an id planted before sign-in is worthless.
 */
export class Sessions {
  constructor(
    private readonly users: UserStore,
    private readonly config: WebConfig,
    private readonly now: () => number,
  ) {}

  async start(req: Request, res: Response, user: UserRecord): Promise<SessionRecord> {
    await this.end(req, res);
    const id = newSecret();
    const now = this.now();
    const session: SessionRecord = {
      idHash: hashSecret(id),
      userId: user.id,
      csrfToken: newSecret(),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + this.config.sessionTtlMs).toISOString(),
    };
    await this.users.addSession(session);
    res.cookie(SESSION_COOKIE, id, cookieOptions(req, this.config.cookieSecure, this.config.sessionTtlMs));
    return session;
  }

  async current(req: Request): Promise<SignedIn | undefined> {
    const id = readCookie(req, SESSION_COOKIE);
    if (!id) return undefined;
    const session = await this.users.findSession(hashSecret(id), this.now());
    const user = session && (await this.users.findUserById(session.userId));
    return session && user ? { session, user } : undefined;
  }

  async end(req: Request, res: Response): Promise<void> {
    const id = readCookie(req, SESSION_COOKIE);
    if (!id) return;
    await this.users.deleteSession(hashSecret(id));
    res.clearCookie(SESSION_COOKIE, cookieOptions(req, this.config.cookieSecure));
  }
}
