/**
 * A client that hangs up while its conversion's charge is being written is not charged: it never
 * gets the result (see LowdbStore.commitUnit). To hang up inside that window every time, the test
 * holds libuv's thread pool, which the store's file writes wait on, with FIFOs opened for reading
 * (an open that blocks until a writer comes), and hangs up once the charge's write is queued.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, open as openFile, close as closeFile, openSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAdminData } from '../../server/store/adminFile';
import { readCounters } from '../../server/store/lowdbStore';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf, usageOf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
let fifoDir: string;
beforeAll(async () => {
  pdf = await samplePdf();
  server = await startServer({ plans: { freePerDay: 0 } });
  fifoDir = mkdtempSync(join(tmpdir(), 'bfc-fifo-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(fifoDir, { recursive: true, force: true });
});

function conversionRequest(key: string): Buffer {
  const head = '--b\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
  const body = Buffer.concat([Buffer.from(head), pdf, Buffer.from('\r\n--b--\r\n')]);
  const request = `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(request), body]);
}

/**
 * Occupies every thread of the pool; the returned function lets them go, opening each FIFO's
 * other end from this thread (without blocking: the readers are already waiting).
 */
function holdThreadPool(): () => void {
  const size = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const fifos = Array.from({ length: size }, (_, i) => join(fifoDir, `hold-${i}`));
  for (const fifo of fifos) {
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    openFile(fifo, 'r', (err, fd) => (err ? undefined : closeFile(fd, () => undefined)));
  }
  return () => fifos.forEach((fifo) => closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK)));
}

const count = (kinds: string[]) => process.getActiveResourcesInfo().filter((kind) => kinds.includes(kind)).length;

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 50_000) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a client that hangs up while its charge is written is not charged; the next conversion is', async () => {
  const { apiKey } = await server.createAccount('quitter', { credits: 2 });
  // Nothing but this test's own socket may be open while sockets are counted below.
  expect(count(['TCPSocketWrap'])).toBe(0);
  // The holders use fs callbacks, the store's writer fs/promises.
  const fsRequests = ['FSReqCallback', 'FSReqPromise'];
  await until(() => count(fsRequests) === 0, 'earlier file operations are done');
  const release = holdThreadPool();
  let socket: Socket | undefined;
  try {
    socket = connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write(conversionRequest(apiKey));
    // The conversion is done and its charge's write waits for a thread.
    await until(() => count(['FSReqPromise']) > 0, 'the charge is being written');
    socket.destroy();
    // Both ends closed: the server has seen the hang-up.
    await until(() => count(['TCPSocketWrap']) === 0, 'the server sees the hang-up');
    expect(answer).toBe('');
  } finally {
    socket?.destroy();
    release();
  }

  const next = await postMultipart(server.baseUrl, apiKey, pdf);
  expect(next.status).toBe(200);
  await next.arrayBuffer();
  expect((await usageOf(server.baseUrl, apiKey)).credits).toEqual({ balance: 1 });
  // The refund's write may still follow the one that carried that charge: a request answered
  // without a charge (400) waits for the store's next write, which carries the refund.
  expect((await postMultipart(server.baseUrl, apiKey, Buffer.from('not a document'))).status).toBe(400);
  const id = readAdminData(server.dataDir).accounts.find((a) => a.name === 'quitter')!.id;
  expect(readCounters(server.dataDir).counters[id]).toMatchObject({ creditsSpent: 1, daily: { [new Date().toISOString().slice(0, 10)]: 1 } });
}, 180_000);
