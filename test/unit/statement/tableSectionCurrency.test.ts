import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a statement with one section per account currency', () => {
  it('books the rows under each section by the currency its title names', () => {
    expect(
      read(`
Example Securities Canada Inc.
Investment Account Statement                           September 1 - 30, 2023

Canadian Dollar Account (CAD)
Date          Activity         Description                                   Quantity     Price        Amount
Sep 1, 2023   Contribution     RRSP CONTRIBUTION                                                       1,000.00
Sep 8, 2023   Bought           ROYAL BANK OF CANADA RY                         10         119.85      -1,208.49

U.S. Dollar Account (USD)
Date          Activity         Description                                   Quantity     Price        Amount
Sep 12, 2023  Sold             MICROSOFT CORP MSFT                              -5        331.10        1,645.51
Sep 14, 2023  Dividend         MICROSOFT CORP MSFT                                                         3.40
`),
    ).toEqual([
      { type: 'Deposit', date: '2023-09-01', amount: '1000.00', currency: 'CAD' },
      { type: 'Buy', date: '2023-09-08', amount: '-1208.49', currency: 'CAD' },
      { type: 'Sell', date: '2023-09-12', amount: '1645.51', currency: 'USD' },
      { type: 'Dividend', date: '2023-09-14', amount: '3.40', currency: 'USD' },
    ]);
  });
});
