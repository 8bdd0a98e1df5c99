import { Row } from '../columns';
import { Line } from '../words';

/** Statement stage: printed lines of one document → one row per economic transaction. */
export function parseStatement(lines: Line[]): Row[] {
  void lines;
  return []; // TODO(statement owners): header fields, activity tables, single-transaction documents
}
