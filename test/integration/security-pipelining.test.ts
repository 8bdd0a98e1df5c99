/**
 * HTTP/1.1 pipelining: several requests written on one connection before any answer. Each must be
 * answered, in the order sent, and each counts against the uploads in flight like any other.
 */
import { connect } from 'node:net';
import { startServer, type TestServer } from '../helpers/server';
import { manyPagesPdf } from '../hostile/files';
import { postMultipart, samplePdf, usageOf } from './support/requests';

jest.setTimeout(120_000);

type Answer = { status: number; head: string; body: any };

/** Writes the requests at once on one connection; resolves with the answers parsed off it, in order. */
function pipelined(server: TestServer, bodies: string[]): Promise<Answer[]> {
  const url = new URL(server.baseUrl);
  const requests = bodies.map(
    (body) =>
      `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(requests.join('')));
    let received = Buffer.alloc(0);
    const answers: Answer[] = [];
    // A bound for the old behaviour (answers that never come), not a measure of speed.
    const giveUp = setTimeout(() => socket.destroy(), 90_000);
    const finish = () => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve(answers);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd < 0) break;
        const head = received.subarray(0, headEnd).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
        if (received.length < headEnd + 4 + length) break;
        const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
        answers.push({ status: Number(head.slice(9, 12)), head, body: JSON.parse(body) });
        received = received.subarray(headEnd + 4 + length);
      }
      if (answers.length === bodies.length) finish();
    });
    socket.on('close', finish).on('error', () => undefined);
  });
}

const documents = async (count: number) => {
  const pdf = (await samplePdf()).toString('base64');
  return Array.from({ length: count }, (_, i) => JSON.stringify({ file_base64: pdf, filename: `statement-${i}.pdf` }));
};

test('six pipelined conversions on one connection: six answers, in the order sent, each charged once', async () => {
  const server = await startServer();
  try {
    const answers = await pipelined(server, await documents(6));
    expect(answers.map((a) => [a.status, a.body.filename])).toEqual(Array.from({ length: 6 }, (_, i) => [200, `statement-${i}.pdf`]));
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(6);
  } finally {
    await server.stop();
  }
});

test('pipelined conversions take upload slots: with 2 slots, six at once → the ones without a slot 503 with Retry-After, in order; the slots are free again after', async () => {
  const server = await startServer({ maxUploadsInFlight: 2, maxUploadsPerAccount: 2 });
  try {
    const answers = await pipelined(server, await documents(6));
    expect(answers).toHaveLength(6);
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.error.code, /\r\nretry-after: \d+/i.test(a.head)])).toEqual(
      Array(refused.length).fill([503, 'server_busy', true]),
    );
    expect(ok.length).toBeLessThan(6);
    // In order: the files converted appear in the order they were sent.
    const names = ok.map((a) => a.body.filename);
    expect(names).toEqual([...names].sort());
    expect((await usageOf(server.baseUrl, server.apiKey)).quota.used).toBe(ok.length);
    const again = await pipelined(server, await documents(2));
    expect(again.map((a) => a.status)).toEqual([200, 200]);
  } finally {
    await server.stop();
  }
});

test('a pipelined conversion whose connection dies before its turn gives its slot back', async () => {
  const server = await startServer({ maxUploadsInFlight: 2, maxUploadsPerAccount: 2 });
  try {
    const url = new URL(server.baseUrl);
    const request = (body: string) =>
      `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${server.apiKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // The first takes seconds to convert; the second waits behind it for its turn to be answered.
    const [small] = await documents(1);
    const long = JSON.stringify({ file_base64: (await manyPagesPdf(150)).toString('base64'), filename: 'long.pdf' });
    const socket = connect(Number(url.port), url.hostname, () => socket.write(request(long) + request(small)));
    socket.on('error', () => undefined);
    // Both have passed the rate limit (and so taken their slots) before the connection dies.
    while (1_000_000 - (await usageOf(server.baseUrl, server.apiKey)).rateLimits.perMinute.remaining < 2)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();

    // Both slots come free once the server has seen the connection close (a held slot never
    // would): two conversions at once then both go through.
    const pdf = await samplePdf();
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 10 && statuses.join() !== '200,200'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      statuses = await Promise.all([1, 2].map(async () => (await postMultipart(server.baseUrl, server.apiKey, pdf)).status));
    }
    expect(statuses).toEqual([200, 200]);
  } finally {
    await server.stop();
  }
});
