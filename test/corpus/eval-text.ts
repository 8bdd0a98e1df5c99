/**
 * Fast development loop for the statement stage: feeds each corpus document's text straight in
 * as monospaced lines (no PDF, no OCR), writes the results and prints the scorer's table.
 * `npx tsx test/corpus/eval-text.ts [--out DIR] [--only broker/] [scorer args...]`
 * The full-pipeline evaluation is `npm run eval:corpus`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../server/convert/layout/fromText';
import { parseStatement } from '../../server/convert/statement';
import { conversionResult } from '../../server/convert/result';
import { corpusFiles } from './files';

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const args = process.argv.slice(2);
const take = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const outArg = take('--out', '');
const only = take('--only', '');
const split = take('--split', 'dev');

if (!fs.existsSync(corpus)) {
  console.log(`corpus not found at ${corpus}: nothing to evaluate`);
  process.exit(0);
}
const out = path.resolve(outArg || `.eval/text-${split}`);
const expected = path.join(corpus, split, 'expected.jsonl');
const files = corpusFiles(corpus, split);
let failures = 0;
for (const file of files.filter((f) => f.startsWith(only))) {
  const text = fs.readFileSync(path.join(corpus, split, file), 'utf8');
  let result;
  try {
    result = conversionResult(path.basename(file), 'text', parseStatement(linesFromText(text)));
  } catch (err) {
    failures++;
    console.error(`${file}: ${(err as Error).stack}`);
    result = conversionResult(path.basename(file), 'text', []);
  }
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file + '.json'), JSON.stringify(result));
}
if (failures) console.error(`${failures} documents threw`);
const scorerArgs = only ? [] : args; // a subset scores against the whole expected file: use --show on the full run
execFileSync('python3', [path.join(corpus, 'score.py'), expected, out, ...scorerArgs], { stdio: 'inherit' });
