import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const history = (quantityHeading: string, priceHeading: string) =>
  parseStatement(
    linesFromText(`
Example Broker GmbH
Historique des opérations
01.04.2023 - 31.07.2023

Date          Opération               Valeur                                ${quantityHeading.padStart(8)}  ${priceHeading.padStart(12)}         Montant  Devise
04.04.2023    Achat                   Apple Inc. US0378331005                     10        165,20       -1 652,00  EUR
12.06.2023    Vente                   Apple Inc. US0378331005                      4        183,79          735,16  EUR
`),
  ).map((r) => `${r.type} ${r.amount} q${r.quantity} p${r.price}`);

describe('the quantity column of a securities history', () => {
  it('reads the figure under its heading, not it and the next column joined, where that column has a heading no list knows', () => {
    expect(history('Quantité', 'Px unit.').map((r) => r.replace(/ p.*/, ''))).toEqual(['Buy -1652.00 q10', 'Sell 735.16 q4']);
  });

  it('reads "Prix", "Corso", "Stückpreis" as prices and "Nombre" as the quantity', () => {
    expect(history('Quantité', 'Prix')).toEqual(['Buy -1652.00 q10 p165.20', 'Sell 735.16 q4 p183.79']);
    expect(history('Stück', 'Stückpreis')).toEqual(['Buy -1652.00 q10 p165.20', 'Sell 735.16 q4 p183.79']);
    expect(history('Nombre', 'Corso')).toEqual(['Buy -1652.00 q10 p165.20', 'Sell 735.16 q4 p183.79']);
  });

  it('reads a minus before a figure grouped by a space as its sign, though no other figure shows the grouping', () => {
    expect(history('Quantité', 'Prix')[0]).toBe('Buy -1652.00 q10 p165.20');
  });
});
