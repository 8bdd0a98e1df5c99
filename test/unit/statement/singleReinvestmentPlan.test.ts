import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text));

const statement = `
Example Registry
Dividend Reinvestment Plan Statement
Payment date: 12 September 2025
Net dividend                     £84.60
Cash balance brought forward      £2.10
Available for reinvestment       £86.70
Purchase price                   £5.4300
Shares purchased                 15
Cost of shares                   £81.45
Cash balance carried forward      £5.25
`;

describe('a reinvestment plan that carries its remainder forward', () => {
  // A plan reinvests whole shares only and carries the cash left over to its next reinvestment: that cash was no tax.
  it('keeps the distribution whole beside the purchase', () => {
    expect(read(statement).map(({ type, date, amount }) => ({ type, date, amount }))).toEqual([
      { type: 'Dividend', date: '2025-09-12', amount: '84.60' },
      { type: 'Buy', date: '2025-09-12', amount: '-81.45' },
    ]);
  });

  // The units a reinvestment bought, at the price that makes them cost what was reinvested, are the purchase's, not the income's.
  it('gives the units and their price to the purchase', () => {
    expect(read(statement).map(({ type, amount, quantity, price }) => ({ type, amount, quantity, price }))).toEqual([
      { type: 'Dividend', amount: '84.60', quantity: '', price: '' },
      { type: 'Buy', amount: '-81.45', quantity: '15', price: '5.4300' },
    ]);
  });
});
