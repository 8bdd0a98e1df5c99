import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../server/convert/layout/fromText';
import { parseStatement } from '../../server/convert/statement';
import { Row } from '../../server/convert/columns';

/**
 * The probe suite: synthetic documents written from banking usage in layouts and wordings the
 * corpus lacks, each with the rows an accountant books from it (`expected.jsonl`, the corpus's
 * form; a document not named there has no rows). `gaps.json` names the probes read wrong today
 * and why.
 */
export const PROBES = path.join(__dirname, 'documents');

export type ExpectedRow = {
  file: string;
  type: string;
  date: string;
  amount: string;
  currency: string;
  quantity?: string | null;
};

export function probeFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(path.join(PROBES, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.txt') ? [path.join(dir, e.name)] : []))
      .sort();
  return walk('');
}

export function expectedRows(): Map<string, ExpectedRow[]> {
  const byFile = new Map<string, ExpectedRow[]>();
  for (const line of fs.readFileSync(path.join(__dirname, 'expected.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as ExpectedRow;
    byFile.set(row.file, [...(byFile.get(row.file) ?? []), row]);
  }
  return byFile;
}

export function knownGaps(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'gaps.json'), 'utf8'));
}

export function readProbe(file: string): Row[] {
  return parseStatement(linesFromText(fs.readFileSync(path.join(PROBES, file), 'utf8')));
}

/** A row as the corpus scores it: type, date, absolute amount, currency. */
const keyOf = (type: string, date: string, amount: string, currency: string) =>
  [type, date, Math.abs(Number(amount || 0)).toFixed(2), currency.toUpperCase()].join(' ');

const sameQuantity = (want: string | null | undefined, got: string) => !want || Math.abs(Number(want)) === Math.abs(Number(got));

/**
 * What the converter read wrong in one probe (all empty when right): expected rows it missed, rows it
 * invented, and matched rows whose quantity differs from the probe's (a sale's sign aside).
 */
export function probeDifferences(expected: ExpectedRow[], read: Row[]) {
  const left = [...read];
  const missed: string[] = [];
  const quantity: string[] = [];
  for (const e of expected) {
    const key = keyOf(e.type, e.date, e.amount, e.currency);
    const i = left.findIndex((r) => keyOf(r.type, r.date, r.amount, r.currency) === key);
    if (i < 0) missed.push(key);
    else if (!sameQuantity(e.quantity, left[i].quantity)) quantity.push(`${key}: quantity ${left[i].quantity}, not ${e.quantity}`);
    if (i >= 0) left.splice(i, 1);
  }
  return { missed, invented: left.map((r) => keyOf(r.type, r.date, r.amount, r.currency)), quantity };
}

export const isRight = (d: ReturnType<typeof probeDifferences>) => !d.missed.length && !d.invented.length && !d.quantity.length;
