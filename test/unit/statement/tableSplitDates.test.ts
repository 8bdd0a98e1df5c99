import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '555', statement_period: '' };
const rowsOf = (rows: ReturnType<typeof parseStatement>) => rows.map((r) => [r.type, r.date, r.amount]);

describe('a date opening a line with its day split by a space', () => {
  it('is read as one date ("1 6.05.2024" is the 16th)', () => {
    const rows = parseActivityTables(linesFromText(`
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
 02.05.2024 Gutschrift Miete 450,00
 1 6.05.2024 Lastschrift Stadtwerke -61,20
`), header);
    expect(rowsOf(rows)).toEqual([
      ['Deposit', '2024-05-02', '450.00'],
      ['Withdrawal', '2024-05-16', '-61.20'],
    ]);
  });
});

describe('which reading a document keeps', () => {
  it('keeps a fund table whose only transactions are a distribution and its reinvestment on one day', () => {
    const statement = `
Musterbank Fondsdepot
15. Juli 2024
Abrechnung Nr. 7
Unterdepot-Nr.: 5550123401
Fonds: Musterfonds Immobilien ISIN: DE0007164600 Verwaltungsvergütung: 0,80 % p. a.
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 14.07.2023 210,500
Ausschüttung *1 88,40
abgeführte Kapitalertragsteuer 0,00
15.07.2024
12.07.2024 Wiederanlage 88,40 0,00 52,00 1,700
Kauf ohne Ausgabeaufschlag
Bestand am 15.07.2024 212,200
`;
    expect(rowsOf(parseStatement(linesFromText(statement)))).toEqual([
      ['Dividend', '2024-07-12', '88.40'],
      ['Buy', '2024-07-12', '-88.40'],
    ]);
  });
});
