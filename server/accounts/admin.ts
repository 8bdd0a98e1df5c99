import { AdminError } from './adminError';
import { FileAccountStore } from '../store/fileAccountStore';
import { PLANS, type Account, type ApiKeyRecord, type Plan } from '../store/types';
import type { AccountStore, StoredKey } from './accountStore';
import { generateApiKey, hashApiKey, newId, visiblePrefix } from './keys';
import { quotaOf, type PlanRules } from './entitlement';

/**
 * The operator's commands on an account store: the CLI, the settings page, the server's first
 * start and the test helper all go through these, so there is one way to create an account or a key.
 */

export { AdminError };

/** Where the accounts live: a store, or a data directory path standing for its file store. */
export type AccountsAt = AccountStore | string;

export function accountStoreOf(at: AccountsAt): AccountStore {
  return typeof at === 'string' ? new FileAccountStore(at) : at;
}

export type AccountOptions = { plan?: Plan; monthlyQuota?: number | null; credits?: number };

export type KeyInfo = Omit<ApiKeyRecord, 'hash'> & { lastUsedAt: string | null };
export type NewKey = KeyInfo & { key: string };

export type AccountSummary = Account & {
  credits: { granted: number; spent: number; balance: number };
  keys: number;
};

export type AccountDetails = AccountSummary & {
  quota: { period: 'day' | 'month'; limit: number; used: number; left: number };
  apiKeys: KeyInfo[];
};

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$/;

export function checkAccountName(name: string): string {
  if (!NAME_PATTERN.test(name)) {
    throw new AdminError('invalid_name', `Account name "${name}" is not allowed: use 1-64 letters, digits and . _ @ + - (starting with a letter or digit).`);
  }
  return name;
}

export function newAccount(name: string, options: AccountOptions = {}): Account {
  checkAccountName(name);
  const plan = checkPlan(options.plan ?? 'free');
  const monthlyQuota = checkMonthlyQuota(plan, options.monthlyQuota);
  const credits = checkCount('credits', options.credits ?? 0);
  return { id: newId('acc'), name, plan, monthlyQuota, creditsGranted: credits, createdAt: new Date().toISOString() };
}

export function newKeyRecord(accountId: string, label: string): { record: ApiKeyRecord; key: string } {
  const key = generateApiKey();
  const record: ApiKeyRecord = {
    id: newId('key'),
    accountId,
    name: label,
    prefix: visiblePrefix(key),
    hash: hashApiKey(key),
    createdAt: new Date().toISOString(),
    revokedAt: null,
  };
  return { record, key };
}

export async function createAccount(at: AccountsAt, name: string, options: AccountOptions = {}): Promise<Account> {
  const account = newAccount(name, options);
  if (!(await accountStoreOf(at).insertAccount(account))) {
    throw new AdminError('account_exists', `An account named "${name}" already exists; pick another name.`);
  }
  return account;
}

export async function listAccounts(at: AccountsAt): Promise<AccountSummary[]> {
  const store = accountStoreOf(at);
  const [accounts, counts, keys] = await Promise.all([store.listAccounts(), store.counts(), store.keys()]);
  return accounts.map((account) => {
    const spent = counts.get(account.id)?.creditsSpent ?? 0;
    return {
      ...account,
      credits: { granted: account.creditsGranted, spent, balance: Math.max(0, account.creditsGranted - spent) },
      keys: keys.filter((k) => k.accountId === account.id && !k.revokedAt).length,
    };
  });
}

export async function showAccount(at: AccountsAt, name: string, rules: PlanRules, now = Date.now()): Promise<AccountDetails> {
  const store = accountStoreOf(at);
  const summary = (await listAccounts(store)).find((a) => a.name === name);
  if (!summary) throw unknownAccount(name);
  const quota = quotaOf(summary, now, rules);
  const used = (await store.counts()).get(summary.id)?.quotaUsed[quota.key] ?? 0;
  return {
    ...summary,
    quota: { period: quota.period, limit: quota.limit, used, left: Math.max(0, quota.limit - used) },
    apiKeys: await listKeys(store, name),
  };
}

