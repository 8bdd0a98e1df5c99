/**
 * Generates the hostile-input corpus into a directory: the files, and a manifest of the requests
 * that carry them (or carry nothing sensible at all). Deterministic from SEED.
 *
 *   npx tsx test/hostile/generate.ts /tmp/hostile   → writes the files and manifest.json
 *
 * The jest test (hostile.test.ts) calls generateHostileCorpus into a temp dir; nothing is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES } from '../../server/config';
import {
  ccittBombPdf,
  contentStreamBombPdf,
  corrupt,
  deflatedBlanks,
  encryptedPdf,
  fontBombPdf,
  giantPagePdf,
  jpegDeclaring,
  lyingPageCountPdf,
  manyPagesPdf,
  pngBomb,
  randomBytes,
  seededRandom,
  smallImage,
  textStatementPdf,
  truncate,
  webpDeclaring,
  zipBombPdf,
} from './files';
import { requestLevelCases } from './requestCases';
import type { Expectation, HostileCase } from './types';

const SEED = 20260115;

type HostileFile = { name: string; family: string; bytes: Buffer; expect: Expectation; truthfulType?: string };

const MEDIA_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
/** What each file claims to be when it lies: a PDF name for images, an image name for PDFs and everything else. */
const LIES: Record<string, { filename: string; mediaType: string }> = {
  pdf: { filename: 'scan.png', mediaType: 'image/png' },
  png: { filename: 'statement.pdf', mediaType: 'application/pdf' },
  jpeg: { filename: 'statement.webp', mediaType: 'image/webp' },
  webp: { filename: 'photo.jpg', mediaType: 'image/jpeg' },
  none: { filename: 'statement.pdf', mediaType: 'application/pdf' },
};

export async function generateHostileCorpus(dir: string): Promise<HostileCase[]> {
  mkdirSync(dir, { recursive: true });
  const files = await hostileFiles();
  const cases: HostileCase[] = [];
  for (const file of files) {
    const path = join(dir, file.name.replace(/[^A-Za-z0-9.@%_-]+/g, '_'));
    writeFileSync(path, file.bytes);
    const type = file.truthfulType ?? 'none';
    const lie = LIES[type];
    // Each file twice: as multipart with a name and part type that lie, and as JSON with honest or no labels.
    cases.push({
      name: `${file.name} (multipart, labelled ${lie.filename})`,
      family: file.family,
      expect: file.expect,
      kind: 'multipart',
      file: path,
      filename: lie.filename,
      partType: lie.mediaType,
    });
    cases.push({
      name: `${file.name} (json)`,
      family: file.family,
      expect: file.expect,
      kind: 'json',
      file: path,
      filename: type === 'none' ? undefined : `document.${type}`,
      mediaType: MEDIA_TYPES[type],
    });
  }
  cases.push(...(await requestLevelCases(dir)));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(cases, null, 2));
  return cases;
}

