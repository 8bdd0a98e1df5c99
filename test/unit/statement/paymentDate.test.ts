import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('the day an income is paid, stated in a sentence', () => {
  it('dates a Danish dividend by "indsættes den", not by the value date of the coupon', () => {
    const rows = parseStatement(
      linesFromText(`
Eksempelbank A/S
Depotnr. 123456789
Udbytte-meddelelse
Valørdato Værdipapir Afkasttype Afkast
14.03.2024 Eksempel Invest Globale Aktier KL
ISIN-kode: DK0060000001
Udbytte pr. stk. 2,00000000
Beholdning 50 Stk. Udbytte 100,00
Afkast i alt kr. 100,00 indsættes den 12.03.2024 på konto 1234-5678901.
`),
    );
    expect(rows.map(({ date, type, amount, currency }) => ({ date, type, amount, currency }))).toEqual([
      { date: '2024-03-12', type: 'Dividend', amount: '100.00', currency: 'DKK' },
    ]);
  });
});

describe('the day an income is booked, as each language labels it', () => {
  it.each([
    ['Boekdatum', '18.05.2023'],
    ['Boekingsdatum', '18.05.2023'],
    ['Date de comptabilisation', '18.05.2023'],
    ['Fecha contable', '18.05.2023'],
  ])('dates a dividend by its "%s", not by the record date above it', (label, date) => {
    const rows = parseStatement(
      linesFromText(`
Example Bank S.A.

Dividendnota

ISIN: US0378331005  Apple Inc.
Ex-dividenddatum: 11.05.2023
Registratiedatum: 12.05.2023
${label}: ${date}
Aantal: 250
Bruto bedrag: 60,00 EUR
Bronbelasting: 9,00 EUR
Netto bedrag: 51,00 EUR
`),
    );
    expect(rows.map(({ date, type, amount }) => ({ date, type, amount }))).toEqual([{ date: '2023-05-18', type: 'Dividend', amount: '51.00' }]);
  });
});
