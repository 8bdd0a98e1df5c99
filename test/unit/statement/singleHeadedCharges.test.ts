import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, amount, fees }) => ({ type, amount, fees }));

describe('charges heading columns of a row of figures', () => {
  it('takes the value under each charge heading', () => {
    expect(
      read(`
Wertpapierabrechnung Kauf
Schlusstag   Valuta       Stück   Kurs     Kurswert    Provision   Endbetrag
14.03.2024   18.03.2024   20      52,10    1.042,00    9,90        1.051,90
Beispiel AG   DE0007164600
`),
    ).toEqual([{ type: 'Buy', amount: '-1051.90', fees: '9.90' }]);
  });

  it('keeps only the charges the row adds up with, where a heading has no figure of its own', () => {
    expect(
      read(`
Avis d'opéré  Achat au comptant
Date d'exécution : 14/03/2024
Montant brut Commission Frais (¨) Montant net au débit de votre compte
965,02 EUR 4,83 EUR  969,85 EUR
`),
    ).toEqual([{ type: 'Buy', amount: '-969.85', fees: '4.83' }]);
  });

  it('takes no charge from a heading over figures of nothing', () => {
    expect(
      read(`
Avis d'opéré  Achat au comptant
Date d'exécution : 14/03/2024
Montant brut Droits d'entrée Frais H.T. T.V.A. Montant net au débit de votre compte
2 513,95 EUR 0,00 EUR 0,00 EUR  2 513,95 EUR
`),
    ).toEqual([{ type: 'Buy', amount: '-2513.95', fees: '' }]);
  });
});
