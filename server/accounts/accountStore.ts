import type { Account, ApiKeyRecord } from '../store/types';

/** What an account has spent: credits ever, and quota units per period (a UTC day or month; at least the latest). */
export type AccountCounts = { creditsSpent: number; quotaUsed: Record<string, number> };

export type StoredKey = ApiKeyRecord & { lastUsedAt: string | null };

/**
 * Accounts and their API keys as the operator's commands, the settings page and the server's first
 * start see them. The embedded implementation is the data directory's admin.json
 * (store/fileAccountStore.ts), the shared one PostgreSQL (store/postgres/pgAccountStore.ts); the
 * request path reads the same data through Store.findKey. Each method is atomic on its own.
 */
export interface AccountStore {
  listAccounts(): Promise<Account[]>;
  /** Credits and quota spent, by account id; an account that has spent nothing may be absent. */
  counts(): Promise<Map<string, AccountCounts>>;
  /** The keys of one account, or of every account, oldest first. */
  keys(accountId?: string): Promise<StoredKey[]>;
  /** Adds the account; false, adding nothing, when one of that name exists. */
  insertAccount(account: Account): Promise<boolean>;
  /**
   * Adds the account and its key only if there is no account at all; false otherwise. Decided once
   * however many servers start together on the same store.
   */
  insertFirstAccount(account: Account, key: ApiKeyRecord): Promise<boolean>;
  /** Applies `change` to the named account and stores it (id and name stay); undefined if unknown. */
  updateAccount(name: string, change: (account: Account) => void): Promise<Account | undefined>;
  insertKey(key: ApiKeyRecord): Promise<void>;
  /** Applies `change` to the key (its name or revokedAt) and stores it; undefined if unknown. */
  updateKey(id: string, change: (key: ApiKeyRecord) => void): Promise<ApiKeyRecord | undefined>;
  close(): Promise<void>;
}
