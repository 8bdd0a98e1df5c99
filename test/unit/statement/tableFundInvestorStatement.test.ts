import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a UK fund investor statement', () => {
  it('reads "Value (£)" as the money column, income reinvested as a dividend and a purchase, a lump sum and a switch as trades', () => {
    expect(
      read(`
Example Asset Management UK Limited
Investor statement for the period 01 January 2024 to 30 June 2024
Example Global Income Fund Accumulation Units   ISIN GB00B0000041
Date          Transaction                     Units        Price (p)     Value (£)
02/01/2024    Lump sum investment           1,250.000       160.00      2,000.00
28/02/2024    Income reinvested                 8.312       162.40         13.50
17/06/2024    Switch out                     -500.000       166.00       -830.00
`),
    ).toEqual([
      { type: 'Buy', date: '2024-01-02', amount: '-2000.00' },
      { type: 'Dividend', date: '2024-02-28', amount: '13.50' },
      { type: 'Buy', date: '2024-02-28', amount: '-13.50' },
      { type: 'Sell', date: '2024-06-17', amount: '830.00' },
    ]);
  });
});
