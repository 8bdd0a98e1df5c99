/**
 * Leave-brokers-out evaluation of the ranker: brokers of dev and dev2 fall into K folds; each
 * broker's documents are read by the whole statement stage with a ranker trained without its fold,
 * and scored per split, beside the rules alone.
 * `npm run eval:ranker -- [--folds 5] [--policies rules,shipped,m30,...] [--by-broker POLICY] [--rules-feature none|all|unseen] [--fit JSON]`
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { conversionResult } from '../../../server/convert/result';
import { FieldPolicy, RankerPolicy } from '../../../server/convert/statement/ranker/choose';
import { RankerModel, rank } from '../../../server/convert/statement/ranker/model';
import { CORPUS, CorpusDocument, LabelledDocument, SPLITS, corpusDocuments, labelled } from './data';
import { RulesFeature, trainModel } from './train';
import { SHIPPED_RANKER } from '../../../server/convert/statement/ranker/shipped';
import { FIT_OPTIONS, FitOptions } from '../../../server/convert/statement/ranker/fit';

const args = process.argv.slice(2);
const take = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  return i < 0 ? fallback : args[i + 1];
};
const K = Number(take('--folds', '5'));

const field = (fill: boolean, override: boolean, minProbability = 0, minMargin = 0, labelledMargin?: number): FieldPolicy => ({
  fill,
  override,
  minProbability,
  minMargin,
  labelledMargin,
});
const RULES = field(false, false);
const POLICIES: Record<string, RankerPolicy | null> = {
  rules: null,
  shipped: SHIPPED_RANKER.policy,
  always: { date: field(true, true), amount: field(true, true) },
  fill: { date: field(true, false), amount: field(true, false) },
  p50: { date: field(true, true, 0.5), amount: field(true, true, 0.5) },
  p80: { date: field(true, true, 0.8), amount: field(true, true, 0.8) },
  m30: { date: field(true, true, 0, 0.3), amount: field(true, true, 0, 0.3) },
  d15a30: { date: field(true, true, 0, 0.15), amount: field(false, true, 0, 0.3) },
  d50a30: { date: field(true, true, 0, 0.5), amount: field(false, true, 0, 0.3) },
  d30a15: { date: field(true, true, 0, 0.3), amount: field(false, true, 0, 0.15) },
  d30a30nodatefill: { date: field(false, true, 0, 0.3), amount: field(false, true, 0, 0.3) },
  m30nofill: { date: field(true, true, 0, 0.3), amount: field(false, true, 0, 0.3) },
  l50: { date: field(true, true, 0, 0.3, 0.5), amount: field(true, true, 0, 0.3, 0.5) },
  l70: { date: field(true, true, 0, 0.3, 0.7), amount: field(true, true, 0, 0.3, 0.7) },
  u10l50: { date: field(true, true, 0, 0.1, 0.5), amount: field(true, true, 0, 0.1, 0.5) },
  m50: { date: field(true, true, 0, 0.5), amount: field(true, true, 0, 0.5) },
  m15: { date: field(true, true, 0, 0.15), amount: field(true, true, 0, 0.15) },
  d30a50: { date: field(true, true, 0, 0.3), amount: field(true, true, 0, 0.5) },
  dateOnly: { date: field(true, true), amount: RULES },
  amountOnly: { date: RULES, amount: field(true, true) },
  // the shipped policy, never replacing an amount the rules read after its label
  labelledAmounts: { date: field(true, true, 0, 0.3, 2), amount: field(false, true, 0, 0.3, 2) },
};
const policies = take('--policies', 'rules,shipped').split(',').filter(Boolean);

const docs = corpusDocuments();
const brokers = [...new Set(docs.map((d) => d.broker))].sort();
const foldOf = (broker: string) => brokers.indexOf(broker) % K;
const labels = docs.map(labelled);

const started = Date.now();
const rulesFeature = take('--rules-feature', 'unseen') as RulesFeature;
const fit = { ...FIT_OPTIONS, ...JSON.parse(take('--fit', '{}')) } as FitOptions;
const models: RankerModel[] = [];
for (let k = 0; k < K; k++)
  models.push(
    trainModel(
      labels.filter((l): l is LabelledDocument => l !== null && foldOf(l.broker) !== k),
      rulesFeature,
      fit,
    ),
  );
console.log(`trained ${K} folds in ${((Date.now() - started) / 1000).toFixed(1)} s`);
ranking();

const out = path.resolve('.eval/ranker');
for (const name of policies) {
  const policy = POLICIES[name];
  let cpu = 0;
  for (const doc of docs) {
    const t = process.cpuUsage();
    const rows = read(doc, policy ? { model: models[foldOf(doc.broker)], policy } : null);
    const used = process.cpuUsage(t);
    cpu += used.user + used.system;
    const file = path.join(out, name, doc.split, doc.file + '.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(conversionResult(path.basename(doc.file), 'text', rows)));
  }
  const figures = SPLITS.map((split) => {
    const all = score(split, path.join(out, name, split), 'kind');
    const f = (g: string) => all.find((r) => r.group === g);
    return `${split} F1 ${f('all')!.f1.toFixed(3)} exact ${f('all')!.exact.toFixed(3)} (single F1 ${f('single')!.f1.toFixed(3)} exact ${f('single')!.exact.toFixed(3)})`;
  });
  console.log(`${name.padEnd(11)} ${figures.join(' | ')}  ${(cpu / 1000 / docs.length).toFixed(2)} ms/doc`);
}
const byBroker = take('--by-broker', '');
if (byBroker) {
  const before = score('dev2', path.join(out, 'rules', 'dev2'), 'broker');
  const after = score('dev2', path.join(out, byBroker, 'dev2'), 'broker');
  for (const b of before) {
    const a = after.find((r) => r.group === b.group)!;
    console.log(
      `${b.group.padEnd(28)} ${String(b.docs).padStart(4)}  F1 ${b.f1.toFixed(3)} -> ${a.f1.toFixed(3)}  exact ${b.exact.toFixed(3)} -> ${a.exact.toFixed(3)}`,
    );
  }
}

function read(doc: CorpusDocument, ranker: Parameters<typeof parseStatement>[1]['ranker']) {
  try {
    return parseStatement(linesFromText(doc.text), { ranker });
  } catch (err) {
    console.error(`${doc.file}: ${(err as Error).stack}`);
    return [];
  }
}

type Group = { group: string; docs: number; exact: number; f1: number };
function score(split: string, dir: string, by: string): Group[] {
  const json = execFileSync('python3', [path.join(CORPUS, 'score.py'), path.join(CORPUS, split, 'expected.jsonl'), dir, '--by', by, '--json'], {
    encoding: 'utf8',
  });
  return (JSON.parse(json) as { groups: Group[] }).groups;
}

/** The ranker alone, out of fold: how often its first choice is right on labelled documents, per split. */
function ranking(): void {
  for (const split of SPLITS) {
    const counts = { docs: 0, date: 0, amount: 0, rulesDate: 0, rulesAmount: 0 };
    labels.forEach((l, i) => {
      if (!l || docs[i].split !== split) return;
      counts.docs++;
      const model = models[foldOf(l.broker)];
      for (const f of ['date', 'amount'] as const) {
        const e = l[f];
        if (!e) continue;
        const top = rank(
          e.candidates.map((features, key) => ({ key: String(key), features })),
          model[f],
        )[0];
        if (e.positives.includes(Number(top.candidate.key))) counts[f]++;
        if (e.positives.some((i) => e.candidates[i].includes('rules'))) counts[f === 'date' ? 'rulesDate' : 'rulesAmount']++;
      }
    });
    console.log(
      `${split}: ranker's first choice right out of fold on ${counts.docs} one-row single documents: date ${(counts.date / counts.docs).toFixed(3)}, amount+currency ${(counts.amount / counts.docs).toFixed(3)}; the rules': date ${(counts.rulesDate / counts.docs).toFixed(3)}, amount+currency ${(counts.rulesAmount / counts.docs).toFixed(3)}`,
    );
  }
}
