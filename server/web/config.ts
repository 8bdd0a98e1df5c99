import type { AttemptLimit } from './attemptLimiter';

export type CookieSecurity = 'auto' | 'always' | 'never';

export type WebConfig = {
  /** Whether anyone may create an account from the sign-up page. */
  signup: boolean;
  /** `auto` marks cookies Secure when the request came over https (behind a proxy: set `trust proxy`). */
  cookieSecure: CookieSecurity;
  sessionTtlMs: number;
  /** Failed sign-ins allowed per email and per client address before they must wait. */
  signInLimits: { perEmail: AttemptLimit; perClient: AttemptLimit };
  /** Sign-up attempts allowed per client address. */
  signUpLimit: AttemptLimit;
};

const MINUTE = 60_000;

/**
 * Sign-up is closed unless the operator opens it: a self-hosted server is usually for a known
 * group of people, whom the operator invites from the command line (`users invite`).
 */
export const WEB_DEFAULTS: WebConfig = {
  signup: false,
  cookieSecure: 'auto',
  sessionTtlMs: 7 * 24 * 60 * MINUTE,
  signInLimits: { perEmail: { max: 5, windowMs: 15 * MINUTE }, perClient: { max: 20, windowMs: 15 * MINUTE } },
  signUpLimit: { max: 10, windowMs: 60 * MINUTE },
};

type Env = Record<string, string | undefined>;

/** BFC_SIGNUP=on|off and BFC_COOKIE_SECURE=auto|always|never; `serve --signup/--no-signup` override the first. */
export function webConfigFromEnv(env: Env = process.env): WebConfig {
  return { ...WEB_DEFAULTS, signup: flag(env, 'BFC_SIGNUP', WEB_DEFAULTS.signup), cookieSecure: cookieSecurity(env.BFC_COOKIE_SECURE) };
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'on', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'off', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}".`);
}

function cookieSecurity(raw: string | undefined): CookieSecurity {
  if (!raw) return WEB_DEFAULTS.cookieSecure;
  if (raw === 'auto' || raw === 'always' || raw === 'never') return raw;
  throw new Error(`BFC_COOKIE_SECURE must be auto, always or never, got "${raw}".`);
}
