import type { RateLimits, RateDecision, RateStatus } from '../accounts/rateLimit';
import type { PlanRules, Quota, UnitSource } from '../accounts/entitlement';
import type { DailyConversions } from '../accounts/conversionHistory';
import type { Account } from '../accounts/account';

export { PLANS, type Plan, type Account } from '../accounts/account';

export type ApiKeyRecord = {
  id: string;
  accountId: string;
  name: string;
  /** The first characters of the key, enough to recognise it; the key itself is never stored. */
  prefix: string;
  /** Hex SHA-256 of the full key. */
  hash: string;
  createdAt: string;
  revokedAt: string | null;
};

export type AdminData = { accounts: Account[]; keys: ApiKeyRecord[] };

/** A unit held for one conversion in flight: spent by commitUnit, given back by releaseUnit. */
export type Reservation = { id: number; accountId: string; source: UnitSource; quotaKey: string; day: string };

export type Usage = {
  quota: Quota & { used: number; left: number };
  credits: { balance: number };
  rate: RateStatus;
};

/**
 * Everything the request path persists, behind one narrow interface. Each method that decides
 * something does so atomically, so a networked implementation (Redis script, SQL transaction) can
 * stand behind it for several server instances. Methods that change state resolve only once the
 * change is durable, except takeRequest (see there).
 */
export interface Store {
  /** The key with this SHA-256 hash and its account, or undefined; also marks the key as used. */
  findKey(hash: string, now: number): Promise<{ key: ApiKeyRecord; account: Account } | undefined>;
  /**
   * Counts one request against the account's rate limits if they allow it. The count is decided at
   * once but made durable only by the next write (commitUnit's, or flush()): a request is answered
   * after one of them, so a successful conversion writes the store once, not twice.
   */
  takeRequest(accountId: string, now: number, limits: RateLimits): Promise<RateDecision>;
  /** Holds one unit of quota or credit for a conversion; undefined when the account has none left. */
  reserveUnit(account: Account, now: number, rules: PlanRules): Promise<Reservation | undefined>;
  /**
   * Spends the held unit once it is durable, unless `answerable` (asked after the write) says the
   * client has gone: then the unit is given back and the result is false. Rejects, spending
   * nothing, if the write fails.
   */
  commitUnit(reservation: Reservation, answerable?: () => boolean): Promise<boolean>;
  releaseUnit(reservation: Reservation): Promise<void>;
  usage(account: Account, now: number, rules: PlanRules, limits: RateLimits): Promise<Usage>;
  /** Committed conversions per UTC day (YYYY-MM-DD), for the last DAYS_KEPT days; absent days are 0. */
  dailyConversions(accountId: string): Promise<DailyConversions>;
  /** Resolves once every change made so far is durable: awaited before answering a counted request without a charge. */
  flush(): Promise<void>;
  /** Resolves if the store can be written now, rejects with the write's error if not (for /healthz). */
  checkWritable(): Promise<void>;
  close(): Promise<void>;
}
