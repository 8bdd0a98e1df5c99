import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

// accounting parentheses around a figure and its currency: the pair closes after "EUR", so the
// figure alone opens with "(" and no sign is printed on it; the running balance tells its direction
const ledger = `
Example Bank AG
Account Statement
Statement period: 2023-03-01 - 2023-03-31

Date            Description                                     Amount             Balance
2023-03-01      Opening balance                                               5,000.00 EUR
2023-03-02      Transfer from savings                     1,000.00 EUR        6,000.00 EUR
2023-03-20      Account maintenance                         (4.95 EUR)        5,995.05 EUR
2023-03-24      Card payment                              (200.00 EUR)        5,795.05 EUR
2023-03-31      Interest                                      0.87 EUR        5,795.92 EUR
2023-03-31      Closing balance                                               5,795.92 EUR
`;

describe('an amount in parentheses with its currency inside them', () => {
  it('takes no sign from a parenthesis that opens before the figure alone', () => {
    expect(read(ledger)).toEqual([
      { type: 'Deposit', date: '2023-03-02', amount: '1000.00' },
      { type: 'Withdrawal', date: '2023-03-20', amount: '-4.95' },
      { type: 'Withdrawal', date: '2023-03-24', amount: '-200.00' },
      { type: 'Interest', date: '2023-03-31', amount: '0.87' },
    ]);
  });
});
