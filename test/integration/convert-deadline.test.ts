/**
 * A conversion stops as a whole: past its deadline (CONVERT_DEADLINE_MS), or when its client
 * hangs up. Either way its worker processes are killed, and the work has really stopped (the
 * process has exited) before the conversion's answer, and so before its slots are free again.
 * Nothing is charged. A scan of 60 pages: minutes of OCR on this machine if nothing stopped it.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { loadServerHelper } from './support/isolatedServer';
import { isAlive, workerPids } from '../helpers/processTree';
import { scannedPdf } from '../helpers/scannedPdf';
import { errorCodeOf, postMultipart, samplePdf, usageOf } from './support/requests';

jest.setTimeout(240_000);

async function until<T>(value: () => T | undefined | false): Promise<T> {
  for (;;) {
    const found = value();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ocrProcess = () => workerPids('recognizePage')[0];
const PAGE_IMAGE = path.join(__dirname, '..', '..', 'fixtures', 'de-depotauszug', 'document.png');

test('past its deadline a conversion is stopped: 503 conversion_timeout with Retry-After, its OCR process gone before the answer, nothing charged', async () => {
  // An image is one OCR job, and loading the recognisers alone takes longer than the deadline:
  // the deadline always falls while the job runs.
  const { startServer } = loadServerHelper({ CONVERT_DEADLINE_MS: '1500' });
  const server = await startServer();
  try {
    let seen: number | undefined;
    const watching = setInterval(() => (seen ??= ocrProcess()), 20);
    const res = await postMultipart(server.baseUrl, server.apiKey, readFileSync(PAGE_IMAGE), 'scan.png');
    clearInterval(watching);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorCodeOf(res, 503)).toBe('conversion_timeout');
    // The OCR had started, and its process had exited by the time the answer came.
    expect(seen).toBeDefined();
    expect(isAlive(seen!)).toBe(false);
    expect(workerPids('recognizePage')).toEqual([]);
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(0);
    // (No conversion after it: with this deadline, the text process may still be loading pdf.js.)
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('a client that hangs up mid-OCR: its conversion is stopped (no OCR process left), nothing charged', async () => {
  const { startServer } = loadServerHelper({});
  const server = await startServer();
  try {
    const form = new FormData();
    form.append('file', new Blob([await scannedPdf(60)]), 'scan.pdf');
    const body = new Request('http://x', { method: 'POST', body: form });
    const bytes = Buffer.from(await body.arrayBuffer());
    const url = new URL(server.baseUrl);
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/v1/convert',
      headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': body.headers.get('content-type')!, 'content-length': bytes.length },
    });
    req.on('error', () => undefined);
    req.end(bytes);

    // Started for the scan's first page, which it reads for seconds: it is busy with this conversion.
    const pid = await until(ocrProcess);
    req.destroy();
    // Without the stop, this process would read the remaining pages for minutes (and then idle a
    // minute before it is retired): the test's own timeout would pass first.
    await until(() => !isAlive(pid));
    expect(workerPids('recognizePage')).toEqual([]);
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(0);
    expect((await postMultipart(server.baseUrl, server.apiKey, await samplePdf())).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 150_000);
