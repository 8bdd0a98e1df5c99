import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.currency]);

describe('collections of confirmations, one block per transaction', () => {
  it('books each block at the amount its label states, not the units or price printed beside it', () => {
    const collection = `
Fondsdepot Tagesübersicht
folgende Buchungen wurden für Ihr Depot ausgeführt:
KAUF
Fonds: Musterfonds Global A
ISIN: DE0007164600  Auftrag: 1001
Abrechnungstag: 03.02.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Preis  Bestand alt: 1,250
Abrechnungsbetrag EUR 50,00 EUR 50,00 EUR 41,120000 Anteilumsatz: 1,216
Bestand neu: 2,466
KAUF
Fonds: Musterfonds Europa B
ISIN: DE0005140008  Auftrag: 1002
Abrechnungstag: 04.02.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Preis  Bestand alt: 0,500
Abrechnungsbetrag EUR 25,00 EUR 25,00 EUR 12,500000 Anteilumsatz: 2,000
Bestand neu: 2,500
`;
    expect(read(collection)).toEqual([
      ['Buy', '2025-02-03', '-50.00', 'EUR'],
      ['Buy', '2025-02-04', '-25.00', 'EUR'],
    ]);
  });
});
