import { Row } from '../../columns';
import { Line } from '../../words';
import { DocumentContext, documentContext } from '../context';
import { parseSingleTransaction } from '../single';
import { kindInText } from '../single/kind';
import { absolute, addDecimals, compareDecimals, negate, productInCents } from '../numbers';
import { moneyIn } from '../values';
import type { StatementHeader } from './context';
import { REINVESTMENT, TYPE_RULES, UNINVESTED_CASH } from '../vocabulary/bookings';
import { findAmounts } from './tokens';
import { findLabels } from '../labels';
import { FIELD_LABELS } from '../vocabulary/labels';
import { CONTINUED_PAGE } from '../vocabulary/documents';

/** Blocks shorter than this are a title and its figures run together, not a confirmation. */
const MIN_BLOCK_LINES = 4;
const MAX_TITLE_WORDS = 6;

/**
 * Documents that print several confirmations one after another (a "Sammelabrechnung", a daily
 * statement of fund orders): each block opens with a short title naming its kind ("KAUF",
 * "ERTRAGSAUSSCHÜTTUNG", "Nr.98599748/1  Kauf  ...") and is read as one confirmation.
 */
export function readTransactionBlocks(lines: Line[], header: StatementHeader): Row[] {
  const starts = blockStarts(lines);
  if (starts.length < 2) return [];
  const rows: Row[] = [];
  starts.forEach((start, i) => {
    const block = lines.slice(start, starts[i + 1] ?? lines.length);
    const ctx = documentContext(block);
    rows.push(...withReinvestment(parseSingleTransaction(block, header, ctx).rows, block, ctx));
  });
  return rows;
}

function blockStarts(lines: Line[]): number[] {
  const titles: Array<{ index: number; shape: string }> = [];
  const capitals = setInCapitals(lines);
  lines.forEach((line, i) => {
    if (findAmounts(line.text).length) return;
    // a confirmation's title, or a booking word of the activity tables set apart in capitals ("ERTRAGSABRECHNUNG"; in a
    // document set in capitals throughout, a booking word is as likely a label's or a sentence's: "KURS/KAUFPREIS")
    const bookingTitle = (segment: string) => !capitals && !/\p{Ll}/u.test(segment) && TYPE_RULES.some((r) => r.pattern.test(segment));
    const names = (segment: string) => kindInText(segment) || bookingTitle(segment);
    const title = line.text.split(/\s{2,}/).some((segment) => segment.split(/\s+/).length <= MAX_TITLE_WORDS && names(segment));
    if (title) titles.push({ index: i, shape: shapeOf(line.text) });
  });
  // the titles of one collection look alike; a confirmation's own headings do not repeat a shape
  const counts = new Map<string, number>();
  for (const s of titles) counts.set(s.shape, (counts.get(s.shape) ?? 0) + 1);
  const [shape] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
  // an ordinary capitalised word ("Einbuchung", "Dividendenabrechnung") also heads a confirmation's own
  // sections and continuation pages; collections set their titles apart (capitals, numbered orders)
  if (shape === 'Aa') return [];
  // in a document set in capitals throughout, capitals set apart only the titles the collection repeats
  // ("TAUSCH/KAUF" over each order), not one confirmation's headings ("ERMITTLUNG STEUERRELEVANTE ERTRÄGE")
  const repeated = shape === 'capitals' && capitals ? repeatedTexts(titles.map((t) => lines[t.index].text)) : null;
  // (the document's own title just above the first block, "Sammelabrechnung (Wertpapierkauf/-verkauf)", is of another shape)
  const starts: number[] = [];
  for (const { index, shape: s } of titles) {
    if (s !== shape || (repeated && !repeated.has(lines[index].text.trim()))) continue;
    const last = starts[starts.length - 1];
    if (last !== undefined && index - last < MIN_BLOCK_LINES) continue;
    // a confirmation's continuation page repeats its numbered title ("Nr.330454744/1 Verkauf FORD MOTOR CO. ..."): the same
    // block goes on (titles without a number, "KAUF", head one block each)
    if (last !== undefined && /\d/.test(lines[index].text) && lines[last].text.trim() === lines[index].text.trim()) continue;
    // so does a page whose title a continuation mark follows ("TRANSACTION STATEMENT: SALE" / "CONTINUED: PAGE 2/2")
    if (last !== undefined && CONTINUED_PAGE.test(lines[index + 1]?.text ?? '')) continue;
    starts.push(index);
  }
  return starts.length < 2 ? [] : starts;
}

/** Lines with words, of which this share printed without a lower-case letter make a document set in capitals. */
const CAPITALS_SHARE = 0.9;

function setInCapitals(lines: Line[]): boolean {
  const worded = lines.filter((l) => /\p{L}{3}/u.test(l.text));
  return worded.filter((l) => !/\p{Ll}/u.test(l.text)).length >= CAPITALS_SHARE * worded.length;
}

