/**
 * Regression floor for single-transaction documents on the real corpus, at text level (corpus
 * text fed in as printed lines, as test/corpus/eval-text.ts does). Matching follows the corpus
 * scorer: type, date and currency equal, absolute amounts within 0.01. Skips without the corpus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { Row } from '../../../server/convert/columns';

const corpus = path.resolve(__dirname, '../../../../shared/corpus');
const expectedFile = path.join(corpus, 'dev/expected.jsonl');
const describeWithCorpus = fs.existsSync(expectedFile) ? describe : describe.skip;

// Measured 0.667 on 2026-11-22 (single documents, whole statement stage); a little below, so
// that only a real regression fails.
const SINGLE_F1_FLOOR = 0.63;

type Expected = { file: string; kind: string; type: string; date: string; amount: string; currency: string };

function matches(e: Expected, p: Row): boolean {
  const amount = Number(p.amount);
  return p.type === e.type && p.date === e.date && p.currency.toUpperCase() === e.currency && Number.isFinite(amount) && Math.abs(Math.abs(amount) - Number(e.amount)) <= 0.011;
}

describeWithCorpus('statement stage on the corpus (text level)', () => {
  it(`reads single-transaction documents with row F1 ≥ ${SINGLE_F1_FLOOR}`, () => {
    const byFile = new Map<string, Expected[]>();
    for (const line of fs.readFileSync(expectedFile, 'utf8').trim().split('\n')) {
      const e = JSON.parse(line) as Expected;
      if (e.kind === 'single') byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
    }
    let tp = 0;
    let predicted = 0;
    let expected = 0;
    for (const [file, rows] of byFile) {
      const pred = parseStatement(linesFromText(fs.readFileSync(path.join(corpus, 'dev', file), 'utf8')));
      const used = new Set<number>();
      for (const e of rows) {
        const i = pred.findIndex((p, j) => !used.has(j) && matches(e, p));
        if (i >= 0) used.add(i);
      }
      tp += used.size;
      predicted += pred.length;
      expected += rows.length;
    }
    const precision = tp / predicted;
    const recall = tp / expected;
    const f1 = (2 * precision * recall) / (precision + recall);
    expect(f1).toBeGreaterThanOrEqual(SINGLE_F1_FLOOR);
  }, 300_000); // over a thousand documents on a shared machine
});
