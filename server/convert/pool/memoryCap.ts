/**
 * The memory cap of a conversion worker process, set by the process itself once its modules are
 * loaded (see workerMain.ts). It caps RLIMIT_DATA, which the kernel checks on every allocation
 * of private writable memory: V8's heap, ArrayBuffers, malloc in native code (sharp, the canvas),
 * WebAssembly memory as it grows. RLIMIT_AS cannot serve: V8 and WebAssembly reserve gigabytes of
 * address space they never use. An allocation beyond the cap fails (a RangeError for an
 * ArrayBuffer, a fatal error for V8's heap), and the process's job fails with it (workerPool.ts).
 *
 * The cap is what the process holds once loaded plus a budget, not a fixed figure: pdf.js loads
 * @napi-rs/canvas, which maps 1 GiB of writable memory at load and leaves it mostly untouched
 * (resident set +20 MB), and tsx's source maps add 100 MB or more in tests.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** This process's private writable memory now (VmData, what RLIMIT_DATA counts), in bytes. */
function dataSegmentBytes(): number {
  const kilobytes = /^VmData:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  if (!kilobytes) throw new Error('no VmData in /proc/self/status');
  return Number(kilobytes[1]) * 1024;
}

/**
 * Caps this process's data segment at its present size plus `budgetMb`, with prlimit (util-linux;
 * Node has no setrlimit). Without /proc or prlimit (not Linux) the process runs uncapped, and says so.
 */
export function capDataSegment(budgetMb: number): void {
  try {
    const limit = dataSegmentBytes() + budgetMb * 1024 * 1024;
    execFileSync('prlimit', ['--pid', String(process.pid), `--data=${limit}:${limit}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    console.error(
      `Conversion worker ${process.pid}: its memory is NOT capped (${(err as Error).message.split('\n')[0]}). Install prlimit (util-linux) on Linux.`,
    );
  }
}

const ALLOCATION_FAILURE = /Array buffer allocation failed|Create skia surface failed|out of memory|Cannot enlarge memory|bad_alloc/i;

/**
 * Whether an error is an allocation refused by the cap, as the libraries word it: V8
 * (ArrayBuffers), @napi-rs/canvas (a page's canvas), tesseract's WebAssembly, libvips. Parsers
 * catch errors and carry on or report a damaged file: code that catches must rethrow these, so
 * the job fails as too complex instead (workerPool.ts).
 */
export function isAllocationFailure(err: unknown): boolean {
  return ALLOCATION_FAILURE.test(String((err as Error)?.message ?? err));
}
