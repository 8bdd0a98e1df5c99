import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount, quantity }) => ({ type, date, amount, quantity }));

// German names a savings plan in compounds ("Ansparplan", "Fondssparplan"): each is a plan, and its execution a purchase.
describe("a savings plan's compound name", () => {
  it('makes the execution a purchase, not a row of a table', () => {
    expect(
      read(`
MUSTERBANK AG                                                  Graz
Fondssparplan - Ausführungsbestätigung
Depotnummer: 7654321                                           Graz, 12.04.2025
Fonds: MUSTER EUROPA (A)     ISIN DE0008474503
Ausführungstag      Abrechnungskurs      Stück          Betrag
10.04.2025          EUR 50,0000          1,5000         EUR 75,00
Ausgabeaufschlag                                        EUR  0,00
Belastung Verrechnungskonto DE02 1203 0000 0000 2020 51, Valuta 10.04.2025: EUR 75,00
`),
    ).toEqual([{ type: 'Buy', date: '2025-04-10', amount: '-75.00', quantity: '1.5000' }]);
  });
});
