import { Row } from '../columns';
import { Line } from '../words';
import { documentContext } from './context';
import { parseHeader } from './header';
import { parseSingleTransaction } from './single';
import { repairLetterSpacing } from './spacing';
import { parseActivityTables } from './table';

/**
 * Statement stage: printed lines of one document → one row per economic transaction.
 * Reads the header fields once, then reads the document both as a single transaction
 * (confirmation, notice) and as activity tables (statement), and keeps the reading that fits.
 */
export function parseStatement(printed: Line[]): Row[] {
  const lines = repairLetterSpacing(printed);
  const ctx = documentContext(lines);
  const header = parseHeader(lines, ctx);
  const single = parseSingleTransaction(lines, header, ctx);
  const activity = parseActivityTables(lines, header);
  // An activity table with several entries makes the document a statement; a confirmation's
  // own figures may look like one table line, so its single reading is kept then.
  if (activity.length >= 2 || single.length === 0) return activity;
  return single;
}
