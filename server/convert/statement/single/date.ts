import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { DocumentContext } from '../context';
import { LabelHit, cellSpan, findLabels, labelRegex, matchLabel, underHeading, xAt } from '../labels';
import { TYPE_KEYWORDS } from '../vocabulary/types';
import { isSentence } from './prose';
import { opensWithKind } from './kind';
import { datesIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';
import { BOOKED_ON, DATED_BY, DATE_LABEL_GAP } from '../vocabulary/joins';
import { TIME_STAMP } from '../vocabulary/dateRoles';
import { DATE_PREPOSITIONS } from '../vocabulary/months';

/**
 * The date of a single transaction: a trade is dated by when it was made (trade date), cash
 * events (dividends, interest, taxes, fees) by when the cash moved (value or payment date).
 * Falls back to the document's own date, then to the first date printed.
 */
/** `labelled`: the date stands after a label naming its role (trade, value, payment date…), not a fallback. */
export function transactionDate(
  lines: Line[],
  type: TransactionType,
  ctx: DocumentContext,
  title?: Line,
  /** The last day of the period the document covers, if it prints one. */
  periodEnd = '',
): { date: string; settlement: string; labelled: boolean } {
  // A tax notice on a trade is dated by the trade its title names ("Steuerliche Behandlung:
  // Wertpapierkauf Nr. 9122 vom 04.01.2021"), not by the later booking. (Notices on income follow
  // their brokers' income dates, which disagree: left to the booking.)
  const concerns = (type === 'Tax' || type === 'Tax Refund') && title ? datedTrade(title, ctx) : null;
  if (concerns) return { date: concerns, settlement: '', labelled: true };
  // Each candidate is looked for only where the choice below gets to it: the first found decides.
  const trade = once(() => labeledDate(lines, FIELD_LABELS.tradeDate, ctx));
  const value = once(() => labeledDate(lines, FIELD_LABELS.valueDate, ctx));
  const settles = once(() => labeledDate(lines, FIELD_LABELS.settlementDate, ctx));
  const printed = once(() => labeledDate(lines, FIELD_LABELS.documentDate, ctx) ?? firstDate(lines, ctx));
  const isTrade = type === 'Buy' || type === 'Sell';
  const ordered = once(() => labeledDate(lines, FIELD_LABELS.orderDate, ctx));
  // An order may be executed days after it was given: its date is the trade's only without an execution date.
  // Without an execution or order date, a trade is dated by its booking, which its value date follows.
  const booked = once(() => (isTrade ? labeledDate(lines, FIELD_LABELS.bookingDate, ctx) : null));
  // A title opened by its date ("24.06.2024: Kauf") dates what it names.
  const titled = once(() => (title ? datedTitle(title, ctx) : null));
  // Securities booked out or in on a day their own line names ("Ausbuchung aus Depot 1393380988 per
  // 20.06.2024"): that day, not the dates of the lots listed with them.
  const moved = once(() => ((type === 'Transfer In' || type === 'Transfer Out') && title ? bookedOn(title, ctx) : null));
  // Interest or a charge for a period ("Zeitraum 01.07.2025 - 30.09.2025") without a value date accrues to its last day,
  // not to the day the notice was printed.
  const closed = (type === 'Interest' || type === 'Fee') && periodEnd ? periodEnd : null;
  const date =
    (isTrade
      ? (trade() ?? timestamped(lines, ctx) ?? titled() ?? ordered() ?? booked() ?? value() ?? printed() ?? settles())
      : (moved() ?? value() ?? settles() ?? titled() ?? trade() ?? closed ?? printed())) ?? '';
  const settlement = isTrade ? (settles() ?? value() ?? '') : '';
  return { date, settlement, labelled: date !== '' && [trade, value, settles, ordered, booked, moved].some((labelled) => labelled() === date) };
}

/** A value computed the first time it is asked for, then remembered. */
function once<T>(compute: () => T): () => T {
  let known = false;
  let value: T;
  return () => {
    if (!known) {
      value = compute();
      known = true;
    }
    return value;
  };
}

/** The date printed after the best-ranked label that has one (on its line, or right below it). */
export function labeledDate(lines: Line[], labels: readonly string[], ctx: DocumentContext): string | null {
  const hits = findLabels(lines, labels);
  for (const hit of hits.filter((h) => !straddlesColumns(h, hits))) {
    const date = dateAfter(hit, lines, ctx);
    if (date) return date;
  }
  return null;
}

/**
 * A label read across a column gap ("Transaction date" in "Date de transaction   Date de règlement") where
 * another label of the list stands within one column there: the words belong to two headings.
 */
function straddlesColumns(hit: LabelHit, hits: LabelHit[]): boolean {
  const overlaps = (other: LabelHit) => other.line === hit.line && other.index < hit.end && hit.index < other.end;
  const acrossGap = (h: LabelHit) => /\s{2,}/.test(h.line.text.slice(h.index, h.end));
  return acrossGap(hit) && hits.some((other) => other !== hit && overlaps(other) && !acrossGap(other));
}

function dateAfter(hit: LabelHit, lines: Line[], ctx: DocumentContext): string | null {
  const after = datesIn(hit.line.text.slice(hit.end), ctx);
  if (after.length) {
    // Right after the label, not several columns further on.
    const gap = hit.line.text.slice(hit.end, hit.end + after[0].index);
    if (gap.replace(DATE_LABEL_GAP, '').length <= 12) return after[0].iso;
    // The label opens a sentence that ends with the date ("Exécution de l'investissement programmé le 17/01/2022").
    if (gap.length <= SENTENCE_GAP && !/[\d.;]/.test(gap) && PREPOSITION_LAST.test(gap)) return after[0].iso;
  }
  // A column heading: the value stands in the next line, under the label. A field printing another value after
  // its colon ("Valeur : ROYAL DUTCH SHELL A", the security) heads nothing.
  const below = lines[hit.lineIndex + 1];
  if (!below || below.page !== hit.line.page || /^\s*:\s*\p{L}/u.test(hit.line.text.slice(hit.end))) return null;
  const span = cellSpan(hit.line, hit);
  return (
    inOrderBelow(hit, below, ctx) ??
    underHeading(span, below, datesIn(below.text, ctx))?.iso ??
    inRowOfHeadings(hit, lines, ctx) ??
    squarelyBelow(hit, span, lines, ctx)
  );
}

/** How far a label's sentence may run before its date. */
const SENTENCE_GAP = 48;
const PREPOSITION_LAST = new RegExp(`\\s(?:${DATE_PREPOSITIONS.join('|')})\\s+$`, 'iu');

/** Every label of the vocabulary that names a date. */
const DATE_LABELS = [
  FIELD_LABELS.tradeDate,
  FIELD_LABELS.orderDate,
  FIELD_LABELS.valueDate,
  FIELD_LABELS.bookingDate,
  FIELD_LABELS.settlementDate,
  FIELD_LABELS.exDate,
  FIELD_LABELS.documentDate,
];

/**
 * "Nominal Ex-Tag Zahltag Dividenden-Betrag" over "STK 100,000 14.04.2015 16.05.2015 USD 0,669500": where
 * the columns collapsed into single spaces, a heading row's date labels and the dates of the row below
 * still pair up in order, if there are as many of each.
 */
function inOrderBelow(hit: LabelHit, below: Line, ctx: DocumentContext): string | null {
  if (datesIn(hit.line.text, ctx).length) return null;
  const dates = datesIn(below.text, ctx);
  const starts = new Map<number, number>();
  for (const labels of DATE_LABELS) {
    for (const h of findLabels([hit.line], labels)) starts.set(h.index, Math.max(starts.get(h.index) ?? 0, h.end));
  }
  // labels inside a longer one ("Tag" in "Zahltag") are part of it
  const spans = [...starts].filter(([start, end]) => ![...starts].some(([s, e]) => s <= start && e >= end && (s !== start || e !== end)));
  if (dates.length < 2 || spans.length !== dates.length) return null;
  const order = spans
    .map(([start]) => start)
    .sort((a, b) => a - b)
    .indexOf(hit.index);
  return order >= 0 ? dates[order].iso : null;
}

/**
 * A date standing right under a column heading a line or two further down, past the line of
 * figures a row opens with ("Date  Quantité …" over "Référence : 331075868483" over "27/02/2024
 * 1,02 …"); a line without figures there continues the headings, which may head another table.
 */
function squarelyBelow(hit: LabelHit, span: [number, number], lines: Line[], ctx: DocumentContext): string | null {
  for (let i = hit.lineIndex + 2; i < hit.lineIndex + 2 + ROW_LEAD_LINES && i < lines.length; i++) {
    const lead = lines[i - 1];
    const line = lines[i];
    if (line.page !== hit.line.page || !/\d/.test(lead.text) || isSentence(lead.text)) return null;
    const under = datesIn(line.text, ctx).filter((d) => xAt(line, d.index) < span[1] && xAt(line, d.end - 1) + 1 > span[0]);
    const date = underHeading(span, line, under);
    if (date) return date.iso;
  }
  return null;
}

const ROW_LEAD_LINES = 2;

const MAX_HEADING_LINES = 4;

/**
 * Headings printed on several lines over rows of as many lines: the value of a heading on the
 * n-th heading line stands on the n-th line of the row ("Transaktion Fondsname Betrag" over
 * "Kauf Standortfonds 50.00 €", "WKN/ISIN Preisdatum" over "AT0000A1QA38 18.10.2022").
 */
function inRowOfHeadings(hit: LabelHit, lines: Line[], ctx: DocumentContext): string | null {
  const isHeading = (l: Line | undefined) => !!l && l.page === hit.line.page && !/\d/.test(l.text) && !isSentence(l.text);
  if (!isHeading(hit.line)) return null;
  let first = hit.lineIndex;
  while (first > hit.lineIndex - MAX_HEADING_LINES + 1 && isHeading(lines[first - 1])) first--;
  let count = hit.lineIndex - first + 1;
  while (count < MAX_HEADING_LINES && isHeading(lines[first + count])) count++;
  // A row's first line may print no figure either ("Kapitalmaßnahmen -" over the amounts): the
  // shorter heading block is tried first, the longest one where that row line holds no date.
  for (const n of new Set([Math.min(count, MAX_HEADING_LINES - 1), count])) {
    const row = lines[first + n + (hit.lineIndex - first)];
    if (n < 2 || !row || row.page !== hit.line.page) continue;
    const date = underHeading(cellSpan(hit.line, hit), row, datesIn(row.text, ctx))?.iso;
    if (date) return date;
  }
  // The lines above may be titles, not headings ("Kontobewegung" over "Buchung  Wertstellung …"
  // over "Wechselkurs"): then the label's line opens the block and its values open the row. A
  // row opened by a kind word ("Kauf 7810484800 14.03.2014" under "Geschäftsart  Ausführungstag")
  // lists a transaction of its own, such as the purchases a sale's gain is computed from.
  let own = 1;
  while (own < MAX_HEADING_LINES && isHeading(lines[hit.lineIndex + own])) own++;
  const row = lines[hit.lineIndex + own];
  if (first === hit.lineIndex || own < 2 || !row || row.page !== hit.line.page || opensWithKind(row.text)) return null;
  return underHeading(cellSpan(hit.line, hit), row, datesIn(row.text, ctx))?.iso ?? null;
}

/**
 * The first date printed with a time of day ("02/02/2022 14:50:02"): when an order was executed.
 * An order's log stamps each step ("24.09.2023 19:02:34 Richiesta Immissione" ... "25.09.2023
 * 15:30:14 Eseguito"): the step its time names as the execution wins over the first one.
 */
function timestamped(lines: Line[], ctx: DocumentContext): string | null {
  let first: string | null = null;
  for (const line of lines) {
    const stamped = datesIn(line.text, ctx).find((d) => TIME_STAMP.test(line.text.slice(d.end)));
    if (!stamped) continue;
    const step = line.text.slice(stamped.end).replace(TIME_STAMP, '');
    if (matchLabel(step, FIELD_LABELS.tradeDate)?.index === 0) return stamped.iso;
    first ??= stamped.iso;
  }
  return first;
}

function firstDate(lines: Line[], ctx: DocumentContext): string | null {
  for (const line of lines) {
    const d = datesIn(line.text, ctx);
    if (d.length) return d[0].iso;
  }
  return null;
}

function datedTitle(title: Line, ctx: DocumentContext): string | null {
  const first = datesIn(title.text, ctx)[0];
  return first && /^\s*$/.test(title.text.slice(0, first.index)) && /^\s*:/.test(title.text.slice(first.end)) ? first.iso : null;
}

/** The date a line books its securities on: "… per 20.06.2024", "… am 20.06.2024", "… as of 06/20/2024". */
function bookedOn(title: Line, ctx: DocumentContext): string | null {
  return datesIn(title.text, ctx).find((d) => BOOKED_ON.test(title.text.slice(0, d.index)))?.iso ?? null;
}

/** The date a title names a trade by: "… Wertpapierkauf … vom 04.01.2021", "… sale of 4 Jan 2021". */
function datedTrade(title: Line, ctx: DocumentContext): string | null {
  const date = datesIn(title.text, ctx).find((d) => DATED_BY.test(title.text.slice(0, d.index)));
  if (!date || !TRADE_WORDS.some((k) => labelRegex(k.pattern).test(title.text.slice(0, date.index)))) return null;
  return date.iso;
}

const TRADE_WORDS = TYPE_KEYWORDS.filter((k) => k.type === 'Buy' || k.type === 'Sell');
