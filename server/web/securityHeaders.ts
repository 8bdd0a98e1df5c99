import type { NextFunction, Request, Response } from 'express';

/** Pages use only their own stylesheet and script, and may not be framed (clickjacking). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    // Pages show account data and one-time keys: never keep them in a shared or back-button cache.
    'Cache-Control': 'no-store',
  });
  next();
}
