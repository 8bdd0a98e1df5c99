import type { AccountCounters, CounterData } from '../lowdbStore';
import type { AdminData } from '../types';
import type { UsersData } from '../../accounts/users';
import type { Query } from './pool';
import { ACCOUNT_INSERT, accountValues, KEY_INSERT, keyValues } from './rows';

/** Everything a data directory holds. */
export type DataDirContents = { admin: AdminData; counters: CounterData; users: UsersData };

export type ImportSummary = { accounts: number; keys: number; users: number; creditsSpent: number; conversions: number };

/** Writes a data directory's contents into an empty database, inside the caller's transaction. */
export async function importData(query: Query, data: DataDirContents, now: number): Promise<ImportSummary> {
  const { admin, counters, users } = data;
  let creditsSpent = 0;
  let conversions = 0;
  for (const account of admin.accounts) {
    await query(ACCOUNT_INSERT, accountValues(account));
    const counted = counters.counters[account.id];
    if (!counted) continue;
    creditsSpent += counted.creditsSpent;
    conversions += await importCounters(query, account.id, counted);
  }
  for (const key of admin.keys) {
    await query(KEY_INSERT, keyValues(key));
    const lastUsed = counters.keysLastUsed[key.id];
    if (lastUsed) await query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [key.id, lastUsed]);
  }
  await importUsers(query, users, now);
  return { accounts: admin.accounts.length, keys: admin.keys.length, users: users.users.length, creditsSpent, conversions };
}

/** Credits spent, the quota period's count, the rate windows and the per-day history; returns the conversions counted. */
async function importCounters(query: Query, accountId: string, counted: AccountCounters): Promise<number> {
  await query('UPDATE accounts SET credits_spent = $2, rate_day = $3, rate_day_count = $4 WHERE id = $1', [
    accountId,
    counted.creditsSpent,
    counted.rate.day.period,
    counted.rate.day.count,
  ]);
  if (counted.quota.key && counted.quota.used > 0) {
    await query('INSERT INTO quota_usage (account_id, period, used) VALUES ($1, $2, $3)', [accountId, counted.quota.key, counted.quota.used]);
  }
  if (counted.rate.recent.length > 0) {
    await query('INSERT INTO rate_events (account_id, at) SELECT $1, unnest($2::bigint[])', [accountId, counted.rate.recent]);
  }
  let conversions = 0;
  for (const [day, count] of Object.entries(counted.daily ?? {})) {
    await query('INSERT INTO daily_conversions (account_id, day, count) VALUES ($1, $2, $3)', [accountId, day, count]);
    conversions += count;
  }
  return conversions;
}

/** People, their open invitations and their sessions still valid at `now` (so nobody is signed out by the move). */
async function importUsers(query: Query, data: UsersData, now: number): Promise<void> {
  for (const u of data.users) {
    await query('INSERT INTO users (id, email, account_id, password_hash, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      u.id,
      u.email,
      u.accountId,
      u.passwordHash,
      u.createdAt,
      u.passwordChangedAt,
    ]);
  }
  for (const s of data.sessions.filter((s) => Date.parse(s.expiresAt) > now)) {
    await query('INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      s.idHash,
      s.userId,
      s.csrfToken,
      s.createdAt,
      s.expiresAt,
    ]);
  }
  for (const i of data.invites.filter((i) => Date.parse(i.expiresAt) > now)) {
    await query('INSERT INTO invites (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [i.tokenHash, i.userId, i.createdAt, i.expiresAt]);
  }
}
