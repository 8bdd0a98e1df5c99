import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

describe('an account closing read as one notice', () => {
  it('books its interest on the last day of its period, net of the taxes a total below takes off', () => {
    expect(
      read(`
Example Bank AG                                  Date 02/10/2025
Account closing
Period 01/07/2025 - 30/09/2025
Settlement account DE11111111111111111111
Interest
Type                Amount
Credit interest     8.41 EUR
Taxes              -2.35 EUR
Total               6.06 EUR
`),
    ).toEqual([{ type: 'Interest', date: '2025-09-30', amount: '6.06', taxes: '2.35' }]);
  });

  it('takes the figure its kind word labels where no total label is known ("Creditrente 31,75"), net of the taxes below it', () => {
    expect(
      read(`
Voorbeeldbank
RENTEAFREKENING SPAARREKENING
Rekeningnummer NL12 VOOR 0123 4567 89
Periode 01-01-2024 t/m 31-03-2024
Creditrente                          EUR 31,75
Bijgeschreven op 01-04-2024
`),
    ).toEqual([{ type: 'Interest', date: '2024-04-01', amount: '31.75', taxes: '' }]);
    expect(
      read(`
Beispielbank
Zinsabrechnung
Zeitraum 01.01.2025 - 31.03.2025          Datum 04.04.2025
Habenzinsen 13,69 EUR
Steuern -3,61 EUR
Gesamt 10,08 EUR
`),
    ).toMatchObject([{ type: 'Interest', date: '2025-03-31', amount: '10.08' }]);
  });

  it('reads a total of the taxes ("Summe verschiedene Steuern 0,00") as no net amount', () => {
    expect(
      read(`
Z I N S A B S C H L U S S
Periode von: 01-01-2023 bis 31-01-2023 Referenz: C3A31IN111111
Habenzinsen 8,25 EUR
Summe verschiedene Steuern 0,00 EUR
Zu erhalten Nettozinsbetrag : 8,25 EUR
`),
    ).toEqual([{ type: 'Interest', date: '2023-01-31', amount: '8.25', taxes: '' }]);
  });
  it('takes the interest line that states its rate and period before the figure ("Habenzinsen 3,25 % vom … bis … 121,87")', () => {
    expect(
      read(`
Musterbank AG
Tagesgeldkonto 1234567890
Rechnungsabschluss zum 30.06.2024
Abrechnungszeitraum 01.04.2024 bis 30.06.2024
Habenzinsen 3,25 % vom 01.04.2024 bis 30.06.2024                      121,87 EUR
Kapitalertragsteuer                                                    30,47- EUR
Solidaritätszuschlag                                                    1,67- EUR
Saldo der Abschlussposten                                              89,73 EUR
Wert 30.06.2024
`),
    ).toEqual([{ type: 'Interest', date: '2024-06-30', amount: '89.73', taxes: '32.14' }]);
  });
});
