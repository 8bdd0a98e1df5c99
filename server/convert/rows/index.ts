import path from 'node:path';
import type { Row } from '../columns';
import { convertConfig } from '../config';
import { createWorkerPool, WorkerPool } from '../pool/workerPool';
import type { Page } from '../words';
import type { RowsJob } from './rowsWorker';

let pool: WorkerPool<RowsJob, Row[]> | undefined;

// Sized and bounded like the PDF pool: every conversion passes through both, one after the other.
const rowsPool = () =>
  (pool ??= createWorkerPool<RowsJob, Row[]>({
    modulePath: path.join(__dirname, 'rowsWorker'),
    handler: 'rowsFromPages',
    size: convertConfig.pdfWorkers,
    maxQueue: convertConfig.pdfQueue,
    timeoutMs: convertConfig.pdfTimeoutMs,
    memoryMb: convertConfig.workerMemoryMb,
    label: 'Reading the rows',
  }));

/** The rows of a document's pages (layout and statement stages), computed off the event loop. Throws like the other pools. */
export function rowsOf(pages: Page[], signal?: AbortSignal): Promise<Row[]> {
  return rowsPool().run({ pages }, { signal });
}

export async function closeRows(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
