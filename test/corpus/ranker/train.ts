/**
 * Trains the ranker on every labelled document of dev and dev2 and writes the weights the package
 * ships: `npm run train:ranker`. Same corpus, same weights (fixed order, no randomness).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fitRanker } from '../../../server/convert/statement/ranker/fit';
import { RankerModel } from '../../../server/convert/statement/ranker/model';
import { LabelledDocument, corpusDocuments, labelled } from './data';

export function trainModel(documents: LabelledDocument[]): RankerModel {
  return {
    date: fitRanker(documents.flatMap((d) => (d.date ? [d.date] : []))),
    amount: fitRanker(documents.flatMap((d) => (d.amount ? [d.amount] : []))),
  };
}

if (require.main === module) {
  const documents = corpusDocuments().map(labelled).filter((d): d is LabelledDocument => d !== null);
  const model = trainModel(documents);
  const out = path.resolve(__dirname, '../../../server/convert/statement/ranker/weights.json');
  fs.writeFileSync(out, JSON.stringify(model) + '\n');
  console.log(`${documents.length} documents; ${Object.keys(model.date).length} date and ${Object.keys(model.amount).length} amount weights; ${fs.statSync(out).size} bytes -> ${out}`);
}
