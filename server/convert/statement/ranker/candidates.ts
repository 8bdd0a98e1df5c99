import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, isZero } from '../numbers';
import { datesIn, moneyIn } from '../values';
import { contextFeatures, headingFeatures } from './words';
import type { Candidate } from './model';

/**
 * What the ranker chooses among: each distinct date, and each distinct amount with its currency,
 * a document prints, with the features of all the places it stands (a value printed twice is one
 * candidate, its repetition a feature of its own).
 */
export type { Candidate };
export type DateCandidate = Candidate & { iso: string };
export type AmountCandidate = Candidate & { value: string; currency: string; page: number };

/** The transaction the rules read the document as: the ranker's features depend on it. */
export type RankerInput = { lines: Line[]; ctx: DocumentContext; type: string; titleIndex: number };

type Place = { lineIndex: number; start: number; end: number };
type Gathered<T> = { first: T; places: Place[]; features: Set<string> };

/** What the rules chose, a feature of the candidate it is: the ranker learns when to trust them. */
export type RulesChoice = { date?: string; value?: string; currency?: string };

export function dateCandidates({ lines, ctx, type, titleIndex }: RankerInput, rules: RulesChoice = {}): DateCandidate[] {
  const found = new Map<string, Gathered<string>>();
  lines.forEach((line, lineIndex) => {
    for (const d of datesIn(line.text, ctx)) {
      const place = { lineIndex, start: d.index, end: d.end };
      const features = placeFeatures(lines, place, type);
      if (/^\s*(?:um\s+|at\s+|à\s+)?\d{1,2}:\d{2}/.test(line.text.slice(d.end))) features.push('time');
      if (lineIndex === titleIndex) features.push('titleLine');
      gather(found, d.iso, d.iso, place, features);
    }
  });
  const chronological = [...found.keys()].sort();
  return [...found.entries()].map(([iso, g]) => {
    const order = chronological.indexOf(iso);
    const ranks = [`early:${bucket(order)}`, `late:${bucket(chronological.length - 1 - order)}`];
    const features = [...g.features, ...commonFeatures(lines, g), ...ranks, ...ranks.map((f) => `${type}|${f}`)];
    if (iso === rules.date) features.push('rules', `${type}|rules`);
    return { key: iso, iso, features };
  });
}

export function amountCandidates({ lines, ctx, type }: RankerInput, rules: RulesChoice = {}): AmountCandidate[] {
  const found = new Map<string, Gathered<{ value: string; currency: string }>>();
  lines.forEach((line, lineIndex) => {
    const money = moneyIn(line.text, ctx);
    const dated = money.length > 0 && datesIn(line.text, ctx).length > 0;
    money.forEach((a, i) => {
      if (isZero(a.value)) return;
      const value = absolute(a.value);
      const currency = a.currency || ctx.currency;
      const place = { lineIndex, start: a.index, end: a.end };
      const features = placeFeatures(lines, place, type);
      features.push(a.currency ? 'cur:printed' : 'cur:none', `inLine:${Math.min(money.length, 3)}`);
      if (i === money.length - 1) features.push('lastInLine');
      if (i === 0) features.push('firstInLine');
      if (a.value.startsWith('-')) features.push('negative');
      if (!/[.,]\d{2}$/.test(a.raw.replace(/[)\s-]+$/, ''))) features.push('notCents');
      if (dated) features.push('dateInLine');
      gather(found, `${value} ${currency}`, { value, currency }, place, features);
    });
  });
  const sizes = [...new Set([...found.values()].map((g) => Number(g.first.value)))].sort((a, b) => b - a);
  const balances = balancing(sizes);
  return [...found.entries()].map(([key, g]) => {
    const rank = sizes.indexOf(Number(g.first.value));
    const ranks = [`size:${bucket(rank)}`, `small:${bucket(sizes.length - 1 - rank)}`];
    const features = [...g.features, ...commonFeatures(lines, g), ...ranks, ...ranks.map((f) => `${type}|${f}`)];
    const balance = balances.get(Number(g.first.value));
    if (balance) features.push(...balance, ...balance.map((f) => `${type}|${f}`));
    if (g.first.currency === ctx.currency) features.push('cur:document');
    if (g.first.value === rules.value) features.push(g.first.currency === rules.currency ? 'rules' : 'rules:value', `${type}|rules`);
    return { key, value: g.first.value, currency: g.first.currency, page: lines[g.places[0].lineIndex].page, features };
  });
}

/**
 * Which values are the sum or difference of two others the document prints (a net amount is the
 * gross less taxes and charges: "=sum", "=difference"), and which are terms of such a sum ("term").
 */
function balancing(sizes: number[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const cents = sizes.slice(0, MAX_BALANCED).map((v) => Math.round(v * 100));
  const at = new Map(cents.map((c, i) => [c, i]));
  const mark = (i: number, feature: string) => {
    const list = out.get(sizes[i]) ?? [];
    if (!list.includes(feature)) out.set(sizes[i], [...list, feature]);
  };
  for (let a = 0; a < cents.length; a++) {
    for (let b = a + 1; b < cents.length; b++) {
      // sizes run largest first: a > b
      const sum = at.get(cents[a] + cents[b]);
      const difference = at.get(cents[a] - cents[b]);
      if (sum !== undefined) {
        mark(sum, '=sum');
        mark(a, 'term');
        mark(b, 'term');
      }
      if (difference !== undefined && difference !== b) {
        mark(difference, '=difference');
        mark(a, 'term');
        mark(b, 'term');
      }
    }
  }
  return out;
}

/** Beyond this many distinct values (a long document), the largest ones only are balanced. */
const MAX_BALANCED = 80;

/** Features of one place a value stands, each also paired with the kind of transaction. */
function placeFeatures(lines: Line[], place: Place, type: string): string[] {
  const own = contextFeatures(lines[place.lineIndex], place.start, place.end);
  own.push(...headingFeatures(lines, place.lineIndex, place.start, place.end));
  const features = own.slice();
  for (const f of own) if (isTyped(f)) features.push(`${type}|${f}`);
  return features;
}

/** The families of features that are also paired with the kind of transaction: L1, LBL, U and R1 (tested without a regex: this runs for every feature of every place). */
function isTyped(feature: string): boolean {
  return feature.startsWith('L1:') || feature.startsWith('LBL:') || feature.startsWith('U:') || feature.startsWith('R1:');
}

function commonFeatures(lines: Line[], g: Gathered<unknown>): string[] {
  const first = g.places[0].lineIndex;
  const last = g.places[g.places.length - 1].lineIndex;
  return [
    `repeat:${Math.min(g.places.length, 3)}`,
    `firstAt:${Math.floor((POSITIONS * first) / lines.length)}`,
    `lastAt:${Math.floor((POSITIONS * last) / lines.length)}`,
    lines[first].page === 1 ? 'page:1' : 'page:later',
  ];
}

const POSITIONS = 5;

function gather<T>(found: Map<string, Gathered<T>>, key: string, value: T, place: Place, features: string[]): void {
  let g = found.get(key);
  if (!g) found.set(key, (g = { first: value, places: [], features: new Set() }));
  g.places.push(place);
  for (const f of features) g.features.add(f);
}

/** Ranks 0, 1, 2, then "3+". */
function bucket(rank: number): string {
  return rank < 3 ? String(rank) : '3+';
}
