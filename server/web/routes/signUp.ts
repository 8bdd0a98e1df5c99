import { Router } from 'express';
import { isPlausibleEmail, normaliseEmail } from '../../accounts/users';
import { registerUser } from '../../accounts/usersAdmin';
import { pageLocals, waitText, type WebContext } from '../context';
import { HashingBusyError } from '../hashGate';
import { hashPassword, passwordProblem } from '../passwords';
import { signUpClosedPage, signUpPage } from '../views/authPages';

export function signUpRoutes(ctx: WebContext): Router {
  const router = Router();

  // With sign-up closed the page and the form answer 403, so nothing can create an account here.
  router.use('/signup', (_req, res, next) => {
    if (ctx.web.signup) return next();
    res.status(403).send(signUpClosedPage({ csrfToken: pageLocals(res).csrfToken }));
  });

  router.get('/signup', (_req, res) => {
    const { signedIn, csrfToken } = pageLocals(res);
    if (signedIn) return res.redirect(303, '/settings');
    res.send(signUpPage({ csrfToken, freePerDay: ctx.config.plans.freePerDay }));
  });

  router.post('/signup', async (req, res) => {
    const { csrfToken } = pageLocals(res);
    const email = normaliseEmail(String(req.body.email ?? ''));
    const password = String(req.body.password ?? '');
    const again = (status: number, error: string) => res.status(status).send(signUpPage({ csrfToken, email, error, freePerDay: ctx.config.plans.freePerDay }));

    // Every attempt counts, so the form can be used neither to mass-create accounts nor to probe emails.
    const client = req.ip ?? 'unknown';
    const wait = ctx.limits.signUpByClient.retryAfterSeconds(client);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return again(429, `Too many sign-ups from your network. Wait ${waitText(wait)} and try again.`);
    }
    ctx.limits.signUpByClient.record(client);

    if (!isPlausibleEmail(email)) return again(400, 'Enter an email address such as name@example.com.');
    const problem = passwordProblem(password);
    if (problem) return again(400, `Choose another password: ${problem}`);

    let passwordHash;
    try {
      passwordHash = await hashPassword(password);
    } catch (err) {
      // Refused before any account was made (too many hashes waiting): it does not count.
      if (err instanceof HashingBusyError) ctx.limits.signUpByClient.giveBack(client);
      throw err;
    }
    const user = await registerUser(ctx.dataDir, ctx.users, email, passwordHash, ctx.config.now());
    if (user === 'email_taken') return again(409, 'An account with this email already exists. Sign in instead.');
    await ctx.sessions.start(req, res, user);
    return res.redirect(303, '/settings');
  });

  return router;
}
