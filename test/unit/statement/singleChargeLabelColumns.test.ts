import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, currency: r.currency }));

describe('a charge label whose figure stands after a currency column', () => {
  it('labels its figure and names no fee notice: the trade the notice states is booked', () => {
    expect(
      read(`
Beispiel Bank Schweiz AG
Belastungsanzeige Börsengeschäft                                 St. Gallen, 09.05.2024
Zu Ihren Lasten Valuta 09.05.2024                      CHF      13'786.91
Kauf 150 Namenaktien Beispiel SA
ISIN CH0038863350
Kurs CHF 91.46
Kurswert                                               CHF      13'719.00
Courtage                                               CHF          54.88
Eidg. Stempelsteuer                                    CHF          10.29
SIX-Gebühr                                             CHF           2.74
`),
    ).toEqual([{ type: 'Buy', amount: '-13786.91', currency: 'CHF' }]);
  });
});
