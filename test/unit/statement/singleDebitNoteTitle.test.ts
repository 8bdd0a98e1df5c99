import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// A debit note is what a bank prints for a charge outside an invoice: a fee, as an invoice is.
describe('a debit note', () => {
  it('is a fee in Italian', () => {
    expect(
      read(`
Esempio Banca
NOTA DI ADDEBITO
Descrizione                                  Importo
Spese tenuta dossier titoli                  12,00 €
Totale addebitato                            12,00 €
Valuta addebito: 31/03/2025
`),
    ).toEqual([{ type: 'Fee', date: '2025-03-31', amount: '-12.00' }]);
  });

  it('is a fee in Dutch', () => {
    expect(
      read(`
Voorbeeld Bank
Debetnota
Omschrijving                                 Bedrag
Administratiekosten effectenrekening         € 9,00
Totaal                                       € 9,00
Valutadatum: 31-03-2025
`),
    ).toEqual([{ type: 'Fee', date: '2025-03-31', amount: '-9.00' }]);
  });
});
