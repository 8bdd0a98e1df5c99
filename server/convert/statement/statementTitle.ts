import { Line } from '../words';
import { matchLabel } from './labels';
import { STATEMENT_TITLES } from './vocabulary/documents';

/** Whether a document's title, near its top, names it a statement (of an account, of activity, of holdings). */
export function isStatement(lines: Line[]): boolean {
  return lines.slice(0, 40).some((line) => matchLabel(line.text, STATEMENT_TITLES) !== null);
}
