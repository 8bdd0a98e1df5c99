import type { Account, ApiKeyRecord, Plan } from '../types';
import type { StoredKey } from '../../accounts/accountStore';

/** node-postgres returns bigint columns as strings and timestamptz as Date; the stores use numbers and ISO strings. */
export type AccountRow = { id: string; name: string; plan: string; monthly_quota: string | null; credits_granted: string; created_at: Date };
export type KeyRow = {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  hash: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

export const ACCOUNT_COLUMNS = 'a.id, a.name, a.plan, a.monthly_quota, a.credits_granted, a.created_at';
export const KEY_COLUMNS = 'k.id, k.account_id, k.name, k.prefix, k.hash, k.created_at, k.revoked_at, k.last_used_at';

export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function accountOf(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan as Plan,
    monthlyQuota: row.monthly_quota === null ? null : Number(row.monthly_quota),
    creditsGranted: Number(row.credits_granted),
    createdAt: row.created_at.toISOString(),
  };
}

export function keyOf(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    prefix: row.prefix,
    hash: row.hash,
    createdAt: row.created_at.toISOString(),
    revokedAt: isoOrNull(row.revoked_at),
  };
}

export function storedKeyOf(row: KeyRow): StoredKey {
  return { ...keyOf(row), lastUsedAt: isoOrNull(row.last_used_at) };
}

/** Column values of a key, in the order of KEY_INSERT. */
export function keyValues(key: ApiKeyRecord): unknown[] {
  return [key.id, key.accountId, key.name, key.prefix, key.hash, key.createdAt, key.revokedAt];
}

export const KEY_INSERT = 'INSERT INTO api_keys (id, account_id, name, prefix, hash, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7)';

export function accountValues(account: Account): unknown[] {
  return [account.id, account.name, account.plan, account.monthlyQuota, account.creditsGranted, account.createdAt];
}

export const ACCOUNT_INSERT = 'INSERT INTO accounts (id, name, plan, monthly_quota, credits_granted, created_at) VALUES ($1, $2, $3, $4, $5, $6)';
