import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

describe('a time deposit repaid at maturity with its interest', () => {
  it('books the net interest, not the payout that repays the principal with it (Italian)', () => {
    expect(
      read(`
CONTO DEPOSITO - ESTINZIONE VINCOLO
Data apertura vincolo: 15/03/2022     Data scadenza: 15/03/2023     Durata: 12 mesi
Capitale vincolato                             20.000,00 EUR
Interessi lordi maturati                          500,00 EUR
Ritenuta fiscale 26%                              130,00 EUR
Interessi netti                                   370,00 EUR
Importo accreditato sul conto di appoggio      20.370,00 EUR
Valuta 15/03/2023
`),
    ).toEqual([{ type: 'Interest', date: '2023-03-15', amount: '370.00', taxes: '130.00' }]);
  });

  it('books the net interest, not the payout that repays the principal with it (German)', () => {
    expect(
      read(`
Zinsabrechnung Festgeld
Anlagebetrag   10.000,00 EUR
Zinsen brutto                                310,00 EUR
Kapitalertragsteuer                           77,50- EUR
Solidaritätszuschlag                           4,26- EUR
Zinsen netto                                 228,24 EUR
Rückzahlung Anlagebetrag                  10.000,00 EUR
Auszahlungsbetrag                         10.228,24 EUR
Gutschrift auf Konto DE12 3456 7890 1234 5678 90 mit Valuta 01.03.2025
`),
    ).toEqual([{ type: 'Interest', date: '2025-03-01', amount: '228.24', taxes: '81.76' }]);
  });

  it('keeps a payout no larger than the gross interest', () => {
    expect(
      read(`
Zinsabrechnung Festgeld
Zinsen brutto                                310,00 EUR
Kapitalertragsteuer                           77,50- EUR
Auszahlungsbetrag                            232,50 EUR
Gutschrift mit Valuta 01.03.2025
`),
    ).toEqual([{ type: 'Interest', date: '2025-03-01', amount: '232.50', taxes: '77.50' }]);
  });
});
