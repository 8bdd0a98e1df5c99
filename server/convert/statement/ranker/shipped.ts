import { RankerModel } from './model';
import { RankerOptions } from './choose';
import weights from './weights.json';

/**
 * The ranker the package ships: weights trained on the corpus by test/corpus/train-ranker.ts
 * (`npm run train:ranker`), and the policy the leave-brokers-out evaluation chose.
 */
export const SHIPPED_RANKER: RankerOptions = {
  model: weights as RankerModel,
  policy: {
    date: { fill: true, override: true, minProbability: 0, minMargin: 0.3 },
    amount: { fill: false, override: true, minProbability: 0, minMargin: 0.3 },
  },
};
