import { Line } from '../words';
import { matchLabel } from './labels';
import { LATER_DOCUMENT, STATEMENT_TITLES } from './vocabulary/documents';

/** Whether a document's title, near its top, names it a statement (of an account, of activity, of holdings); not a later one's. */
export function isStatement(lines: Line[]): boolean {
  return lines.slice(0, 40).some((line) => {
    const title = matchLabel(line.text, STATEMENT_TITLES);
    return title !== null && !LATER_DOCUMENT.test(line.text.slice(0, title.index));
  });
}
