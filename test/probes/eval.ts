/**
 * Prints how the converter reads the probe suite: per language folder, probes read right, and
 * each probe read wrong with what was missed or invented. `npm run eval:probes [-- folder/]`
 */
import { expectedRows, isRight, knownGaps, probeDifferences, probeFiles, readProbe } from './probes';

const only = process.argv[2] ?? '';
const expected = expectedRows();
const gaps = knownGaps();
const tally = new Map<string, { right: number; all: number }>();
for (const file of probeFiles().filter((f) => f.startsWith(only))) {
  const d = probeDifferences(expected.get(file) ?? [], readProbe(file));
  const group = file.split('/')[0];
  const t = tally.get(group) ?? { right: 0, all: 0 };
  t.all++;
  if (isRight(d)) t.right++;
  else console.log(`${file}${file in gaps ? ' (known gap)' : ''}\n${JSON.stringify(d, null, 1)}`);
  tally.set(group, t);
}
for (const [group, t] of tally) console.log(`${group}: ${t.right} of ${t.all} right`);
