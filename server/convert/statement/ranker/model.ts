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
  const weightOf = weightMap(weights);
  const scores = candidates.map((c) => c.features.reduce((sum, f) => sum + (weightOf.get(f) ?? 0), 0));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return candidates
    .map((candidate, i) => ({ candidate, probability: exp[i] / total, i }))
    .sort((a, b) => b.probability - a.probability || a.i - b.i)
    .map(({ candidate, probability }) => ({ candidate, probability }));
}

/**
 * The weights as a Map, built once per model: the features are strings built per candidate, and
 * looking each up as a property of the model's object cost more than building them.
 */
const weightMaps = new WeakMap<FieldWeights, Map<string, number>>();

function weightMap(weights: FieldWeights): Map<string, number> {
  let map = weightMaps.get(weights);
  if (!map) weightMaps.set(weights, (map = new Map(Object.entries(weights))));
  return map;
}
