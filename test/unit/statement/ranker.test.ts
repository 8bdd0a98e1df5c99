import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { documentContext } from '../../../server/convert/statement/context';
import { amountCandidates, dateCandidates } from '../../../server/convert/statement/ranker/candidates';
import { FieldChoice, RankerOptions } from '../../../server/convert/statement/ranker/choose';
import { Example, fitRanker } from '../../../server/convert/statement/ranker/fit';
import { rank } from '../../../server/convert/statement/ranker/model';
import { SHIPPED_RANKER } from '../../../server/convert/statement/ranker/shipped';

const NOTICE = `
Dividendengutschrift
ISIN DE0007164600
Zahltag 15.05.2024
Bruttobetrag            EUR 120,00
Kapitalertragsteuer     EUR  30,00
Nettobetrag             EUR  90,00
`;

function input(text: string) {
  const lines = linesFromText(text);
  return { lines, ctx: documentContext(lines), type: 'Dividend', titleIndex: 0 };
}

describe("the ranker's candidates", () => {
  it('are the same, features and all, each time a document is read', () => {
    expect(amountCandidates(input(NOTICE))).toEqual(amountCandidates(input(NOTICE)));
    expect(dateCandidates(input(NOTICE))).toEqual(dateCandidates(input(NOTICE)));
  });

  it('carry the folded label before a value, its size rank and the sums it balances', () => {
    const net = amountCandidates(input(NOTICE)).find((c) => c.value === '90.00')!;
    expect(net.currency).toBe('EUR');
    expect(net.features).toEqual(expect.arrayContaining(['LBL:nettobetrag', 'Dividend|LBL:nettobetrag', 'size:1', '=difference']));
    const gross = amountCandidates(input(NOTICE)).find((c) => c.value === '120.00')!;
    expect(gross.features).toEqual(expect.arrayContaining(['LBL:bruttobetrag', 'size:0', '=sum']));
  });

  it('read a currency sign as its code: "Nettobetrag € 90,00" has the features of "Nettobetrag EUR 90,00"', () => {
    const features = (text: string) => amountCandidates(input(text)).map((c) => [c.value, [...c.features].sort()]);
    expect(features(NOTICE.replace(/EUR/g, '€'))).toEqual(features(NOTICE));
    expect(features(NOTICE.replace(/EUR/g, '£'))).toEqual(features(NOTICE.replace(/EUR/g, 'GBP')));
  });
});

describe('a loaded model', () => {
  it('picks the amount its weights favour', () => {
    const ranked = rank(amountCandidates(input(NOTICE)), { 'LBL:nettobetrag': 2, 'size:0': 0.5 });
    expect(ranked[0].candidate.value).toBe('90.00');
    expect(ranked[0].probability).toBeGreaterThan(0.5);
  });

  it('as shipped, picks the net amount of a dividend notice and its payment date', () => {
    expect(rank(amountCandidates(input(NOTICE)), SHIPPED_RANKER.model.amount)[0].candidate.value).toBe('90.00');
    expect(rank(dateCandidates(input(NOTICE)), SHIPPED_RANKER.model.date)[0].candidate.iso).toBe('2024-05-15');
  });
});

describe('the ranker in the single reading', () => {
  const CONFIRMATION = `
Wertpapierabrechnung Kauf
ISIN DE0007164600
Handelstag 02.05.2024
Kurswert                EUR 1.000,00
Provision               EUR     9,90
Endbetrag               EUR 1.009,90
`;
  // a model that prefers the gross value over whatever the rules read
  const grossFirst: RankerOptions = {
    model: { date: {}, amount: { 'LBL:kurswert': 5, 'LBL:bruttobetrag': 5 } },
    policy: { date: SHIPPED_RANKER.policy.date, amount: { fill: false, override: true, minProbability: 0, minMargin: 0.3 } },
  };

  it("replaces the rules' amount where the model is surer of another, and says so", () => {
    const explain: FieldChoice[] = [];
    const rows = parseStatement(linesFromText(NOTICE), { ranker: grossFirst, explain });
    expect(rows.map((r) => [r.type, r.amount])).toEqual([['Dividend', '120.00']]);
    expect(explain.find((c) => c.field === 'amount')).toMatchObject({ value: '120.00', source: 'ranker' });
    expect(explain.find((c) => c.field === 'currency')).toMatchObject({ value: 'EUR', source: 'rules' });
  });

  it("keeps a trade's labelled net where the model's figure is its gross, apart by exactly the charges", () => {
    const explain: FieldChoice[] = [];
    const rows = parseStatement(linesFromText(CONFIRMATION), { ranker: grossFirst, explain });
    expect(rows.map((r) => [r.type, r.amount])).toEqual([['Buy', '-1009.90']]);
    expect(explain.find((c) => c.field === 'amount')).toMatchObject({ source: 'rules' });
  });

  it('leaves the rules alone without a ranker, or where the margin is not reached', () => {
    expect(parseStatement(linesFromText(CONFIRMATION), { ranker: null })[0].amount).toBe('-1009.90');
    const unsure = { ...grossFirst, policy: { ...grossFirst.policy, amount: { ...grossFirst.policy.amount, minMargin: 1.01 } } };
    expect(parseStatement(linesFromText(CONFIRMATION), { ranker: unsure })[0].amount).toBe('-1009.90');
  });
});

describe('training', () => {
  // the right candidate is the one labelled "net"; "big" is noise shared by right and wrong
  const examples: Example[] = [0, 1, 2, 3, 4, 5].map((i) => ({
    candidates: [
      ['LBL:gross', 'big'],
      ['LBL:net', i % 2 ? 'big' : 'small'],
      ['LBL:tax', 'small'],
    ],
    positives: [1],
  }));
  const options = { epochs: 20, rate: 0.1, l2: 1e-3, minDocuments: 2, decimals: 2 };

  it('gives the same weights for the same examples', () => {
    expect(fitRanker(examples, options)).toEqual(
      fitRanker(
        examples.map((e) => ({ ...e })),
        options,
      ),
    );
  });

  it('learns the feature that marks the right candidate', () => {
    const weights = fitRanker(examples, options);
    expect(weights['LBL:net']).toBeGreaterThan(0);
    expect(weights['LBL:net']).toBeGreaterThan(weights['LBL:gross'] ?? 0);
    expect(weights['LBL:net']).toBeGreaterThan(weights['LBL:tax'] ?? 0);
  });
});
