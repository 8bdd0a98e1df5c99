import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount, fees }) => ({ type, date, amount, fees }));

// A fund bought with what is left after its entry charge: the units cost the net invested, the account paid the gross.
describe('a fund purchase whose net is invested after its charges', () => {
  it('books the gross paid in French', () => {
    expect(
      read(`
Exemple Gestion
Souscription de parts
Date de la valeur liquidative : 14/03/2025
Montant brut          1 000,00 EUR
Droits d'entrée          20,00 EUR
Montant net investi     980,00 EUR
Nombre de parts         12,2500
Valeur liquidative      80,00 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2025-03-14', amount: '-1000.00', fees: '20.00' }]);
  });

  it('keeps a net that is its units plus the charges', () => {
    expect(
      read(`
Example Funds
Purchase confirmation
Trade date: 14/03/2025
Gross amount          £500.00
Dealing charge          £5.00
Net amount            £505.00
Units                 200.0000
Price                 £2.5000
`),
    ).toEqual([{ type: 'Buy', date: '2025-03-14', amount: '-505.00', fees: '5.00' }]);
  });
});
