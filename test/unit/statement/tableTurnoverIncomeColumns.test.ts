import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.currency]);

describe('money columns of lending platforms', () => {
  it('reads a "Turnover" column as the amount, so each row takes the currency of its own column', () => {
    expect(
      read(`
Account statement
Date         Transaction ID   Details                                   Turnover    Balance   Currency
01.03.2024   91024417         Incoming client payment                    1000.00    1000.00   EUR
02.03.2024   91025530         Investment in loan 12-4471802-01            -50.00     950.00   EUR
05.03.2024   91060012         Incoming client payment                     300.00     300.00   GBP
28.03.2024   91277781         Interest received from loan 23-1100452-01     1.02     301.02   GBP
`),
    ).toEqual([
      ['Deposit', '2024-03-01', '1000.00', 'EUR'],
      ['Withdrawal', '2024-03-02', '-50.00', 'EUR'],
      ['Deposit', '2024-03-05', '300.00', 'GBP'],
      ['Interest', '2024-03-28', '1.02', 'GBP'],
    ]);
  });

  it('reads "Income  Outgoing" as credits and debits', () => {
    expect(
      read(`
Account statement                               Currency: EUR
Date          Type                          Loan ID           Income       Outgoing
01/02/2024    Deposit                                         500.00
02/02/2024    Investment                    LV-88120-4                     25.00
16/02/2024    Repayment interest            LV-88120-4        0.27
26/02/2024    Withdrawal                                                     200.00
`),
    ).toEqual([
      ['Deposit', '2024-02-01', '500.00', 'EUR'],
      ['Withdrawal', '2024-02-02', '-25.00', 'EUR'],
      ['Interest', '2024-02-16', '0.27', 'EUR'],
      ['Withdrawal', '2024-02-26', '-200.00', 'EUR'],
    ]);
  });
});
