import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { repairLetterSpacing } from '../../../server/convert/statement/spacing';

const repaired = (text: string) => repairLetterSpacing(linesFromText(text)).map((l) => ({ text: l.text, words: l.words.map((w) => w.text) }));

describe('dates a text layer split by blanks', () => {
  it('joins the pieces of a date into one word, with or without its year', () => {
    expect(repaired('Auszug-Datum 02 .01 .2 02 3 Limit 0,00')).toEqual([
      { text: 'Auszug-Datum 02.01.2023 Limit 0,00', words: ['Auszug-Datum', '02.01.2023', 'Limit', '0,00'] },
    ]);
    expect(repaired('3 1 .01 .  3 0.01 . 0,01       Habenzinsen 0,01')[0].text).toBe('31.01.  30.01. 0,01  Habenzinsen 0,01');
    expect(repaired('FUER DIE ZEIT VOM 28.04 .2015 BIS')[0].text).toBe('FUER DIE ZEIT VOM 28.04.2015 BIS');
  });

  it('leaves figures that join up as no date, and dates printed whole, as they are', () => {
    expect(repaired('Kurs 1.234 5 Stück 0,50')[0].text).toBe('Kurs 1.234 5 Stück 0,50');
    expect(repaired('02.01.2023 .5 Umsatz 12.05 2024')[0].text).toBe('02.01.2023 .5 Umsatz 12.05 2024');
  });

  it('reads a ledger whose booking and value dates came in pieces', () => {
    const rows = parseStatement(
      linesFromText(`
Auszug-Nr. 001 Auszug-Datum 02 .01 .2 02 4
Buchungstag Wert Umsatz Buchungstext
DIESER KONTOAUSZUG UMFASST DIE UMSÄTZE VOM
        03 .01 .2 02 3  BIS 02 .01 .2 02 4
 40,04      ALTER SALDO GEM. KONTOAUSZUG VOM 02 .01 .2 02 3
3 1 .01 .  3 0.01 . 0,01       Habenzinsen 0,01
01 .03 .  2 8.02 . 0,01       Habenzinsen 0,01
 40,06      NEUER SALDO
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2023-01-30', 'Interest', '0.01'],
      ['2023-02-28', 'Interest', '0.01'],
    ]);
  });
});
