/**
 * pdf.js's legacy build replaces Array.prototype.push for its whole thread with core-js's
 * slower polyfill on Node 20; the PDF text worker puts the native one back
 * (server/convert/pdf/nativePush.ts). Each check runs in a worker process of its own, as the replacing
 * happens once per process, when pdf.js is loaded.
 */
import path from 'node:path';
import { createWorkerPool } from '../../../../server/convert/pool/workerPool';

type Check = { module: 'pdfjs' | 'textWorker' };
type Seen = { native: boolean; pushes: number[] };

async function inFreshThread(check: Check): Promise<Seen> {
  const pool = createWorkerPool<Check, Seen>({
    modulePath: path.join(__dirname, 'arrayPushWorker'),
    handler: 'pushAfterLoading',
    size: 1,
    maxQueue: 0,
    timeoutMs: 60_000,
    memoryMb: 512,
    label: 'Push check',
  });
  try {
    return await pool.run(check);
  } finally {
    await pool.close();
  }
}

describe('Array.prototype.push in the PDF text thread', () => {
  it('is replaced by pdf.js alone (what the text worker undoes)', async () => {
    expect(await inFreshThread({ module: 'pdfjs' })).toEqual({ native: false, pushes: [1, 2, 3] });
  });

  it('is the native one again once the text worker is loaded', async () => {
    expect(await inFreshThread({ module: 'textWorker' })).toEqual({ native: true, pushes: [1, 2, 3] });
  });
});
