import { updateAdminData, readAdminData } from '../store/adminFile';
import { AdminError } from './adminError';
import { readCounters } from '../store/lowdbStore';
import { PLANS, type Account, type ApiKeyRecord, type Plan } from '../store/types';
import { generateApiKey, hashApiKey, newId, visiblePrefix } from './keys';
import { quotaOf, type PlanRules } from './entitlement';

/**
 * The operator's commands on a data directory: the CLI, the server's first start and the test
 * helper all go through these, so there is one way to create an account or a key.
 */

export { AdminError };

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

export async function createAccount(dataDir: string, name: string, options: AccountOptions = {}): Promise<Account> {
  if (!NAME_PATTERN.test(name)) {
    throw new AdminError('invalid_name', `Account name "${name}" is not allowed: use 1-64 letters, digits and . _ @ + - (starting with a letter or digit).`);
  }
  const plan = checkPlan(options.plan ?? 'free');
  const monthlyQuota = checkMonthlyQuota(plan, options.monthlyQuota);
  const credits = checkCount('credits', options.credits ?? 0);
  return updateAdminData(dataDir, (data) => {
    if (data.accounts.some((a) => a.name === name)) {
      throw new AdminError('account_exists', `An account named "${name}" already exists; pick another name.`);
    }
    const account: Account = { id: newId('acc'), name, plan, monthlyQuota, creditsGranted: credits, createdAt: new Date().toISOString() };
    data.accounts.push(account);
    return account;
  });
}

export function listAccounts(dataDir: string): AccountSummary[] {
  const admin = readAdminData(dataDir);
  const counters = readCounters(dataDir).counters;
  return admin.accounts.map((account) => {
    const spent = counters[account.id]?.creditsSpent ?? 0;
    return {
      ...account,
      credits: { granted: account.creditsGranted, spent, balance: Math.max(0, account.creditsGranted - spent) },
      keys: admin.keys.filter((k) => k.accountId === account.id && !k.revokedAt).length,
    };
  });
}

export function showAccount(dataDir: string, name: string, rules: PlanRules, now = Date.now()): AccountDetails {
  const summary = listAccounts(dataDir).find((a) => a.name === name);
  if (!summary) throw unknownAccount(name);
  const quota = quotaOf(summary, now, rules);
  const counted = readCounters(dataDir).counters[summary.id]?.quota;
  const used = counted?.key === quota.key ? counted.used : 0;
  return {
    ...summary,
    quota: { period: quota.period, limit: quota.limit, used, left: Math.max(0, quota.limit - used) },
    apiKeys: listKeys(dataDir, name),
  };
}

export async function setPlan(dataDir: string, name: string, plan: Plan, monthlyQuota?: number | null): Promise<Account> {
  checkPlan(plan);
  const quota = checkMonthlyQuota(plan, monthlyQuota);
  return updateAdminData(dataDir, (data) => {
    const account = findAccount(data.accounts, name);
    account.plan = plan;
    // Keep a Pro quota set earlier when only the plan is repeated.
    account.monthlyQuota = plan === 'pro' ? (monthlyQuota === undefined ? account.monthlyQuota : quota) : null;
    return account;
  });
}

export async function addCredits(dataDir: string, name: string, credits: number): Promise<Account> {
  const amount = checkCount('credits', credits);
  if (amount === 0) throw new AdminError('invalid_credits', 'Give a positive whole number of credits to add.');
  return updateAdminData(dataDir, (data) => {
    const account = findAccount(data.accounts, name);
    account.creditsGranted += amount;
    return account;
  });
}

export async function createKey(dataDir: string, accountName: string, label = 'default'): Promise<NewKey> {
  const key = generateApiKey();
  return updateAdminData(dataDir, (data) => {
    const account = findAccount(data.accounts, accountName);
    const record: ApiKeyRecord = {
      id: newId('key'),
      accountId: account.id,
      name: label,
      prefix: visiblePrefix(key),
      hash: hashApiKey(key),
      createdAt: new Date().toISOString(),
      revokedAt: null,
    };
    data.keys.push(record);
    return { ...withoutHash(record), lastUsedAt: null, key };
  });
}

export function listKeys(dataDir: string, accountName: string): KeyInfo[] {
  const admin = readAdminData(dataDir);
  const account = findAccount(admin.accounts, accountName);
  const lastUsed = readCounters(dataDir).keysLastUsed;
  return admin.keys
    .filter((k) => k.accountId === account.id)
    .map((k) => ({ ...withoutHash(k), lastUsedAt: lastUsed[k.id] ?? null }));
}

export async function revokeKey(dataDir: string, keyId: string): Promise<KeyInfo> {
  return updateAdminData(dataDir, (data) => {
    const key = data.keys.find((k) => k.id === keyId);
    if (!key) throw new AdminError('unknown_key', `No API key with id "${keyId}"; see "keys list ACCOUNT" for the ids.`);
    key.revokedAt ??= new Date().toISOString();
    return { ...withoutHash(key), lastUsedAt: null };
  });
}

export async function renameKey(dataDir: string, keyId: string, label: string): Promise<KeyInfo> {
  return updateAdminData(dataDir, (data) => {
    const key = data.keys.find((k) => k.id === keyId);
    if (!key) throw new AdminError('unknown_key', `No API key with id "${keyId}"; see "keys list ACCOUNT" for the ids.`);
    key.name = label;
    return { ...withoutHash(key), lastUsedAt: null };
  });
}

function findAccount(accounts: Account[], name: string): Account {
  const account = accounts.find((a) => a.name === name);
  if (!account) throw unknownAccount(name);
  return account;
}

function unknownAccount(name: string) {
  return new AdminError('unknown_account', `No account named "${name}"; see "accounts list".`);
}

function withoutHash({ hash: _hash, ...rest }: ApiKeyRecord): Omit<ApiKeyRecord, 'hash'> {
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
