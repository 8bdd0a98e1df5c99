import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, amount, quantity, price }) => ({ type, amount, quantity, price }));

// Traders write units "@" their price; the currency after the "@" is the price's, so the units carry none.
describe('units "@" their price', () => {
  it('give the count and the price', () => {
    expect(
      read(`
Example Stockbrokers Ltd
Contract Note - Sale
Trade Date: 04/03/2025
Sold:       250 @ £4.12
Consideration                 £1,030.00
Commission                       £9.95
Net Proceeds                  £1,020.05
`),
    ).toEqual([{ type: 'Sell', amount: '1020.05', quantity: '250', price: '4.12' }]);
  });
});
