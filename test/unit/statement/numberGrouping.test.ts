import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { findNumbers, groupsWithSpaces, thousandsGrouping } from '../../../server/convert/statement/numbers';

describe('thousands grouping decided per document', () => {
  it('a document grouping with apostrophes never groups with a space', () => {
    expect(groupsWithSpaces("Total USD 2'895.00\n15 193 USD 2'895.00")).toBe(false);
    expect(groupsWithSpaces('Montant 1 234,56 EUR\nFrais 1.234,56')).toBe(true);
    // no grouped figure at all: a space may still group (a French count of 10 000)
    expect(groupsWithSpaces('10 000 actions à 12,50')).toBe(true);
  });

  it('tells spaces, marks and no evidence (or a mix) apart', () => {
    expect(thousandsGrouping('Solde 1 240,00 EUR')).toBe('spaces');
    expect(thousandsGrouping("Total 2'895.00")).toBe('marks');
    expect(thousandsGrouping('Total 12,50')).toBe('unknown');
    expect(thousandsGrouping('1 240,00 1.240,00 2.480,00')).toBe('unknown');
  });

  it('a reference glued to its label before a figure is no group of thousands', () => {
    const ledger = 'UEBERWEISUNG PN:812 100,00 S\nUEBERWEISUNG PN:812 400,00 S\nUEBERWEISUNG PN:812 5.400,00 S';
    expect(thousandsGrouping(ledger)).toBe('marks');
    expect(groupsWithSpaces(ledger)).toBe(false);
  });

  it('without space grouping, a space between digits separates two numbers', () => {
    expect(findNumbers('15 193 USD', '.', false).map((n) => n.value)).toEqual(['15', '193']);
    expect(findNumbers('15 193 USD', '.', true).map((n) => n.value)).toEqual(['15193']);
  });

  it('reads "count price" under an Anzahl/Preis heading as two values in an apostrophe-grouped confirmation', () => {
    const rows = parseStatement(
      linesFromText(`
TRANSAKTIONSBELEG
Gland, 05.08.2019
Börsentransaktion: Kauf
Titel Ort der Ausführung
MUSTER ORD ISIN: US0378331005 NASDAQ New York
Anzahl Preis Betrag
15 193 USD 2'895.00
Total USD 2'895.00
Kommission USD 0.85
Zu Ihren Lasten USD 2'895.85
Betrag belastet auf Kontonummer  99999901, Valutadatum 07.08.2019
`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Buy', quantity: '15', amount: '-2895.85', currency: 'USD', security_id: 'US0378331005' });
  });
});
