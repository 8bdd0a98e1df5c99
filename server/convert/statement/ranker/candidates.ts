import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, isZero } from '../numbers';
import { datesIn, moneyIn } from '../values';
import { contextFeatures, headingFeatures } from './words';
import { FeatureList, FeatureScore, FeatureSink, FieldWeights, compiled } from './model';
import type { Candidate } from './model';

/**
 * What the ranker chooses among: each distinct date, and each distinct amount with its currency,
 * a document prints, with the features of all the places it stands (a value printed twice is one
 * candidate, its repetition a feature of its own).
 */
export type { Candidate };
export type DateChoice = { key: string; iso: string };
export type AmountChoice = { key: string; value: string; currency: string; page: number };
export type DateCandidate = DateChoice & Candidate;
export type AmountCandidate = AmountChoice & Candidate;
/** A candidate as the ranker scores it: the sum of its features' weights, the features themselves not kept. */
export type Scored<C> = { candidate: C; score: number };

/** The transaction the rules read the document as: the ranker's features depend on it. */
export type RankerInput = { lines: Line[]; ctx: DocumentContext; type: string; titleIndex: number };

type Place = { lineIndex: number; start: number; end: number };
type Gathered<T, S> = { first: T; places: Place[]; features: S };

/** What the rules chose, a feature of the candidate it is: the ranker learns when to trust them. */
export type RulesChoice = { date?: string; value?: string; currency?: string };

/** The document's dates with their features as strings: what the ranker learns from. */
export function dateCandidates(input: RankerInput, rules: RulesChoice = {}): DateCandidate[] {
  return gatherDates(input, rules, () => new FeatureList(input.type)).map(({ key, iso, features }) => ({ key, iso, features: features.list() }));
}

/** The document's amounts with their features as strings: what the ranker learns from. */
export function amountCandidates(input: RankerInput, rules: RulesChoice = {}): AmountCandidate[] {
  return gatherAmounts(input, rules, () => new FeatureList(input.type)).map(({ key, value, currency, page, features }) => ({
    key,
    value,
    currency,
    page,
    features: features.list(),
  }));
}

/** The document's dates scored by the weights as their features are read (the same features as dateCandidates gives). */
export function scoredDates(input: RankerInput, rules: RulesChoice, weights: FieldWeights): Scored<DateChoice>[] {
  const model = compiled(weights);
  return gatherDates(input, rules, () => new FeatureScore(model, input.type)).map(({ key, iso, features }) => ({
    candidate: { key, iso },
    score: features.score,
  }));
}

/** The document's amounts scored by the weights as their features are read (the same features as amountCandidates gives). */
export function scoredAmounts(input: RankerInput, rules: RulesChoice, weights: FieldWeights): Scored<AmountChoice>[] {
  const model = compiled(weights);
  return gatherAmounts(input, rules, () => new FeatureScore(model, input.type)).map(({ key, value, currency, page, features }) => ({
    candidate: { key, value, currency, page },
    score: features.score,
  }));
}

/** Each distinct date with the features of all its places, then of its rank among the dates. */
function gatherDates<S extends FeatureSink>({ lines, ctx, titleIndex }: RankerInput, rules: RulesChoice, sink: () => S) {
  const found = new Map<string, Gathered<string, S>>();
  lines.forEach((line, lineIndex) => {
    for (const d of datesIn(line.text, ctx)) {
      const place = { lineIndex, start: d.index, end: d.end };
      const { features } = gather(found, d.iso, d.iso, place, sink);
      placeFeatures(lines, place, features);
      if (TIME_AFTER.test(line.text.slice(d.end))) features.add('time');
      if (lineIndex === titleIndex) features.add('titleLine');
    }
  });
  const chronological = [...found.keys()].sort();
  return [...found.entries()].map(([iso, g]) => {
    const order = chronological.indexOf(iso);
    commonFeatures(lines, g);
    addRanks(g.features, `early:${bucket(order)}`, `late:${bucket(chronological.length - 1 - order)}`);
    if (iso === rules.date) {
      g.features.add('rules');
      g.features.addTyped('rules');
    }
    return { key: iso, iso, features: g.features };
  });
}

const TIME_AFTER = /^\s*(?:um\s+|at\s+|à\s+)?\d{1,2}:\d{2}/;

