import { Line } from '../../words';
import { DocumentContext } from '../context';
import { LabelHit, cellSpan, findLabels, labelRegex, underHeading, xAt } from '../labels';
import { findIsins, isValidIsin, labelledCusip } from '../identifiers';
import { isRepaired } from '../spacing';
import { Amount, amountsIn, datesIn, moneyIn, touchesCurrency, withoutDates } from '../values';
import { pricedTrade } from '../table/pricedTrade';
import { absolute, findNumbers, isZero } from '../numbers';
import { FIELD_LABELS } from '../vocabulary/labels';
import { SECURITY_LABELS } from '../vocabulary/security';
import { insideParentheses, isSentence } from './prose';
import { findCurrencies } from '../currency';
import { opensWithKind } from './kind';
import { matchesOf } from '../matches';
import { PER_BEFORE } from '../vocabulary/prices';

export type Security = { id: string; name: string; symbol: string; quantity: string; price: string };

/**
 * The security a document is about: its ISIN (or a labelled CUSIP), its name as printed next to
 * the identifier or after a name label of its own, its ticker, quantity and price.
 */
export function securityOf(lines: Line[], ctx: DocumentContext): Security {
  const printed = printedIdentifier(lines);
  return {
    id: printed?.id ?? '',
    name: (printed && nameBefore(printed.line.text.slice(0, printed.index))) || labeledCell(lines, SECURITY_LABELS.name, isName(ctx)),
    symbol: labeledCell(lines, SECURITY_LABELS.symbol, (cell) => /^[A-Z][A-Z0-9]{0,5}(?:[./-][A-Z0-9]{1,3})?$/.test(cell)),
    quantity: labeledNumber(lines, FIELD_LABELS.quantity, ctx, false, () => countWithUnit(lines, ctx)) || nominalInHundreds(lines, ctx),
    price: labeledNumber(lines, FIELD_LABELS.price, ctx, true),
  };
}

const ISIN_LABELS = SECURITY_LABELS.identifier.filter((label) => label.includes('ISIN'));

function printedIdentifier(lines: Line[]): { id: string; line: Line; index: number } | null {
  for (const line of lines) {
    const isin = findIsins(line.text)[0] ?? (isRepaired(line) ? spacedIsin(line.text) : null);
    if (isin) return { id: isin.isin, line, index: isin.index };
  }
  // Text extraction may glue the next cell to the identifier ("ISIN: US41753F1093NKN: 350"): right
  // after its label, twelve characters whose check digit holds are the ISIN.
  for (const hit of findLabels(lines, ISIN_LABELS)) {
    const glued = /^\s*:?\s*([A-Z]{2}[A-Z0-9]{9}\d)/.exec(hit.line.text.slice(hit.end));
    if (glued && isValidIsin(glued[1])) return { id: glued[1], line: hit.line, index: hit.line.text.indexOf(glued[1], hit.end) };
  }
  for (const line of lines) {
    const cusip = labelledCusip(line.text);
    if (cusip) return { id: cusip.cusip, line, index: cusip.index };
  }
  return null;
}

/**
 * An ISIN that a repaired letter-spaced line still prints in pieces ("US 09247 X 1019"), if its
 * check digit is right; an IBAN's groups ("DE36 3095 7353 0890") go on with digits.
 */
function spacedIsin(text: string): { isin: string; index: number } | null {
  for (const m of matchesOf(/(?<![A-Za-z0-9])([A-Z] ?[A-Z](?: ?[A-Z0-9]){9} ?\d)(?![A-Za-z0-9])(?! ?\d)/g, text)) {
    const isin = m[1].replace(/ /g, '');
    if (isValidIsin(isin)) return { isin, index: m.index! };
  }
  return null;
}

/** The last printed cell before the identifier that reads as a name, without the identifier's own label ("Code ISIN"). */
function nameBefore(text: string): string {
  const cells = text.split(/\s{2,}/).map((cell) =>
    SECURITY_LABELS.identifier
      .reduce((c, label) => c.replace(labelRegex(label), ''), cell)
      .replace(/[\s:/,-]+$/, '')
      .trim(),
  );
  return cells.filter((cell) => /\p{L}{3}/u.test(cell)).pop() ?? '';
}

const isName = (ctx: DocumentContext) => (cell: string) => /\p{L}{3}/u.test(cell) && datesIn(cell, ctx).length === 0;

/** The cell printed right after a label that opens its line or cell ("Wertpapier  BASF SE", "Symbol: NVDA"), if it fits. */
function labeledCell(lines: Line[], labels: readonly string[], fits: (cell: string) => boolean): string {
  for (const hit of findLabels(lines, labels)) {
    if (!/(?:^|\s{2,})$/.test(hit.line.text.slice(0, hit.index))) continue;
    const value = /^(?:\s*:\s*|\s{2,})(\S.*?)(?=\s{2,}|$)/.exec(hit.line.text.slice(hit.end));
    if (value && fits(value[1])) return value[1];
  }
  return '';
}

