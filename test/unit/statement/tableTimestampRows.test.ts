import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.currency]);

describe('rows stamped with a date and time (ISO 8601)', () => {
  it('reads every row of a table whose rows all open with a timestamp, not the rows below the first as its details', () => {
    const statement = `
Account statement
Period: 01 Jan 2024 - 31 Jan 2024
Date                  Ticker   Type             Quantity   Price per share   Total Amount   Currency
2024-01-02T09:14:51Z           CASH TOP-UP                                   USD 500.00     USD
2024-01-03T15:30:02Z  TSLA     BUY - MARKET     1.25       USD 238.45        USD 298.06     USD
2024-01-15T12:00:00Z  KO       DIVIDEND                                      USD 0.78       USD
2024-01-30T10:02:44Z           CASH WITHDRAWAL                               USD -150.00    USD
`;
    expect(read(statement)).toEqual([
      ['Deposit', '2024-01-02', '500.00', 'USD'],
      ['Buy', '2024-01-03', '-298.06', 'USD'],
      ['Dividend', '2024-01-15', '0.78', 'USD'],
      ['Withdrawal', '2024-01-30', '-150.00', 'USD'],
    ]);
  });
});
