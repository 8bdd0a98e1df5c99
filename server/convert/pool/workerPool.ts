import { ApiError } from '../../errors';
import { isAllocationFailure } from './memoryCap';
import { JobFailure, WorkerExit, WorkerProcess } from './workerProcess';

/**
 * A bounded pool of worker processes for CPU-heavy conversion work (PDF parsing, rows, page
 * drawing, OCR): at most `size` jobs run, each in a process of its own whose memory is capped for
 * every kind of allocation (memoryCap.ts); at most `maxQueue` wait. A process is kept for the
 * next job (starting one, loading pdf.js or tesseract, costs far more than a job) and replaced
 * when a job kills it or is stopped. A job is stopped past `timeoutMs` or when its caller's signal
 * aborts (the conversion's deadline, the client gone): its process is killed, and the job fails
 * only once the process has exited, so its slot stays taken until the work has really stopped.
 *
 * Answers: 503 with Retry-After when busy, timed out or shutting down (the client may retry);
 * 400 document_too_complex when the job ran out of memory or its process died under it (a
 * decompression bomb, a parser's fault on a hostile file: retrying the same file cannot help).
 */
export type WorkerPoolOptions = {
  /** Worker module without extension, e.g. path.join(__dirname, 'textWorker'). */
  modulePath: string;
  /** Named export of the worker module that handles one job. */
  handler: string;
  size: number;
  /** Processes kept running while idle (default 0); the others stop after a minute without work. */
  minWorkers?: number;
  maxQueue: number;
  timeoutMs: number;
  /** Memory one job's process may take beyond what it holds once loaded, every allocation counted. */
  memoryMb: number;
  /** Used in the 503 message, e.g. "PDF parsing". */
  label: string;
};

export type JobOptions = { signal?: AbortSignal };

export type WorkerPool<Job, Result> = {
  run(job: Job, options?: JobOptions): Promise<Result>;
  close(): Promise<void>;
};

const RETRY_AFTER_SECONDS = '5';
const IDLE_MS = 60_000;
const TIMED_OUT = Symbol('timed out');

export const documentTooComplex = (memoryMb: number) =>
  new ApiError(
    400,
    'document_too_complex',
    `The document needs more memory than one conversion may use (${memoryMb} MB): something in it, such as a compressed stream, an image or a font, expands to far more than the file's size. Send a simpler file: print or export it to a new PDF, or split it.`,
  );

/** A job waiting for a process: given one, or refused (its signal aborted, the pool closed). */
type Waiter = { give(worker: WorkerProcess): void; refuse(err: unknown): void };

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  const live = new Set<WorkerProcess>(); // started and not yet exited: the pool's slots
  // Idle processes, the most recently used last: the next job takes it (its caches are warm), and
  // the ones beyond what the load needs stay idle long enough to be stopped.
  const idle: { worker: WorkerProcess; retire?: NodeJS.Timeout }[] = [];
  const waiters: Waiter[] = [];
  const minWorkers = options.minWorkers ?? 0;
  let closed = false;
  // Jobs running or waiting; counted here, so that waiting jobs are bounded too.
  let inFlight = 0;

  const overloaded = (why: string) =>
    new ApiError(503, 'server_busy', `${options.label} ${why}; please retry in ${RETRY_AFTER_SECONDS} seconds.`, {
      'Retry-After': RETRY_AFTER_SECONDS,
    });

  function start(): WorkerProcess {
    const worker = new WorkerProcess(options);
    live.add(worker);
    void worker.exited.then(() => {
      live.delete(worker);
      const index = idle.findIndex((entry) => entry.worker === worker);
      if (index >= 0) clearTimeout(idle.splice(index, 1)[0].retire);
      // Its slot is free again: a job waiting for one gets a fresh process.
      if (!closed && waiters.length > 0) waiters.shift()!.give(start());
    });
    return worker;
  }

  function checkIn(worker: WorkerProcess): void {
    if (closed) return void worker.stop();
    const waiter = waiters.shift();
    if (waiter) return waiter.give(worker);
    const entry: (typeof idle)[number] = { worker };
    // Beyond `minWorkers`, a process idle for a minute is stopped.
    entry.retire = setTimeout(() => {
      const running = [...live].filter((w) => !w.stopping).length;
      if (running > minWorkers) void worker.stop();
    }, IDLE_MS).unref();
    idle.push(entry);
  }

  /** An idle process, a new one if a slot is free, or the next one freed; rejects when `signal` aborts first. */
  function checkOut(signal: AbortSignal): Promise<WorkerProcess> {
    const ready = idle.pop();
    if (ready) {
      clearTimeout(ready.retire);
      return Promise.resolve(ready.worker);
    }
    if (live.size < options.size) return Promise.resolve(start());
    return new Promise((resolve, reject) => {
      const abandon = () => waiter.refuse(signal.reason);
      const waiter: Waiter = {
        give(worker) {
          signal.removeEventListener('abort', abandon);
          resolve(worker);
        },
        refuse(err) {
          signal.removeEventListener('abort', abandon);
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(err);
        },
      };
      signal.addEventListener('abort', abandon, { once: true });
      waiters.push(waiter);
    });
  }

  for (let i = 0; i < minWorkers; i++) checkIn(start());

  /** The answer for a job that did not produce a result. */
  function failure(err: unknown, stopped: AbortSignal): unknown {
    if (closed) return overloaded('is shutting down');
    if (stopped.reason === TIMED_OUT) return overloaded(`took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`);
    if (stopped.aborted) return stopped.reason;
    if (err instanceof JobFailure && isAllocationFailure(err)) return documentTooComplex(options.memoryMb);
    if (err instanceof WorkerExit && err.signal) {
      console.error(`${options.label}: a worker process died during a job (${err.message}); answered document_too_complex.`);
      return documentTooComplex(options.memoryMb);
    }
    return err;
  }

  return {
    async run(job, { signal } = {}) {
      if (closed) throw overloaded('is shutting down');
      if (inFlight >= options.size + options.maxQueue) throw overloaded('has too many documents waiting');
      inFlight++;
      // One stop per job, for its timeout and its caller's signal alike (AbortSignal.any and
      // AbortSignal.timeout cost ~45 µs of CPU per job, measured, on the event loop).
      const stop = new AbortController();
      const timer = setTimeout(() => stop.abort(TIMED_OUT), options.timeoutMs);
      const callerAborted = () => stop.abort(signal!.reason);
      if (signal?.aborted) callerAborted();
      signal?.addEventListener('abort', callerAborted, { once: true });
      let worker: WorkerProcess | undefined;
      try {
        worker = await checkOut(stop.signal);
        const result = (await worker.run(job, stop.signal)) as Result;
        checkIn(worker);
        return result;
      } catch (err) {
        // A process that ran out of memory is replaced, not trusted with the next job.
        if (worker && err instanceof JobFailure && !isAllocationFailure(err)) checkIn(worker);
        else await worker?.stop();
        throw failure(err, stop.signal);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', callerAborted);
        inFlight--;
      }
    },
    async close() {
      closed = true;
      for (const waiter of [...waiters]) waiter.refuse(overloaded('is shutting down'));
      await Promise.all([...live].map((worker) => worker.stop()));
    },
  };
}
