import { Router } from 'express';
import { hashSecret } from '../../accounts/users';
import { pageLocals, type WebContext } from '../context';
import { hashPassword, passwordProblem } from '../passwords';
import { messagePage, setPasswordPage } from '../views/authPages';

/** The one-time link from `users invite`: the invited person chooses a password and is signed in. */
export function inviteRoutes(ctx: WebContext): Router {
  const router = Router();
  const expired = (csrfToken: string) =>
    messagePage({
      csrfToken,
      title: 'This link no longer works',
      message: 'It has expired or was already used. Ask the operator of this server for a new one.',
    });

  router.get('/invite/:token', async (req, res) => {
    const { csrfToken } = pageLocals(res);
    const invite = await ctx.users.findInvite(hashSecret(req.params.token), ctx.config.now());
    const user = invite && (await ctx.users.findUserById(invite.userId));
    if (!user) return res.status(404).send(expired(csrfToken));
    return res.send(setPasswordPage({ csrfToken, token: req.params.token, email: user.email }));
  });

  router.post('/invite/:token', async (req, res) => {
    const { csrfToken } = pageLocals(res);
    const tokenHash = hashSecret(req.params.token);
    const invite = await ctx.users.findInvite(tokenHash, ctx.config.now());
    const user = invite && (await ctx.users.findUserById(invite.userId));
    if (!user) return res.status(404).send(expired(csrfToken));

    const password = String(req.body.password ?? '');
    const problem = passwordProblem(password);
    if (problem) {
      return res.status(400).send(setPasswordPage({ csrfToken, token: req.params.token, email: user.email, error: `Choose another password: ${problem}` }));
    }
    const passwordHash = await hashPassword(password);
    // Taken only now, so a rejected password does not use up the link; taken atomically, so it works once.
    if (!(await ctx.users.takeInvite(tokenHash, ctx.config.now()))) return res.status(404).send(expired(csrfToken));
    await ctx.users.setPassword(user.id, passwordHash, ctx.config.now());
    await ctx.sessions.start(req, res, user);
    return res.redirect(303, '/settings');
  });

  return router;
}
