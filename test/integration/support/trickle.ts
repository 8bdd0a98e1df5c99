import { connect, type Socket } from 'node:net';
import type { TestServer } from '../../helpers/server';

export type TrickleOutcome = { status: number; head: string; body: string; closed: Promise<void> };

/**
 * A well-formed multipart upload of 100 kB whose body arrives 5 bytes every 100 ms (50 B/s);
 * resolves with the first answer (or null when the connection closed without one).
 */
export function trickle(server: TestServer, key: string): { socket: Socket; outcome: Promise<TrickleOutcome | null> } {
  const url = new URL(server.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const outcome = new Promise<TrickleOutcome | null>((resolve) => {
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n' +
          '--b\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n%PDF-1.4\n',
      );
      timer = setInterval(() => socket.writable && socket.write('xxxxx'), 100);
    });
    socket.on('data', (chunk) => {
      received += chunk;
      const split = received.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received)?.[1]);
      if (split < 0 || received.length < split + 4 + length) return;
      resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, split), body: received.slice(split + 4, split + 4 + length), closed });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(null);
    });
  });
  return { socket, outcome };
}
