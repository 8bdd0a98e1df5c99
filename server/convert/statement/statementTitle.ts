import { Line } from '../words';
import { matchLabel } from './labels';
import { STATEMENT_TITLES } from './vocabulary/documents';

/** Whether a document's title, among its first lines, names it an account statement (many transactions) rather than a notice of one. */
export function isStatement(lines: Line[]): boolean {
  return lines.slice(0, 40).some((line) => matchLabel(line.text, STATEMENT_TITLES) !== null);
}
