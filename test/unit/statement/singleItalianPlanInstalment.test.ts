import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// "Versamento" alone pays money in; an instalment of a savings plan ("Versamento rata PAC") buys the fund's units,
// on the day its units are valued ("Data di valorizzazione").
describe("an Italian savings plan's instalment", () => {
  it('is a purchase dated by its valuation day', () => {
    expect(
      read(`
Esempio SGR
Conferma versamento rata PAC
Fondo ESEMPIO OBBLIGAZIONARIO EURO
Data di addebito              02/06/2025
Data di valorizzazione        04/06/2025
Importo netto investito       € 100,00
`),
    ).toEqual([{ type: 'Buy', date: '2025-06-04', amount: '-100.00' }]);
  });
});
