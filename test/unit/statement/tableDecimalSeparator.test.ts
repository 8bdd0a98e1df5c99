import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';
import { detectDecimalSeparator } from '../../../server/convert/statement/numbers';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2022-11-01 to 2022-11-30' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

// day and month without a year (14.11 15.11) outnumber the amounts with two decimals
const ledger = `
Summe der Gutschriften 10.000,00
Datum Buchungstext Wert Betrag
14.11 Kartenzahlung Markt 15.11 51,64-
14.11 Kartenzahlung Apotheke 15.11 64,17-
25.11 Kartenzahlung Tankstelle 25.11 64,22-
29.11 Max Mustermann 29.11 10.000,00
`;

describe("a ledger's decimal separator where day.month dates outnumber its amounts", () => {
  it('is proven by the figures that group thousands (10.000,00)', () => {
    expect(detectDecimalSeparator(ledger)).toBe(',');
    expect(read(ledger).at(-1)).toEqual({ type: 'Deposit', date: '2022-11-29', amount: '10000.00' });
  });

  it('follows the figures grouped with spaces (3 016.20) over one grouped with marks in a footnote', () => {
    const notice = 'Brutto 3 016.20 EUR\nNetto 2 484.43 EUR\nFreibetrag 1 000.00 EUR\nab EUR 12.500,00 melden, Porto 5,00 und 7,50';
    expect(detectDecimalSeparator(notice)).toBe('.');
  });
});
