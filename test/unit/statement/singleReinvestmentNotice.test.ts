import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a dividend reinvestment notice', () => {
  it('books the dividend and the shares bought with it, by the labelled cost of the shares', () => {
    expect(
      read(`
Example Share Dealing Services
Dividend Reinvestment Confirmation                           Date: 12-Apr-2024
Company:                Example Oil plc   ISIN GB0000000031
Payment date:           11-Apr-2024
Shares held:            850
Dividend per share:     7.2075p
Dividend amount:        £61.26
Shares purchased:       13
Purchase price:         471.20p
Cost of shares:         £61.26
Dealing charge:         £0.00
`),
    ).toEqual([
      { type: 'Dividend', date: '2024-04-11', amount: '61.26', currency: 'GBP' },
      { type: 'Buy', date: '2024-04-11', amount: '-61.26', currency: 'GBP' },
    ]);
  });

  it('books the units bought at the amount the reinvestment word labels, not the unit price printed before it', () => {
    expect(
      read(`
Muster Fondsservice                                            Frankfurt, 18.12.2024
Depot 7788990011
                    Ertragsausschüttung mit Wiederanlage
Fonds   Muster Aktienfonds - A - EUR       ISIN DE0008475054
Bestand                       84,3120 Anteile
Ausschüttungstag 16.12.2024   Ausschüttung je Anteil EUR 1,85
Ausschüttung brutto           EUR      155,98
Kapitalertragsteuer           EUR       27,30-
Solidaritätszuschlag          EUR        1,50-
Ausschüttung netto            EUR      127,18
Wiederanlage am 17.12.2024    zum Anteilpreis EUR 158,03 ohne Ausgabeaufschlag
Wiederanlagebetrag            EUR      127,18     =   0,8048 Anteile
`),
    ).toEqual([
      { type: 'Dividend', date: '2024-12-16', amount: '127.18', currency: 'EUR' },
      { type: 'Buy', date: '2024-12-16', amount: '-127.18', currency: 'EUR' },
    ]);
  });
});
