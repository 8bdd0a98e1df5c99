import { COLUMNS } from '../../server/convert/columns';
import { startServer, type TestServer } from '../helpers/server';
import { postJson, postMultipart, samplePdf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  server = await startServer();
  pdf = await samplePdf();
});
afterAll(() => server.stop());

function expectResult(body: Record<string, unknown>, filename: string) {
  expect(Object.keys(body)).toEqual(['filename', 'mode', 'rowCount', 'columns', 'rows']);
  expect(body.filename).toBe(filename);
  expect(body.mode).toBe('text');
  expect(body.columns).toEqual(COLUMNS.map((c) => ({ key: c.key, label: c.label })));
  const rows = body.rows as Record<string, unknown>[];
  expect(body.rowCount).toBe(rows.length);
  for (const row of rows) {
    expect(Object.keys(row)).toEqual(COLUMNS.map((c) => c.key));
    for (const value of Object.values(row)) expect(typeof value).toBe('string');
  }
}

test('Form A: multipart with a part named file answers 200 with the conversion result', async () => {
  const res = await postMultipart(server.baseUrl, server.apiKey, pdf, 'march.pdf');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expectResult(await res.json(), 'march.pdf');
});

test('Form B: JSON with file_base64, filename and media_type answers the same result', async () => {
  const multipart = await (await postMultipart(server.baseUrl, server.apiKey, pdf, 'same.pdf')).json();
  const res = await postJson(server.baseUrl, server.apiKey, { file_base64: pdf.toString('base64'), filename: 'same.pdf', media_type: 'application/pdf' });
  expect(res.status).toBe(200);
  const body = await res.json();
  expectResult(body, 'same.pdf');
  expect(body).toEqual(multipart);
});

test('Form B: only file_base64 is required; the name then says what the bytes are', async () => {
  const res = await postJson(server.baseUrl, server.apiKey, { file_base64: pdf.toString('base64') });
  expect(res.status).toBe(200);
  expectResult(await res.json(), 'upload.pdf');
});

test('Form B: URL-safe base64 without padding is accepted too', async () => {
  const res = await postJson(server.baseUrl, server.apiKey, { file_base64: pdf.toString('base64url'), filename: 'url.pdf' });
  expect(res.status).toBe(200);
  expectResult(await res.json(), 'url.pdf');
});

test('Form B: base64 with JSON escapes (PHP writes "\\/") and a body sent in small chunks convert like the plain form', async () => {
  const escaped = JSON.stringify({ filename: 'php.pdf', file_base64: pdf.toString('base64') }).replace(/\//g, '\\/');
  expect(escaped).toContain('\\/');
  const res = await postJson(server.baseUrl, server.apiKey, escaped);
  expect(res.status).toBe(200);
  expectResult(await res.json(), 'php.pdf');

  const bytes = Buffer.from(JSON.stringify({ file_base64: pdf.toString('base64'), filename: 'chunks.pdf' }));
  const chunked = await fetch(`${server.baseUrl}/api/v1/convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    body: new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7777) controller.enqueue(bytes.subarray(at, at + 7777));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(200);
  expectResult(await chunked.json(), 'chunks.pdf');
});

test('a media type or file name that contradicts the content does not change how it is read; the name is echoed', async () => {
  const json = await postJson(server.baseUrl, server.apiKey, { file_base64: pdf.toString('base64'), filename: 'photo.png', media_type: 'image/png' });
  expect(json.status).toBe(200);
  expectResult(await json.json(), 'photo.png');

  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'image/jpeg' }), 'scan.jpg');
  const multipart = await fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${server.apiKey}` }, body: form });
  expect(multipart.status).toBe(200);
  expectResult(await multipart.json(), 'scan.jpg');
});

test('Form A: other form fields and file parts beside "file" are ignored', async () => {
  const form = new FormData();
  form.append('note', 'hello');
  form.append('attachment', new Blob([Buffer.from('not a document')]), 'notes.txt');
  form.append('file', new Blob([pdf]), 'statement.pdf');
  const res = await fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${server.apiKey}` }, body: form });
  expect(res.status).toBe(200);
  expectResult(await res.json(), 'statement.pdf');
});
