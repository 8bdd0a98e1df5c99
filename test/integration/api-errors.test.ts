import { MAX_FILE_BYTES } from '../../server/config';
import { startServer, type TestServer } from '../helpers/server';
import { bearer, errorCodeOf, postJson, postMultipart, samplePdf, usageOf } from './support/requests';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const url = () => `${server.baseUrl}/api/v1/convert`;

describe('400: what was wrong and what is accepted', () => {
  test('a file that is not PDF, PNG, JPEG or WebP, in either form', async () => {
    const text = Buffer.from('Date,Amount\n2024-01-01,10\n');
    expect(await errorCodeOf(await postMultipart(server.baseUrl, server.apiKey, text, 'statement.pdf'), 400)).toBe('unsupported_file_type');
    const res = await postJson(server.baseUrl, server.apiKey, { file_base64: text.toString('base64'), filename: 'x.pdf', media_type: 'application/pdf' });
    const body = await res.clone().json();
    expect(await errorCodeOf(res, 400)).toBe('unsupported_file_type');
    expect(body.error.message).toMatch(/PDF, PNG, JPEG or WebP/);
  });

  test('an empty file, in either form', async () => {
    expect(await errorCodeOf(await postMultipart(server.baseUrl, server.apiKey, Buffer.alloc(0)), 400)).toBe('empty_file');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: '' }), 400)).toBe('empty_file');
  });

  test('a form without a part named file', async () => {
    const res = await postMultipart(server.baseUrl, server.apiKey, await samplePdf(), 'a.pdf', 'document');
    expect(await errorCodeOf(res, 400)).toBe('missing_file');
  });

  test('a part named file sent as a text field instead of a file', async () => {
    const form = new FormData();
    form.append('file', '%PDF-1.4 pasted as text');
    const res = await fetch(url(), { method: 'POST', headers: bearer(server.apiKey), body: form });
    expect(await errorCodeOf(res, 400)).toBe('file_sent_as_field');
  });

  test('two parts named file', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4')]), 'a.pdf');
    form.append('file', new Blob([Buffer.from('%PDF-1.4')]), 'b.pdf');
    const res = await fetch(url(), { method: 'POST', headers: bearer(server.apiKey), body: form });
    expect(await errorCodeOf(res, 400)).toBe('too_many_files');
  });

  test('a malformed multipart body and one without boundary', async () => {
    const truncated = await fetch(url(), {
      method: 'POST',
      headers: { ...bearer(server.apiKey), 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 no closing boundary',
    });
    expect(await errorCodeOf(truncated, 400)).toBe('invalid_multipart');
    const noBoundary = await fetch(url(), { method: 'POST', headers: { ...bearer(server.apiKey), 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(await errorCodeOf(noBoundary, 400)).toBe('invalid_multipart');
  });

  test('JSON that does not parse, is not an object, or lacks file_base64', async () => {
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, '{"file_base64": '), 400)).toBe('invalid_json');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, '"just a string"'), 400)).toBe('invalid_json');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, []), 400)).toBe('invalid_json');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { filename: 'a.pdf' }), 400)).toBe('missing_file');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: 'JVBERi0=', filename: 7 }), 400)).toBe('invalid_json');
  });

  test('invalid base64', async () => {
    for (const bad of ['not base64!', 'JVBER i0=', 'JVBERi0x\nLjQ=', 'A', 42]) {
      expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: bad }), 400)).toBe('invalid_base64');
    }
  });

  test('a body that is neither multipart nor JSON, or no body at all', async () => {
    const plain = await fetch(url(), { method: 'POST', headers: { ...bearer(server.apiKey), 'content-type': 'text/plain' }, body: 'hello' });
    expect(await errorCodeOf(plain, 400)).toBe('unsupported_content_type');
    const none = await fetch(url(), { method: 'POST', headers: bearer(server.apiKey) });
    expect(await errorCodeOf(none, 400)).toBe('unsupported_content_type');
  });
});

describe('413: 20 MB means 20 MiB, in both forms', () => {
  // Zeros are no document: a size that is allowed shows up as 400, one that is not as 413.
  const exactly = Buffer.alloc(MAX_FILE_BYTES);
  const oneMore = Buffer.alloc(MAX_FILE_BYTES + 1);

  test('multipart: 20,971,520 bytes are read, one byte more is 413', async () => {
    expect(await errorCodeOf(await postMultipart(server.baseUrl, server.apiKey, exactly), 400)).toBe('unsupported_file_type');
    expect(await errorCodeOf(await postMultipart(server.baseUrl, server.apiKey, oneMore), 413)).toBe('file_too_large');
  });

  test('JSON: the same limit on the decoded bytes', async () => {
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: exactly.toString('base64') }), 400)).toBe('unsupported_file_type');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: oneMore.toString('base64') }), 413)).toBe('file_too_large');
  });

  test('JSON: a body far beyond what a 20 MiB file needs is cut off at the body limit', async () => {
    const huge = Buffer.alloc(MAX_FILE_BYTES + 1024 * 1024).toString('base64');
    expect(await errorCodeOf(await postJson(server.baseUrl, server.apiKey, { file_base64: huge }), 413)).toBe('file_too_large');
  });

  test('the connection stays usable after a 413', async () => {
    await postMultipart(server.baseUrl, server.apiKey, oneMore).then((r) => r.arrayBuffer());
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  test('none of these failures cost anything', async () => {
    const usage = await usageOf(server.baseUrl, server.apiKey);
    expect(usage.quota.used).toBe(0);
  });
});
