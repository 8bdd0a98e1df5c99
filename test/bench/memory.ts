import sharp from 'sharp';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { MAX_FILE_BYTES } from '../../server/config';
import { textStatementPdf } from '../hostile/files';
import { seededRandom } from '../hostile/files';
import { postFile, startBenchServer } from './serverProcess';
import { median, type BenchRow } from './stats';

/**
 * A text PDF just under 20 MiB: a statement line (so it converts in text mode, like most uploads)
 * and an incompressible noise image that makes up the size.
 */
async function twentyMegabytePdf(): Promise<Buffer> {
  const random = seededRandom(42);
  const width = 2500;
  const height = 2700;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const doc = newPdf();
  doc.addPage({ size: 'A4' }).fontSize(10).text('Account Number: 123-45678   Statement Period: 01/01/2024 - 01/31/2024', 36, 36);
  doc.image(png, 36, 60, { width: 500 });
  const pdf = await pdfBytes(doc);
  if (pdf.length > MAX_FILE_BYTES) throw new Error(`the memory sample is ${pdf.length} bytes, over the limit`);
  return pdf;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

export async function benchMemory(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  const pdf = await twentyMegabytePdf();
  const megabytes = pdf.length / 1e6;
  log(`memory: a ${megabytes.toFixed(1)} MB PDF, ${rounds} rounds per request form`);
  const server = await startBenchServer();
  const rows: BenchRow[] = [];
  try {
    const key = await server.account('bench', { plan: 'pro', monthlyQuota: 1_000_000 });
    // Warm-up: the PDF worker thread starts with the first conversion and then stays.
    await postFile(server.url, key, await textStatementPdf(), 'warm.pdf', 'multipart');
    for (const form of ['multipart', 'json'] as const) {
      const above: number[] = [];
      for (let r = 0; r < rounds; r++) {
        await settle();
        const idle = server.memory().rss;
        server.resetPeak();
        const res = await postFile(server.url, key, pdf, 'big.pdf', form);
        if (res.status !== 200) throw new Error(`the 20 MB ${form} upload answered ${res.status}`);
        above.push((server.memory().peak - idle) / 1e6);
      }
      rows.push({
        measure: `Peak RSS above idle, one ${megabytes.toFixed(1)} MB upload (${form === 'json' ? 'JSON base64' : 'multipart'})`,
        ours: median(above),
        reference: megabytes,
        referenceName: 'the file size',
        unit: 'MB',
        target: { on: 'ratio', atMost: 3 },
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}
