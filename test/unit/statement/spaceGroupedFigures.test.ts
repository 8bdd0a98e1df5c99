import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { findDates } from '../../../server/convert/statement/dates';
import { findNumbers } from '../../../server/convert/statement/numbers';
import { pricedTrade } from '../../../server/convert/statement/table/pricedTrade';

// French, Swiss, Scandinavian and Polish banks group thousands with a space ("25 308,00", "2 000.00").
describe('figures grouped by spaces', () => {
  it('a two-digit year after a blank is no year where it opens a space-grouped figure', () => {
    expect(findDates('UEBERWEISUNG 21.08. 8401 21.08. 25 308,00-').map((d) => d.iso)).toEqual([]);
    // a year after a blank before a figure of its own stays a year
    expect(findDates('Valuta 21.08. 25 12,00').map((d) => d.iso)).toEqual(['2025-08-21']);
    expect(findDates('Valuta 21.08. 2025 308,00').map((d) => d.iso)).toEqual(['2025-08-21']);
  });

  it("a two-digit year is no year where it opens a figure grouped by apostrophes (Swiss: 25'308.00)", () => {
    expect(findDates("UEBERWEISUNG 21.08. 8401 21.08. 25'308.00-").map((d) => d.iso)).toEqual([]);
    expect(findDates('GUTSCHRIFT 22.08. 16’500.00+').map((d) => d.iso)).toEqual([]);
    expect(findDates("Valuta 21.08.25 1'308.00").map((d) => d.iso)).toEqual(['2025-08-21']);
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

  it('a trade line keeps each space-grouped figure whole: units, price and value', () => {
    const rows = parseStatement(
      linesFromText(`
Relevé de compte                                  Période du 01/02/2026 au 28/02/2026
Compte titres n° 12345678
OPÉRATIONS
DATE OPÉRATION FONDS QUANTITÉ COURS MONTANT
18/02/2026 Souscription 2 000,00 1,00 € 2 000,00 €
Fonds monétaire euro
20/02/2026 Souscription 1 250,00 2,00 € 2 500,00 €
Fonds monétaire euro
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.quantity, r.price, r.amount])).toEqual([
      ['2026-02-18', 'Buy', '2000.00', '1.00', '-2000.00'],
      ['2026-02-20', 'Buy', '1250.00', '2.00', '-2500.00'],
    ]);
  });

  it('the groups of a balance are no units and price of a trade', () => {
    // 840,00 × 2,41 is 2024: a reference's year, not a trade's value, once 50 002,41 is read whole
    const line = 'Kauf IE00B4L5Y983 DLA 2024 345354353 KW 840,00 € 50 002,41 €';
    expect(pricedTrade(line, ',', true)).toBeNull();
    // nor are the pieces of two figures (4 × 131,37 is about 524,81)
    expect(pricedTrade('Verkauf DE000A1EWWW0 2024 7743300920240604 4 524,81 € 56 131,37 €', ',', true)).toBeNull();
    // a blank between figures still separates them where no space-grouped figure makes the product
    expect(pricedTrade('Kaufen 2 112.565 225.13 Market 1 EUR 225.13', '.', true)).toMatchObject({ quantity: '2', price: '112.565' });
    expect(pricedTrade('Kaufen 1 112.67 112.67', '.')?.quantity).toBe('1');
  });

  it('a reference glued to its label ends before the amount after it', () => {
    expect(findNumbers('UEBERWEISUNG PN:812 500,00 S', ',').map((n) => n.value)).toEqual(['812', '500.00']);
    expect(findNumbers('Ref-812 1 700,00', ',').map((n) => n.value)).toEqual(['812', '1700.00']);
    expect(findNumbers('Virement 25 308,00', ',').map((n) => n.value)).toEqual(['25308.00']);
  });
});
