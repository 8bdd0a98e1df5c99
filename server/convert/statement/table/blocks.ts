import { Row } from '../../columns';
import { Line } from '../../words';
import { documentContext } from '../context';
import { parseSingleTransaction } from '../single';
import { kindInText } from '../single/kind';
import type { StatementHeader } from './context';
import { findAmounts } from './tokens';

/** Blocks shorter than this are a title and its figures run together, not a confirmation. */
const MIN_BLOCK_LINES = 4;
const MAX_TITLE_WORDS = 6;

/**
 * Documents that print several confirmations one after another (a "Sammelabrechnung", a daily
 * statement of fund orders): each block opens with a short title naming its kind ("KAUF",
 * "ERTRAGSAUSSCHÜTTUNG", "Nr.98599748/1  Kauf  ...") and is read as one confirmation.
 */
export function readTransactionBlocks(lines: Line[], header: StatementHeader): Row[] {
  const starts = blockStarts(lines);
  if (starts.length < 2) return [];
  const rows: Row[] = [];
  starts.forEach((start, i) => {
    const block = lines.slice(start, starts[i + 1] ?? lines.length);
    rows.push(...parseSingleTransaction(block, header, documentContext(block)).rows);
  });
  return rows;
}

function blockStarts(lines: Line[]): number[] {
  const starts: Array<{ index: number; shape: string }> = [];
  lines.forEach((line, i) => {
    if (findAmounts(line.text).length) return;
    const title = line.text.split(/\s{2,}/).some((segment) => segment.split(/\s+/).length <= MAX_TITLE_WORDS && kindInText(segment));
    if (!title) return;
    if (starts.length && i - starts[starts.length - 1].index < MIN_BLOCK_LINES) return;
    starts.push({ index: i, shape: shapeOf(line.text) });
  });
  // the titles of one collection look alike; a confirmation's own headings do not repeat a shape
  const counts = new Map<string, number>();
  for (const s of starts) counts.set(s.shape, (counts.get(s.shape) ?? 0) + 1);
  const [shape, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // an ordinary capitalised word ("Einbuchung", "Dividendenabrechnung") also heads a confirmation's own
  // sections and continuation pages; collections set their titles apart (capitals, numbered orders)
  if (count < 2 || shape === 'Aa') return [];
  return starts.filter((s) => s.shape === shape).map((s) => s.index);
}

/** "KAUF", "TAUSCH/KAUF" → capitals; "Nr.98599748/1  Kauf ..." → the pattern of its first word. */
function shapeOf(text: string): string {
  const trimmed = text.trim();
  if (!/\p{Ll}/u.test(trimmed)) return 'capitals';
  return trimmed.split(/\s+/)[0].replace(/\p{Lu}+/gu, 'A').replace(/\p{Ll}+/gu, 'a').replace(/\d+/g, '9');
}
