import { parse } from 'cookie';
import type { CookieOptions, Request } from 'express';
import type { CookieSecurity } from './config';

export const SESSION_COOKIE = 'bfc_session';
export const CSRF_COOKIE = 'bfc_csrf';

export function readCookie(req: Request, name: string): string | undefined {
  return req.headers.cookie ? parse(req.headers.cookie)[name] : undefined;
}

/** HttpOnly (no script can read them) and SameSite=Lax (not sent on cross-site POSTs). */
export function cookieOptions(req: Request, security: CookieSecurity, maxAgeMs?: number): CookieOptions {
  const secure = security === 'always' || (security === 'auto' && req.secure);
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }) };
}
