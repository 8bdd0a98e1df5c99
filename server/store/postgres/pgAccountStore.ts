import type { AccountCounts, AccountStore, StoredKey } from '../../accounts/accountStore';
import type { Account, ApiKeyRecord } from '../types';
import type { Database } from './pool';
import {
  ACCOUNT_COLUMNS,
  ACCOUNT_INSERT,
  accountOf,
  accountValues,
  KEY_COLUMNS,
  KEY_INSERT,
  keyOf,
  keyValues,
  storedKeyOf,
  type AccountRow,
  type KeyRow,
} from './rows';

/** Taken by the first start's check, so servers starting together on an empty database create one default account. */
export const FIRST_ACCOUNT_LOCK = 7_177_002;

/** Accounts and keys in PostgreSQL; each method one statement or one transaction. */
export class PgAccountStore implements AccountStore {
  constructor(
    private readonly db: Database,
    private readonly ownsDatabase = false,
  ) {}

  async listAccounts(): Promise<Account[]> {
    return (await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a ORDER BY a.created_at, a.id`)).map(accountOf);
  }

  async counts(): Promise<Map<string, AccountCounts>> {
    const rows = await this.db.query<{ id: string; credits_spent: string; quota_used: Record<string, number> }>(`
      SELECT a.id, a.credits_spent,
        (SELECT coalesce(jsonb_object_agg(period, used), '{}') FROM quota_usage WHERE account_id = a.id) AS quota_used
      FROM accounts a`);
    return new Map(rows.map((r) => [r.id, { creditsSpent: Number(r.credits_spent), quotaUsed: r.quota_used }]));
  }

  async keys(accountId?: string): Promise<StoredKey[]> {
    const rows = await this.db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys k WHERE $1::text IS NULL OR k.account_id = $1 ORDER BY k.created_at, k.id`, [
      accountId ?? null,
    ]);
    return rows.map(storedKeyOf);
  }

  async insertAccount(account: Account): Promise<boolean> {
    const rows = await this.db.query(`${ACCOUNT_INSERT} ON CONFLICT (name) DO NOTHING RETURNING id`, accountValues(account));
    return rows.length === 1;
  }

  insertFirstAccount(account: Account, key: ApiKeyRecord): Promise<boolean> {
    return this.db.transaction(async (query) => {
      await query('SELECT pg_advisory_xact_lock($1)', [FIRST_ACCOUNT_LOCK]);
      if ((await query('SELECT 1 FROM accounts LIMIT 1')).length > 0) return false;
      await query(ACCOUNT_INSERT, accountValues(account));
      await query(KEY_INSERT, keyValues(key));
      return true;
    });
  }

  updateAccount(name: string, change: (account: Account) => void): Promise<Account | undefined> {
    return this.db.transaction(async (query) => {
      const [row] = await query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.name = $1 FOR UPDATE`, [name]);
      if (!row) return undefined;
      const account = accountOf(row);
      change(account);
      await query('UPDATE accounts SET plan = $2, monthly_quota = $3, credits_granted = $4 WHERE id = $1', [
        account.id,
        account.plan,
        account.monthlyQuota,
        account.creditsGranted,
      ]);
      return account;
    });
  }

  async insertKey(key: ApiKeyRecord): Promise<void> {
    await this.db.query(KEY_INSERT, keyValues(key));
  }

  updateKey(id: string, change: (key: ApiKeyRecord) => void): Promise<ApiKeyRecord | undefined> {
    return this.db.transaction(async (query) => {
      const [row] = await query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys k WHERE k.id = $1 FOR UPDATE`, [id]);
      if (!row) return undefined;
      const key = keyOf(row);
      change(key);
      await query('UPDATE api_keys SET name = $2, revoked_at = $3 WHERE id = $1', [key.id, key.name, key.revokedAt]);
      return key;
    });
  }

  async close(): Promise<void> {
    if (this.ownsDatabase) await this.db.close();
  }
}
