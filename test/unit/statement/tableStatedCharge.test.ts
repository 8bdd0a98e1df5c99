import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2023-10-01 to 2023-12-31' };
const read = (text: string) =>
  parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

const activity = `
Datum       Umsatzart          Betrag EUR   Anteile
16.10.2023  Kauf Fonds A           100,00     2,500
`;

describe('a charge for a year stated in a sentence', () => {
  it('is a Fee at the year end, the figure before the VAT it includes', () => {
    const text = `${activity}
Depotpreis inkl. 19% Mehrwertsteuer (MwSt):
12,50 EUR inkl. 2,00 EUR MwSt wurden für 2023 belastet
Entgelte werden gemäß Preis- und Leistungsverzeichnis erhoben.
`;
    expect(read(text)).toEqual([
      { type: 'Buy', date: '2023-10-16', amount: '-100.00', currency: 'EUR' },
      { type: 'Fee', date: '2023-12-31', amount: '-12.50', currency: 'EUR' },
    ]);
  });

  it('is not booked twice where the table already books it that year', () => {
    const text = `${activity}16.12.2023  Depotentgelt              12,50
Depotpreis inkl. 19% Mehrwertsteuer (MwSt):
12,50 EUR inkl. 2,00 EUR MwSt wurden für 2023 belastet
`;
    expect(read(text).filter((r) => r.type === 'Fee')).toEqual([{ type: 'Fee', date: '2023-12-16', amount: '-12.50', currency: 'EUR' }]);
  });

  it('needs a charge word: a sentence on other money charged books nothing', () => {
    const text = `${activity}
Ihre Steuerbescheinigung:
12,50 EUR wurden für 2023 belastet
`;
    expect(read(text).map((r) => r.type)).toEqual(['Buy']);
  });
});
