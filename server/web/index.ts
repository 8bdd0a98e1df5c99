import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { assetsRouter } from './assets';
import { HashingBusyError } from './hashGate';
import { createWebContext, pageLocals, type WebDeps } from './context';
import { csrfProblem, csrfTokenFor } from './csrf';
import { signInRoutes } from './routes/signIn';
import { signUpRoutes } from './routes/signUp';
import { inviteRoutes } from './routes/invite';
import { settingsRoutes } from './routes/settings';
import { securityHeaders } from './securityHeaders';
import { messagePage } from './views/authPages';

export type { WebDeps } from './context';
export { webConfigFromEnv, WEB_DEFAULTS, type WebConfig } from './config';

const HASHING_RETRY_SECONDS = 5;

const PAGE_PATH = /^\/(?:$|signin$|signup$|signout$|settings(?:\/|$)|invite\/)/;

/**
 * The account settings pages: sign-up, sign-in, invitations and the settings page itself, as
 * server-rendered HTML forms (POST, then redirect) that work without script. Mount it after the
 * API routes; it answers only its own paths and passes everything else on.
 */
export function createWebRouter(deps: WebDeps): Router {
  const ctx = createWebContext(deps);
  const router = Router();
  router.use(assetsRouter());

  const pages = Router();
  pages.use(securityHeaders);
  pages.use(express.urlencoded({ extended: false, limit: '16kb' }));
  pages.use(async (req: Request, res: Response, next: NextFunction) => {
    const signedIn = await ctx.sessions.current(req);
    Object.assign(res.locals, { signedIn, csrfToken: csrfTokenFor(req, res, signedIn, ctx.web.cookieSecure) });
    next();
  });
  pages.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const { signedIn, csrfToken } = pageLocals(res);
    const problem = csrfProblem(req, signedIn);
    if (!problem) return next();
    res.status(403).send(messagePage({ csrfToken, signedInAs: signedIn?.user.email, title: 'Request refused', message: `${problem} Go back, reload the page and send the form again.` }));
  });
  pages.get('/', (_req, res) => res.redirect(303, pageLocals(res).signedIn ? '/settings' : '/signin'));
  pages.use(signInRoutes(ctx), signUpRoutes(ctx), inviteRoutes(ctx), settingsRoutes(ctx));
  pages.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(err instanceof HashingBusyError)) return next(err);
    res.set('Retry-After', String(HASHING_RETRY_SECONDS));
    res.status(503).send(messagePage({ csrfToken: pageLocals(res).csrfToken, title: 'Busy', message: `The server is checking too many passwords at the moment. Go back and send the form again in ${HASHING_RETRY_SECONDS} seconds.` }));
  });
  pages.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    const tooLarge = status === 413;
    if (!tooLarge && status !== 400) console.error('settings page error:', err);
    const csrfToken = (res.locals as { csrfToken?: string }).csrfToken ?? '';
    res
      .status(tooLarge ? 413 : status === 400 ? 400 : 500)
      .send(messagePage({ csrfToken, title: tooLarge ? 'Form too large' : 'Something went wrong', message: tooLarge ? 'The form sent more data than any of these pages needs.' : 'The request could not be completed. Try again in a moment.' }));
  });

  router.use((req, res, next) => (PAGE_PATH.test(req.path) ? pages(req, res, next) : next()));
  return router;
}
