import fs from 'node:fs';
import path from 'node:path';
import { fixtureDir } from '../../fixtures';

jest.setTimeout(300_000);

type OcrModule = typeof import('../../server/convert/ocr');

/** A fresh copy of the OCR module reading its limits from `env` (they are read at import). */
function ocrWith(env: Record<string, string>): OcrModule {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let mod: OcrModule | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      mod = require('../../server/convert/ocr');
    });
    return mod!;
  } finally {
    process.env = saved;
  }
}

const page = () => fs.readFileSync(path.join(fixtureDir('de-dividendengutschrift'), 'document.png'));

describe('OCR limits', () => {
  it('answers 503 server_busy with Retry-After once the queue is full, and runs what it accepted', async () => {
    const ocr = ocrWith({ OCR_WORKERS: '1', OCR_QUEUE: '1' });
    try {
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => ocr.recognizeImage(page(), n)));
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason);
      const done = outcomes.filter((o) => o.status === 'fulfilled');
      expect(refused.length).toBeGreaterThanOrEqual(2);
      expect(done.length).toBeGreaterThanOrEqual(1);
      for (const err of refused) {
        // An ApiError of the isolated module copy, so compared by shape, not by class.
        expect(err).toMatchObject({ name: 'ApiError', status: 503, code: 'server_busy' });
        expect(Number(err.headers['Retry-After'])).toBeGreaterThan(0);
        expect(err.message).toMatch(/OCR.*too many/);
      }
    } finally {
      await ocr.closeOcr();
    }
  });

  it('stops a page that takes longer than the job timeout: 503 with a clear message', async () => {
    // Starting a thread and loading six language models alone takes longer than a second.
    const ocr = ocrWith({ OCR_WORKERS: '1', OCR_TIMEOUT_MS: '1000' });
    try {
      const err = await ocr.recognizeImage(page(), 1).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'ApiError', status: 503, code: 'server_busy' });
      expect((err as Error).message).toMatch(/OCR.*took longer than 1 s and was stopped/);
      expect((err as { headers: Record<string, string> }).headers['Retry-After']).toBeDefined();
    } finally {
      await ocr.closeOcr();
    }
  });
});
