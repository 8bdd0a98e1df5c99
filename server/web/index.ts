import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { assetsRouter } from './assets';
import { createWebContext, pageLocals, type WebDeps } from './context';
import { csrfProblem, csrfTokenFor } from './csrf';
import { answerPageError } from './pageErrors';
import { signInRoutes } from './routes/signIn';
import { signUpRoutes } from './routes/signUp';
import { inviteRoutes } from './routes/invite';
import { settingsRoutes } from './routes/settings';
import { securityHeaders } from './securityHeaders';
import { messagePage } from './views/authPages';

export type { WebDeps } from './context';
export { webConfigFromEnv, WEB_DEFAULTS, type WebConfig } from './config';

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
    res.status(403).send(
      messagePage({
        csrfToken,
        signedInAs: signedIn?.user.email,
        title: 'Request refused',
        message: `${problem} Go back, reload the page and send the form again.`,
      }),
    );
  });
  pages.get('/', (_req, res) => res.redirect(303, pageLocals(res).signedIn ? '/settings' : '/signin'));
  pages.use(signInRoutes(ctx), signUpRoutes(ctx), inviteRoutes(ctx), settingsRoutes(ctx));
  pages.use(answerPageError);

  router.use((req, res, next) => (PAGE_PATH.test(req.path) ? pages(req, res, next) : next()));
  return router;
}
