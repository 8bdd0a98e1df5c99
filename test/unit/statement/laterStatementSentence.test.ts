import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

// A notice's small print names the statement that will follow it; the notice is no statement for that.
describe('a statement named as a later document', () => {
  it('reads a dividend notice whose small print points to the next statement as one transaction', () => {
    const notice = `
DIVIDENDENGUTSCHRIFT
ST                    1.250,00000          WKN:  A0B1C2
           EXAMPLE WORLD ETF
           Namens-Aktien o.N.
ZINS-/DIVIDENDENSATZ            0,320000  EUR SCHLUSSTAG PER 07-05-2025
BRUTTO                                        EUR                400,00
KAPST                                 25,00 % EUR                100,00
SOLZ                                   5,50 % EUR                  5,50
WERT 08-05-2025                               EUR                294,50
Umsätze, die nach dem Erstellungsdatum anfallen, werden erst mit dem folgenden Kontoauszug ausgewiesen.
`;
    expect(read(notice)).toEqual([{ type: 'Dividend', date: '2025-05-08', amount: '294.50', currency: 'EUR' }]);
  });
});
