import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a contract note titled as a tax invoice', () => {
  it('is the trade its sentence names, not a tax or a fee, dated by its trade date', () => {
    expect(
      read(`
Example Securities Pte. Ltd.
CONTRACT NOTE / TAX INVOICE                                    Contract No: C240412-00881
Trade Date : 12/04/2024             Settlement Date : 16/04/2024
We have this day BOUGHT for your account as follows:
Market   Stock Code   Stock Name                        Quantity      Price (SGD)      Amount (SGD)
SGX      D05          EXAMPLE GROUP HOLDINGS LTD        1,000         34.9500          34,950.00
Brokerage Fee (0.08%, min SGD 10.00)                                                        27.96
Clearing Fee (0.0325%)                                                                      11.36
GST 9% on fees                                                                               3.52
Total Amount Payable (SGD)                                                              34,992.84
`),
    ).toEqual([{ type: 'Buy', date: '2024-04-12', amount: '-34992.84', currency: 'SGD' }]);
  });
});
