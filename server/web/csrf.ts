import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { newSecret } from '../accounts/users';
import type { CookieSecurity } from './config';
import { cookieOptions, CSRF_COOKIE, readCookie } from './cookies';
import type { SignedIn } from './sessions';

/**
 * Every form carries a synchronizer token. Signed in, it is the session's own token, held on the
 * server. Before sign-in (sign-in, sign-up, invitation forms) it is a random value that must match
 * an HttpOnly cookie, which stops another site from signing a visitor in to the attacker's account.
 */
export function csrfTokenFor(req: Request, res: Response, signedIn: SignedIn | undefined, security: CookieSecurity): string {
  if (signedIn) return signedIn.session.csrfToken;
  const existing = readCookie(req, CSRF_COOKIE);
  if (existing) return existing;
  const token = newSecret();
  res.cookie(CSRF_COOKIE, token, cookieOptions(req, security));
  return token;
}

/**
 * Why a state-changing request must be refused, or null when it may proceed. Besides the token, a
 * browser's own statement of where the request came from is checked (Sec-Fetch-Site, else Origin),
 * so a leaked token alone is not enough from another site.
 */
export function csrfProblem(req: Request, signedIn: SignedIn | undefined): string | null {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return 'The form was sent from another site.';
  const origin = req.get('origin');
  if (!site && origin && hostOf(origin) !== req.get('host')) return 'The form was sent from another site.';

  const expected = signedIn ? signedIn.session.csrfToken : readCookie(req, CSRF_COOKIE);
  const sent = typeof req.body?._csrf === 'string' ? req.body._csrf : '';
  if (!expected || !sent || !sameSecret(expected, sent)) return 'The form has expired.';
  return null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed or privacy-sensitive contexts) or garbage: not this site
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