async function hostileFiles(): Promise<HostileFile[]> {
  const random = seededRandom(SEED);
  const bases: Record<'pdf' | 'png' | 'jpeg' | 'webp', Buffer> = {
    pdf: await textStatementPdf(),
    png: await smallImage('png'),
    jpeg: await smallImage('jpeg'),
    webp: await smallImage('webp'),
  };
  const files: HostileFile[] = [];
  const add = (family: string, name: string, bytes: Buffer, expect: Expectation, truthfulType?: string) =>
    files.push({ family, name: `${family}/${name}`, bytes, expect, truthfulType });

  for (const [type, bytes] of Object.entries(bases)) {
    // A PDF cut short can keep its first page readable (pdf.js rebuilds a lost xref table); an
    // image cut short cannot be decoded.
    for (const fraction of [0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.97]) {
      add('truncated', `${type}@${Math.round(fraction * 100)}%`, truncate(bytes, fraction), type === 'pdf' ? 'either' : 'rejected', type);
    }
    // Noise over a tenth of the file: a PDF may survive it (the noise may hit only its font), an image may decode to noise.
    for (let i = 0; i < 12; i++) add('corrupted', `${type}#${i}`, corrupt(bytes, random), 'either', type);
  }

  for (const version of ['1.4', '1.7', '1.7ext3'] as const) {
    for (const password of ['secret', 'x', 'correct horse battery staple']) {
      add('encrypted', `pdf-${version}-${password.length}`, await encryptedPdf(version, password), 'rejected', 'pdf');
    }
  }

  add('many-pages', '201-pages', await manyPagesPdf(201), 'rejected', 'pdf');
  add('many-pages', '3000-pages', await manyPagesPdf(3000), 'rejected', 'pdf');
  // pdf.js counts the pages it finds in the tree, not the /Count it is told: these are one-page PDFs.
  add('many-pages', 'claims-100000-pages', await lyingPageCountPdf(100_000), 'either', 'pdf');
  add('many-pages', 'claims-2147483647-pages', await lyingPageCountPdf(2_147_483_647), 'either', 'pdf');
  // Giant pages are valid PDFs: the converter must read them within its pixel cap, not refuse them.
  add('giant-page', 'text-200000pt', await giantPagePdf(200_000, false), 'either', 'pdf');
  add('giant-page', 'image-200000pt', await giantPagePdf(200_000, true), 'either', 'pdf');

  add('bomb', 'png-30000x30000', pngBomb(30_000, 30_000), 'rejected', 'png');
  add('bomb', 'png-100000x10000', pngBomb(100_000, 10_000), 'rejected', 'png');
  add('bomb', 'jpeg-declares-60000x60000', jpegDeclaring(bases.jpeg, 60_000, 60_000), 'rejected', 'jpeg');
  add('bomb', 'webp-declares-16383x16383', webpDeclaring(bases.webp, 16_383, 16_383), 'rejected', 'webp');
  add('bomb', 'pdf-stream-inflating-to-64MB', zipBombPdf(64 * 1024 * 1024), 'either', 'pdf');
  // Beyond a conversion's memory cap (400 document_too_complex); pdf.js survives losing the font.
  const gibibyteOfBlanks = await deflatedBlanks(2 ** 30);
  add('bomb', 'pdf-content-stream-inflating-to-1GiB', contentStreamBombPdf(gibibyteOfBlanks), 'rejected', 'pdf');
  add('bomb', 'pdf-font-inflating-to-1GiB', fontBombPdf(gibibyteOfBlanks), 'either', 'pdf');
  add('bomb', 'pdf-ccitt-image-declaring-20000x20000', ccittBombPdf(20_000, 20_000), 'rejected', 'pdf');

  const pdfHeader = Buffer.from('%PDF-1.7\n');
  add('polyglot', 'png-signature-then-pdf-after-1KiB', Buffer.concat([bases.png.subarray(0, 8), Buffer.alloc(1100, 0x41), bases.pdf]), 'rejected', 'png');
  add('polyglot', 'pdf-header-on-png-data', Buffer.concat([pdfHeader, bases.png]), 'rejected', 'pdf');
  add('polyglot', 'jpeg-soi-then-pdf', Buffer.concat([bases.jpeg.subarray(0, 3), bases.pdf]), 'either', 'jpeg');
  add('polyglot', 'riff-webp-header-then-pdf', Buffer.concat([bases.webp.subarray(0, 12), bases.pdf]), 'either', 'webp');
  add(
    'polyglot',
    'zip-then-pdf-header',
    Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(random, 200), pdfHeader, randomBytes(random, 500)]),
    'rejected',
    'pdf',
  );
  add('polyglot', 'html-with-pdf-marker', Buffer.from('<html><body>%PDF-1.4 <script>alert(1)</script></body></html>'), 'rejected', 'pdf');
  add('polyglot', 'gif-with-pdf-after-1KiB', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(1100), bases.pdf]), 'rejected');
  add('polyglot', 'png-with-pdf-appended', Buffer.concat([bases.png, bases.pdf]), 'either', 'png');
  add('polyglot', 'pdf-with-png-appended', Buffer.concat([bases.pdf, bases.png]), 'either', 'pdf');
  add('polyglot', 'svg-named-png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>'), 'rejected');

  const prefixes: Record<string, Buffer> = {
    none: Buffer.alloc(0),
    pdf: pdfHeader,
    png: bases.png.subarray(0, 8),
    jpeg: Buffer.from([0xff, 0xd8, 0xff]),
    webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0xff, 0x7f]), Buffer.from('WEBP')]),
  };
  for (const [type, prefix] of Object.entries(prefixes)) {
    for (let i = 0; i < 16; i++) {
      const length = [1, 7, 64, 512, 4096, 65536][i % 6];
      add('random', `${type}-prefix-${length}B#${i}`, Buffer.concat([prefix, randomBytes(random, length)]), 'rejected', type === 'none' ? undefined : type);
    }
  }
  add('empty', 'zero-bytes', Buffer.alloc(0), 'rejected');
  add('oversized', '20MiB-plus-one', Buffer.alloc(MAX_FILE_BYTES + 1, 0x20), 'rejected');
  return files;
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: tsx test/hostile/generate.ts DIR');
    process.exit(2);
  }
  generateHostileCorpus(dir).then((cases) => console.log(`${cases.length} hostile cases written to ${dir}`));
}