/** The income a notice pays per unit held ("Dividend per share: EUR 0.24"), printed beside its label or under it. */
export function incomeRate(lines: Line[], ctx: DocumentContext): string {
  return labeledNumber(lines, FIELD_LABELS.incomeRate, ctx, true);
}

function labeledNumber(
  lines: Line[],
  labels: readonly string[],
  ctx: DocumentContext,
  money: boolean,
  beforeHeadings: () => string | null = () => null,
): string {
  // "Dividende pro Stück", "price per share": a rate per unit, not the count of units.
  // A price in parentheses beside another figure is a conversion's rate ("Montant brut en euros (cours 1,0798)").
  const hits = findLabels(lines, labels).filter(
    (hit) => !PER_BEFORE.test(hit.line.text.slice(0, hit.index)) && !(money && insideParentheses(hit.line.text, hit.index)),
  );
  // A value printed right after its label is surer than one read under a column heading.
  for (const underHeadings of [false, true]) {
    if (underHeadings) {
      const other = beforeHeadings();
      if (other) return other;
    }
    for (const hit of hits) {
      const value = numberAfter(hit, lines, ctx, money, underHeadings);
      if (value) return value;
    }
  }
  return '';
}

/**
 * A bond's face value printed as money ("Nominale EUR 1.000,00", quoted "Kurs 60,905 %"): the ledger counts it
 * in hundreds, the units its price in % applies to (10 × 60,905 = Kurswert 609,05).
 */
function nominalInHundreds(lines: Line[], ctx: DocumentContext): string {
  const faces = new Set<string>();
  for (const hit of findLabels(lines, FIELD_LABELS.nominalValue)) {
    const face = moneyIn(hit.line.text.slice(hit.end), ctx)[0];
    if (face?.currency && !isZero(face.value) && /^\s*:?\s*(?:[A-Z]{3}\s*)?$/.test(hit.line.text.slice(hit.end, hit.end + face.index)))
      faces.add(absolute(face.value));
  }
  // two face values (the holding and the part redeemed, "Getilgter Nennwert") leave the count open
  return faces.size === 1 ? String(Number([...faces][0]) / 100) : '';
}

/** A count printed with its unit after it ("Ausgeführt : 0,370302 St.", "10.467 Anteile"). */
export function countWithUnit(lines: Line[], ctx: DocumentContext): string | null {
  for (const line of lines) {
    for (const unit of findLabels([line], FIELD_LABELS.quantityUnits)) {
      const count = amountsIn(line.text.slice(0, unit.index), ctx)
        .filter((a) => !a.currency)
        .pop();
      if (count && /^\s*$/.test(line.text.slice(count.end, unit.index))) return absolute(count.value);
    }
  }
  return null;
}

/**
 * The currency printed with a figure, not one a word of a name stands between ("STK 2 Xtr.II USD
 * Emerging Markets": 2 units of a fund whose name holds a currency).
 */
function ownCurrency(text: string, a: Amount): boolean {
  if (!a.currency) return false;
  return findCurrencies(text).some(
    (c) => c.code === a.currency && !/\p{L}{2}/u.test(c.end <= a.index ? text.slice(c.end, a.index) : text.slice(a.end, c.index)),
  );
}

/**
 * A currency printed between a count and a figure heads that figure ("St. 0,572  EUR 43,64" is
 * 0,572 units at EUR 43,64), where nothing in front of the count is a currency.
 */
function headsNextFigure(text: string, count: Amount): boolean {
  return /^\s*(?:[A-Z]{3}|[€$£])\s*[-+]?\d/.test(text.slice(count.end)) && !/(?:[A-Z]{3}|[€$£])\s*$/.test(text.slice(0, count.index));
}

