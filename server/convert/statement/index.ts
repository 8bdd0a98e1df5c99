import { Row } from '../columns';
import { Line } from '../words';
import { documentContext } from './context';
import { parseHeader } from './header';
import { parseSingleTransaction } from './single';
import { repairLetterSpacing } from './spacing';

/**
 * Statement stage: printed lines of one document → one row per economic transaction.
 * Reads the header fields once, then lets the single-transaction parser read the document.
 */
export function parseStatement(printed: Line[]): Row[] {
  const lines = repairLetterSpacing(printed);
  const ctx = documentContext(lines);
  const header = parseHeader(lines, ctx);
  return parseSingleTransaction(lines, header, ctx);
}