/** Each distinct amount with its currency, with the features of all its places, then of its size among the amounts. */
function gatherAmounts<S extends FeatureSink>({ lines, ctx }: RankerInput, rules: RulesChoice, sink: () => S) {
  const found = new Map<string, Gathered<{ value: string; currency: string }, S>>();
  lines.forEach((line, lineIndex) => {
    const money = moneyIn(line.text, ctx);
    const dated = money.length > 0 && datesIn(line.text, ctx).length > 0;
    money.forEach((a, i) => {
      if (isZero(a.value)) return;
      const value = absolute(a.value);
      const currency = a.currency || ctx.currency;
      const place = { lineIndex, start: a.index, end: a.end };
      const { features } = gather(found, `${value} ${currency}`, { value, currency }, place, sink);
      placeFeatures(lines, place, features);
      features.add(a.currency ? 'cur:printed' : 'cur:none');
      features.add(IN_LINE[Math.min(money.length, 3)]);
      if (i === money.length - 1) features.add('lastInLine');
      if (i === 0) features.add('firstInLine');
      if (a.value.startsWith('-')) features.add('negative');
      if (!CENTS_AT_END.test(a.raw)) features.add('notCents');
      if (dated) features.add('dateInLine');
    });
  });
  return amountsRanked(lines, ctx, rules, found);
}

/** How many amounts the line of a place prints, as a feature: 1, 2, or 3 and more (the strings built once). */
const IN_LINE = ['inLine:0', 'inLine:1', 'inLine:2', 'inLine:3'];
/** Two decimals at the end of a figure as printed, before any closing bracket, blank or trailing minus ("1.947,88-"). */
const CENTS_AT_END = /[.,]\d{2}[)\s-]*$/;

/** The amounts' features beyond their places: how often and where they stand, their size, the sums they balance. */
function amountsRanked<S extends FeatureSink>(
  lines: Line[],
  ctx: DocumentContext,
  rules: RulesChoice,
  found: Map<string, Gathered<{ value: string; currency: string }, S>>,
) {
  const sizes = [...new Set([...found.values()].map((g) => Number(g.first.value)))].sort((a, b) => b - a);
  const balances = balancing(sizes);
  return [...found.entries()].map(([key, g]) => {
    const rank = sizes.indexOf(Number(g.first.value));
    commonFeatures(lines, g);
    addRanks(g.features, `size:${bucket(rank)}`, `small:${bucket(sizes.length - 1 - rank)}`);
    const balance = balances.get(Number(g.first.value));
    if (balance) addRanks(g.features, ...balance);
    if (g.first.currency === ctx.currency) g.features.add('cur:document');
    if (g.first.value === rules.value) {
      g.features.add(g.first.currency === rules.currency ? 'rules' : 'rules:value');
      g.features.addTyped('rules');
    }
    return { key, value: g.first.value, currency: g.first.currency, page: lines[g.places[0].lineIndex].page, features: g.features };
  });
}

/** Features of a candidate's rank among the others: each, then each paired with the kind of transaction. */
function addRanks(features: FeatureSink, ...ranks: string[]): void {
  for (const f of ranks) features.add(f);
  for (const f of ranks) features.addTyped(f);
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

/** Features of one place a value stands: the words around it and above it (those of some families also paired with the kind of transaction). */
function placeFeatures(lines: Line[], place: Place, features: FeatureSink): void {
  contextFeatures(lines[place.lineIndex], place.start, place.end, features);
  headingFeatures(lines, place.lineIndex, place.start, place.end, features);
  features.endPlace();
}

function commonFeatures(lines: Line[], g: Gathered<unknown, FeatureSink>): void {
  const first = g.places[0].lineIndex;
  const last = g.places[g.places.length - 1].lineIndex;
  g.features.add(`repeat:${Math.min(g.places.length, 3)}`);
  g.features.add(`firstAt:${Math.floor((POSITIONS * first) / lines.length)}`);
  g.features.add(`lastAt:${Math.floor((POSITIONS * last) / lines.length)}`);
  g.features.add(lines[first].page === 1 ? 'page:1' : 'page:later');
}

const POSITIONS = 5;

/** The candidate a value at this place is (a new one for a value not seen before), with the place added. */
function gather<T, S>(found: Map<string, Gathered<T, S>>, key: string, value: T, place: Place, sink: () => S): Gathered<T, S> {
  let g = found.get(key);
  if (!g) found.set(key, (g = { first: value, places: [], features: sink() }));
  g.places.push(place);
  return g;
}

/** Ranks 0, 1, 2, then "3+". */
function bucket(rank: number): string {
  return rank < 3 ? String(rank) : '3+';
}
