import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { WorkerAnswer } from './workerMain';

/** How a worker process ended: its exit code or signal, and whether the pool stopped it. */
export class WorkerExit extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stopped: boolean,
  ) {
    super(`the worker process ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`);
  }
}

/** An error the job's handler threw (or a result it could not send), as the worker reported it. */
export class JobFailure extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    if (stack) this.stack = stack;
  }
}

export type WorkerProcessOptions = {
  /** Worker module without extension, e.g. path.join(__dirname, 'textWorker'). */
  modulePath: string;
  /** Named export of the worker module that handles one job. */
  handler: string;
  /** Memory the process may take beyond what it holds once loaded (memoryCap.ts). */
  memoryMb: number;
};

const onPath = (name: string) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, name)));
// `nice` lowers every thread of the process (os.setPriority on Linux lowers only the calling
// thread): when conversions keep every core busy, the HTTP event loop still gets the CPU as soon
// as it needs it, and other requests are not held up behind PDF parsing or OCR.
const NICE = onPath('nice') ? ['nice', '-n', '10'] : [];

// From the TypeScript sources (tests, tsx scripts) the process needs tsx's require hook; the
// compiled package runs the .js files.
function command({ modulePath, handler, memoryMb }: WorkerProcessOptions): string[] {
  const ts = path.extname(__filename) === '.ts';
  const extension = ts ? '.ts' : '.js';
  return [
    ...NICE,
    process.execPath,
    ...(ts ? ['--require', require.resolve('tsx/cjs')] : []),
    // As the server runs (package.json): fewer threads per process, no more CPU per conversion.
    '--single-threaded-gc',
    `--max-old-space-size=${memoryMb}`,
    path.join(__dirname, `workerMain${extension}`),
    `${modulePath}${extension}`,
    handler,
    String(memoryMb),
  ];
}

/**
 * One worker process, seen from the server: runs one job at a time. `exited` resolves once the
 * process is gone (its work has stopped); a job running then fails with a WorkerExit.
 */
export class WorkerProcess {
  readonly exited: Promise<WorkerExit>;
  readonly #child: ChildProcess;
  #job?: { resolve(result: unknown): void; reject(err: Error): void };
  #stopped = false;
  #gone = false;

  constructor(options: WorkerProcessOptions) {
    const [file, ...args] = command(options);
    // The worker's stdout goes to the server's stderr: stdout carries the access log.
    this.#child = spawn(file, args, { stdio: ['ignore', 2, 2, 'ipc'], serialization: 'advanced' });
    // Neither the process nor its channel keeps the server alive while idle (see run()).
    this.#child.unref();
    this.#child.channel?.unref();
    this.#child.on('message', (answer: WorkerAnswer) => this.#answered(answer));
    this.exited = new Promise((resolve) => {
      const gone = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.#gone) return;
        this.#gone = true;
        const exit = new WorkerExit(code, signal, this.#stopped);
        this.#settle()?.reject(exit);
        resolve(exit);
      };
      this.#child.once('exit', gone);
      // A process that could not start: no 'exit' may follow.
      this.#child.once('error', () => gone(null, null));
    });
  }

  /** Whether stop() was called: the process is exiting or gone. */
  get stopping(): boolean {
    return this.#stopped;
  }

  /** Runs one job. An abort stops the process, and the job fails only once the process has exited. */
  run(job: unknown, signal: AbortSignal): Promise<unknown> {
    if (this.#gone) return Promise.reject(new WorkerExit(null, null, this.#stopped));
    const stop = () => void this.stop();
    signal.addEventListener('abort', stop, { once: true });
    const answer = new Promise((resolve, reject) => (this.#job = { resolve, reject }));
    // While a job runs, its channel keeps the server's event loop waiting for the answer.
    this.#child.channel?.ref();
    try {
      // A failed send means the process is going: its exit fails the job.
      this.#child.send(job as object, (err) => err && stop());
    } catch (err) {
      this.#settle()?.reject(err as Error); // the job cannot be serialised
    }
    if (signal.aborted) stop();
    return answer.finally(() => signal.removeEventListener('abort', stop));
  }

  /** Kills the process (SIGKILL: a stuck parser gets no say) and resolves once it has exited. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (!this.#gone) {
      // Whoever waits for the exit keeps the server's event loop alive until it comes.
      this.#child.ref();
      this.#child.kill('SIGKILL');
    }
    await this.exited;
  }

  #answered(answer: WorkerAnswer): void {
    const job = this.#settle();
    if (!job) return;
    if ('result' in answer) job.resolve(answer.result);
    else job.reject(new JobFailure(answer.error.message, answer.error.stack));
  }

  #settle() {
    const job = this.#job;
    this.#job = undefined;
    if (job && !this.#gone) this.#child.channel?.unref();
    return job;
  }
}
