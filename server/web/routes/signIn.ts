import { Router } from 'express';
import { normaliseEmail } from '../../accounts/users';
import { pageLocals, waitText, type WebContext } from '../context';
import { spendDecoyHash, verifyPassword, PASSWORD_MAX_LENGTH } from '../passwords';
import { signInPage } from '../views/authPages';

export function signInRoutes(ctx: WebContext): Router {
  const router = Router();
  const { signInByEmail, signInByClient } = ctx.limits;

  router.get('/signin', (_req, res) => {
    const { signedIn, csrfToken } = pageLocals(res);
    if (signedIn) return res.redirect(303, '/settings');
    res.send(signInPage({ csrfToken, signupOpen: ctx.web.signup }));
  });

  router.post('/signin', async (req, res) => {
    const { csrfToken } = pageLocals(res);
    const email = normaliseEmail(String(req.body.email ?? ''));
    const password = String(req.body.password ?? '').slice(0, PASSWORD_MAX_LENGTH + 1);
    const client = req.ip ?? 'unknown';
    const again = (status: number, error: string) => res.status(status).send(signInPage({ csrfToken, signupOpen: ctx.web.signup, email, error }));

    // Checked before the password is, so a locked-out guesser learns nothing from further tries; and
    // counted before it is (no await in between), so 40 tries at once check no more passwords than
    // the limit allows. A sign-in that succeeds or is never checked is taken back below.
    const wait = Math.max(signInByEmail.retryAfterSeconds(email), signInByClient.retryAfterSeconds(client));
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return again(429, `Too many failed sign-ins. Wait ${waitText(wait)} and try again.`);
    }
    signInByEmail.record(email);
    signInByClient.record(client);

    let user;
    let passwordOk;
    try {
      user = await ctx.users.findUserByEmail(email);
      passwordOk = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await spendDecoyHash(password), false);
    } catch (err) {
      signInByEmail.giveBack(email);
      signInByClient.giveBack(client);
      throw err;
    }
    if (!user || !passwordOk) return again(401, 'Wrong email or password.');
    signInByEmail.reset(email);
    signInByClient.giveBack(client);
    await ctx.sessions.start(req, res, user);
    return res.redirect(303, '/settings');
  });

  router.post('/signout', async (req, res) => {
    await ctx.sessions.end(req, res);
    res.redirect(303, '/signin');
  });

  return router;
}
