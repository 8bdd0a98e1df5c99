import { Row } from '../columns';
import { Line } from '../words';
import { documentContext } from './context';
import { parseHeader } from './header';
import { parseSingleTransaction } from './single';
import { repairLetterSpacing } from './spacing';
import { parseActivityTables } from './table';
import { matchLabel } from './labels';
import { STATEMENT_TITLES } from './vocabulary/documents';

/**
 * Statement stage: printed lines of one document → one row per economic transaction.
 * Reads the header fields once, then reads the document both as a single transaction
 * (confirmation, notice) and as activity tables (statement), and keeps the reading that fits.
 */
export function parseStatement(printed: Line[]): Row[] {
  const lines = repairLetterSpacing(printed);
  const ctx = documentContext(lines);
  const header = parseHeader(lines, ctx);
  const { rows: single } = parseSingleTransaction(lines, header, ctx);
  const activity = parseActivityTables(lines, header);
  if (single.length === 0) return activity;
  if (activity.length === 0) return single;
  // A statement says so in its title or holds several entries; a confirmation's own figures
  // may look like a table line or two.
  return isStatement(lines) || activity.length >= 3 ? activity : single;
}

function isStatement(lines: Line[]): boolean {
  return lines.slice(0, 40).some((line) => matchLabel(line.text, STATEMENT_TITLES) !== null);
}
