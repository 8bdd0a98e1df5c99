import { FieldWeights } from './model';

/** One document's candidates for a field (each a list of feature strings), and which of them are right. */
export type Example = { candidates: string[][]; positives: number[] };

export type FitOptions = {
  epochs: number;
  rate: number;
  l2: number;
  /** A feature must occur in this many documents to get a weight. */
  minDocuments: number;
  /** Weights are rounded to this many decimals; those that round to zero are dropped. */
  decimals: number;
};

export const FIT_OPTIONS: FitOptions = { epochs: 15, rate: 0.1, l2: 1e-3, minDocuments: 6, decimals: 2 };

/**
 * Logistic regression over a document's candidates (a softmax: the right one against the others),
 * fitted by AdaGrad in the examples' own order: the same examples give the same weights.
 */
export function fitRanker(examples: Example[], options: FitOptions = FIT_OPTIONS): FieldWeights {
  const index = vocabulary(examples, options.minDocuments);
  const data = examples.map((e) => ({
    positives: e.positives,
    candidates: e.candidates.map((c) => [...new Set(c)].map((f) => index.get(f)).filter((j): j is number => j !== undefined)),
  }));
  const w = new Float64Array(index.size);
  const seen = new Float64Array(index.size);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const e of data) step(e, w, seen, options);
  }
  const weights: FieldWeights = {};
  const scale = 10 ** options.decimals;
  for (const [feature, j] of [...index.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const rounded = Math.round(w[j] * scale) / scale;
    if (rounded !== 0) weights[feature] = rounded;
  }
  return weights;
}

function step(e: { candidates: number[][]; positives: number[] }, w: Float64Array, seen: Float64Array, o: FitOptions): void {
  const scores = e.candidates.map((c) => c.reduce((s, j) => s + w[j], 0));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  const right = e.positives.reduce((s, i) => s + exp[i], 0);
  const gradient = new Map<number, number>();
  e.candidates.forEach((c, i) => {
    // d(-log P(right))/d score_i: the candidate's share of all, less its share of the right ones
    const g = exp[i] / total - (e.positives.includes(i) ? exp[i] / right : 0);
    for (const j of c) gradient.set(j, (gradient.get(j) ?? 0) + g);
  });
  for (const [j, g0] of gradient) {
    const g = g0 + o.l2 * w[j];
    seen[j] += g * g;
    w[j] -= (o.rate * g) / Math.sqrt(seen[j] + 1e-8);
  }
}

function vocabulary(examples: Example[], minDocuments: number): Map<string, number> {
  const documents = new Map<string, number>();
  for (const e of examples) {
    for (const f of new Set(e.candidates.flat())) documents.set(f, (documents.get(f) ?? 0) + 1);
  }
  const index = new Map<string, number>();
  for (const [f, n] of documents) if (n >= minDocuments) index.set(f, index.size);
  return index;
}
