import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('corporate actions that book cash', () => {
  it("books shares accepted in a tender offer as a sale, not as the paying agent's fee", () => {
    expect(
      read(`
Example Clearing Corp.
Reorganization Activity Notice                            03-Nov-2023
Account 2KF-889900
Voluntary tender offer - shares accepted for cash
Security               TARGET INDUSTRIES INC   CUSIP 594918104
Shares accepted        200
Offer price            USD 45.00 per share
Gross proceeds                                    USD 9,000.00
Paying agent fee                                     USD 0.00
Net proceeds credited 03-Nov-2023                 USD 9,000.00
`),
    ).toEqual([{ type: 'Sell', date: '2023-11-03', amount: '9000.00', currency: 'USD' }]);
  });

  it('books shares tendered into a German takeover offer as a sale', () => {
    expect(
      read(`
Beispielbank AG
Annahme Übernahmeangebot                                       Datum 12.09.2024
Wertpapier   Ziel AG Inhaber-Aktien   DE0000000026
Stück        30
Angebotspreis   41,00 EUR
Kurswert                                               EUR     1.230,00
Ausmachender Betrag                                    EUR     1.230,00
Den Betrag schreiben wir Ihrem Konto mit Valuta 12.09.2024 gut.
`),
    ).toEqual([{ type: 'Sell', date: '2024-09-12', amount: '1230.00', currency: 'EUR' }]);
  });

  it('books cash in lieu of a fractional share as income on the holding', () => {
    expect(
      read(`
Example Investor Services
Corporate Action Confirmation                               Date: Nov 20, 2023
Event: Stock split 3-for-2    Record date: Nov 10, 2023    Payable date: Nov 17, 2023
Security: EXAMPLE CORP COM   CUSIP 023135106
Fractional share                         0.5000
Cash in lieu of fractional share    0.5000 shares @ $34.120000         $17.06
Net amount credited                                                    $17.06
`),
    ).toEqual([{ type: 'Dividend', date: '2023-11-17', amount: '17.06', currency: 'USD' }]);
  });
});
