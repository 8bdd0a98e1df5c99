import { DecimalSeparator, isZero, parseNumber } from '../numbers';
import { matchesOf } from '../matches';

/**
 * How a line's blanks between digits are read:
 * - 'blanks': every blank separates two figures ("Kaufen 1 112.67" is one unit at 112.67), where the document does
 *   not group thousands with spaces;
 * - 'whole' and then 'pieces', where it does: each space-grouped figure whole ("Kauf 2 000,00 1,00 2 000,00"), then
 *   the blank of a figure of two groups separating a count from its price as elsewhere ("1 112.67 112.67").
 */
export type Reading = 'blanks' | 'whole' | 'pieces';

export const readingsFor = (spaceGroups: boolean): Reading[] => (spaceGroups ? ['whole', 'pieces'] : ['blanks']);

/** One figure of a line; spaced: read whole across its blanks; group: the space-grouped figure it is a piece of. */
export type Figure = { raw: string; index: number; end: number; value: string; number: number; spaced: boolean; group?: Group };
type Group = { start: number; end: number; blanks: number };

/** A line prints a handful of figures; the searches over them stay cheap on a long line. */
const MAX_FIGURES = 24;
/** A figure whose groups of three digits a single blank separates ("25 308,00", "-1 000 000"), standing alone. */
const SPACE_GROUPED = /(?<!\S)[-+−–(]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?\)?-?(?!\S)/g;
const BLANK = /[ \u00a0\u202f]/g;

/** The non-zero figures of a line, each standing alone between blanks as the reading has them. */
export function figuresIn(text: string, decimal: DecimalSeparator, reading: Reading): Figure[] {
  const groups = reading === 'blanks' ? [] : matchesOf(SPACE_GROUPED, text).map((m) => groupOf(m.index!, m[0]));
  // the same length as the text, so that positions hold: a group's blank becomes the apostrophe that also groups
  const readable = reading === 'whole' ? text.replace(SPACE_GROUPED, (figure) => figure.replace(BLANK, "'")) : text;
  const figures: Figure[] = [];
  for (const m of matchesOf(/\S+/g, readable)) {
    if (!/^[-+−–(]?\d[\d.,']*\)?-?$/.test(m[0]) || m[0].replace(/\D/g, '').length > 12) continue;
    const value = parseNumber(m[0], decimal);
    if (value === null || isZero(value)) continue;
    const [index, end] = [m.index!, m.index! + m[0].length];
    const group = reading === 'pieces' ? groups.find((g) => g.start <= index && end <= g.end) : undefined;
    figures.push({ raw: m[0], index, end, value, number: Number(value), spaced: reading === 'whole' && m[0] !== text.slice(index, end), group });
  }
  return figures.slice(0, MAX_FIGURES);
}

function groupOf(start: number, figure: string): Group {
  return { start, end: start + figure.length, blanks: figure.match(BLANK)!.length };
}

/**
 * Whether units × price (= value) may make a trade in the reading: in 'whole', only with a space-grouped figure (the
 * others are the next reading's); in 'pieces', a piece of a grouped figure only as the count before its price, the
 * figure's two groups ("1 112.67"), never as a value or beside another figure.
 */
export function admissible(reading: Reading, units: Figure, price: Figure, value?: Figure): boolean {
  if (reading === 'blanks') return true;
  if (reading === 'whole') return units.spaced || price.spaced || !!value?.spaced;
  if (value?.group) return false;
  if (!units.group && !price.group) return true;
  const group = units.group;
  return !!group && group === price.group && group.blanks === 1 && units.index === group.start && price.end === group.end;
}
