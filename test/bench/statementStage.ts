/**
 * CPU cost of the statement stage alone (parseStatement over ready lines): the fixture PDFs' lines
 * as the PDF worker builds them, and the corpus texts (dev, dev2) as monospaced lines when the corpus is there.
 * `npx tsx test/bench/statementStage.ts [iterations] [--rows FILE] [--each]`; `--cpu-prof` on node finds the hot spots.
 * `--rows` writes every document's rows, to prove a refactor of the stage leaves them byte-identical;
 * `--each` also prints every fixture's own cost (one large fixture can dominate the mean);
 * `--fixtures` leaves the corpus out, for a quick loop while iterating.
 * Lines are built once, outside the measured loop, so only the stage itself is timed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closeConverter, extractDocument } from '../../server/convert';
import { linesFromText } from '../../server/convert/layout/fromText';
import { groupLines } from '../../server/convert/layout/lines';
import { parseStatement } from '../../server/convert/statement';
import type { Line } from '../../server/convert/words';
import { fixturePdfs } from './textPdfs';

const args = process.argv.slice(2);
const rowsFile = args.includes('--rows') ? args.splice(args.indexOf('--rows'), 2)[1] : undefined;
const each = args.includes('--each') ? Boolean(args.splice(args.indexOf('--each'), 1)) : false;
const fixturesOnly = args.includes('--fixtures') ? Boolean(args.splice(args.indexOf('--fixtures'), 1)) : false;
const iterations = Number(args[0] ?? 20);
// The corpus is large (over a thousand documents): fewer rounds of it.
const corpusRounds = Math.max(1, Math.round(iterations / 5));
const corpora = ['dev', 'dev2'].map((split) => path.resolve(__dirname, '../../../shared/corpus', split));

function corpusTexts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return corpusTexts(file);
    return entry.name.endsWith('.txt') ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

/** CPU ms (user + system) per document, the median over the iterations. */
function cpuPerDocument(documents: Line[][], rounds: number): number {
  for (const lines of documents) parseStatement(lines); // warm-up: compile, fill caches
  const perRound: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.cpuUsage();
    for (const lines of documents) parseStatement(lines);
    const used = process.cpuUsage(start);
    perRound.push((used.user + used.system) / 1000 / documents.length);
  }
  perRound.sort((a, b) => a - b);
  return perRound[Math.floor(perRound.length / 2)];
}

async function main(): Promise<void> {
  const fixtures: Line[][] = [];
  const names: string[] = [];
  for (const file of fixturePdfs()) {
    const { mode, pages } = await extractDocument(file.bytes);
    if (mode === 'text') {
      fixtures.push(pages.flatMap(groupLines));
      names.push(path.basename(path.dirname(file.path)));
    }
  }
  await closeConverter();
  const splits = fixturesOnly ? [] : corpora.map((dir) => ({ dir, texts: corpusTexts(dir).map(linesFromText) }));
  const texts = splits.flatMap((split) => split.texts);
  if (rowsFile) {
    fs.writeFileSync(rowsFile, [...fixtures, ...texts].map((lines) => JSON.stringify(parseStatement(lines))).join('\n'));
    console.log(`rows of ${fixtures.length + texts.length} documents written to ${rowsFile}`);
  }
  if (iterations < 1) return;

  console.log(`fixture PDFs: ${fixtures.length} documents, ${cpuPerDocument(fixtures, iterations).toFixed(3)} CPU ms per document (median of ${iterations})`);
  if (each) {
    fixtures.forEach((lines, i) => console.log(`  ${names[i]}: ${lines.length} lines, ${cpuPerDocument([lines], iterations).toFixed(3)} CPU ms`));
  }
  if (fixturesOnly) return;
  for (const { dir, texts: split } of splits) {
    if (split.length === 0) console.log(`corpus not found at ${dir}: skipped`);
    else
      console.log(
        `corpus texts (${path.basename(dir)}): ${split.length} documents, ${cpuPerDocument(split, corpusRounds).toFixed(3)} CPU ms per document (median of ${corpusRounds})`,
      );
  }
}

void main();
