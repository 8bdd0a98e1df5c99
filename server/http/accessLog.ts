import type { RequestHandler } from 'express';
import type { Caller } from './auth';

/**
 * One line per answered request for the operator: when, which request, what, the status, how long
 * and for which account. Never the key or the file.
 */
export function logRequests(write: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const caller = res.locals.caller as Caller | undefined;
      const account = caller ? ` account=${caller.account.name}` : '';
      write(`${new Date().toISOString()} ${res.locals.requestId} ${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(0)}ms${account}`);
    });
    next();
  };
}
