import type { Response } from 'express';
import type { ServiceConfig } from '../config';
import type { Store } from '../store/types';
import type { AccountStore } from '../accounts/accountStore';
import type { UserStore } from '../accounts/users';
import { AttemptLimiter } from './attemptLimiter';
import { WEB_DEFAULTS, type WebConfig } from './config';
import { KeyReveals } from './keyReveals';
import { Sessions, type SignedIn } from './sessions';

export type WebDeps = {
  /** Accounts and keys, and the people who sign in: the data directory's or the database's. */
  accounts: AccountStore;
  users: UserStore;
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
  limits: { signInByEmail: AttemptLimiter; signInByClient: AttemptLimiter; signUpByClient: AttemptLimiter };
  reveals: KeyReveals;
};

export function createWebContext(deps: WebDeps): WebContext {
  const web = { ...WEB_DEFAULTS, ...deps.web };
  const users = deps.users;
  const now = deps.config.now;
  return {
    accounts: deps.accounts,
    store: deps.store,
    config: deps.config,
    web,
    users,
    sessions: new Sessions(users, web, now),
    limits: {
      signInByEmail: new AttemptLimiter(web.signInLimits.perEmail, now),
      signInByClient: new AttemptLimiter(web.signInLimits.perClient, now),
      signUpByClient: new AttemptLimiter(web.signUpLimit, now),
    },
    reveals: new KeyReveals(now),
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
