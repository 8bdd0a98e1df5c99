import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity }));

describe('a distribution paid in shares, no cash', () => {
  it('books the shares delivered in, at no cost, with the count booked in (not the holding)', () => {
    expect(
      read(`
Musterbank                                                        Musterstadt, 21.05.2024
Depot-Nr. 0246813579
                              Aktiendividende
Wertpapier   Muster S.A. Acciones Port. EO 1   ISIN ES0178430E18
Bestand am Stichtag 16.05.2024          500 Stück
Einbuchung der neuen Aktien             12 Stück
Zugang per 21.05.2024 zum Anschaffungswert von EUR 0,00
`),
    ).toEqual([{ type: 'Transfer In', date: '2024-05-21', amount: '0.00', quantity: '12' }]);
  });
});
