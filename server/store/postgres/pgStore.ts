import { oldestDayKept, type DailyConversions } from '../../accounts/conversionHistory';
import { quotaOf, type PlanRules, type UnitSource } from '../../accounts/entitlement';
import { hashesEqual } from '../../accounts/keys';
import { startOfNextUtcDay, utcDay } from '../../accounts/periods';
import { statusOf, type RateAnswer, type RateLimits } from '../../accounts/rateLimit';
import type { Account, Reservation, Store, Usage } from '../types';
import type { Database } from './pool';
import { accountOf, KEY_COLUMNS, keyOf, type AccountRow, type KeyRow } from './rows';

/**
 * How long a reservation holds its unit: longer than any conversion may run (the request timeout
 * is 5 minutes), so only a server that died loses its units, and gets them back after this.
 */
export const RESERVATION_TTL_MS = 10 * 60_000;

/** A key's last use is written at most once a minute: one write per request would serialise a busy key's requests on its row. */
const LAST_USED_PRECISION_MS = 60_000;

const FIND_KEY = `
WITH touched AS (
  UPDATE api_keys SET last_used_at = to_timestamp($2::bigint / 1000.0)
  WHERE hash = $1 AND (last_used_at IS NULL OR last_used_at < to_timestamp(($2::bigint - ${LAST_USED_PRECISION_MS}) / 1000.0))
)
SELECT ${KEY_COLUMNS}, a.name AS account_name, a.plan, a.monthly_quota, a.credits_granted, a.created_at AS account_created_at
FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = $1`;

type FoundRow = KeyRow & Omit<AccountRow, 'id' | 'name' | 'created_at'> & { account_name: string; account_created_at: Date };

const USAGE = `
SELECT a.credits_granted, a.credits_spent, a.rate_day, a.rate_day_count,
  (SELECT used FROM quota_usage WHERE account_id = a.id AND period = $2) AS used,
  (SELECT count(*) FROM rate_events WHERE account_id = a.id AND at > $3) AS in_window,
  (SELECT min(at) FROM rate_events WHERE account_id = a.id AND at > $3) AS oldest
FROM accounts a WHERE a.id = $1`;

type UsageRow = {
  credits_granted: string;
  credits_spent: string;
  rate_day: string;
  rate_day_count: number;
  used: number | null;
  in_window: string;
  oldest: string | null;
};

/**
 * The request path on PostgreSQL, for several servers on one database. Every decision is one
 * statement (a function of migration 2) holding the account's row lock, and every change is
 * committed before the method resolves, so nothing a server decides lives only in its memory.
 */
export class PgStore implements Store {
  constructor(
    private readonly db: Database,
    private readonly reservationTtlMs = RESERVATION_TTL_MS,
  ) {}

  async findKey(hash: string, now: number) {
    const [row] = await this.db.query<FoundRow>(FIND_KEY, [hash, now], 'bfc_find_key');
    if (!row || !hashesEqual(row.hash, hash)) return undefined;
    const account = accountOf({ ...row, id: row.account_id, name: row.account_name, created_at: row.account_created_at });
    return { key: keyOf(row), account };
  }

  async takeRequest(accountId: string, now: number, limits: RateLimits): Promise<RateAnswer> {
    const [row] = await this.db.query<{ allowed: boolean; retry_after_ms: string; in_window: number; oldest: string | null; day_count: number }>(
      'SELECT * FROM bfc_take_request($1, $2, $3, $4, $5, $6, $7)',
      [accountId, now, limits.windowMs, limits.perMinute, limits.perDay, utcDay(now), startOfNextUtcDay(now)],
      'bfc_take_request',
    );
    const status = statusOf(row.in_window, row.oldest === null ? undefined : Number(row.oldest), row.day_count, now, limits);
    return { ...status, allowed: row.allowed, retryAfterMs: Number(row.retry_after_ms) };
  }

  async reserveUnit(account: Account, now: number, rules: PlanRules): Promise<Reservation | undefined> {
    const quota = quotaOf(account, now, rules);
    const day = utcDay(now);
    const [row] = await this.db.query<{ reservation_id: string | null; unit_source: UnitSource | null }>(
      'SELECT * FROM bfc_reserve_unit($1, $2, $3, $4, $5, $6)',
      [account.id, quota.key, quota.limit, day, now, now + this.reservationTtlMs],
      'bfc_reserve_unit',
    );
    if (row.reservation_id === null || row.unit_source === null) return undefined;
    return { id: Number(row.reservation_id), accountId: account.id, source: row.unit_source, quotaKey: quota.key, day };
  }

  /**
   * The charge is committed before `answerable` is asked; a client that left meanwhile is not
   * charged: the charge is taken back by a second statement (as the embedded store does).
   */
  async commitUnit(reservation: Reservation, answerable: () => boolean = () => true): Promise<boolean> {
    const keepFrom = oldestDayKept(reservation.day);
    await this.db.query('SELECT bfc_commit_unit($1, $2)', [reservation.id, keepFrom], 'bfc_commit_unit');
    if (answerable()) return true;
    const { accountId, source, quotaKey, day } = reservation;
    await this.db.query('SELECT bfc_refund_unit($1, $2, $3, $4, $5)', [accountId, source, quotaKey, day, keepFrom]);
    return false;
  }

  async releaseUnit(reservation: Reservation): Promise<void> {
    await this.db.query('DELETE FROM reservations WHERE id = $1', [reservation.id], 'bfc_release_unit');
  }

  async usage(account: Account, now: number, rules: PlanRules, limits: RateLimits): Promise<Usage> {
    const quota = quotaOf(account, now, rules);
    const [row] = await this.db.query<UsageRow>(USAGE, [account.id, quota.key, now - limits.windowMs]);
    if (!row) throw new Error(`No account ${account.id}`);
    const used = row.used ?? 0;
    const dayCount = row.rate_day === utcDay(now) ? row.rate_day_count : 0;
    const oldest = row.oldest === null ? undefined : Number(row.oldest);
    return {
      quota: { ...quota, used, left: Math.max(0, quota.limit - used) },
      credits: { balance: Math.max(0, Number(row.credits_granted) - Number(row.credits_spent)) },
      rate: statusOf(Number(row.in_window), oldest, dayCount, now, limits),
    };
  }

  async dailyConversions(accountId: string): Promise<DailyConversions> {
    const rows = await this.db.query<{ day: string; count: number }>('SELECT day, count FROM daily_conversions WHERE account_id = $1', [accountId]);
    return Object.fromEntries(rows.map((r) => [r.day, r.count]));
  }

  /** Every change is committed before its method resolves. */
  async flush(): Promise<void> {}

  async checkWritable(): Promise<void> {
    const [row] = await this.db.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    if (row.standby) throw new Error('the database is a read-only standby');
  }

  /** The database connection belongs to the backend that opened it (store/backend.ts). */
  async close(): Promise<void> {}
}
