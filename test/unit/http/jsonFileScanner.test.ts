/**
 * The streaming JSON upload reader against the whole-body parse it replaced (JSON.parse, then the
 * strict base64 check): for every body and every way of cutting it into chunks, the same bytes or
 * the same error code.
 */
import fc from 'fast-check';
import { ApiError } from '../../../server/errors';
import { JsonFileScanner } from '../../../server/http/uploads/jsonFileScanner';
import { parseScanned, uploadFromJson } from '../../../server/http/uploads/jsonUpload';

const MAX = 300;

type Outcome = { bytes: string; filename?: string; mediaType?: string } | { code: string };

function outcome(read: () => { bytes: Buffer; filename?: string; mediaType?: string }): Outcome {
  try {
    const upload = read();
    return { bytes: upload.bytes.toString('hex'), filename: upload.filename, mediaType: upload.mediaType };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { code: err.code };
  }
}

/** The reference: the whole body at once, as before. */
function wholeBody(body: Buffer): Outcome {
  return outcome(() => {
    let parsed: unknown = {};
    if (body.length > 0) {
      try {
        parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
      } catch {
        throw new ApiError(400, 'invalid_json', '');
      }
    }
    return uploadFromJson({ body: parsed }, MAX);
  });
}

function streamed(body: Buffer, cuts: number[]): Outcome {
  return outcome(() => {
    const scanner = new JsonFileScanner(body.length + 64, MAX, Math.ceil((body.length * 3) / 4));
    let from = 0;
    for (const cut of [...cuts.map((c) => c % (body.length + 1)).sort((a, b) => a - b), body.length]) {
      scanner.push(body.subarray(from, Math.max(from, cut)));
      from = Math.max(from, cut);
    }
    return uploadFromJson(parseScanned(scanner), MAX);
  });
}

const base64Text = fc.uint8Array({ maxLength: MAX + 30 }).chain((bytes) => {
  const std = Buffer.from(bytes).toString('base64');
  return fc.oneof(
    fc.constant(std),
    fc.constant(Buffer.from(bytes).toString('base64url')),
    fc.constant(std.replace(/=+$/, '')),
    fc.constant(std.replace(/\//g, '\\/')),
    // Damage: a character removed, inserted or replaced, escapes, mixed alphabets, extra padding.
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom(
          '',
          '=',
          '==',
          '===',
          ' ',
          '\n',
          '\\n',
          '_',
          '-',
          '+',
          '/',
          '\\u0041',
          '\\u003d',
          '\\u0001',
          '\\x',
          '\u0001',
          'é',
          '"',
          '\\"',
          '\\\\',
          '\\u00',
        ),
      )
      .map(([at, s]) => {
        const i = std.length ? at % std.length : 0;
        return std.slice(0, i) + s + std.slice(i + (at % 2));
      }),
  );
});

const body = fc
  .tuple(
    base64Text,
    fc.constantFrom(
      '',
      ',"filename":"a.pdf"',
      ',"media_type":"application/pdf"',
      ',"filename":7',
      ',"x":{"file_base64":"QUJD"}',
      ',"file_base64":"QUJD"',
      ',"file_base64":null',
      ',"file\\u005fbase64":"QUJD"',
      ',"n":[1,{"a":"b"}]',
    ),
    fc.constantFrom('', ',"other":"v"', ',"file_base64":5'),
    fc.constantFrom('{', '\uFEFF{', ' { ', '[', '{"a":1,'),
    fc.constantFrom('}', ' } ', '', '}}', ']', '} x'),
    fc.constantFrom('"file_base64"', '"file_base64" ', '"file_base6"', '"xfile_base64"', '"file\\u005fbase64"'),
    fc.constantFrom(':', ' : ', ''),
  )
  .map(([text, before, after, open, close, key, colon]) =>
    Buffer.from(`${open}${before.replace(/^,/, '')}${before ? ',' : ''}${key}${colon}"${text}"${after}${close}`),
  );

test('the streaming reader gives what the whole-body parse gave, however the body is cut', () => {
  fc.assert(
    fc.property(body, fc.array(fc.nat(), { maxLength: 6 }), (b, cuts) => {
      expect(streamed(b, cuts)).toEqual(wholeBody(b));
    }),
    { numRuns: 10_000 },
  );
});

test('the file decoded while streaming is the file, at the size limit and one byte over it', () => {
  for (const size of [0, 1, 2, 3, MAX - 1, MAX, MAX + 1]) {
    const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 37) % 256));
    const json = Buffer.from(JSON.stringify({ file_base64: bytes.toString('base64'), filename: 'f.pdf' }));
    const result = streamed(json, [1, 17, 200]);
    expect(result).toEqual(size > MAX ? { code: 'file_too_large' } : { bytes: bytes.toString('hex'), filename: 'f.pdf', mediaType: undefined });
    expect(wholeBody(json)).toEqual(result);
  }
});

test('the file is decoded on the way, not kept as text in the rest of the body', () => {
  const bytes = Buffer.alloc(MAX, 7);
  const scanner = new JsonFileScanner(1000, MAX);
  scanner.push(Buffer.from(JSON.stringify({ file_base64: bytes.toString('base64') })));
  const { json, file } = scanner.result();
  expect(json.length).toBeLessThan(50);
  expect(file?.bytes.equals(bytes)).toBe(true);
});
