import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixtureDir } from '../../fixtures';
import { startServer, type TestServer } from '../helpers/server';

// Real OCR on a shared 2-core machine: seconds per page.
jest.setTimeout(300_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const HEALTH_BOUND_MS = 50;

async function convert(file: string) {
  const res = await fetch(`${server.baseUrl}/api/v1/convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file_base64: fs.readFileSync(file).toString('base64'), filename: path.basename(file) }),
  });
  return { status: res.status, body: await res.json() };
}

test('the server keeps answering health checks while it runs OCR', async () => {
  const images = ['de-depotauszug/document.png', 'en-us-brokerage-statement/document.jpg', 'it-estratto-conto/document.webp'].map((f) =>
    path.join(fixtureDir(path.dirname(f)), path.basename(f)),
  );
  // Start the OCR threads and load their models first, so what is measured below is the server
  // while it recognises pages, not while it spawns threads.
  expect((await convert(images[0])).status).toBe(200);

  let converting = true;
  const conversions = Promise.all(images.map(convert)).finally(() => {
    converting = false;
  });
  // This process is also the client: let it finish encoding and sending the uploads.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const latencies: number[] = [];
  while (converting) {
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const results = await conversions;
  for (const { status, body } of results) {
    expect(status).toBe(200);
    expect(body.mode).toBe('ocr');
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(`${latencies.length} health checks during OCR: median ${at(0.5).toFixed(1)} ms, ` + `p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  // Several checks prove the loop was polled while the conversions were running.
  expect(latencies.length).toBeGreaterThanOrEqual(5);
  // The bound holds for 95 % of the checks; single outliers of a few tens of ms come from this
  // 2-core machine being shared (the scheduler, GC), so the maximum is reported, not asserted.
  expect(at(0.95)).toBeLessThan(HEALTH_BOUND_MS);
});
