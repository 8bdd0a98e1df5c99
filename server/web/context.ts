import type { Response } from 'express';
import type { ServiceConfig } from '../config';
import type { Store } from '../store/types';
import type { AccountStore } from '../accounts/accountStore';
import type { UserStore } from '../accounts/users';
import { AttemptLimiter, type AttemptCounter, type AttemptLimit } from './attemptLimiter';
import { WEB_DEFAULTS, type WebConfig } from './config';
import { KeyReveals, type KeyRevealStore } from './keyReveals';
import { Sessions, type SignedIn } from './sessions';

export type WebDeps = {
  /** Accounts and keys, and the people who sign in: the data directory's or the database's. */
  accounts: AccountStore;
  users: UserStore;
  /** Where the sign-in and sign-up throttles count: in memory by default, the database for several servers. */
  attempts?: (scope: string, limit: AttemptLimit, now: () => number) => AttemptCounter;
  /** Where a new key waits for the page that shows it: in memory by default, the database for several servers. */
  reveals?: (now: () => number) => KeyRevealStore;
  /** The server's live store: usage, counters and the per-day history come from it. */
  store: Store;
  config: ServiceConfig;
  web?: Partial<WebConfig>;
};

/** Everything the page routes share, built once per server. */
export type WebContext = {
  accounts: AccountStore;
  store: Store;
  config: ServiceConfig;
  web: WebConfig;
  users: UserStore;
  sessions: Sessions;
  limits: { signInByEmail: AttemptCounter; signInByClient: AttemptCounter; signUpByClient: AttemptCounter };
  reveals: KeyRevealStore;
};

export function createWebContext(deps: WebDeps): WebContext {
  const web = { ...WEB_DEFAULTS, ...deps.web };
  const users = deps.users;
  const now = deps.config.now;
  const attempts = deps.attempts ?? ((_scope: string, limit: AttemptLimit, clock: () => number) => new AttemptLimiter(limit, clock));
  return {
    accounts: deps.accounts,
    store: deps.store,
    config: deps.config,
    web,
    users,
    sessions: new Sessions(users, web, now),
    limits: {
      signInByEmail: attempts('sign-in-email', web.signInLimits.perEmail, now),
      signInByClient: attempts('sign-in-client', web.signInLimits.perClient, now),
      signUpByClient: attempts('sign-up-client', web.signUpLimit, now),
    },
    reveals: deps.reveals ? deps.reveals(now) : new KeyReveals(now),
  };
}

/** What the per-request middleware in index.ts puts on res.locals for the routes. */
export type PageLocals = { signedIn: SignedIn | undefined; csrfToken: string };

export function pageLocals(res: Response): PageLocals {
  return res.locals as PageLocals;
}

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
