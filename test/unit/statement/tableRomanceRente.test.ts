import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('"rente" inside Romance words', () => {
  it('reads a payment in from an Italian current account ("conto corrente") as a deposit, not interest', () => {
    expect(
      read(`
Banca Esempio S.p.A.                         Lista movimenti conto deposito
Conto deposito n. 000099887766               Dal 01/04/2024 al 30/06/2024

Data contabile   Data valuta   Descrizione operazione                Importo (EUR)
08/04/2024       08/04/2024    Giroconto da conto corrente              +2.500,00
30/06/2024       30/06/2024    Interessi creditori                         +18,40
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-08', amount: '2500.00' },
      { type: 'Interest', date: '2024-06-30', amount: '18.40' },
    ]);
  });

  it('still reads a Dutch interest compound ("Creditrente") as interest', () => {
    expect(
      read(`
Voorbeeldbank N.V.                            Rekeningoverzicht spaarrekening
Periode 01-01-2024 t/m 31-03-2024

Datum        Omschrijving                                   Bedrag
31-03-2024   Creditrente eerste kwartaal                     +12,75 EUR
`),
    ).toEqual([{ type: 'Interest', date: '2024-03-31', amount: '12.75' }]);
  });
});
