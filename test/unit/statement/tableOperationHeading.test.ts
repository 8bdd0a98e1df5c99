import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.quantity, r.price]);

// "Opération" with "Date" dates the operation; alone, beside a date and a value column, it heads the operation's wording.
describe('a ledger headed "Date  Valeur  Opération  Montant"', () => {
  it('reads the operation column as the wording, so a trade keeps the price it prints ("ACHAT 200 ORANGE A 10,50")', () => {
    expect(
      read(`
BANQUE EXEMPLE                                     RELEVÉ DE COMPTE
Compte : 00099887766 EUR                           Du 01/10/2024 au 31/10/2024
Date        Valeur      Opération                                           Montant EUR
03/10/2024  07/10/2024  ACHAT 200 ORANGE A 10,50                              -2 108,95
10/10/2024  10/10/2024  VIREMENT RECU                                          3 000,00
31/10/2024  31/10/2024  FRAIS DE TENUE DE COMPTE                                  -4,00
`),
    ).toEqual([
      ['Buy', '2024-10-07', '-2108.95', '200', '10.50'],
      ['Deposit', '2024-10-10', '3000.00', '', ''],
      ['Fee', '2024-10-31', '-4.00', '', ''],
    ]);
  });
});
