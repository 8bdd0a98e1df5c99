import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2025-02-01 to 2025-02-28' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('payments that name a security', () => {
  it('books a debit opened by a payment word as a withdrawal, the ISIN being its reference', () => {
    const ledger = `
Buchungstag Vorgang Buchungstext Ausgang
Valuta Referenz Eingang
21.02.2025 Lastschrift / Musterfonds Depot IE00BK5BQT80 -336,00
21.02.2025 Gutschrift / Gehalt Februar +2.500,00
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2025-02-21', '-336.00'],
      ['Deposit', '2025-02-21', '2500.00'],
    ]);
  });

  it('still books a line that names only the security and moves cash as a trade', () => {
    const ledger = `
Datum       Beschreibung                              Anteile     Betrag
21.02.2025  Musterfonds IE00BK5BQT80                  +1,250      -336,00
`;
    expect(read(ledger)).toEqual([['Buy', '2025-02-21', '-336.00']]);
  });
});

describe('figures that are not money', () => {
  it('reads a time of day under a booking (08.43 UHR) as part of its description, not as an amount', () => {
    const ledger = `
Buchungstag Vorgang Buchungstext Ausgang
Valuta Referenz Eingang
10.07.2025 Kartenzahlung Bäckerei -12,50
Karte 1234 DATUM 10.07.2025, 08.43 UHR
14.07.2025 Überweisung Miete -650,00
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2025-07-10', '-12.50'],
      ['Withdrawal', '2025-07-14', '-650.00'],
    ]);
  });
});
