import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency, fees: r.fees }));

describe('a fund purchase settled by the sum it invests', () => {
  it('books a fund company\'s savings-plan statement by its "Anlagebetrag", the front-end load its fee', () => {
    expect(
      read(`
Beispiel Investment GmbH
Depotnummer 4711 0815 00                 Frankfurt, 17.06.2024
Abrechnung Sparplan
Fonds                          Beispiel Aktien Global A
ISIN                           DE0009750000
Anlagebetrag                                     100,00 EUR
Ausgabeaufschlag 5,00 %                            4,76 EUR
Anteilwert / Abrechnungspreis  EUR 85,19       Ausgabepreis EUR 89,45
Abrechnungstag                 14.06.2024
Erworbene Anteile                                1,1179
`),
    ).toEqual([{ type: 'Buy', date: '2024-06-14', amount: '-100.00', currency: 'EUR', fees: '4.76' }]);
  });

  it('books a unit purchase confirmation by its "Amount invested"', () => {
    expect(
      read(`
Example Fund Managers Limited
Purchase confirmation                        Trade date 05/03/2024
Fund                    Example Global Growth Fund Acc   GB00B0000025
Amount invested                                   GBP 250.00
Initial charge                                      GBP 0.00
Units purchased         98.4252
Price per unit          GBP 2.5400
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-05', amount: '-250.00', currency: 'GBP', fees: '0.00' }]);
  });
});
