import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, amount, quantity, price }) => ({ type, amount, quantity, price }));

// The units a reinvestment bought, at the price that makes them cost what was reinvested, are the purchase's, not the income's.
describe("a reinvestment's units", () => {
  it('go with the purchase', () => {
    expect(
      read(`
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
`),
    ).toEqual([
      { type: 'Dividend', amount: '84.60', quantity: '', price: '' },
      { type: 'Buy', amount: '-81.45', quantity: '15', price: '5.4300' },
    ]);
  });
});
