/**
 * Trains the ranker on every labelled document of dev and dev2 and writes the weights the package
 * ships: `npm run train:ranker`. Same corpus, same weights (fixed order, no randomness).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIT_OPTIONS, FitOptions, fitRanker } from '../../../server/convert/statement/ranker/fit';
import { RankerModel } from '../../../server/convert/statement/ranker/model';
import { LabelledDocument, corpusDocuments, labelled } from './data';

/**
 * Whose documents teach the ranker how far to trust the rules' own choice (a feature of the
 * candidate the rules chose): none, every broker's, or only those of brokers the rules were not
 * written for (dev2), where the rules fare as they will on brokers never seen.
 */
export type RulesFeature = 'none' | 'all' | 'unseen';

export function trainModel(documents: LabelledDocument[], rules: RulesFeature = 'unseen', fit: FitOptions = FIT_OPTIONS): RankerModel {
  const keeps = (d: LabelledDocument) => rules === 'all' || (rules === 'unseen' && d.broker.startsWith('dev2/'));
  const examples = (field: 'date' | 'amount') =>
    documents.flatMap((d) => {
      const e = d[field];
      if (!e) return [];
      return [keeps(d) ? e : { ...e, candidates: e.candidates.map((c) => c.filter((f) => !RULES_FEATURE.test(f))) }];
    });
  return { date: fitRanker(examples('date'), fit), amount: fitRanker(examples('amount'), fit) };
}

const RULES_FEATURE = /^(?:[^|]*\|)?rules(?::value)?$/;

if (require.main === module) {
  const documents = corpusDocuments()
    .map(labelled)
    .filter((d): d is LabelledDocument => d !== null);
  const model = trainModel(documents);
  const out = path.resolve(__dirname, '../../../server/convert/statement/ranker/weights.json');
  fs.writeFileSync(out, JSON.stringify(model) + '\n');
  console.log(
    `${documents.length} documents; ${Object.keys(model.date).length} date and ${Object.keys(model.amount).length} amount weights; ${fs.statSync(out).size} bytes -> ${out}`,
  );
}
