import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.amount, r.quantity, r.description]);

// The word for securities between the trade word and the units ("ACQUISTO TITOLI 50 ENI SPA") names no security.
describe('a ledger trade naming "securities" before its units', () => {
  it('reads the units after the Italian "TITOLI" and the Spanish "VALORES"', () => {
    expect(
      read(`
ESTRATTO CONTO CORRENTE
Data operazione  Data valuta   Descrizione                                          Entrate        Uscite
10/07/2024       12/07/2024    ACQUISTO TITOLI 50 ESEMPIO SPA PREZZO 14,51                        727,45
15/07/2024       17/07/2024    COMPRA VALORES 20 EJEMPLO SA A 10,00                               201,50
`),
    ).toEqual([
      ['Buy', '-727.45', '50', 'ESEMPIO SPA'],
      ['Buy', '-201.50', '20', 'EJEMPLO SA'],
    ]);
  });
});
