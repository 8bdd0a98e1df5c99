import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as admin from '../../server/accounts/admin';
import type { PlanRules } from '../../server/accounts/entitlement';
import type { RateLimits } from '../../server/accounts/rateLimit';
import { DEFAULTS, type HttpTimeouts, type TrustProxy, type UploadPace } from '../../server/config';
import { DEFAULT_ACCOUNT, runServer } from '../../server/server';
import { openAdminStores } from '../../server/store/backend';
import type { Plan } from '../../server/store/types';
import type { WebConfig } from '../../server/web/config';

export type TestServerOptions = {
  /** Reuse a data directory (to test a restart); it is then left in place by stop(). */
  dataDir?: string;
  /** PostgreSQL instead of the data directory (test/helpers/postgres.ts starts one). */
  databaseUrl?: string;
  /** Defaults are far above anything a test sends, so only rate-limit tests meet a 429. */
  rateLimits?: Partial<RateLimits>;
  plans?: Partial<PlanRules>;
  /** The server's clock: pass a function you control to move time without waiting. */
  now?: () => number;
  /** Entitlement of the "default" account; by default Pro with a quota no test exhausts. */
  defaultAccount?: { plan: Plan; monthlyQuota?: number | null };
  /** Settings pages: e.g. { signup: true } to open sign-up, small signInLimits for throttle tests. */
  web?: Partial<WebConfig>;
  /** Small header/request timeouts for slow-client tests. */
  timeouts?: HttpTimeouts;
  /** Uploads received and converted at once (default 16). */
  maxUploadsInFlight?: number;
  /** Of those, what one account may hold (default half). */
  maxUploadsPerAccount?: number;
  /** The slowest an upload may arrive before it is cut with 408 (default 8 KiB/s over 10 s). */
  minUploadPace?: UploadPace;
  /** Express's trust proxy (default off). */
  trustProxy?: TrustProxy;
  /** Receives the access log's lines (none by default). */
  accessLog?: (lines: string) => void;
};

export type TestServer = {
  baseUrl: string;
  dataDir: string;
  /** A live key of the "default" account. */
  apiKey: string;
  accountName: string;
  /** A new account with one key, through the same admin code as the CLI. */
  createAccount(name: string, options?: admin.AccountOptions): Promise<{ apiKey: string; keyId: string }>;
  createKey(accountName: string, label?: string): Promise<admin.NewKey>;
  revokeKey(keyId: string): Promise<void>;
  addCredits(accountName: string, credits: number): Promise<void>;
  setPlan(accountName: string, plan: Plan, monthlyQuota?: number | null): Promise<void>;
  /** Graceful shutdown (closes the converter's workers too); removes the data dir it created. */
  stop(): Promise<void>;
};

/**
 * Starts the real server in this process on 127.0.0.1 and an ephemeral port, with its real
 * lowdb store in a temporary directory.
 */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bfc-server-'));
  const running = await runServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: options.databaseUrl,
    rateLimits: { perMinute: 1_000_000, perDay: 1_000_000, windowMs: 60_000, ...options.rateLimits },
    plans: { freePerDay: DEFAULTS.freePerDay, defaultProMonthlyQuota: DEFAULTS.proMonthlyQuota, ...options.plans },
    now: options.now ?? Date.now,
    web: options.web,
    timeouts: options.timeouts,
    maxUploadsInFlight: options.maxUploadsInFlight,
    maxUploadsPerAccount: options.maxUploadsPerAccount,
    minUploadPace: options.minUploadPace,
    trustProxy: options.trustProxy,
    accessLog: options.accessLog,
  });
  // The same stores the admin commands open: the data directory's files, or the database.
  const stores = await openAdminStores({ dataDir, databaseUrl: options.databaseUrl });
  const accounts = stores.accounts;
  const apiKey = running.firstStartKey ?? (await admin.createKey(accounts, DEFAULT_ACCOUNT, 'test')).key;
  if (running.firstStartKey) {
    const entitlement = options.defaultAccount ?? { plan: 'pro', monthlyQuota: 1_000_000 };
    await admin.setPlan(accounts, DEFAULT_ACCOUNT, entitlement.plan, entitlement.monthlyQuota ?? null);
  }

  return {
    baseUrl: running.url,
    dataDir,
    apiKey,
    accountName: DEFAULT_ACCOUNT,
    async createAccount(name, accountOptions) {
      await admin.createAccount(accounts, name, accountOptions);
      const key = await admin.createKey(accounts, name, 'test');
      return { apiKey: key.key, keyId: key.id };
    },
    createKey: (accountName, label) => admin.createKey(accounts, accountName, label),
    revokeKey: async (keyId) => void (await admin.revokeKey(accounts, keyId)),
    addCredits: async (accountName, credits) => void (await admin.addCredits(accounts, accountName, credits)),
    setPlan: async (accountName, plan, monthlyQuota) => void (await admin.setPlan(accounts, accountName, plan, monthlyQuota)),
    async stop() {
      await stores.close();
      await running.close();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
