import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency, taxes: r.taxes }));

describe('a time deposit paid out at maturity', () => {
  it('books the interest of a German notice, not the principal paid back with it', () => {
    expect(
      read(`
Musterbank AG
Zinsabrechnung Festgeld
Festgeldkonto 55501234
Anlagebetrag   10.000,00 EUR
Laufzeit   01.03.2024 bis 01.03.2025   Zinssatz 3,10 % p.a.
Zinsen brutto                                310,00 EUR
Kapitalertragsteuer                           77,50- EUR
Solidaritätszuschlag                           4,26- EUR
Zinsen netto                                 228,24 EUR
Rückzahlung Anlagebetrag                  10.000,00 EUR
Auszahlungsbetrag                         10.228,24 EUR
Gutschrift auf Konto DE12 3456 7890 1234 5678 90 mit Valuta 01.03.2025
`),
    ).toEqual([{ type: 'Interest', date: '2025-03-01', amount: '228.24', currency: 'EUR', taxes: '81.76' }]);
  });

  it('reads a Swiss "Festgeld-Abrechnung per Verfall" as interest less its withholding', () => {
    expect(
      read(`
Beispiel Kantonalbank
Festgeld-Abrechnung per Verfall                              Zürich, 28.03.2024
Konto 1234-5678.901
Laufzeit 28.12.2023 - 28.03.2024 (90 Tage)   Zinssatz 1,35 %
Kapital                                               CHF       50'000.00
Bruttozins                                            CHF          168.75
Verrechnungssteuer 35 %                               CHF           59.05-
Gutschrift Valuta 28.03.2024                          CHF       50'109.70
`),
    ).toEqual([{ type: 'Interest', date: '2024-03-28', amount: '109.70', currency: 'CHF', taxes: '59.05' }]);
  });

  it('reads an English term deposit maturity advice as its interest', () => {
    expect(
      read(`
Example Bank Australia Limited
Term Deposit Maturity Advice                                   Date: 04-Mar-2024
Maturity date       04-Mar-2024
Interest rate       4.60% p.a.
Principal                                          AUD 25,000.00
Interest earned                                       AUD 573.42
Total paid to account 062-000 87654321             AUD 25,573.42
`),
    ).toEqual([{ type: 'Interest', date: '2024-03-04', amount: '573.42', currency: 'AUD', taxes: '' }]);
  });

  it("reads a Swiss fiduciary deposit's maturity advice as its interest, net of the commission", () => {
    expect(
      read(`
Example Private Bank Ltd, Zurich
Fiduciary Deposit - Maturity Advice                           Zurich, 02.04.2024
Period          02.01.2024 - 02.04.2024 (91 days)     Rate 5.125 %
Principal                                        USD     100'000.00
Gross interest                                   USD       1'295.49
Fiduciary commission                             USD          63.19-
Net interest                                     USD       1'232.30
Total credited value 02.04.2024                  USD     101'232.30
`),
    ).toEqual([{ type: 'Interest', date: '2024-04-02', amount: '1232.30', currency: 'USD', taxes: '' }]);
  });

  it('reads an Italian time deposit closed at maturity as its net interest', () => {
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
    ).toEqual([{ type: 'Interest', date: '2023-03-15', amount: '370.00', currency: 'EUR', taxes: '130.00' }]);
  });

  it('keeps a payout where no principal is printed', () => {
    expect(
      read(`
Zinsabrechnung Festgeld
Zinsen brutto                                310,00 EUR
Kapitalertragsteuer                           77,50- EUR
Auszahlungsbetrag                            232,50 EUR
Gutschrift mit Valuta 01.03.2025
`),
    ).toEqual([{ type: 'Interest', date: '2025-03-01', amount: '232.50', currency: 'EUR', taxes: '77.50' }]);
  });
});