function numberAfter(hit: LabelHit, lines: Line[], ctx: DocumentContext, money: boolean, underHeadings: boolean): string | null {
  const rest = hit.line.text.slice(hit.end);
  // A count of units carries no currency ("Stück  EUR -818,29" is a figure per unit).
  const valuesIn = (text: string) => (money ? moneyIn(text, ctx) : amountsIn(text, ctx).filter((a) => !ownCurrency(text, a)));
  // A label opening its line may print the count before the price it is traded at.
  const opensLine = /^\s*$/.test(hit.line.text.slice(0, hit.index));
  const found = money || !opensLine ? valuesIn(rest) : amountsIn(rest, ctx).filter((a) => !ownCurrency(rest, a) || headsNextFigure(rest, a));
  // Only a value standing right after its label: "Stück 31" and "St. : 15", not a figure columns
  // away, nor one after other words, where the label is a word of a name ("Registered Shares DL -,15").
  if (!underHeadings) {
    const gap = found.length ? rest.slice(0, found[0].index).replace(/[\s:.]|[A-Z]{3}|[€$£]/g, '') : '';
    return found.length && gap.length <= 3 && !/\p{L}/u.test(gap) ? absolute(found[0].value) : null;
  }
  // A column heading ("Menge/Nominal   Preis"): the value stands below it, past a line that
  // continues the headings ("Nº de títulos" over "orden y hora" over "… 67 …").
  // A row opened by a kind word there lists a transaction of its own (a sale's purchases).
  let at = hit.lineIndex + 1;
  if (lines[at] && !/\d/.test(lines[at].text) && !isSentence(lines[at].text)) at++;
  const below = lines[at];
  // A figure after other words on a count heading opening its line is theirs ("Stückzahl  Valor 918546  ISIN …"), not the heading's.
  const othersFigure =
    !money && opensLine && found.length > 0 && /(?:^|\s)\p{L}{2,}/u.test(rest.slice(0, found[0].index).replace(/(?<!\p{L})[A-Z]{3}(?!\p{L})|[€$£]/gu, ''));
  const ownFigure = found.length > 0 && !othersFigure;
  if (ownFigure || !below || below.page !== hit.line.page || (at > hit.lineIndex + 1 && opensWithKind(below.text))) return null;
  // A long run of digits is a reference ("Référence : 331075868483"), no count or price.
  // A figure in parentheses there is a reference too ("XS0177089298 (908043)": the WKN).
  const values = valuesIn(below.text).filter((a) => !/^-?\d{7,}$/.test(a.value) && (money || !a.raw.startsWith('(')));
  // A row whose figures multiply out (count × price = value: "120  217,3000000  26.076,00") shows
  // which one is the count, however its headings drift.
  // The count carries no currency ("Krediet 0.90 EUR 2.769834 2.49 EUR" is a rate per unit times a count).
  const trade = pricedTrade(withoutDates(below.text, ctx), ctx.decimal);
  const units = trade?.quantity ? findNumbers(below.text, ctx.decimal, false).find((n) => absolute(n.value) === trade.quantity) : undefined;
  if (trade && units && !touchesCurrency(below.text, units.index, units.end)) return money ? trade.price : trade.quantity;
  const paired = pairedCell(hit, below, 'wide', valuesIn) ?? pairedCell(hit, below, 'words', valuesIn);
  if (paired) return paired;
  const span = cellSpan(hit.line, hit);
  // The first heading of its line heads the first column, where values drift from their headings.
  const value = /^\s*[^\s\d]*$/.test(hit.line.text.slice(0, hit.index)) && values.length ? values[0] : underHeading(span, below, values);
  if (value) return absolute(value.value);
  // A row may open with a line of references: its values stand on the next line, right under their heading.
  const row = lines[at + 1];
  if (values.length || !/\d/.test(below.text) || !row || row.page !== hit.line.page) return null;
  const under = valuesIn(row.text).filter((a) => xAt(row, a.index) < span[1] && xAt(row, a.end - 1) + 1 > span[0]);
  const inRow = underHeading(span, row, under);
  return inRow ? absolute(inRow.value) : null;
}

/**
 * A row with a cell for each heading ("Zeit Anzahl/Betrag Whrg. Preis" over "15:02:13 450 USD 10.87") pairs
 * them in order, however far the cells drift from their headings: columns apart by wide gaps first
 * ("Date de négociation   Quantité   Montant brut" over "14.03.2023   25   4 560,00 EUR"), then single words,
 * where a cell must be the figure alone.
 */
function pairedCell(hit: LabelHit, row: Line, columns: 'wide' | 'words', valuesIn: (text: string) => Amount[]): string | null {
  const gap = columns === 'wide' ? /\s{2,}/ : /\s+/;
  const headings = hit.line.text.trim().split(gap);
  const cells = row.text.trim().split(gap);
  const before = hit.line.text.slice(0, hit.index);
  const opensColumn = columns === 'wide' ? /(?:^\s*|\s{2,})$/ : /(?:^|\s)$/;
  if (headings.length < 3 || cells.length !== headings.length || !opensColumn.test(before)) return null;
  // wide columns pair only where both start at one place: a row may open with a column no heading names
  if (columns === 'wide' && !startTogether(hit.line, row)) return null;
  const cell = cells[before.trim().split(gap).filter(Boolean).length];
  const values = valuesIn(cell);
  if (values.length !== 1 || (columns === 'words' && values[0].raw !== cell)) return null;
  return absolute(values[0].value);
}

/** Whether two lines open at one place, within two characters' width. */
function startTogether(a: Line, b: Line): boolean {
  const [first, other] = [a.words[0], b.words[0]];
  if (!first || !other) return false;
  return Math.abs(first.x - other.x) <= (2 * first.width) / Math.max(1, first.text.length);
}
