import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity, price: r.price }));

describe('a bond purchase confirmation', () => {
  it('reads the face value labelled as the quantity, not the price', () => {
    expect(
      read(`
Example Securities LLC                                  TRADE CONFIRMATION
Account Number: 5XY-123456                              Trade Date: Nov 3, 2023
                                                         Settlement Date: Nov 7, 2023
You Bought
Description: US TREASURY NOTE 4.500% 11/15/2033   CUSIP 91282CJJ1
Quantity (Face Value)        10,000.00
Price                        95.875000
Principal                                       $9,587.50
Accrued Interest                                  $206.58
Commission                                          $0.00
Net Amount                                      $9,794.08
`),
    ).toEqual([{ type: 'Buy', date: '2023-11-03', amount: '-9794.08', quantity: '10000.00', price: '95.875000' }]);
  });
});
