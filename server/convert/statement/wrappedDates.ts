import { Line, Word } from '../words';
import { monthNumber } from './dates';
import { isMarked, mark } from './marks';

/**
 * A table cell wrapped over three lines, the row's other cells printed beside its middle line: a date
 * cell "01" / "Feb. Zinszahlung … 33,37 €" / "2024", or "2024-12-" / "Stock ETF … 53.69 USD" / "26"
 * (or over five, the description wrapped around the row too). The date is joined onto the row's line,
 * which the statement passes then read as one booking. Seen from two brokers, in six languages; the
 * day, month and year parts must each be what they claim (a day 1-31, a month name, a year), so no
 * other lines join.
 */
export function joinWrappedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const joined = (i + 1 < lines.length ? wrappedDate(lines[i], lines[i + 1], lines[i + 2]) : null) ?? wrappedAroundRow(lines, i);
    if (!joined) {
      out.push(lines[i]);
      continue;
    }
    out.push(joined.row);
    if (joined.below) out.push(joined.below);
    i += joined.consumed - 1;
  }
  return out;
}

type Joined = { row: Line; below: Line | null; consumed: 2 | 3 | 5 };

const DAY = '(0?[1-9]|[12]\\d|3[01])';
const YEAR = '((?:19|20)\\d\\d)';
const DAY_FIRST = new RegExp(`^\\s*${DAY}(?:\\s+(\\p{L}{3,9}\\.?))?(?=\\s|$)`, 'u');
const DAY_OPEN = new RegExp(`^\\s*${DAY}(?=\\s|$)`);
const DAY_ALONE = new RegExp(`^\\s*${DAY}\\s*$`);
const YEAR_FIRST = new RegExp(`^\\s*${YEAR}(?=\\s|$)`);
const YEAR_ALONE = new RegExp(`^\\s*${YEAR}\\s*$`);
/** A year glued to the end of the row its cell wrapped beside ("7.342,91 €2024"). */
const YEAR_GLUED = new RegExp(`(?<=[€$£\\d])${YEAR}\\s*$`);
const MONTH_FIRST = /^\s*(\p{L}{3,9}\.?)(?=\s|$)/u;
const YEAR_MONTH_OPEN = /^\s*((?:19|20)\d\d-(?:0[1-9]|1[0-2])-)(?=\s|$)/;

function wrappedDate(first: Line, middle: Line, last: Line | undefined): Joined | null {
  if (first.page !== middle.page) return null;
  const below = last && last.page === middle.page ? last : undefined;
  return dayMonthYear(first, middle, below) ?? (below ? yearMonthDay(first, middle, below) : null);
}

/**
 * "01" over "Feb. Zinszahlung …" over "2024", "01 jun Pago de" over "Your interest payment …" over "2025 intereses",
 * "30" over "Dez. SEPA … 7.342,91 €2024": the row opens with its date, then the words its other cell wrapped onto the
 * first and last lines ("01 jun 2025 Pago de intereses Your interest payment …").
 */
function dayMonthYear(first: Line, middle: Line, last: Line | undefined): Joined | null {
  const day = DAY_FIRST.exec(first.text);
  // a date printed whole ("03 Apr. 2024 …") is no wrapped cell
  if (!day || YEAR_FIRST.test(first.text.slice(day[0].length))) return null;
  // the row beside the wrapped cell opens with no date of its own (a figure like a year may open it, "2000 EVENTI …",
  // where the year opens the line below)
  if (DAY_FIRST.test(middle.text) || (YEAR_FIRST.test(middle.text) && !(last && YEAR_FIRST.test(last.text)))) return null;
  const monthInMiddle = day[2] === undefined ? MONTH_FIRST.exec(middle.text) : null;
  const month = day[2] ?? monthInMiddle?.[1];
  if (month === undefined || monthNumber(month) === undefined) return null;
  const middleText = monthInMiddle ? middle.text.slice(monthInMiddle.index + monthInMiddle[0].length) : ` ${middle.text}`;
  const glued = YEAR_GLUED.exec(middleText);
  const year = glued ? null : last && YEAR_FIRST.exec(last.text);
  // a booking of its own opens with its day and month and prints figures; a wrapped cell's first line does
  // where the year opens the line after the row ("07 Juni _BAZG, 40,00 CHF, rate:" … "2025 1,0657572205, …")
  if (!year && (!glued || /\d/.test(first.text.slice(day[0].length)))) return null;
  const rowText = glued ? middleText.slice(0, glued.index).trimEnd() : middleText;
  const wrapped = [first.text.slice(day[0].length).trim(), year && last ? last.text.slice(year[0].length).trim() : ''].filter(Boolean).join(' ');
  const text = `${day[1]} ${month} ${(glued ?? year)![1]}${wrapped ? ` ${wrapped}` : ''}${rowText}`;
  const words = [...first.words, ...(year && last ? last.words : []), ...middle.words];
  return { row: mark(lineOf(middle, words, text), JOINED), below: null, consumed: year ? 3 : 2 };
}

