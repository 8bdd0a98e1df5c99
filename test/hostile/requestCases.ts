import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { textStatementPdf } from './files';
import type { HostileCase } from './types';

const AUTH = { authorization: 'Bearer {{KEY}}' };
const JSON_TYPE = { ...AUTH, 'content-type': 'application/json' };

/** Requests that are broken in themselves: their framing, encoding or pace, not the file inside. */
export async function requestLevelCases(dir: string): Promise<HostileCase[]> {
  const pdf = await textStatementPdf();
  const b64 = pdf.toString('base64');
  const cases: HostileCase[] = [];
  let n = 0;
  const raw = (family: string, name: string, headers: Record<string, string>, body: string | Buffer, extra: { method?: string; path?: string } = {}) => {
    const file = join(dir, `request-${n++}.body`);
    writeFileSync(file, body);
    cases.push({ name: `${family}/${name}`, family, expect: 'rejected', kind: 'raw', headers, body: file, ...extra });
  };

  const invalidBase64: Record<string, string> = {
    'at-signs': '@@@@',
    'one-char': 'A',
    'five-chars': 'AAAAA',
    'spaces-inside': b64.slice(0, 40) + ' ' + b64.slice(40),
    'mime-line-breaks': b64.replace(/(.{76})/g, '$1\r\n'),
    'data-url-prefix': `data:application/pdf;base64,${b64}`,
    'mixed-alphabets': b64.slice(0, 20) + '-_' + b64.slice(22).replace(/A/g, '+'),
    'padding-in-middle': b64.slice(0, 8) + '==' + b64.slice(8),
    'three-padding': b64.replace(/=*$/, '') + '===',
    'unicode-digits': '４５６７',
    emoji: '📄📄📄📄',
    'nul-bytes': 'AAAA\u0000AAAA',
    'percent-encoded': encodeURIComponent(b64.slice(0, 200)),
    'hex-instead': pdf.subarray(0, 300).toString('hex') + '!',
    'quoted-twice': JSON.stringify(b64),
  };
  for (const [name, value] of Object.entries(invalidBase64))
    raw('invalid-base64', name, JSON_TYPE, JSON.stringify({ file_base64: value, filename: 'statement.pdf' }));
  const validButNotAFile: Record<string, string> = {
    'empty-string': '',
    'base64-of-text': Buffer.from('hello world, this is not a document').toString('base64'),
    'base64-of-json': Buffer.from(JSON.stringify({ file_base64: b64 })).toString('base64'),
    'base64-twice': Buffer.from(b64).toString('base64'),
  };
  for (const [name, value] of Object.entries(validButNotAFile))
    raw('base64-not-a-file', name, JSON_TYPE, JSON.stringify({ file_base64: value, media_type: 'application/pdf' }));

  const badJson: Record<string, string> = {
    'not-json': 'file_base64=' + b64.slice(0, 100),
    'truncated-json': JSON.stringify({ file_base64: b64 }).slice(0, 500),
    array: JSON.stringify([b64]),
    string: JSON.stringify(b64),
    number: '42',
    null: 'null',
    'empty-body': '',
    'empty-object': '{}',
    'file-as-number': '{"file_base64": 12345}',
    'file-as-array': `{"file_base64": ["${b64.slice(0, 100)}"]}`,
    'file-as-object': `{"file_base64": {"data": "${b64.slice(0, 100)}"}}`,
    'file-null': '{"file_base64": null}',
    'wrong-field-name': JSON.stringify({ file: b64 }),
    'filename-as-object': JSON.stringify({ file_base64: b64, filename: { name: 'x.pdf' } }),
    'media-type-as-number': JSON.stringify({ file_base64: b64, media_type: 7 }),
    'deeply-nested': '['.repeat(5000) + ']'.repeat(5000),
    'proto-pollution': `{"__proto__": {"file_base64": "${b64}"}}`,
    'duplicate-keys-last-invalid': `{"file_base64": "${b64}", "file_base64": "@@"}`,
    'bom-and-garbage': '\ufeff{"file_base64": "@"}',
    'utf16-body': Buffer.from(JSON.stringify({ file_base64: '@@' }), 'utf16le').toString('latin1'),
  };
  for (const [name, body] of Object.entries(badJson)) raw('bad-json', name, JSON_TYPE, Buffer.from(body, name === 'utf16-body' ? 'latin1' : 'utf8'));
  raw('bad-json', 'gzip-encoded', { ...JSON_TYPE, 'content-encoding': 'gzip' }, JSON.stringify({ file_base64: b64 }));
  raw('bad-json', 'latin1-charset', { ...AUTH, 'content-type': 'application/json; charset=latin1' }, JSON.stringify({ file_base64: b64 }));

  const B = 'hostileBoundary';
  const part = (disposition: string, body: Buffer | string, type = 'application/pdf') =>
    Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const close = Buffer.from(`--${B}--\r\n`);
  const form = { ...AUTH, 'content-type': `multipart/form-data; boundary=${B}` };
  const filePart = part('form-data; name="file"; filename="statement.pdf"', pdf);
  const multipart: Record<string, [Record<string, string>, Buffer]> = {
    'no-boundary': [{ ...AUTH, 'content-type': 'multipart/form-data' }, Buffer.concat([filePart, close])],
    'empty-boundary': [{ ...AUTH, 'content-type': 'multipart/form-data; boundary=' }, Buffer.concat([filePart, close])],
    'boundary-mismatch': [{ ...AUTH, 'content-type': 'multipart/form-data; boundary=other' }, Buffer.concat([filePart, close])],
    'no-file-part': [form, Buffer.concat([part('form-data; name="note"', 'hello', 'text/plain'), close])],
    'no-parts-at-all': [form, close],
    'empty-body': [form, Buffer.alloc(0)],
    'two-file-parts': [form, Buffer.concat([filePart, filePart, close])],
    'file-part-without-name': [form, Buffer.concat([part('form-data; filename="statement.pdf"', pdf), close])],
    'file-part-without-disposition': [form, Buffer.concat([Buffer.from(`--${B}\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from('\r\n'), close])],
    'file-as-text-field': [form, Buffer.concat([part('form-data; name="file"', pdf.toString('latin1'), 'text/plain'), close])],
    'wrong-part-name': [form, Buffer.concat([part('form-data; name="document"; filename="statement.pdf"', pdf), close])],
    'part-name-case': [form, Buffer.concat([part('form-data; name="FILE"; filename="statement.pdf"', pdf), close])],
    'no-closing-boundary': [form, filePart],
    'cut-mid-file': [
      form,
      Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`), pdf.subarray(0, 200)]),
    ],
    'garbage-before-first-boundary-only': [form, Buffer.from('x'.repeat(1000))],
    'part-headers-without-blank-line': [
      form,
      Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`), pdf, close]),
    ],
    'huge-part-header': [form, Buffer.concat([part(`form-data; name="file"; filename="${'a'.repeat(100_000)}.pdf"`, pdf), close])],
    'fifty-parts': [form, Buffer.concat([...Array.from({ length: 50 }, (_, i) => part(`form-data; name="f${i}"`, 'x', 'text/plain')), filePart, close])],
    'multipart-mixed': [{ ...AUTH, 'content-type': `multipart/mixed; boundary=${B}` }, Buffer.concat([filePart, close])],
    'file-part-of-random-bytes': [form, Buffer.concat([part('form-data; name="file"; filename="statement.pdf"', Buffer.from('not a pdf at all')), close])],
    'empty-file-part': [form, Buffer.concat([part('form-data; name="file"; filename="statement.pdf"', Buffer.alloc(0)), close])],
  };
  for (const [name, [headers, body]] of Object.entries(multipart)) raw('malformed-multipart', name, headers, body);

  const contentTypes: Record<string, Record<string, string>> = {
    'no-content-type': AUTH,
    'text-plain': { ...AUTH, 'content-type': 'text/plain' },
    'octet-stream': { ...AUTH, 'content-type': 'application/octet-stream' },
    'application-pdf': { ...AUTH, 'content-type': 'application/pdf' },
    'form-urlencoded': { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    xml: { ...AUTH, 'content-type': 'application/xml' },
    garbage: { ...AUTH, 'content-type': ';;;===' },
  };
  for (const [name, headers] of Object.entries(contentTypes)) raw('content-type', name, headers, pdf);

  raw('http', 'get-with-body', AUTH, pdf, { method: 'PUT' });
  raw('http', 'path-traversal', AUTH, pdf, { path: '/api/v1/../../etc/passwd' });
  raw('http', 'convert-with-query-junk', { ...AUTH, 'content-type': 'text/plain' }, 'x', { path: '/api/v1/convert?file_base64=' + 'A'.repeat(2000) });
  raw('http', 'wrong-scheme-auth', { authorization: 'Basic dXNlcjpwYXNz', 'content-type': 'application/json' }, JSON.stringify({ file_base64: b64 }));
  raw(
    'http',
    'key-looks-real-but-unknown',
    { authorization: `Bearer bfc_live_${'A'.repeat(43)}`, 'content-type': 'application/json' },
    JSON.stringify({ file_base64: b64 }),
  );
  raw(
    'http',
    'two-bearer-tokens',
    { authorization: 'Bearer {{KEY}} Bearer {{KEY}}', 'content-type': 'application/json' },
    JSON.stringify({ file_base64: b64 }),
  );

  const socket = (name: string, request: string) => cases.push({ name: `http/${name}`, family: 'http', expect: 'rejected', kind: 'socket', request });
  socket(
    'header-of-20KiB',
    `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {{KEY}}\r\nX-Filler: ${'a'.repeat(20 * 1024)}\r\nContent-Length: 0\r\n\r\n`,
  );
  socket('authorization-of-64KiB', `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'b'.repeat(64 * 1024)}\r\nContent-Length: 0\r\n\r\n`);
  socket(
    '3000-small-headers',
    `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\nContent-Length: 0\r\n\r\n`,
  );
  socket('url-of-32KiB', `POST /api/v1/convert?${'q'.repeat(32 * 1024)} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`);
  socket('not-http', 'HELLO THERE\r\n\r\n');
  socket('bad-content-length', `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {{KEY}}\r\nContent-Length: -5\r\n\r\n`);
  socket(
    'two-content-lengths',
    `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {{KEY}}\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello`,
  );
  socket(
    'chunked-and-length',
    `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {{KEY}}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  );
  socket(
    'bad-chunk-size',
    `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {{KEY}}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nhello\r\n0\r\n\r\n`,
  );

  for (const [part, bytesPerTick] of [
    ['body', 64],
    ['body', 1],
    ['headers', 1],
    ['headers', 8],
  ] as const) {
    cases.push({ name: `slow/${part}-${bytesPerTick}B-per-200ms`, family: 'slow', expect: 'rejected', kind: 'slow', part, bytesPerTick, tickMs: 200 });
  }
  // Read back so a malformed case fails here, at generation, not in the middle of the run.
  for (const c of cases) if (c.kind === 'raw') readFileSync(c.body);
  return cases;
}
