import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a line right under a rule of dashes', () => {
  it('totals the figures above it: no booking of its own', () => {
    expect(
      read(`
Kontoauszug 7/2017 Seite 1 von 4
Datum Wert Erläuterung Betrag Soll EUR Betrag Haben EUR
 Kontostand am 28.03.2017, Auszug Nr. 6             4.516,95+
06.04.2017 06.04.2017 Überweisung            3.000,00-
Mustermann Max
65000
. DATUM 05.04.2017, 21.40 UHR
1.TAN 645673
4ee9bf-1486787281-21354655-20170405
 
Entgeltabschluss: Anlage    1
Entgelte vom 01.03.2017 bis 31.03.2017                               4,40-
Entgelte / Auslagen                                    4,40-
                                                            --------------
Abrechnung 31.03.2017                                                4,40-
Kontostand am 06.04.2017                                         1.512,55+
`),
    ).toEqual([
      { type: 'Withdrawal', date: '2017-04-06', amount: '-3000.00' },
      { type: 'Fee', date: '2017-03-31', amount: '-4.40' },
    ]);
  });
});
