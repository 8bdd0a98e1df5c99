import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './support/cli';
import { samplePdf } from './support/requests';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfc-shutdown-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('SIGTERM: no new connections, the upload in flight is still answered, then exit 0 with the lock released', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
      };
      child.stdout.on('data', (chunk) => {
        output += chunk;
        check();
      });
      child.on('exit', (code) => reject(new Error(`server exited ${code} before ${pattern}: ${output}`)));
      check();
    });
  const [, url] = await waitFor(/listening on (http:\/\/\S+)/);
  const [, key] = await waitFor(/(bfc_live_[A-Za-z0-9_-]+)/);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const pdf = await samplePdf();
  const boundary = 'bfcShutdownTest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${url}/api/v1/convert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    // Half the file now; the rest only once the server has begun shutting down.
    req.write(Buffer.concat([head, pdf.subarray(0, pdf.length / 2)]));
    setTimeout(() => child.kill('SIGTERM'), 1000);
    waitFor(/SIGTERM: finishing/).then(async () => {
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      req.end(Buffer.concat([pdf.subarray(pdf.length / 2), tail]));
    }, reject);
  });

  const { status, body } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(body)).toMatchObject({ filename: 'late.pdf', mode: 'text' });
  expect(await exited).toBe(0);
  expect(output).toMatch(/Stopped\./);
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
});
