import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// A confirmation of money paid in or out labels its one figure with the bare word for a sum, as fee notices do.
describe('a confirmation of money paid in or out', () => {
  it('books the figure after "Montant"', () => {
    expect(
      read(`
Exemple Courtage
Confirmation de retrait
Compte espèces      FR76 3000 4000 0312 3456 7890 143
Montant             750,00 EUR
Date de valeur      06/05/2025
`),
    ).toEqual([{ type: 'Withdrawal', date: '2025-05-06', amount: '-750.00' }]);
  });

  it('books the figure after "Amount"', () => {
    expect(
      read(`
Example Invest
Deposit received
Amount: $1,200.00
Value date: 05/02/2025
`),
    ).toEqual([{ type: 'Deposit', date: '2025-05-02', amount: '1200.00' }]);
  });
});
