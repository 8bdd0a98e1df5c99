import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a ledger line whose own lines below print units and price', () => {
  it('is a trade in its own right where units × price is its amount', () => {
    expect(
      read(`
Investment account: Daily statement nr.  2  24.11.2025
Date Detail Value date Debit Credit Balance
Balance carried forward  1'000.00
24.11.2025 Fund buy 24.11.2025  10.00  990.00
Example Inv. Opportunities
Secur.Nr. 1/039,462,806 Secur. Cur CHF
Unit 0.102347
Rate 97.707071
24.11.2025 Fund buy 24.11.2025  480.00  510.00
Example Equity Large Cap
Secur.Nr. 1/021,580,471 Secur. Cur CHF
Unit 2.657624
Rate 180.612432
24.11.2025 Fund buy 24.11.2025  120.00  390.00
Example Equity Small Caps
Secur.Nr. 1/013,250,189 Secur. Cur CHF
Unit 0.351181
Rate 341.704
Transaction volume  610.00  0.00
New balance  390.00
`),
    ).toEqual([
      { type: 'Buy', date: '2025-11-24', amount: '-10.00' },
      { type: 'Buy', date: '2025-11-24', amount: '-480.00' },
      { type: 'Buy', date: '2025-11-24', amount: '-120.00' },
    ]);
  });

  // (a guard on the exception: without it, the line below read as a purchase)
  it('is the cash side of a trade where it names the settlement note that documents it', () => {
    expect(
      read(`
Kontoauszug 9/2024
Bu.Tag Wert Vorgang Betrag
Alter Kontostand 1.000,00+
04.09.24 05.09. WERTPAPIERE                                           25,00-
                Beispielbank AG
                WP-Abrechnung 3627899, Kauf, 02.09.
                2024, 109,540000, EUR, 0,228227, A0
                H078, DE000A0H0785, 123412340, iS.
05.09.24 05.09. GUTSCHRIFT  Lohn                                     100,00+
Neuer Kontostand 1.075,00+
`),
    ).toEqual([{ type: 'Deposit', date: '2024-09-05', amount: '100.00' }]);
  });
});
