import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiError } from '../../../../server/errors';
import { createWorkerPool, WorkerPool } from '../../../../server/convert/pool/workerPool';
import { isAlive } from '../../../helpers/processTree';

const modulePath = path.join(__dirname, 'testWorker');
const pools: WorkerPool<unknown, unknown>[] = [];
function pool<J, R>(handler: string, opts: { size?: number; maxQueue?: number; timeoutMs?: number; memoryMb?: number } = {}) {
  const p = createWorkerPool<J, R>({
    modulePath,
    handler,
    label: 'Test work',
    size: opts.size ?? 1,
    maxQueue: opts.maxQueue ?? 4,
    timeoutMs: opts.timeoutMs ?? 30_000,
    memoryMb: opts.memoryMb ?? 256,
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
  it('runs jobs in worker processes and returns their results', async () => {
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

describe('createWorkerPool: memory', () => {
  it('fails a job that allocates ArrayBuffers beyond its cap with 400 document_too_complex, then serves the next job', async () => {
    const p = pool<{ mb: number }, number>('allocate', { memoryMb: 64 });
    expect(await p.run({ mb: 16 })).toBe(16);
    const err = await rejection(p.run({ mb: 512 }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('document_too_complex');
    expect(await p.run({ mb: 16 })).toBe(16);
  });

  it('answers 400 document_too_complex when a job grows the heap until its process dies, then serves the next job', async () => {
    const p = pool<unknown, unknown>('growHeap', { memoryMb: 64 });
    const err = await rejection(p.run({}));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('document_too_complex');
    const echoing = pool<{ value: number }, { doubled: number }>('echo', { memoryMb: 64 });
    expect(await echoing.run({ value: 2 })).toEqual({ doubled: 4 });
  });
});

describe('createWorkerPool: cancelling', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bfc-pool-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function pidOnceRunning(pidFile: string): Promise<number> {
    while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') await new Promise((resolve) => setTimeout(resolve, 20));
    return Number(readFileSync(pidFile, 'utf8'));
  }

  it('stops a running job when its signal aborts, and fails it with the reason only once its process has exited', async () => {
    const p = pool<{ untilMs: number; pidFile: string }, string>('spinWithPid');
    const pidFile = path.join(dir, 'running.pid');
    const cancel = new AbortController();
    const running = rejection(p.run({ untilMs: 600_000, pidFile }, { signal: cancel.signal }));
    const pid = await pidOnceRunning(pidFile);
    const reason = new ApiError(499, 'client_closed_request', 'gone');
    cancel.abort(reason);
    expect(await running).toBe(reason);
    expect(isAlive(pid)).toBe(false);
    expect(await p.run({ untilMs: 0, pidFile: path.join(dir, 'next.pid') })).toBe('finished');
  });

  it('takes a waiting job out of the queue when its signal aborts', async () => {
    const p = pool<{ untilMs: number; pidFile: string }, string>('spinWithPid', { size: 1, maxQueue: 1 });
    const first = p.run({ untilMs: 1_000, pidFile: path.join(dir, 'first.pid') });
    const cancel = new AbortController();
    const waiting = rejection(p.run({ untilMs: 0, pidFile: path.join(dir, 'waiting.pid') }, { signal: cancel.signal }));
    cancel.abort(new Error('gone'));
    expect((await waiting).message).toBe('gone');
    expect(await first).toBe('finished');
    expect(existsSync(path.join(dir, 'waiting.pid'))).toBe(false);
  });
});
