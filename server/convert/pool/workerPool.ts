import path from 'node:path';
import { Piscina } from 'piscina';
import { ApiError } from '../../errors';

/**
 * A bounded pool of worker threads for CPU-heavy conversion work (PDF parsing, and reusable for
 * OCR): at most `size` jobs run, at most `maxQueue` wait, and a job past `timeoutMs` is aborted —
 * piscina terminates the worker running it and starts a fresh one, so a stuck parser never
 * holds a thread. Both overload cases answer 503 with Retry-After: the client may simply retry.
 */
export type WorkerPoolOptions = {
  /** Worker module without extension, e.g. path.join(__dirname, 'textWorker'). */
  modulePath: string;
  /** Named export of the worker module that handles one job. */
  handler: string;
  size: number;
  /** Threads kept running while idle (default 0); the others stop after a minute without work. */
  minThreads?: number;
  maxQueue: number;
  timeoutMs: number;
  /** Heap cap per worker thread, so one hostile document cannot take the process down. */
  maxHeapMb?: number;
  /** Used in the 503 message, e.g. "PDF parsing". */
  label: string;
};

export type WorkerPool<Job, Result> = {
  run(job: Job, transferList?: ArrayBuffer[]): Promise<Result>;
  close(): Promise<void>;
};

const RETRY_AFTER_SECONDS = '5';

// From the TypeScript sources (tests, tsx scripts) workers need tsx's require hook; the
// compiled package runs the .js next to this file.
function workerFile(modulePath: string): { filename: string; execArgv: string[] } {
  if (path.extname(__filename) === '.ts') {
    return { filename: `${modulePath}.ts`, execArgv: ['--require', require.resolve('tsx/cjs'), '--require', path.join(__dirname, 'lowerPriority.ts')] };
  }
  return { filename: `${modulePath}.js`, execArgv: ['--require', path.join(__dirname, 'lowerPriority.js')] };
}

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  const { filename, execArgv } = workerFile(options.modulePath);
  const piscina = new Piscina({
    filename,
    name: options.handler,
    execArgv,
    minThreads: options.minThreads ?? 0,
    maxThreads: options.size,
    idleTimeout: 60_000,
    // piscina's run- and wait-time histograms take a record per job; nothing here reads them.
    recordTiming: false,
    resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
  });
  let closed = false;
  // Counted here rather than by piscina's maxQueue, which does not count jobs carrying an
  // abort signal — and every job here carries its timeout signal.
  let inFlight = 0;

  const overloaded = (why: string) =>
    new ApiError(503, 'server_busy', `${options.label} ${why}; please retry in ${RETRY_AFTER_SECONDS} seconds.`, {
      'Retry-After': RETRY_AFTER_SECONDS,
    });

  return {
    async run(job, transferList) {
      if (closed) throw overloaded('is shutting down');
      if (inFlight >= options.size + options.maxQueue) throw overloaded('has too many documents waiting');
      inFlight++;
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return (await piscina.run(job, { signal, transferList })) as Result;
      } catch (err) {
        if (signal.aborted) throw overloaded(`took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`);
        throw err;
      } finally {
        inFlight--;
      }
    },
    async close() {
      closed = true;
      await piscina.destroy();
    },
  };
}
