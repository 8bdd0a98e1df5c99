import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir } from '../../fixtures';
import { encryptedFixtures, encryptedPath } from '../../fixtures/lib/encrypted';
import { startServer, type TestServer } from '../helpers/server';
import { runCli } from './support/cli';
import { postMultipart, samplePdf } from './support/requests';

let server: TestServer;
let dir: string;
let pdfPath: string;
let garbagePath: string;
beforeAll(async () => {
  server = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'bfc-cli-convert-'));
  pdfPath = join(dir, 'statement.pdf');
  garbagePath = join(dir, 'notes.txt');
  writeFileSync(pdfPath, await samplePdf());
  writeFileSync(garbagePath, 'not a document');
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('prints exactly what the API answers, one JSON per line; a failing file gets its error JSON and the batch goes on', async () => {
  const api = await (await postMultipart(server.baseUrl, server.apiKey, readFileSync(pdfPath), 'statement.pdf')).text();
  const run = await runCli(['convert', garbagePath, pdfPath, join(dir, 'missing.pdf')]);
  expect(run.code).toBe(1);
  const [garbage, result, missing] = run.stdout.trimEnd().split('\n');
  expect(result).toBe(api);
  expect(JSON.parse(garbage)).toEqual({ error: { code: 'unsupported_file_type', message: expect.any(String), requestId: expect.stringMatching(/^req_/) } });
  expect(JSON.parse(missing).error.code).toBe('unreadable_file');
});

test('--out writes DIR/<file name with extension>.json per file; exit 0 when all succeed', async () => {
  const out = join(dir, 'out');
  const ok = await runCli(['convert', pdfPath, '--out', out]);
  expect(ok.code).toBe(0);
  expect(readdirSync(out)).toEqual(['statement.pdf.json']);
  expect(JSON.parse(readFileSync(join(out, 'statement.pdf.json'), 'utf8'))).toMatchObject({ filename: 'statement.pdf', mode: 'text' });

  const mixed = await runCli(['convert', pdfPath, garbagePath, '--out', out]);
  expect(mixed.code).toBe(1);
  expect(readdirSync(out).sort()).toEqual(['notes.txt.json', 'statement.pdf.json']);
  expect(JSON.parse(readFileSync(join(out, 'notes.txt.json'), 'utf8')).error.code).toBe('unsupported_file_type');
});

test('--explain adds, for every row of the API answer, the rules that produced it', async () => {
  const api = JSON.parse(await (await postMultipart(server.baseUrl, server.apiKey, readFileSync(pdfPath), 'statement.pdf')).text());
  const run = await runCli(['convert', pdfPath, '--explain']);
  expect(run.code).toBe(0);
  const { explain, ...result } = JSON.parse(run.stdout);
  expect(result).toEqual(api);
  expect(explain).toHaveLength(api.rows.length);
  for (const rules of explain) {
    expect(rules).toEqual(expect.arrayContaining([expect.stringMatching(/^reading: /), expect.stringMatching(/^amount: /)]));
  }
});

test('--password opens a protected PDF as the API does with the same password; without it or with a wrong one, the error JSON', async () => {
  const aes256 = encryptedFixtures.find((e) => e.file === 'document.aes256-r6.pdf')!;
  const file = encryptedPath(fixtureDir(aes256.fixture), aes256);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), 'document.aes256-r6.pdf');
  form.append('password', aes256.password);
  const api = await (
    await fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${server.apiKey}` }, body: form })
  ).text();
  expect(JSON.parse(api).rowCount).toBeGreaterThan(0);

  const opened = await runCli(['convert', file, '--password', aes256.password]);
  expect([opened.code, opened.stdout.trimEnd()]).toEqual([0, api]);
  const explained = await runCli(['convert', file, '--explain', '--password', aes256.password]);
  expect(JSON.parse(explained.stdout).rows).toEqual(JSON.parse(api).rows);

  const missing = await runCli(['convert', file]);
  const wrong = await runCli(['convert', file, '--password', 'zurich 2024']);
  expect([missing.code, JSON.parse(missing.stdout).error.code]).toEqual([1, 'pdf_password_required']);
  expect([wrong.code, JSON.parse(wrong.stdout).error.code]).toEqual([1, 'wrong_pdf_password']);
});
