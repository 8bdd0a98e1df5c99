import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, fees: r.fees }));

describe('"Brokerage" as a commission', () => {
  it('folds a ledger line named "Brokerage" into the trade booked before it', () => {
    expect(
      read(`
Example Share Trading Pty Ltd                           Transaction History
Account 5512 0093                                       2024-04-01 to 2024-06-30

Date         Transaction type     Details                                        Amount          Balance
2024-04-02   Funds deposited      From account ending 0071                  $2,000.00 CR    $2,000.00 CR
2024-04-05   Order filled         Buy 20 IVV iShares S&P 500 ETF @ $58.10     $1,162.00 DR      $838.00 CR
2024-04-05   Brokerage            Order 77012233                                  $5.00 DR      $833.00 CR
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-02', amount: '2000.00', fees: '' },
      { type: 'Buy', date: '2024-04-05', amount: '-1167.00', fees: '5.00' },
    ]);
  });

  it('reads transfers to and from a brokerage account as a withdrawal and a deposit, not fees', () => {
    expect(
      read(`
Example Bank                                            Savings Statement
Period 1 May 2024 to 31 May 2024

Date          Description                                   Debit        Credit       Balance
03 May 2024   Transfer to brokerage account 44120           500.00                    1,500.00
17 May 2024   Transfer from brokerage                                      200.00       1,700.00
`),
    ).toEqual([
      { type: 'Withdrawal', date: '2024-05-03', amount: '-500.00', fees: '' },
      { type: 'Deposit', date: '2024-05-17', amount: '200.00', fees: '' },
    ]);
  });
});
