/**
 * Full-pipeline evaluation on the real corpus: prints each document's text into a PDF (Courier,
 * one text line per printed line), converts it through convertDocument in-process (pdf.js in the
 * worker pool, layout, statement stage), writes .eval/pipeline/<split>/<file>.json and prints the
 * scorer's tables overall, by language and by kind.
 *
 * It also feeds the same text, cut into the same pages, straight to the statement stage (as
 * eval-text.ts does) and reports where the two differ: lines the layout stage spaced differently
 * from the monospaced text, and documents whose rows differ. Both are layout errors, since the
 * statement stage is the same.
 *
 * Each split (`dev`, `dev2`) is scored apart, overall, by language, by kind and by broker.
 * `npm run eval:corpus [-- --split dev2] [--only broker/] [--show N]`; skips when ../shared/corpus is absent.
 * `npm run eval:corpus -- --ocr N [--seed S]` scores N sampled documents as text, as clean scans
 * and as skewed JPEG scans instead (eval-ocr.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeConverter, convertDocument, extractDocument } from '../../server/convert';
import { Row } from '../../server/convert/columns';
import { linesFromText } from '../../server/convert/layout/fromText';
import { groupLines } from '../../server/convert/layout/lines';
import { conversionResult } from '../../server/convert/result';
import { parseStatement } from '../../server/convert/statement';
import { corpusFiles } from './files';
import { textPages, textPdf } from '../../fixtures/lib/textPdf';
import { evaluateOcr } from './eval-ocr';

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const args = process.argv.slice(2);
const take = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const ocrCount = Number(take('--ocr', '0'));
const seed = Number(take('--seed', '14'));
const outRoot = path.resolve(take('--out', ocrCount ? '.eval/ocr' : '.eval/pipeline'));
const only = take('--only', '');
const splits = take('--split', 'dev,dev2').split(',');

type Outcome = { file: string; sameLines: boolean; sameRows: boolean; firstDiff?: string; error?: string };

// Characters no PDF can show as text (control and format characters, glyphs the font lacks) come
// back as "?" or NUL, and pdf.js unfolds ligatures (ﬂ → fl): neither is a layout error.
const comparable = (line: string) => line.normalize('NFKC').replace(/[\p{Cc}\p{Cf}?]/gu, '?');

async function evaluate(split: string, out: string, file: string): Promise<Outcome> {
  const text = fs.readFileSync(path.join(corpus, split, file), 'utf8');
  const pdf = await textPdf(text);
  let result;
  let error: string | undefined;
  try {
    result = await convertDocument({ bytes: pdf, filename: path.basename(file) });
  } catch (err) {
    error = (err as Error).message;
    result = conversionResult(path.basename(file), 'text', []);
  }
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file + '.json'), JSON.stringify(result));

  // The same document through the text loop, cut into the same pages, to tell layout errors
  // from statement errors.
  const printed = (await extractDocument(pdf)).pages.flatMap(groupLines).map((l) => l.text);
  const typedLines = textPages(text).flatMap((lines, i) => linesFromText(lines.join('\n'), i + 1));
  const typed = typedLines.map((l) => l.text);
  let textRows: Row[] = [];
  try {
    textRows = parseStatement(typedLines);
  } catch {
    // eval-text.ts reports these
  }
  const at = typed.findIndex((line, i) => comparable(line) !== comparable(printed[i] ?? ''));
  const firstDiff = at < 0 && typed.length === printed.length ? undefined : `text ${JSON.stringify(typed[at])}\n  pdf  ${JSON.stringify(printed[at])}`;
  return {
    file,
    firstDiff,
    sameLines: !firstDiff,
    sameRows: JSON.stringify(result.rows) === JSON.stringify(textRows),
    error,
  };
}

async function main() {
  if (!fs.existsSync(corpus)) {
    console.log(`corpus not found at ${corpus}: nothing to evaluate`);
    return;
  }
  try {
    if (ocrCount) await evaluateOcr({ corpus, count: ocrCount, seed, out: outRoot, scorerArgs: args });
    else for (const split of splits) await evaluateSplit(split);
  } finally {
    await closeConverter();
  }
}

async function evaluateSplit(split: string) {
  const out = path.join(outRoot, split);
  const expected = path.join(corpus, split, 'expected.jsonl');
  const files = corpusFiles(corpus, split).filter((f) => f.startsWith(only));
  const outcomes: Outcome[] = [];
  // As many documents in flight as there are PDF workers: enough to keep them busy.
  const parallel = Math.max(1, os.availableParallelism());
  for (let i = 0; i < files.length; i += parallel) {
    outcomes.push(...(await Promise.all(files.slice(i, i + parallel).map((f) => evaluate(split, out, f)))));
  }

  console.log(`\n## ${split}`);
  const errors = outcomes.filter((o) => o.error);
  for (const o of errors) console.error(`${o.file}: ${o.error}`);
  const lineDiffs = outcomes.filter((o) => !o.sameLines);
  const rowDiffs = outcomes.filter((o) => !o.sameRows);
  console.log(`${outcomes.length} documents through the PDF pipeline; ${errors.length} failed`);
  console.log(`layout vs monospaced text: lines differ in ${lineDiffs.length}, rows differ in ${rowDiffs.length}`);
  for (const o of rowDiffs.slice(0, 20)) console.log(`  rows differ: ${o.file}${o.sameLines ? '' : ' (lines differ)'}`);
  const layoutReport = `${out}.layout.txt`;
  fs.writeFileSync(layoutReport, lineDiffs.map((o) => `${o.file}\n  ${o.firstDiff}\n`).join(''));
  console.log(`first differing line of each document: ${path.relative(process.cwd(), layoutReport)}`);

  const scorer = path.join(corpus, 'score.py');
  const scorerArgs = only ? [] : args; // a subset scores against the whole expected file
  for (const by of [[], ['--by', 'lang'], ['--by', 'kind'], ['--by', 'broker']]) {
    execFileSync('python3', [scorer, expected, out, ...by, ...scorerArgs], { stdio: 'inherit' });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
