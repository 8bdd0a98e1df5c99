import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '555', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

// A fund statement whose header stacks four lines per row: the price date sits under the price, in the row's second line.
const fundStatement = (between = '') => `
Musterfonds Depotbank
Kronberg, 9. Mai 2023
Fondsabrechnung
Depotnummer 4444444444
${between}
Vorgang Fondsname Betrag Preis Anteile
Auftrags-Nr. WKN / ISIN Devisenkurs Preisdatum Bestand alt
Fondsgesellschaft Fremdwährungsbetrag Bestand neu
Verwahrart Rücknahmepreis
Splittkauf Betrag Weltaktien Fonds USD 149,70 EUR 62,5000 USD 2,631
7700112233 A0B1C2 / LU0000000018 1,098400 USD 04.05.2023 10,002
Muster Fund Management S.A. 164,43 USD 12,633
Wertpapierrechnung, Luxemburg 62,5000 USD
Abrechnungsbetrag 150,00 EUR
Ausgabeaufschlag (0,00 %) 0,00 EUR
Entgeltbelastung Rentenfonds Europa 12,40 EUR 48,2000 EUR -0,257
7700112244 A3D4E5 / DE0000000026 05.05.2023 3,300
Muster Kapitalverwaltung GmbH 3,043
Girosammelverwahrung, Deutschland 48,2000 EUR
Depotentgelt 2022 12,40 EUR
`;

describe('rows dated in the stacked line below their own', () => {
  it('takes the date from the line below (a split purchase too), keeps the foreign-currency figure with the row and books the settled amount', () => {
    expect(pick(read(fundStatement()))).toEqual([
      { type: 'Buy', date: '2023-05-04', amount: '-150.00', currency: 'EUR' },
      { type: 'Fee', date: '2023-05-05', amount: '-12.40', currency: 'EUR' },
      { type: 'Sell', date: '2023-05-05', amount: '12.40', currency: 'EUR' },
    ]);
  });

  it('is the reading the document keeps', () => {
    expect(pick(parseStatement(linesFromText(fundStatement())))).toEqual(pick(read(fundStatement())));
  });

  it('keeps the table under a portfolio named above it', () => {
    expect(pick(read(fundStatement('Portfolio Wachstum 80')))).toHaveLength(3);
  });

  it('takes no date from below where the header has a date column of its own', () => {
    const rows = read(`
Bu.Tag Wert Vorgang Belastung Gutschrift
01.10. 01.10. Abrechnung 30.09.2023 0,15
Zinsen für Guthaben 0,04+
 0,1000 v.H. Haben-Zins bis 27.09.2023
`);
    expect(rows.some((r) => r.date === '2023-09-27')).toBe(false);
  });
});

describe('a header stacking two dates over each booking', () => {
  it('reads the dated line below a booking as its second line, its units and price ("500 shares @ SGD 6.80") no booking', () => {
    const rows = parseActivityTables(
      linesFromText(`
Statement of Account
Period: January 2024
Transaction Date / Value Date     Description                                         Debit (SGD)      Credit (SGD)
Jan 5, 2024                       Purchase of DBS GROUP HOLDINGS LTD                   3,412.80
Jan 9, 2024                       500 shares @ SGD 6.80 incl. commission
Jan 31, 2024                      Custody fee for January                                2.18
Jan 31, 2024                      Custody fee for January
`),
      { broker: '', account_number: '', statement_period: '' },
    );
    expect(rows.map((r) => [r.type, r.amount, r.currency])).toEqual([
      ['Buy', '-3412.80', 'SGD'],
      ['Fee', '-2.18', 'SGD'],
    ]);
  });
});
