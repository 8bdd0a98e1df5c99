/**
 * The corpus as the ranker learns from it: every document of dev and dev2 with its expected rows,
 * and, for single-transaction documents that book exactly one row, each field's candidates
 * labelled right where they equal the expected value.
 */
import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../../server/convert/layout/fromText';
import { documentContext } from '../../../server/convert/statement/context';
import { parseStatement } from '../../../server/convert/statement';
import { FieldChoice } from '../../../server/convert/statement/ranker/choose';
import { repairLetterSpacing } from '../../../server/convert/statement/spacing';
import { transactionKind } from '../../../server/convert/statement/single/kind';
import { amountCandidates, dateCandidates } from '../../../server/convert/statement/ranker/candidates';
import { Example } from '../../../server/convert/statement/ranker/fit';

export const CORPUS = path.resolve(__dirname, '../../../../shared/corpus');
export const SPLITS = ['dev', 'dev2'] as const;

export type ExpectedRow = { file: string; kind: string; type: string; date: string; amount: string; currency: string };
export type CorpusDocument = { split: string; file: string; broker: string; text: string; expected: ExpectedRow[] };

export function corpusDocuments(): CorpusDocument[] {
  const docs: CorpusDocument[] = [];
  for (const split of SPLITS) {
    const byFile = new Map<string, ExpectedRow[]>();
    for (const line of fs
      .readFileSync(path.join(CORPUS, split, 'expected.jsonl'), 'utf8')
      .trim()
      .split('\n')) {
      const row = JSON.parse(line) as ExpectedRow;
      byFile.set(row.file, [...(byFile.get(row.file) ?? []), row]);
    }
    for (const [file, expected] of byFile) {
      docs.push({ split, file, broker: `${split}/${file.split('/')[0]}`, text: fs.readFileSync(path.join(CORPUS, split, file), 'utf8'), expected });
    }
  }
  return docs;
}

export type LabelledDocument = { broker: string; date: Example | null; amount: Example | null };

/** The labelled candidates of a single-transaction document with one expected row (null otherwise). */
export function labelled(doc: CorpusDocument): LabelledDocument | null {
  if (doc.expected.length !== 1 || doc.expected[0].kind !== 'single') return null;
  const want = doc.expected[0];
  const lines = repairLetterSpacing(linesFromText(doc.text));
  const ctx = documentContext(lines);
  const kind = transactionKind(lines);
  const input = { lines, ctx, type: kind?.type ?? 'none', titleIndex: kind?.lineIndex ?? -1 };
  const rules = rulesChoice(doc.text);
  const example = <C extends { features: string[] }>(candidates: C[], right: (c: C) => boolean): Example | null => {
    const positives = candidates.flatMap((c, i) => (right(c) ? [i] : []));
    return positives.length ? { candidates: candidates.map((c) => c.features), positives } : null;
  };
  return {
    broker: doc.broker,
    date: example(dateCandidates(input, { date: rules.date }), (c) => c.iso === want.date),
    amount: example(
      amountCandidates(input, { value: rules.amount, currency: rules.currency }),
      (c) => Math.abs(Number(c.value) - Number(want.amount)) <= 0.011 && c.currency === want.currency,
    ),
  };
}

const NO_RANKER = { date: {}, amount: {} };
const NEVER = { fill: false, override: false, minProbability: 0, minMargin: 0 };

/** What the rules chose for the single reading's fields, as the ranker's hook sees them. */
function rulesChoice(text: string): Partial<Record<FieldChoice['field'], string>> {
  const explain: FieldChoice[] = [];
  parseStatement(linesFromText(text), { ranker: { model: NO_RANKER, policy: { date: NEVER, amount: NEVER } }, explain });
  return Object.fromEntries(explain.map((c) => [c.field, c.value]));
}
