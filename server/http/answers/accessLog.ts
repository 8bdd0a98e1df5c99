import type { RequestHandler } from 'express';
import type { Caller } from '../intake/auth';
import { loggedPath } from './loggedPath';

/**
 * One line per answered request for the operator: when, which request, what, the status, how long
 * and for which account. Never the key, the file or a token in the path.
 */
export function logRequests(write: (lines: string) => void): RequestHandler {
  const writeLine = oneWritePerTurn(write);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const caller = res.locals.caller as Caller | undefined;
      const account = caller ? ` account=${caller.account.name}` : '';
      writeLine(`${new Date().toISOString()} ${res.locals.requestId} ${req.method} ${loggedPath(req.path)} ${res.statusCode} ${ms.toFixed(0)}ms${account}`);
    });
    next();
  };
}

/**
 * The lines of the requests answered in one turn of the event loop leave in one write, at the end
 * of that turn: a write per request was a system call on every answer (stdout to a file or a pipe
 * is written synchronously), a measurable share of a flood of rejections.
 */
function oneWritePerTurn(write: (lines: string) => void): (line: string) => void {
  let pending: string[] = [];
  return (line) => {
    if (pending.length === 0) {
      setImmediate(() => {
        const lines = pending.join('\n');
        pending = [];
        write(lines);
      });
    }
    pending.push(line);
  };
}
