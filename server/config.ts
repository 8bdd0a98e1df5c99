import type { PlanRules } from './accounts/entitlement';
import type { RateLimits } from './accounts/rateLimit';
import { webConfigFromEnv, type WebConfig } from './web/config';

/** 20 MB in the contract means 20 MiB: exactly 20,971,520 bytes are accepted, one more is 413. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** What the request path needs to decide; tests inject their own clock and small limits. */
export type ServiceConfig = {
  rateLimits: RateLimits;
  plans: PlanRules;
  /** Milliseconds since the epoch; the only clock the limits and quotas read. */
  now: () => number;
  /** Where one line per request goes; none by default (tests), stdout under `serve`. */
  accessLog?: (line: string) => void;
};

/** `web`: the settings pages (sign-up open or closed, cookie security); see server/web/config.ts. */
export type ServerConfig = ServiceConfig & { port: number; host: string; dataDir: string; web?: Partial<WebConfig> };

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  perMinute: 30,
  perDay: 1000,
  freePerDay: 3,
  proMonthlyQuota: 1000,
};

type Env = Record<string, string | undefined>;

/** Environment variables of `serve`, each overridden by its command-line flag. */
export function serverConfigFromEnv(env: Env = process.env): ServerConfig {
  return {
    port: intFrom(env, 'BFC_PORT', DEFAULTS.port, 0),
    host: env.BFC_HOST || DEFAULTS.host,
    dataDir: env.BFC_DATA_DIR || DEFAULTS.dataDir,
    rateLimits: {
      perMinute: intFrom(env, 'BFC_RATE_PER_MINUTE', DEFAULTS.perMinute, 1),
      perDay: intFrom(env, 'BFC_RATE_PER_DAY', DEFAULTS.perDay, 1),
      windowMs: 60_000,
    },
    plans: planRulesFromEnv(env),
    now: Date.now,
    web: webConfigFromEnv(env),
  };
}

export function planRulesFromEnv(env: Env = process.env): PlanRules {
  return {
    freePerDay: intFrom(env, 'BFC_FREE_PER_DAY', DEFAULTS.freePerDay, 0),
    defaultProMonthlyQuota: intFrom(env, 'BFC_PRO_MONTHLY_QUOTA', DEFAULTS.proMonthlyQuota, 0),
  };
}

function intFrom(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  return value;
}
