import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.fees]);

describe('a charges column named with another cost', () => {
  it('reads "Charges and Interest" as the fees beside the "Total Amount", not as the debits', () => {
    expect(
      read(`
Transaction Detail - Purchases & Sales                                                  Currency: USD
Trade Date  Settle Date  Transaction  Description                    Quantity     Unit Price   Charges and Interest   Total Amount
06/03/24    06/04/24     Purchase     ALPHABET INC CL A GOOGL           20.0000     173.9600                   0.00     (3,479.20)
06/20/24    06/21/24     Sale         TESLA INC TSLA                   (10.0000)    182.5000                   0.06      1,824.94
`),
    ).toEqual([
      ['Buy', '2024-06-03', '-3479.20', '0.00'],
      ['Sell', '2024-06-20', '1824.94', '0.06'],
    ]);
  });
});
