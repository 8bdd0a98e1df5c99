import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
