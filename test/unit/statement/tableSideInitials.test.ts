import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.currency]);

describe('a column headed by a pair of initials ("B/S")', () => {
  it('reads each row as the purchase or the sale its initial names, dated by its bargain date', () => {
    expect(
      read(`
Example Stockbrokers Limited                                       CONTRACT NOTE
Client: Mr J Smith          Account: ABC123456          Tax point: 21/03/2024
Bargain   Settlement  B/S   Quantity   Stock                          Price      Consideration   Commission   Stamp Duty   Total
21/03/24  25/03/24    B     400        Example Foods PLC Ord 6p       285.20p    £1,140.80       £9.95        £5.70        £1,156.45
21/03/24  25/03/24    S     150        Example Energy PLC Ord         £25.115    £3,767.25       £9.95        £0.00        £3,757.30
`),
    ).toEqual([
      ['Buy', '2024-03-21', '-1156.45', 'GBP'],
      ['Sell', '2024-03-21', '3757.30', 'GBP'],
    ]);
  });
});

describe('a contract note table naming its stock and stamp duty columns', () => {
  it('reads the units under their heading, not joined to the stock name beside them, and the stamp duty as taxes', () => {
    const rows = parseStatement(
      linesFromText(`
Bargain   Settlement  B/S   Quantity   Stock                          Price      Consideration   Commission   Stamp Duty   Total
21/03/24  25/03/24    B     400        Example Foods PLC Ord 6p       285.20p    £1,140.80       £9.95        £5.70        £1,156.45
21/03/24  25/03/24    S     150        Example Energy PLC Ord         £25.115    £3,767.25       £9.95        £0.00        £3,757.30
`),
    );
    expect(rows.map((r) => [r.type, r.quantity, r.taxes])).toEqual([
      ['Buy', '400', '5.70'],
      ['Sell', '150', '0.00'],
    ]);
  });
});
