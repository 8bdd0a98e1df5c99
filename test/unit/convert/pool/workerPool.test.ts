import path from 'node:path';
import { ApiError } from '../../../../server/errors';
import { createWorkerPool, WorkerPool } from '../../../../server/convert/pool/workerPool';

const modulePath = path.join(__dirname, 'testWorker');
const pools: WorkerPool<unknown, unknown>[] = [];
function pool<J, R>(handler: string, opts: { size?: number; maxQueue?: number; timeoutMs?: number } = {}) {
  const p = createWorkerPool<J, R>({
    modulePath, handler, label: 'Test work',
    size: opts.size ?? 1, maxQueue: opts.maxQueue ?? 4, timeoutMs: opts.timeoutMs ?? 30_000,
  });
  pools.push(p as WorkerPool<unknown, unknown>);
  return p;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected the job to fail');
}

describe('createWorkerPool', () => {
  it('runs jobs in worker threads and returns their results', async () => {
    const p = pool<{ value: number }, { doubled: number }>('echo', { size: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => p.run({ value })));
    expect(results.map((r) => r.doubled)).toEqual([2, 4, 6, 8, 10]);
  });

  it('stops a stuck job with 503 + Retry-After and keeps serving with a fresh worker', async () => {
    const spinner = pool<{ untilMs: number }, string>('spin', { timeoutMs: 5_000 }); // room for a fresh worker to start on a loaded machine
    const err = await rejection(spinner.run({ untilMs: 600_000 }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(503);
    expect(err.headers['Retry-After']).toMatch(/^\d+$/);
    expect(await spinner.run({ untilMs: 0 })).toBe('finished');
  });

  it('refuses jobs beyond the queue bound with 503 instead of piling them up', async () => {
    const spinner = pool<{ untilMs: number }, string>('spin', { size: 1, maxQueue: 1, timeoutMs: 2_000 });
    const running = spinner.run({ untilMs: 600_000 }).catch((e) => e); // occupies the only worker
    const waiting = spinner.run({ untilMs: 0 }).catch((e) => e); // fills the queue
    const refused = await rejection(spinner.run({ untilMs: 0 }));
    expect(refused.status).toBe(503);
    expect(refused.message).toMatch(/too many documents waiting/);
    await Promise.all([running, waiting]);
  });

  it('refuses work after close', async () => {
    const p = pool<{ value: number }, { doubled: number }>('echo');
    await p.close();
    expect((await rejection(p.run({ value: 1 }))).status).toBe(503);
  });
});
