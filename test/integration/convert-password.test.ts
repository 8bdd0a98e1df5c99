/**
 * Password-protected PDFs through the real server, run as `broker-file-converter serve` in its own
 * process so that everything it and its worker processes write can be searched: the password
 * opens the encrypted fixtures in both request forms; without it, or with a wrong one, the caller
 * hears what to do and pays nothing; and the password is found neither in the output nor in
 * the data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir } from '../../fixtures';
import { encryptedFixtures, encryptedPath, type EncryptedFixture } from '../../fixtures/lib/encrypted';
import { extraPdfOptions } from '../../fixtures/lib/pdfkit';
import { scannedPdf } from '../helpers/scannedPdf';
import { cliJson, REPO_ROOT } from './support/cli';
import { bearer, errorCodeOf, postJson, samplePdf, usageOf } from './support/requests';

jest.setTimeout(180_000);

let dataDir: string;
let child: ChildProcess | undefined;
let output = '';
let url: string;
let pro: string;
let free: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfc-password-'));
  await cliJson(['accounts', 'create', 'pro', '--plan', 'pro', '--data', dataDir]);
  await cliJson(['accounts', 'create', 'free', '--data', dataDir]);
  pro = (await cliJson(['keys', 'create', 'pro', '--data', dataDir])).key;
  free = (await cliJson(['keys', 'create', 'free', '--data', dataDir])).key;
  url = await serve();
});
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function serve(): Promise<string> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<string>((resolve, reject) => {
    server.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

const bytesOf = (encrypted: EncryptedFixture) => readFileSync(encryptedPath(fixtureDir(encrypted.fixture), encrypted));
const expectedRows = (fixture: string) => JSON.parse(readFileSync(join(fixtureDir(fixture), 'expected.json'), 'utf8')).rows;

type Part = [name: string, value: string | Blob, filename?: string];
const append = (form: FormData, [name, value, filename]: Part) => (typeof value === 'string' ? form.append(name, value) : form.append(name, value, filename));

/** Form A; `before` and `after` are parts around the file (a password before or after it). */
function multipart(key: string, bytes: Buffer, before: Part[] = [], after: Part[] = []) {
  const form = new FormData();
  for (const part of before) append(form, part);
  form.append('file', new Blob([bytes]), 'statement.pdf');
  for (const part of after) append(form, part);
  return fetch(`${url}/api/v1/convert`, { method: 'POST', headers: bearer(key), body: form });
}

/** One request in either form, with `password` when given. */
const post = {
  multipart: (key: string, bytes: Buffer, password?: string) => multipart(key, bytes, password === undefined ? [] : [['password', password]]),
  JSON: (key: string, bytes: Buffer, password?: string) =>
    postJson(url, key, {
      file_base64: bytes.toString('base64'),
      filename: 'statement.pdf',
      media_type: 'application/pdf',
      ...(password === undefined ? {} : { password }),
    }),
};
const forms = Object.entries(post);

describe('an encrypted PDF with its password', () => {
  const cases = encryptedFixtures.flatMap((e) => forms.map(([form, send]) => [e.file, e.method, form, e, send] as const));
  it.each(cases)('%s (%s, %s) answers the rows of the unencrypted document', async (_file, _method, _form, encrypted, send) => {
    const res = await send(pro, bytesOf(encrypted), encrypted.password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ filename: 'statement.pdf', mode: 'text' });
    expect(body.rows).toEqual(expectedRows(encrypted.fixture));
  });

  it('reads the password part after the file part as well', async () => {
    const [rc4] = encryptedFixtures;
    const res = await multipart(pro, bytesOf(rc4), [], [['password', rc4.password]]);
    expect(res.status).toBe(200);
    expect((await res.json()).rows).toEqual(expectedRows(rc4.fixture));
  });

  it('opens a scanned, encrypted PDF for OCR with the same password', async () => {
    const password = 'scan-Passwort-ä';
    const scan = await extraPdfOptions.run({ pdfVersion: '1.7ext3', userPassword: password, ownerPassword: 'owner' }, () => scannedPdf(1));
    expect(await errorCodeOf(await post.multipart(pro, scan), 400)).toBe('pdf_password_required');
    const res = await post.multipart(pro, scan, password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mode).toBe('ocr');
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows[0].account_number).toBe(expectedRows('de-depotauszug')[0].account_number);
  });

  it('a password sent with an unencrypted file is ignored', async () => {
    for (const [, send] of forms) expect((await send(pro, await samplePdf(), 'unused')).status).toBe(200);
  });
});

describe('an encrypted PDF without the right password', () => {
  it.each(forms)('%s: none or an empty one → 400 pdf_password_required, a wrong one → 400 wrong_pdf_password; nothing charged', async (_form, send) => {
    const before = (await usageOf(url, free)).quota.used;
    // More failures than the free account's 3 conversions a day: none of them may count.
    for (const encrypted of encryptedFixtures) {
      const bytes = bytesOf(encrypted);
      expect(await errorCodeOf(await send(free, bytes), 400)).toBe('pdf_password_required');
      expect(await errorCodeOf(await send(free, bytes, ''), 400)).toBe('pdf_password_required');
      expect(await errorCodeOf(await send(free, bytes, encrypted.password.toUpperCase()), 400)).toBe('wrong_pdf_password');
    }
    expect((await usageOf(url, free)).quota.used).toBe(before);
  });

  it('the messages say what to do', async () => {
    const [rc4] = encryptedFixtures;
    const missing = (await (await post.JSON(pro, bytesOf(rc4))).json()).error.message;
    expect(missing).toMatch(/form part named "password".*"password" field \(JSON\)/);
    const wrong = (await (await post.JSON(pro, bytesOf(rc4), 'not it')).json()).error.message;
    expect(wrong).toMatch(/does not open this PDF.*send the file again with the right one/);
  });
});

describe('a password sent wrongly', () => {
  const [rc4] = encryptedFixtures;
  it('as a file part, or twice: 400 invalid_multipart saying how to send it', async () => {
    const asFile = await multipart(pro, bytesOf(rc4), [['password', new Blob([rc4.password]), 'password.txt']]);
    expect(await errorCodeOf(asFile, 400)).toBe('invalid_multipart');
    const twice = await multipart(pro, bytesOf(rc4), [
      ['password', rc4.password],
      ['password', rc4.password],
    ]);
    const body = await twice.json();
    expect([twice.status, body.error.code, body.error.message]).toEqual([400, 'invalid_multipart', 'Send at most one part named "password".']);
  });

  it('as a JSON value that is not a string: 400 invalid_json', async () => {
    const res = await postJson(url, pro, { file_base64: bytesOf(rc4).toString('base64'), password: 2024 });
    const body = await res.json();
    expect([res.status, body.error.code, body.error.message]).toEqual([400, 'invalid_json', '"password" must be a string when given.']);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Last: searches what every request above made the server write.
test('no password is found in the server output (access log, errors) or in any file of the data directory', async () => {
  // Let the access log of the last requests reach the pipe (written at the end of a loop turn).
  await usageOf(url, pro);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(output).toMatch(/POST \/api\/v1\/convert 400 /);
  const passwords = [...encryptedFixtures.map((e) => e.password), 'scan-Passwort-ä', 'not it', 'unused'];
  const haystacks = [output, ...filesUnder(dataDir).flatMap((file) => [readFileSync(file, 'utf8'), readFileSync(file, 'latin1')])];
  for (const password of passwords) {
    for (const haystack of haystacks) expect(haystack.includes(password) || haystack.includes(password.toUpperCase())).toBe(false);
  }
});
