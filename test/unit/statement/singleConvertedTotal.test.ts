import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a total printed without its currency right after a conversion', () => {
  it('is in the currency the conversion ends with, not the foreign one printed more often', () => {
    expect(read(`
Ertragsabrechnung
Stück 2'000 Registered Shs Beispiel PLC
ISIN GB0009697037
Dividendensatz GBP 0.017
Zahlbar 19.01.2024
GBP
Bruttobetrag 34.00
Total 34.00
zum Kurs von GBP/CHF 1.09551 CHF
Total zu Ihren Gunsten Valuta 19.01.2024 37.25
`)).toEqual([{ type: 'Dividend', date: '2024-01-19', amount: '37.25', currency: 'CHF' }]);
  });
});
