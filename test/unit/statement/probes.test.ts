/**
 * The probe suite (test/probes): every probe is read as its expected rows say, except the known
 * gaps, which must still be read wrong, so that a probe put right leaves the gap list.
 */
import { expectedRows, isRight, knownGaps, probeDifferences, probeFiles, readProbe } from '../../probes/probes';

const expected = expectedRows();
const gaps = knownGaps();
const files = probeFiles();

describe('probe documents', () => {
  it('name only probes that exist', () => {
    const unknown = [...expected.keys(), ...Object.keys(gaps)].filter((f) => !files.includes(f));
    expect(unknown).toEqual([]);
  });

  it.each(files.filter((f) => !(f in gaps)))('%s gives its rows', (file) => {
    expect(probeDifferences(expected.get(file) ?? [], readProbe(file))).toEqual({ missed: [], invented: [], quantity: [] });
  });

  const open = files.filter((f) => f in gaps);
  (open.length ? it.each(open) : it.skip.each(['none']))('%s is still a known gap (else drop it from gaps.json)', (file) => {
    expect(isRight(probeDifferences(expected.get(file) ?? [], readProbe(file)))).toBe(false);
  });
});
