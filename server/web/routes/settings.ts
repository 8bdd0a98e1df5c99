import { Router, type NextFunction, type Request, type Response } from 'express';
import { createKey, listKeys, renameKey, revokeKey } from '../../accounts/admin';
import type { Account } from '../../store/types';
import { pageLocals, type WebContext } from '../context';
import { readCookie, SESSION_COOKIE } from '../cookies';
import type { SignedIn } from '../sessions';
import { buildSettingsView } from '../settingsView';
import { messagePage } from '../views/authPages';
import { settingsPage } from '../views/settingsPage';

const KEY_NAME_MAX = 80;

/** Fixed messages for the redirect after a change, so no text from the URL reaches the page. */
const NOTICES: Record<string, string> = {
  renamed: 'The key was renamed.',
  revoked: 'The key was revoked. Requests with it are refused from now on.',
};

type Owner = { signedIn: SignedIn; account: Account };

/** The session cookie's value: a signed-in request has it (see Sessions.current). */
const sessionIdOf = (req: Request) => readCookie(req, SESSION_COOKIE)!;

function keyNameProblem(name: string): string | null {
  if (!name) return 'Give the key a name.';
  if (name.length > KEY_NAME_MAX) return `Use at most ${KEY_NAME_MAX} characters for the name.`;
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'The name cannot contain control characters.';
  return null;
}

export function settingsRoutes(ctx: WebContext): Router {
  const router = Router();

  // Every /settings route needs a signed-in user whose account still exists.
  router.use('/settings', async (_req: Request, res: Response, next: NextFunction) => {
    const { signedIn, csrfToken } = pageLocals(res);
    if (!signedIn) return res.redirect(303, '/signin');
    const account = (await ctx.accounts.listAccounts()).find((a) => a.id === signedIn.user.accountId);
    if (!account) {
      return res.status(410).send(
        messagePage({
          csrfToken,
          signedInAs: signedIn.user.email,
          title: 'Account not found',
          message: 'The account of this sign-in no longer exists. Ask the operator of this server.',
        }),
      );
    }
    res.locals.owner = { signedIn, account } satisfies Owner;
    next();
  });
  const ownerOf = (res: Response) => res.locals.owner as Owner;

  const render = async (req: Request, res: Response, status: number, messages: { notice?: string; error?: string } = {}) => {
    const { signedIn, account } = ownerOf(res);
    const newKeys = await ctx.reveals.take(sessionIdOf(req));
    res.status(status).send(settingsPage(await buildSettingsView(ctx, req, signedIn, account, { ...messages, newKeys })));
  };

  // Only the account's own, unrevoked keys can be renamed or revoked; anything else is "not found".
  const ownKey = async (res: Response, keyId: string) => {
    const { account } = ownerOf(res);
    return (await listKeys(ctx.accounts, account.name)).find((k) => k.id === keyId && !k.revokedAt);
  };

  router.get('/settings', async (req, res) => {
    const done = typeof req.query.done === 'string' ? NOTICES[req.query.done] : undefined;
    await render(req, res, 200, { notice: done });
  });

  router.post('/settings/keys', async (req, res) => {
    const { account } = ownerOf(res);
    const name = String(req.body.name ?? '').trim();
    const problem = keyNameProblem(name);
    if (problem) return render(req, res, 400, { error: problem });
    const created = await createKey(ctx.accounts, account.name, name);
    await ctx.reveals.put(sessionIdOf(req), { name, secret: created.key });
    res.redirect(303, '/settings#new-key-heading');
  });

  router.post('/settings/keys/:id/rename', async (req, res) => {
    if (!(await ownKey(res, req.params.id))) return render(req, res, 404, { error: 'That key does not exist or was revoked.' });
    const name = String(req.body.name ?? '').trim();
    const problem = keyNameProblem(name);
    if (problem) return render(req, res, 400, { error: problem });
    await renameKey(ctx.accounts, req.params.id, name);
    res.redirect(303, '/settings?done=renamed');
  });

  router.post('/settings/keys/:id/revoke', async (req, res) => {
    if (!(await ownKey(res, req.params.id))) return render(req, res, 404, { error: 'That key does not exist or was revoked.' });
    await revokeKey(ctx.accounts, req.params.id);
    res.redirect(303, '/settings?done=revoked');
  });

  return router;
}
