/**
 * Runs inside a worker process (see ./index.ts): positioned words → lines → rows. The statement
 * stage is plain CPU work that grows with the document (hundreds of ms for a few pages), so it
 * must not run on the HTTP event loop, where it would hold up every other request.
 */
import type { Row } from '../columns';
import { groupLines } from '../layout/lines';
import { parseStatement } from '../statement';
import type { Page } from '../words';

export type RowsJob = { pages: Page[] };

export function rowsFromPages({ pages }: RowsJob): Row[] {
  return parseStatement(pages.flatMap(groupLines));
}
