/**
 * API keys never appear in clear where the server writes: its stdout and stderr (access log,
 * errors) and every file of its data directory. Keys are created, used for good and failing
 * requests, and presented wrongly (unknown keys that look real, revoked keys); then the whole
 * output and data directory are searched for every key and for its secret part.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson, REPO_ROOT } from './support/cli';
import { bearer, postJson, postMultipart, samplePdf } from './support/requests';

jest.setTimeout(120_000);

let dataDir: string;
let child: ChildProcess | undefined;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfc-keys-'));
});
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('keys are found neither in the server output nor in any file of the data directory', async () => {
  // Accounts and keys made by the admin commands before the server starts, so that the server has
  // no first-start key to print (that one is shown once on purpose).
  await cliJson(['accounts', 'create', 'alice', '--credits', '2', '--data', dataDir]);
  await cliJson(['accounts', 'create', 'bob', '--data', dataDir]);
  const alice = (await cliJson(['keys', 'create', 'alice', '--data', dataDir])).key as string;
  const bob = (await cliJson(['keys', 'create', 'bob', '--data', dataDir])).key as string;
  const revokedKey = await cliJson(['keys', 'create', 'bob', '--name', 'old', '--data', dataDir]);
  await cliJson(['keys', 'revoke', revokedKey.id, '--data', dataDir]);
  const unknown = `bfc_live_${randomBytes(32).toString('base64url')}`;
  const malformed = `bfc_live_${randomBytes(20).toString('hex')}!`;

  const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });

  const pdf = await samplePdf();
  const statuses: number[] = [];
  const record = async (res: Promise<Response>) => {
    const answer = await res;
    await answer.arrayBuffer();
    statuses.push(answer.status);
  };
  for (let i = 0; i < 6; i++) await record(postMultipart(url, alice, pdf)); // 3 free + 2 credits, then 402
  await record(postJson(url, bob, { file_base64: '@@not base64@@' }));
  await record(postMultipart(url, bob, Buffer.from('not a document')));
  await record(postMultipart(url, revokedKey.key, pdf));
  await record(postMultipart(url, unknown, pdf));
  await record(postMultipart(url, malformed, pdf));
  await record(fetch(`${url}/api/v1/convert?api_key=${unknown}`, { method: 'POST' }));
  await record(fetch(`${url}/api/v1/usage`, { headers: bearer(alice) }));
  await record(fetch(`${url}/api/v1/usage`, { headers: { authorization: `Token ${bob}` } }));
  await record(fetch(`${url}/settings`, { headers: { cookie: `session=${alice}` } }));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 402, 400, 400, 401, 401, 401, 401, 200, 401, 200]);

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toMatch(/POST \/api\/v1\/convert 200/); // the log was written and is what we search

  const secrets = [alice, bob, revokedKey.key, unknown, malformed];
  const places = [{ where: 'server output', text: output }, ...filesUnder(dataDir).map((path) => ({ where: path, text: readFileSync(path, 'latin1') }))];
  expect(places.length).toBeGreaterThan(2);
  const found = places.flatMap(({ where, text }) =>
    secrets.flatMap((key) => {
      const secretPart = key.slice('bfc_live_'.length);
      return [key, secretPart, secretPart.slice(0, 16)].filter((s) => text.includes(s)).map((s) => `${where} contains ${s.slice(0, 12)}…`);
    }),
  );
  expect(found).toEqual([]);
});
