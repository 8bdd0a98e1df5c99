import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount]);

describe('bookings whose words wrap over three lines', () => {
  it('takes the figures a booking prints on its third line, under the money columns', () => {
    expect(
      read(`
STATEMENT OF ACCOUNT                                    Currency: EUR
Booking date   Description                                              Debit        Credit        Balance
01.05.2024     Opening balance                                                                    812.40
03.05.2024     Investment into project #2411 "Riga Old Town
               residential renovation", bond tranche B                   300.00                   512.40
22.05.2024     Partial principal repayment, project #1652
               "Vilnius office building", tranche A,
               early repayment                                                        120.00        632.40
31.05.2024     Account management fee May 2024                             1.00                   631.40
`),
    ).toEqual([
      ['Withdrawal', '2024-05-03', '-300.00'],
      ['Deposit', '2024-05-22', '120.00'],
      ['Fee', '2024-05-31', '-1.00'],
    ]);
  });
});
