import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { findDates } from '../../../server/convert/statement/dates';

// French, Swiss, Scandinavian and Polish banks group thousands with a space ("25 308,00", "2 000.00").
describe('figures grouped by spaces', () => {
  it('a two-digit year after a blank is no year where it opens a space-grouped figure', () => {
    expect(findDates('UEBERWEISUNG 21.08. 8401 21.08. 25 308,00-').map((d) => d.iso)).toEqual([]);
    // a year after a blank before a figure of its own stays a year
    expect(findDates('Valuta 21.08. 25 12,00').map((d) => d.iso)).toEqual(['2025-08-21']);
    expect(findDates('Valuta 21.08. 2025 308,00').map((d) => d.iso)).toEqual(['2025-08-21']);
  });

  it('reads a ledger of dates without a year beside space-grouped amounts', () => {
    const rows = parseStatement(
      linesFromText(`
Kontoauszug 8 Konto-Nr. 0123456789 Blatt 1 / 1
Datum 31.08.24 Kontowährung EUR
Text/Verwendungszweck Datum PNNr Wert Soll Haben
UEBERWEISUNG NR.4711 21.08. 8401 21.08. 25 308,00-
GUTSCHRIFT NR.4712 22.08. 8401 22.08. 16 500,00+
*** Kontostand zum 22.08. *** 1 192,00+
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2024-08-21', 'Withdrawal', '-25308.00'],
      ['2024-08-22', 'Deposit', '16500.00'],
    ]);
  });
});
