import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { Row } from '../../../server/convert/columns';

/** The fields that decide whether a row matches, from the only row of a synthetic document. */
function read(text: string): Partial<Row> {
  const rows = parseStatement(linesFromText(text));
  expect(rows).toHaveLength(1);
  const { type, date, amount, currency } = rows[0];
  return { type, date, amount, currency };
}

describe('single-transaction dates', () => {
  it('a tax on a deemed distribution is dated by the day it is deemed received (Tag des Zuflusses)', () => {
    expect(read(`
Beispielbank                                        13 Januar 2024
Abrechnung Vorabpauschale
Kalenderjahr 2023
Aufgrund nachstehender Abrechnung buchen wir zu Ihren Lasten €34,25
Tag des Zuflusses 02 Januar 2024
ISIN IE00B4L5Y983
Vorabpauschale €185,55
Kapitalertragssteuer (25,00%) ./. €32,47
`)).toEqual({ type: 'Tax', date: '2024-01-02', amount: '-34.25', currency: 'EUR' });
  });
});
