import type { PlanRules } from './accounts/entitlement';
import { isIP } from 'node:net';
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
  /** Where one line per request goes (the lines of one event-loop turn at once, newline-separated); none by default (tests), stdout under `serve`. */
  accessLog?: (lines: string) => void;
  /** Express's `trust proxy`: whose X-Forwarded-For gives the client address (sign-in throttle). Off by default. */
  trustProxy?: TrustProxy;
  /** Convert requests being received or converted at once; one more is 503 with Retry-After. */
  maxUploadsInFlight?: number;
  /** Of those, what one account may hold; one more is 429 with Retry-After. Default: half of maxUploadsInFlight. */
  maxUploadsPerAccount?: number;
  /** The slowest an upload may arrive; slower, it is cut with 408. */
  minUploadPace?: UploadPace;
  /** GET /debug/event-loop answers the worst event-loop stall since the last call (benchmarks). */
  eventLoopStats?: boolean;
};

/** An upload must bring at least `bytesPerSecond` on average over each `windowMs`. */
export type UploadPace = { bytesPerSecond: number; windowMs: number };

/** false, true (every proxy), a hop count, or addresses/subnets/loopback|linklocal|uniquelocal, comma-separated. */
export type TrustProxy = boolean | number | string;

/**
 * How long a client may take to send its headers, and its whole request (body included): a
 * client trickling bytes cannot hold a connection and an upload slot for ever. The request limit
 * lets a 20 MiB file (27 MB as base64) arrive at about 1 Mbit/s.
 */
export type HttpTimeouts = { headersMs: number; requestMs: number };

/**
 * `web`: the settings pages (sign-up open or closed, cookie security); see server/web/config.ts.
 * `databaseUrl`: PostgreSQL for the state (several servers on one database) instead of `dataDir`.
 */
export type ServerConfig = ServiceConfig & {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  web?: Partial<WebConfig>;
  timeouts?: HttpTimeouts;
};

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  perMinute: 30,
  perDay: 1000,
  freePerDay: 3,
  proMonthlyQuota: 1000,
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 300_000,
  /** ≈ 16 × 20 MiB of uploads held at most, plus what their conversions use. */
  maxUploadsInFlight: 16,
  /**
   * 8 KiB/s over 10 s: far below any real link (a 20 MiB file would take 43 minutes; the request
   * timeout stops it at 5), far above a trickle meant to hold a slot, which is cut in 10-20 s.
   */
  minUploadPace: { bytesPerSecond: 8 * 1024, windowMs: 10_000 },
};

/** An account's share of the upload slots when the operator sets none: half, so the other half stays open to everyone else. */
export function uploadsPerAccount(config: Pick<ServiceConfig, 'maxUploadsInFlight' | 'maxUploadsPerAccount'>): number {
  return config.maxUploadsPerAccount ?? Math.ceil((config.maxUploadsInFlight ?? DEFAULTS.maxUploadsInFlight) / 2);
}

type Env = Record<string, string | undefined>;

/** Environment variables of `serve`, each overridden by its command-line flag. */
export function serverConfigFromEnv(env: Env = process.env): ServerConfig {
  return {
    port: intFrom(env, 'BFC_PORT', DEFAULTS.port, 0),
    host: env.BFC_HOST || DEFAULTS.host,
    dataDir: env.BFC_DATA_DIR || DEFAULTS.dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    rateLimits: {
      perMinute: intFrom(env, 'BFC_RATE_PER_MINUTE', DEFAULTS.perMinute, 1),
      perDay: intFrom(env, 'BFC_RATE_PER_DAY', DEFAULTS.perDay, 1),
      windowMs: 60_000,
    },
    plans: planRulesFromEnv(env),
    now: Date.now,
    web: webConfigFromEnv(env),
    trustProxy: trustProxyFrom(env.BFC_TRUST_PROXY),
    maxUploadsInFlight: intFrom(env, 'BFC_MAX_UPLOADS', DEFAULTS.maxUploadsInFlight, 1),
    maxUploadsPerAccount: env.BFC_MAX_UPLOADS_PER_ACCOUNT ? intFrom(env, 'BFC_MAX_UPLOADS_PER_ACCOUNT', 1, 1) : undefined,
    minUploadPace: { ...DEFAULTS.minUploadPace, bytesPerSecond: intFrom(env, 'BFC_MIN_UPLOAD_RATE', DEFAULTS.minUploadPace.bytesPerSecond, 1) },
    eventLoopStats: env.BFC_EVENT_LOOP_STATS === '1',
    timeouts: {
      headersMs: intFrom(env, 'BFC_HEADERS_TIMEOUT_MS', DEFAULTS.headersTimeoutMs, 1),
      requestMs: intFrom(env, 'BFC_REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs, 1),
    },
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** BFC_TRUST_PROXY / --trust-proxy: off (default), on, a hop count, or a list of proxy addresses. */
export function trustProxyFrom(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(off|false|no)$/i.test(value)) return false;
  if (/^(on|true|yes)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address, prefix] = entry.split('/');
    const valid = PROXY_NAMES.has(entry) || (isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) !== 0));
    if (!valid) throw new Error(`BFC_TRUST_PROXY must be off, on, a number of proxies, or addresses/subnets (e.g. loopback, 10.0.0.0/8), got "${raw}".`);
  }
  return value;
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