/**
 * "21" / "Crypto one percent bonus … orderId: 0a000a0a-" / "Nov. Belohnung 58,36 € 6.235,94 €" / "a000-…" / "2025":
 * the date cell and the description cell both wrapped, the row between them. The row opens with the date, then the
 * description's wrapped words.
 */
function wrappedAroundRow(lines: Line[], from: number): Joined | null {
  const day = DAY_ALONE.exec(lines[from].text);
  const year = day && from + 4 < lines.length ? YEAR_ALONE.exec(lines[from + 4].text) : null;
  if (!day || !year) return null;
  const span = lines.slice(from, from + 5);
  if (span.some((l) => l.page !== span[0].page)) return null;
  const inner = span.slice(1, 4);
  if (inner.some((l) => DAY_FIRST.test(l.text) || YEAR_FIRST.test(l.text))) return null;
  const rows = inner.filter((l) => monthNumber(MONTH_FIRST.exec(l.text)?.[1] ?? '') !== undefined);
  if (rows.length !== 1) return null;
  const row = rows[0];
  const month = MONTH_FIRST.exec(row.text)!;
  const wrapped = inner.filter((l) => l !== row).map((l) => l.text.trim());
  const text = `${day[1]} ${month[1]} ${year[1]} ${wrapped.join(' ')}${row.text.slice(month.index + month[0].length)}`;
  const words = [...span[0].words, ...span[4].words, ...inner.filter((l) => l !== row).flatMap((l) => l.words), ...row.words];
  return { row: mark(lineOf(row, words, text), JOINED), below: null, consumed: 5 };
}

/** "2024-12-" over "Stock ETF … 53.69 USD" over "26": the row opens "2024-12-26 Stock ETF …". */
function yearMonthDay(first: Line, middle: Line, last: Line): Joined | null {
  const opening = YEAR_MONTH_OPEN.exec(first.text);
  const day = opening ? DAY_OPEN.exec(last.text) : null;
  if (!opening || !day || YEAR_MONTH_OPEN.test(middle.text) || DAY_OPEN.test(middle.text)) return null;
  const date = { ...first.words[0], text: `${opening[1]}${day[1].padStart(2, '0')}` };
  // the other cells wrapped above the row open its description ("Dividend Accruals" over "… -63.17 … USD")
  const above = first.text.slice(opening[0].length).trim();
  const row = mark(lineOf(middle, [date, ...first.words.slice(1), ...middle.words], `${date.text}${above ? ` ${above}` : ''} ${middle.text}`), JOINED);
  return { row, below: remainder(last, day[0].length), consumed: 3 };
}

/** The line without its first `length` characters (one word), or null where nothing else is printed. */
function remainder(line: Line, length: number): Line | null {
  const text = line.text.slice(length).trim();
  return text ? lineOf(line, line.words.slice(1), text) : null;
}

function lineOf(from: Line, words: Word[], text: string): Line {
  return { page: from.page, y: from.y, height: from.height, words, text };
}

/** Marks a row its wrapped date was joined onto. */
const JOINED = Symbol('joined date');

/** Whether a wrapped date was joined onto the line: its other cells may have wrapped below it too, figures included. */
export const hasJoinedDate = (line: Line) => isMarked(line, JOINED);
