/**
 * A request counted against the rate limits is answered only once its count is in server.json:
 * the store writes the count with the charge of a 200 (one write per conversion) and flushes it
 * before any answer without a charge. Read at the moment each answer arrives, the file must hold
 * every answered request's count, whatever the answer.
 */
import { connect } from 'node:net';
import { readAdminData } from '../../server/store/adminFile';
import { readCounters } from '../../server/store/lowdbStore';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
  server = await startServer({ plans: { freePerDay: 0 }, rateLimits: { perMinute: 100, perDay: 100 } });
});
afterAll(() => server.stop());

async function accountWith(name: string, credits: number): Promise<{ key: string; countOnDisk: () => number }> {
  const { apiKey } = await server.createAccount(name, { credits });
  const id = readAdminData(server.dataDir).accounts.find((a) => a.name === name)!.id;
  return { key: apiKey, countOnDisk: () => readCounters(server.dataDir).counters[id]?.rate.day.count ?? 0 };
}

test('each answer, 200, 402 or 400, comes after its count is in server.json', async () => {
  const { key, countOnDisk } = await accountWith('counted', 2);
  const sent: [Buffer, number][] = [
    [pdf, 200],
    [Buffer.from('not a document'), 400],
    [pdf, 200],
    [pdf, 402],
    [Buffer.from('not a document'), 402],
    [pdf, 402],
  ];
  for (const [i, [bytes, status]] of sent.entries()) {
    const res = await postMultipart(server.baseUrl, key, bytes);
    // Read before the body: the answer's headers are enough to say it was answered.
    expect([res.status, countOnDisk()]).toEqual([status, i + 1]);
    await res.arrayBuffer();
  }
});

test('concurrent 402s: every one answered is counted on disk when its answer arrives', async () => {
  const { key, countOnDisk } = await accountWith('broke', 0);
  const seen = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const res = await postMultipart(server.baseUrl, key, pdf);
      const onDisk = countOnDisk();
      await res.arrayBuffer();
      return { status: res.status, onDisk };
    }),
  );
  expect(seen.map((s) => s.status)).toEqual(Array(20).fill(402));
  // The i-th answer to arrive finds at least i counts written.
  seen.sort((a, b) => a.onDisk - b.onDisk).forEach((s, i) => expect(s.onDisk).toBeGreaterThanOrEqual(i + 1));
});

test('a counted upload cut short by the request timeout (408) is counted on disk when the 408 arrives', async () => {
  const slow = await startServer({ timeouts: { headersMs: 300, requestMs: 600 } });
  try {
    const id = readAdminData(slow.dataDir).accounts[0].id;
    const { port } = new URL(slow.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(
      `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${slow.apiKey}\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
    );
    const answer = await new Promise<{ head: string; onDisk: number }>((resolve) => {
      socket.once('data', (chunk) =>
        resolve({ head: chunk.toString('latin1').split('\r\n')[0], onDisk: readCounters(slow.dataDir).counters[id]?.rate.day.count ?? 0 }),
      );
    });
    socket.destroy();
    expect(answer).toEqual({ head: 'HTTP/1.1 408 Request Timeout', onDisk: 1 });
  } finally {
    await slow.stop();
  }
});
