import { RankerModel } from './model';
import { RankerOptions } from './choose';
import weights from './weights.json';

/**
 * The ranker the package ships: weights trained on the corpus by test/corpus/train-ranker.ts
 * (`npm run train:ranker`), and the policy the leave-brokers-out evaluation chose: the ranker replaces
 * the rules' choice where it is surer by 0.3; an amount the rules read after its label only where it is
 * surer by 0.5, a date the rules read after its label never (a margin above 1 cannot be reached).
 */
export const SHIPPED_RANKER: RankerOptions = {
  model: weights as RankerModel,
  policy: {
    date: { fill: true, override: true, minProbability: 0, minMargin: 0.3, labelledMargin: 2 },
    amount: { fill: false, override: true, minProbability: 0, minMargin: 0.3, labelledMargin: 0.5 },
  },
};
