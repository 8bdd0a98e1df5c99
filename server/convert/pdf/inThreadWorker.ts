/**
 * pdf.js's "worker" run in the calling thread, as pdf.js does by itself in Node (its fake
 * worker), but joined to its API side by a port that hands most messages over as they are.
 * pdf.js's own LoopbackPort structuredClones every message, as a real worker boundary would;
 * in one thread that copy buys nothing but the safety of snapshots, and it was the largest
 * single cost of warm text extraction (postMessage self time ~14 % in a CPU profile).
 * Snapshots matter only where pdf.js keeps using what it has sent, which it does with the
 * chunks it streams; those are still copied (see `deliverable`). Used by the text worker only:
 * the bench's pdf.js reference (test/bench/textPdfs.ts) keeps pdf.js's own transport.
 */
import type { TransferListItem } from 'node:worker_threads';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjs, pdfjsWorker } from './pdfjs';

// The module pdf.js itself runs for its fake worker in Node (loaded with pdf.js, see ./pdfjs.ts).
const { WorkerMessageHandler } = pdfjsWorker;

type Listener = (event: { data: unknown }) => void;
type Message = { chunk?: unknown; stream?: number; reason?: { message?: string } };

// pdf.js's StreamKind.ERROR (src/shared/message_handler.js): a streamed request (an operator
// list, a text content) failed on the worker side.
const STREAM_ERROR = 5;

/** Told the message of every streamed request that failed in the worker (see inThreadPdfWorker). */
export type StreamErrorListener = (message: string) => void;

/**
 * A streamed chunk as the receiver must see it. pdf.js sends text content as one object whose
 * `items` and `styles` it replaces after each chunk (a shallow copy keeps the sent ones); an
 * operator list's arrays it empties in place (only a real clone keeps them). Chunks of any
 * other kind are cloned as pdf.js would.
 */
function deliverable(message: Message, transfer?: TransferListItem[]): unknown {
  if (message.chunk === undefined) return message;
  const chunk = message.chunk as { items?: unknown };
  if (Array.isArray(chunk.items)) return { ...message, chunk: { ...chunk } };
  return structuredClone(message, transfer ? { transfer } : undefined);
}

/** LoopbackPort's contract (every listener gets every message, one microtask later) without its clone. */
class SharingPort {
  readonly #listeners = new Map<Listener, (() => void) | null>();

  constructor(private readonly onStreamError?: StreamErrorListener) {}

  postMessage(message: Message, transfer?: TransferListItem[]): void {
    if (message.stream === STREAM_ERROR) this.onStreamError?.(String(message.reason?.message));
    const event = { data: deliverable(message, transfer) };
    queueMicrotask(() => {
      for (const [listener] of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(_type: 'message', listener: Listener, options?: { signal?: AbortSignal }): void {
    const signal = options?.signal;
    let unlink: (() => void) | null = null;
    if (signal) {
      if (signal.aborted) return;
      const onAbort = () => this.removeEventListener(_type, listener);
      signal.addEventListener('abort', onAbort);
      unlink = () => signal.removeEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, unlink);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const unlink of this.#listeners.values()) unlink?.();
    this.#listeners.clear();
  }
}

/**
 * A pdf.js worker for one document, joined by a SharingPort; pass it to openPdf, destroy it after.
 * `onStreamError` hears of failed streamed requests, which pdf.js's API does not always pass on:
 * an operator list that fails resolves with the operators received before the failure.
 */
export function inThreadPdfWorker(onStreamError?: StreamErrorListener): PdfJs.PDFWorker {
  const port = new SharingPort(onStreamError);
  WorkerMessageHandler.initializeFromPort(port);
  type WorkerParams = NonNullable<ConstructorParameters<typeof pdfjs.PDFWorker>[0]>;
  return new pdfjs.PDFWorker({ port: port as unknown as WorkerParams['port'], verbosity: pdfjs.VerbosityLevel.ERRORS });
}
