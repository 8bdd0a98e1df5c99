import type { AccountCounts, AccountStore, StoredKey } from '../accounts/accountStore';
import { readAdminData, updateAdminData } from './adminFile';
import { readCounters } from './counterData';
import type { Account, ApiKeyRecord } from './types';

/**
 * Accounts and keys in a data directory: admin.json, written by rename under admin.lock (see
 * adminFile.ts), with what the server has spent read from server.json.
 */
export class FileAccountStore implements AccountStore {
  constructor(readonly dataDir: string) {}

  async listAccounts(): Promise<Account[]> {
    return readAdminData(this.dataDir).accounts;
  }

  async counts(): Promise<Map<string, AccountCounts>> {
    const counters = readCounters(this.dataDir).counters;
    return new Map(Object.entries(counters).map(([id, c]) => [id, { creditsSpent: c.creditsSpent, quotaUsed: { [c.quota.key]: c.quota.used } }]));
  }

  async keys(accountId?: string): Promise<StoredKey[]> {
    const lastUsed = readCounters(this.dataDir).keysLastUsed;
    return readAdminData(this.dataDir)
      .keys.filter((k) => accountId === undefined || k.accountId === accountId)
      .map((k) => ({ ...k, lastUsedAt: lastUsed[k.id] ?? null }));
  }

  insertAccount(account: Account): Promise<boolean> {
    return updateAdminData(this.dataDir, (data) => {
      if (data.accounts.some((a) => a.name === account.name)) return false;
      data.accounts.push(account);
      return true;
    });
  }

  insertFirstAccount(account: Account, key: ApiKeyRecord): Promise<boolean> {
    return updateAdminData(this.dataDir, (data) => {
      if (data.accounts.length > 0) return false;
      data.accounts.push(account);
      data.keys.push(key);
      return true;
    });
  }

  updateAccount(name: string, change: (account: Account) => void): Promise<Account | undefined> {
    return updateAdminData(this.dataDir, (data) => {
      const account = data.accounts.find((a) => a.name === name);
      if (account) change(account);
      return account && { ...account };
    });
  }

  async insertKey(key: ApiKeyRecord): Promise<void> {
    await updateAdminData(this.dataDir, (data) => void data.keys.push(key));
  }

  updateKey(id: string, change: (key: ApiKeyRecord) => void): Promise<ApiKeyRecord | undefined> {
    return updateAdminData(this.dataDir, (data) => {
      const key = data.keys.find((k) => k.id === id);
      if (key) change(key);
      return key && { ...key };
    });
  }

  async close(): Promise<void> {}
}
