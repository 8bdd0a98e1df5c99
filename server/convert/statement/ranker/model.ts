/** What the model scores: a choice and the features that describe it. */
export type Candidate = { key: string; features: string[] };

/** One weight per feature string; features the model does not know weigh nothing. */
export type FieldWeights = Record<string, number>;

/** A ranker per field: which date, and which amount with its currency, a document books. */
export type RankerModel = { date: FieldWeights; amount: FieldWeights };

export type Ranked<C> = { candidate: C; probability: number };

/**
 * The candidates from most to least likely, with the probability of each being the one (a
 * softmax over the document's candidates); ties keep the document's order.
 */
export function rank<C extends Candidate>(candidates: C[], weights: FieldWeights): Ranked<C>[] {
  const weightOf = compiled(weights).all;
  return byScore(candidates.map((candidate) => ({ candidate, score: candidate.features.reduce((sum, f) => sum + (weightOf.get(f) ?? 0), 0) })));
}

/** Scored candidates from most to least likely, as rank gives them. */
export function byScore<C>(scored: { candidate: C; score: number }[]): Ranked<C>[] {
  const top = Math.max(...scored.map((s) => s.score));
  const exp = scored.map((s) => Math.exp(s.score - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return scored
    .map(({ candidate }, i) => ({ candidate, probability: exp[i] / total, i }))
    .sort((a, b) => b.probability - a.probability || a.i - b.i)
    .map(({ candidate, probability }) => ({ candidate, probability }));
}

/**
 * Where a candidate's features go as the places it stands are read: the strings themselves
 * (FeatureList, to learn from) or only the weight they add up to (FeatureScore, to rank by).
 * Either way a feature counts once however many places give it, in the order first given.
 */
export interface FeatureSink {
  /** A feature as a whole ("colon", "size:0"). */
  add(feature: string): void;
  /** The feature paired with the kind of transaction ("Buy|size:0"). */
  addTyped(feature: string): void;
  /**
   * A word's feature of a place: its family ("L1:", one colon, at its end) and the word ("am"), read
   * as "L1:am"; those of the TYPED families are also paired with the kind of transaction, after the
   * place's other features (endPlace).
   */
  word(family: string, value: string): void;
  endPlace(): void;
}

/** The families of words' features that are also paired with the kind of transaction. */
const TYPED = new Set(['L1:', 'LBL:', 'U:', 'R1:']);

export class FeatureList implements FeatureSink {
  private readonly features = new Set<string>();
  private readonly typedOfPlace: string[] = [];

  constructor(private readonly type: string) {}

  add(feature: string): void {
    this.features.add(feature);
  }

  addTyped(feature: string): void {
    this.features.add(`${this.type}|${feature}`);
  }

  word(family: string, value: string): void {
    const feature = family + value;
    this.features.add(feature);
    if (TYPED.has(family)) this.typedOfPlace.push(feature);
  }

  endPlace(): void {
    for (const feature of this.typedOfPlace) this.addTyped(feature);
    this.typedOfPlace.length = 0;
  }

  list(): string[] {
    return [...this.features];
  }
}

/**
 * The sum of a candidate's weights, added as its features are read, without building their strings:
 * a word's feature is looked up by family and word, its typed one with it (in the weights of the
 * candidate's kind of transaction). Only known features need remembering (to count once): an unknown
 * one adds nothing. The weights add up in the order rank adds them, so the scores are the same to the
 * last bit.
 */
export class FeatureScore implements FeatureSink {
  score = 0;
  private readonly counted = new Set<number>();
  private readonly typedOfPlace: Known[] = [];
  private readonly known: Vocabulary;

  constructor(weights: CompiledWeights, type: string) {
    this.known = vocabularyOf(weights, type);
  }

  add(feature: string): void {
    this.count(this.known.whole.get(feature)?.plain);
  }

  addTyped(feature: string): void {
    this.count(this.known.whole.get(feature)?.typed);
  }

  word(family: string, value: string): void {
    const known = this.known.byFamily.get(family)?.get(value);
    if (!known) return;
    this.count(known.plain);
    if (known.typed && TYPED.has(family)) this.typedOfPlace.push(known.typed);
  }

  endPlace(): void {
    for (const known of this.typedOfPlace) this.count(known);
    this.typedOfPlace.length = 0;
  }

  private count(known: Known | undefined): void {
    if (!known || this.counted.has(known.id)) return;
    this.counted.add(known.id);
    this.score += known.weight;
  }
}

/** A feature the weights know, numbered so that a candidate counts it once. */
type Known = { id: number; weight: number };
/** What the weights know of a feature: its own weight, and that of it paired with the kind of transaction. */
type KnownPair = { plain: Known | undefined; typed: Known | undefined };
/** Known features by string, and those with a family ("L1:am") by family and word too. */
type Vocabulary = { whole: Map<string, KnownPair>; byFamily: Map<string, Map<string, KnownPair>> };
/** A model's weights: all by feature string (rank), and as a Vocabulary per kind of transaction (FeatureScore). */
export type CompiledWeights = { all: Map<string, number>; byType: Map<string, Vocabulary> };

/**
 * The weights as Maps, built once per model: the features are strings built per candidate, and
 * looking each up as a property of the model's object cost more than building them.
 */
const compiledWeights = new WeakMap<FieldWeights, CompiledWeights>();

export function compiled(weights: FieldWeights): CompiledWeights {
  let model = compiledWeights.get(weights);
  if (!model) compiledWeights.set(weights, (model = { all: new Map(Object.entries(weights)), byType: new Map() }));
  return model;
}

/** The features the weights know for a kind of transaction, built the first time it is ranked. */
function vocabularyOf(weights: CompiledWeights, type: string): Vocabulary {
  let vocabulary = weights.byType.get(type);
  if (vocabulary) return vocabulary;
  vocabulary = { whole: new Map(), byFamily: new Map() };
  let id = 0;
  for (const [feature, weight] of weights.all) {
    // a kind of transaction has no "|", nor has a plain feature: the first one parts them
    const bar = feature.indexOf('|');
    if (bar < 0) pairOf(vocabulary, feature).plain = { id: id++, weight };
    else if (feature.slice(0, bar) === type) pairOf(vocabulary, feature.slice(bar + 1)).typed = { id: id++, weight };
  }
  weights.byType.set(type, vocabulary);
  return vocabulary;
}

/** The entry of a feature, by string and (where it has a family: up to its first colon, as FeatureSink.word's families) by family and word. */
function pairOf(vocabulary: Vocabulary, feature: string): KnownPair {
  let pair = vocabulary.whole.get(feature);
  if (pair) return pair;
  // both fields from the start: pairs of one shape keep the lookups in FeatureScore monomorphic
  vocabulary.whole.set(feature, (pair = { plain: undefined, typed: undefined }));
  const colon = feature.indexOf(':');
  if (colon >= 0) {
    const family = feature.slice(0, colon + 1);
    if (!vocabulary.byFamily.has(family)) vocabulary.byFamily.set(family, new Map());
    vocabulary.byFamily.get(family)!.set(feature.slice(colon + 1), pair);
  }
  return pair;
}
