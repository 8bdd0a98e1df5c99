import type { RequestHandler, Response } from 'express';
import { hashApiKey, isWellFormedApiKey } from '../../accounts/keys';
import { ApiError } from '../../errors';
import type { Account, ApiKeyRecord, Store } from '../../store/types';

export type Caller = { account: Account; key: ApiKeyRecord };

const unauthorized = (code: string, message: string) => new ApiError(401, code, message, { 'WWW-Authenticate': 'Bearer realm="broker-file-converter"' });

/** Authorization: Bearer <key>; the key is looked up by its SHA-256 hash only. */
export function authenticate(store: Store, now: () => number): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) throw unauthorized('missing_api_key', 'Send your API key in the header "Authorization: Bearer <API_KEY>".');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match || !isWellFormedApiKey(match[1])) {
      throw unauthorized('invalid_api_key', 'The Authorization header must be "Bearer " followed by an API key starting with bfc_live_.');
    }
    const found = await store.findKey(hashApiKey(match[1]), now());
    if (!found) throw unauthorized('invalid_api_key', 'This API key is not known. Check that it was copied whole, or create a new one.');
    if (found.key.revokedAt) throw unauthorized('revoked_api_key', 'This API key has been revoked. Create a new key and use that one.');
    res.locals.caller = found satisfies Caller;
    next();
  };
}

export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf used on a route without authenticate');
  return caller;
}
