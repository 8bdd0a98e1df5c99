import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.amount} taxes ${r.taxes}`);

// Income taxed abroad and at home prints both withholdings under one word ("Retención", "Ritenuta"): two taxes, not a restatement.
describe('a dividend withheld abroad and at home', () => {
  it('sums the Spanish "Retención en origen" and "Retención en destino"', () => {
    expect(
      read(`
Banco Ejemplo
ABONO DE DIVIDENDOS
Valor: EXAMPLE CORP   ISIN US0378331005
Fecha valor: 10/06/2024
Importe bruto: 80,00 €
Retención en origen: 12,00 €
Retención en destino: 12,92 €
Importe neto: 55,08 €
`),
    ).toEqual(['Dividend 55.08 taxes 24.92']);
  });

  it('sums the Italian "Ritenuta alla fonte estera" and the Italian "Ritenuta"', () => {
    expect(
      read(`
Banca Esempio
ACCREDITO DIVIDENDI
Titolo: EXAMPLE CORP   ISIN US0378331005
Valuta: 10/06/2024
Dividendo lordo                 EUR  80,00
Ritenuta alla fonte estera      EUR  12,00
Ritenuta 26%                    EUR  17,68
Netto accreditato               EUR  50,32
`),
    ).toEqual(['Dividend 50.32 taxes 29.68']);
  });
});