export async function setPlan(at: AccountsAt, name: string, plan: Plan, monthlyQuota?: number | null): Promise<Account> {
  checkPlan(plan);
  const quota = checkMonthlyQuota(plan, monthlyQuota);
  const account = await accountStoreOf(at).updateAccount(name, (account) => {
    account.plan = plan;
    // Keep a Pro quota set earlier when only the plan is repeated.
    account.monthlyQuota = plan === 'pro' ? (monthlyQuota === undefined ? account.monthlyQuota : quota) : null;
  });
  if (!account) throw unknownAccount(name);
  return account;
}

export async function addCredits(at: AccountsAt, name: string, credits: number): Promise<Account> {
  const amount = checkCount('credits', credits);
  if (amount === 0) throw new AdminError('invalid_credits', 'Give a positive whole number of credits to add.');
  const account = await accountStoreOf(at).updateAccount(name, (account) => void (account.creditsGranted += amount));
  if (!account) throw unknownAccount(name);
  return account;
}

export async function createKey(at: AccountsAt, accountName: string, label = 'default'): Promise<NewKey> {
  const store = accountStoreOf(at);
  const account = await findAccount(store, accountName);
  const { record, key } = newKeyRecord(account.id, label);
  await store.insertKey(record);
  return { ...withoutHash(record), lastUsedAt: null, key };
}

export async function listKeys(at: AccountsAt, accountName: string): Promise<KeyInfo[]> {
  const store = accountStoreOf(at);
  const account = await findAccount(store, accountName);
  return (await store.keys(account.id)).map(withoutHash);
}

export async function revokeKey(at: AccountsAt, keyId: string): Promise<KeyInfo> {
  const key = await accountStoreOf(at).updateKey(keyId, (key) => void (key.revokedAt ??= new Date().toISOString()));
  if (!key) throw unknownKey(keyId);
  return { ...withoutHash(key), lastUsedAt: null };
}

export async function renameKey(at: AccountsAt, keyId: string, label: string): Promise<KeyInfo> {
  const key = await accountStoreOf(at).updateKey(keyId, (key) => void (key.name = label));
  if (!key) throw unknownKey(keyId);
  return { ...withoutHash(key), lastUsedAt: null };
}

async function findAccount(store: AccountStore, name: string): Promise<Account> {
  const account = (await store.listAccounts()).find((a) => a.name === name);
  if (!account) throw unknownAccount(name);
  return account;
}

function unknownKey(keyId: string) {
  return new AdminError('unknown_key', `No API key with id "${keyId}"; see "keys list ACCOUNT" for the ids.`);
}

function unknownAccount(name: string) {
  return new AdminError('unknown_account', `No account named "${name}"; see "accounts list".`);
}

function withoutHash<K extends ApiKeyRecord | StoredKey>({ hash: _hash, ...rest }: K): Omit<K, 'hash'> {
  return rest;
}

function checkPlan(plan: string): Plan {
  if (!PLANS.includes(plan as Plan)) throw new AdminError('invalid_plan', `Unknown plan "${plan}"; use one of: ${PLANS.join(', ')}.`);
  return plan as Plan;
}

function checkMonthlyQuota(plan: Plan, monthlyQuota: number | null | undefined): number | null {
  if (monthlyQuota === undefined || monthlyQuota === null) return null;
  if (plan !== 'pro') throw new AdminError('invalid_quota', 'A monthly quota applies to the pro plan only; add --plan pro.');
  return checkCount('monthly quota', monthlyQuota);
}

function checkCount(what: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new AdminError(`invalid_${what.replace(' ', '_')}`, `The ${what} must be a whole number of 0 or more, got ${value}.`);
  }
  return value;
}
