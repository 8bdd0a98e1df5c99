/**
 * The text worker's pdf.js transport hands messages over without pdf.js's structuredClone
 * (server/convert/pdf/inThreadWorker.ts). pdf.js keeps using some of what it sends, so this
 * proves the API side still sees what pdf.js's own transport shows it: the text content and
 * the operator list (which decides whether a page is a scan) of every page of every fixture PDF,
 * text and scanned, and the same error for PDFs it cannot open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encryptedPdf } from '../../../hostile/files';
import { createWorkerPool } from '../../../../server/convert/pool/workerPool';
import type { PdfAsSeen } from './transportsWorker';

const FIXTURES = path.resolve(__dirname, '../../../../fixtures');

const pool = createWorkerPool<{ pdf: Uint8Array }, { own: PdfAsSeen; sharing: PdfAsSeen }>({
  modulePath: path.join(__dirname, 'transportsWorker'),
  handler: 'readBothWays',
  size: 1,
  maxQueue: 1,
  timeoutMs: 120_000,
  memoryMb: 1024,
  label: 'Transport check',
});
afterAll(() => pool.close());

const fixturePdfs = fs
  .readdirSync(FIXTURES)
  .flatMap((dir) => ['document.pdf', 'document.scanned.pdf'].map((file) => path.join(FIXTURES, dir, file)))
  .filter((file) => fs.existsSync(file));

describe('the text worker’s pdf.js transport', () => {
  it.each(fixturePdfs.map((file) => [path.relative(FIXTURES, file), file]))('shows %s as pdf.js’s own does', async (_, file) => {
    const { own, sharing } = await pool.run({ pdf: new Uint8Array(fs.readFileSync(file)) });
    expect(own.ok).toBe(true);
    if (!own.ok) return;
    // Would pass vacuously if pdf.js saw nothing: every fixture has text or an image on each page.
    expect(own.pages.every((p) => p.fnArray.length > 0)).toBe(true);
    expect(sharing).toEqual(own);
  });

  it('fails on an encrypted and on a truncated PDF as pdf.js’s own does', async () => {
    const encrypted = await encryptedPdf('1.7', 'secret');
    const text = fs.readFileSync(fixturePdfs[0]);
    for (const pdf of [encrypted, text.subarray(0, text.length >> 1), Buffer.from('%PDF-1.7\n%%EOF')]) {
      const { own, sharing } = await pool.run({ pdf: new Uint8Array(pdf) });
      expect(sharing).toEqual(own);
    }
  });
});