function repeatedTexts(texts: string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const t of texts.map((text) => text.trim())) (seen.has(t) ? repeated : seen).add(t);
  return repeated;
}

/** "KAUF", "TAUSCH/KAUF" → capitals; "Nr.98599748/1  Kauf ..." → the pattern of its first word. */
function shapeOf(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.split(/\s+/)[0];
  // a numbered order keeps its number's shape in capitals too ("NR.98599748/1 KAUF")
  if (!/\p{Ll}/u.test(trimmed) && !/\d/.test(first)) return 'capitals';
  return first
    .replace(/\p{Lu}+/gu, 'A')
    .replace(/\p{Ll}+/gu, 'a')
    .replace(/\d+/g, '9');
}

/**
 * "ERTRAGSAUSSCHÜTTUNG / KAUF AUS ERTRAG ... = Wiederanlagebetrag EUR 63,47": a distribution paid
 * into units of the fund is a dividend and a purchase of the reinvested amount. Taxes withheld
 * leave the dividend at what was reinvested; a reinvestment above the distribution holds taxes
 * credited back, a tax refund of the difference.
 */
export function withReinvestment(rows: Row[], block: Line[], ctx: DocumentContext): Row[] {
  const income = rows.find((r) => r.type === 'Dividend');
  if (!income || rows.some((r) => r.type === 'Buy')) return rows;
  const reinvested = reinvestedAmount(block, ctx);
  if (!reinvested) return rows;
  const distributed = absolute(income.amount);
  const out = [...rows];
  const leg = { quantity: '', price: '', fees: '', taxes: '' };
  // Less reinvested than distributed is the taxes withheld, unless the notice carries the cash left over
  // to the next reinvestment ("Cash balance carried forward $25.67"): then the distribution stays whole.
  const carried = block.some((line) => UNINVESTED_CASH.test(line.text));
  if (compareDecimals(reinvested, distributed) < 0 && !carried) {
    income.taxes = addDecimals(distributed, negate(reinvested));
    income.amount = reinvested;
  } else if (compareDecimals(reinvested, distributed) > 0 && !rows.some((r) => r.type === 'Tax Refund')) {
    out.push({ ...income, ...leg, type: 'Tax Refund', amount: addDecimals(reinvested, negate(distributed)) });
  }
  // units and a price that cost what was reinvested ("Shares allocated 14", "Allocation price $28.4521") are the purchase's
  const units = income.quantity && income.price && productInCents(absolute(income.quantity), absolute(income.price)) === reinvested;
  const bought = units ? { quantity: income.quantity, price: income.price } : {};
  if (units) Object.assign(income, { quantity: '', price: '' });
  out.push({ ...income, ...leg, ...bought, type: 'Buy', amount: negate(reinvested) });
  return out;
}

/** The first amount printed after a reinvestment word opening a line ("= Wiederanlagebetrag EUR 29,15 ..."). */
function reinvestedAmount(block: Line[], ctx: DocumentContext): string | null {
  const found: { money: string; labelled: boolean }[] = [];
  for (const line of block) {
    const m = REINVESTMENT.exec(line.text);
    // the amount reinvested opens its line ("= Wiederanlagebetrag"); "zur Wiederanlage zur Verfügung stehend" only offers it
    if (!m || /\p{L}/u.test(line.text.slice(0, m.index))) continue;
    const after = line.text.slice(m.index + m[0].length);
    const money = firstWithCents(after, ctx);
    // a figure right after the word, a currency at most between, is its amount; one after other words
    // may be the price of the new units ("Wiederanlage am 17.12.2024 zum Anteilpreis EUR 158,03")
    if (money) found.push({ money, labelled: LABELLED_FIGURE.test(after) });
  }
  return (found.find((f) => f.labelled) ?? found[0])?.money ?? reinvestedCost(block, ctx);
}

/** The rest of a reinvestment word ("-betrag"), then at most a colon and a currency, then the figure. */
const LABELLED_FIGURE = /^\p{L}*\s*:?\s*(?:[A-Z]{3}|[$€£])?\s*[-+]?\d/u;

/** A notice naming the reinvestment ("Dividend Reinvestment Confirmation") that labels what the new units cost ("Cost of shares: £61.26"). */
function reinvestedCost(block: Line[], ctx: DocumentContext): string | null {
  if (!block.some((line) => REINVESTMENT.test(line.text))) return null;
  for (const hit of findLabels(block, FIELD_LABELS.reinvestedCost)) {
    const money = firstWithCents(hit.line.text.slice(hit.end), ctx);
    if (money) return money;
  }
  return null;
}

/** The first figure printed with cents, unsigned: an amount, not a count of units. */
function firstWithCents(text: string, ctx: DocumentContext): string | null {
  const money = moneyIn(text, ctx).find((a) => /[.,]\d{2}$/.test(a.raw));
  return money ? absolute(money.value) : null;
}
