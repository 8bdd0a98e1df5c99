/**
 * Resource bounds: uploads in flight, PDF and OCR worker queues, and the job timeout. Past each
 * bound the answer is 503 server_busy with Retry-After (nothing charged), and the server keeps
 * serving. The pools read their bounds from the environment once, so each server here is loaded
 * in its own module registry with tiny bounds set.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { loadServerHelper } from './support/isolatedServer';
import { manyPagesPdf, smallImage } from '../hostile/files';
import { errorCodeOf, postMultipart, samplePdf, usageOf } from './support/requests';

jest.setTimeout(180_000);

async function expectBusy(res: Response) {
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await errorCodeOf(res, 503)).toBe('server_busy');
}

/** Fires all at once; each answer's status, with every 503 checked for its envelope and Retry-After. */
async function allAtOnce(send: () => Promise<Response>, count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await send();
      if (res.status === 503) await expectBusy(res);
      else await res.arrayBuffer();
      return res.status;
    }),
  );
}

test('uploads in flight: with a cap of 1, a second upload while the first is still arriving is 503 with Retry-After, and nothing is charged for it', async () => {
  const { startServer } = loadServerHelper({});
  const server = await startServer({ maxUploadsInFlight: 1 });
  try {
    const pdf = await samplePdf();
    const boundary = 'boundsTest';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const url = new URL(server.baseUrl);
    const first = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/v1/convert',
      headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const firstAnswer = new Promise<number>((resolve, reject) => {
      first.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode!)));
      first.on('error', reject);
    });
    first.write(Buffer.concat([head, pdf.subarray(0, 100)]));

    // The first request holds the only slot once the server has read its headers; until then the
    // second may still get in, so ask until it is turned away.
    // A pause first, so that no probe holds the slot at the moment the first request arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let second: Response | undefined;
    for (let attempt = 0; attempt < 500 && second?.status !== 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = await postMultipart(server.baseUrl, server.apiKey, Buffer.from('not a document'));
      if (second.status !== 503) await second.arrayBuffer();
    }
    await expectBusy(second!);

    first.end(Buffer.concat([pdf.subarray(100), tail]));
    expect(await firstAnswer).toBe(200);
    expect((await postMultipart(server.baseUrl, server.apiKey, pdf)).status).toBe(200);
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(2);
  } finally {
    await server.stop();
  }
});

test('PDF queue: 1 worker and 1 waiting place; 12 long PDFs at once → the rest 503 with Retry-After, only 200s charged, then it serves again', async () => {
  const { startServer } = loadServerHelper({ CONVERT_PDF_WORKERS: '1', CONVERT_PDF_QUEUE: '1' });
  // All 12 may hold an upload slot: only the PDF queue decides here.
  const server = await startServer({ maxUploadsPerAccount: 16 });
  try {
    const pdf = await manyPagesPdf(150);
    const statuses = await allAtOnce(() => postMultipart(server.baseUrl, server.apiKey, pdf), 12);
    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(ok).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(ok);
    expect((await postMultipart(server.baseUrl, server.apiKey, pdf)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('OCR queue: 1 thread and 1 waiting place; 6 images at once → the rest 503 with Retry-After, then it serves again', async () => {
  const { startServer } = loadServerHelper({ OCR_WORKERS: '1', OCR_QUEUE: '1' });
  const server = await startServer();
  try {
    const png = await smallImage('png');
    const statuses = await allAtOnce(() => postMultipart(server.baseUrl, server.apiKey, png, 'scan.png'), 6);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(statuses.filter((s) => s === 200).length);
    expect((await postMultipart(server.baseUrl, server.apiKey, png, 'scan.png')).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('job timeout: a PDF job past its limit is stopped and answered 503 with Retry-After, nothing charged', async () => {
  const { startServer } = loadServerHelper({ CONVERT_PDF_TIMEOUT_MS: '1' });
  const server = await startServer();
  try {
    await expectBusy(await postMultipart(server.baseUrl, server.apiKey, await manyPagesPdf(150)));
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(0);
  } finally {
    await server.stop();
  }
});

test('a request Node fails before the route reads it (bad chunking in the same packet) gives back its unit and its upload slot', async () => {
  const { startServer } = loadServerHelper({});
  const server = await startServer({ maxUploadsInFlight: 1 });
  try {
    const url = new URL(server.baseUrl);
    for (const type of ['application/json', 'multipart/form-data; boundary=x']) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(url.port), url.hostname, () =>
          socket.end(
            `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiKey}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nhello\r\n0\r\n\r\n`,
          ),
        );
        socket
          .on('data', () => undefined)
          .on('close', () => resolve())
          .on('error', () => undefined);
      });
    }
    await server.setPlan(server.accountName, 'pro', 1);
    // With the slot or the unit still held, this would be 503 or 402.
    expect((await postMultipart(server.baseUrl, server.apiKey, await samplePdf())).status).toBe(200);
  } finally {
    await server.stop();
  }
});
