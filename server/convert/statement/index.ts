import { Row } from '../columns';
import { Line } from '../words';
import { StatementOptions, documentContext } from './context';
import { SHIPPED_RANKER } from './ranker/shipped';
import { parseHeader } from './header';
import { parseSingleTransaction } from './single';
import { repairLetterSpacing } from './spacing';
import { joinWrappedDates } from './wrappedDates';
import { readActivity } from './table';
import { withReinvestment } from './table/blocks';
import { chooseReading } from './reading';
import { isStatement } from './statementTitle';
import { because } from './explain';
import { startDocument } from './memo';
import { toCents } from './numbers';

/**
 * Statement stage: printed lines of one document → one row per economic transaction, in passes:
 * 1. tokenise: the printed lines with their letter spacing repaired (spacing.ts) and date cells wrapped
 *    over three lines joined onto their row (wrappedDates.ts), the document's
 *    number, date and currency conventions (context.ts);
 * 2. classify lines: a title naming a statement (reading.ts), the header fields (header.ts);
 * 3. segment: into one transaction or a list of them (single/blocks.ts), and into table entries
 *    (table/entries.ts);
 * 4. read fields as labelled candidates: amounts, dates, security, charges after their labels
 *    (single/amount.ts, date.ts, security.ts, charges.ts), an entry's columns and figures (table/row.ts);
 * 5. choose among candidates by consistency: the ranker over a single transaction's figures
 *    (ranker/choose.ts), running balances (table/balances.ts), the reading that fits (reading.ts);
 * 6. type and sign: single/index.ts (typeAndCash), table/row.ts (directionOf, typeOf, typeBySign);
 * 7. post-passes: refunds and fees split off, charges netted, cash legs and reversed pairs dropped
 *    (single/index.ts withRefundAndFee, table/index.ts afterRows), details both readings agree on; a
 *    charge's own row carries no charges (withoutOwnCharges).
 * Every row records the rules that produced it (explain.ts, `convert --explain`).
 * A single transaction's date and amount may be chosen by a ranker: the shipped one unless the
 * options give another (null: the rules alone).
 */
export function parseStatement(printed: Line[], options: StatementOptions = {}): Row[] {
  startDocument();
  const lines = joinWrappedDates(repairLetterSpacing(printed));
  // A document titled a statement is read as tables: ranking a single transaction's figures there
  // would only cost (a statement's every date and amount is a candidate).
  const titledStatement = isStatement(lines);
  const ranker = titledStatement ? null : options.ranker === undefined ? SHIPPED_RANKER : options.ranker;
  const ctx = documentContext(lines, { ...options, ranker });
  const header = parseHeader(lines, ctx);
  const { rows: read, booked } = parseSingleTransaction(lines, header, ctx);
  // a notice of a distribution paid into units ("= Wiederanlagebetrag EUR 105,19") is the dividend and the purchase,
  // as in a collection of such notices
  const single = withReinvestment(read, lines, ctx);
  // the tables read the document's conventions as the single reading did: its context is shared
  const tables = readActivity(lines, header, ctx);
  const { rows, why } = chooseReading(titledStatement, single, booked, tables);
  return rows.map((row) => inCents(withoutOwnCharges(because(row, why))));
}

/** Rows that are a charge themselves: their amount is the charge, so `fees` and `taxes`, the parts of a net, stay empty. */
const CHARGE_TYPES: ReadonlySet<string> = new Set(['Fee', 'Fee Refund', 'Tax', 'Tax Refund']);

function withoutOwnCharges(row: Row): Row {
  if (CHARGE_TYPES.has(row.type)) row.fees = row.taxes = '';
  return row;
}

/** Money in cents, as the ledger books it: "1275" → "1275.00", "-959.313750" → "-959.31" (a figure the document printed more finely). */
function inCents(row: Row): Row {
  for (const column of MONEY_COLUMNS) if (DECIMAL.test(row[column])) row[column] = toCents(row[column]);
  return row;
}

const MONEY_COLUMNS = ['amount', 'fees', 'taxes'] as const;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
