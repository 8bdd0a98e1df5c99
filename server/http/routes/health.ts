import type { Request, Response } from 'express';
import { ApiError } from '../../errors';
import { DatabaseUnavailableError } from '../../store/postgres/pool';
import type { Store } from '../../store/types';
import { databaseUnavailable } from '../answers/errorEnvelope';

/**
 * GET /healthz, no auth: the process is up and its store can be written. A server that cannot
 * record charges answers 503, so a load balancer sends conversions elsewhere until it recovers.
 */
export function healthRoute(store: Store) {
  return async (_req: Request, res: Response) => {
    try {
      await store.checkWritable();
    } catch (err) {
      if (err instanceof DatabaseUnavailableError) {
        console.error(`/healthz: ${err.message}`);
        throw databaseUnavailable();
      }
      console.error(`/healthz: the data directory cannot be written: ${(err as Error).message}`);
      throw new ApiError(
        503,
        'store_unwritable',
        'The server cannot write its data directory, so it cannot record conversions. The operator must free disk space or make the directory writable; the server recovers by itself.',
        { 'Retry-After': '10' },
      );
    }
    res.json({ status: 'ok' });
  };
}
