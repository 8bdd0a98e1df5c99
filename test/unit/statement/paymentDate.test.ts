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
