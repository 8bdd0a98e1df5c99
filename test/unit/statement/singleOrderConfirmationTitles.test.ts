import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, fees: r.fees }));

// An app's confirmation of an order, titled by the direction and "Bestätigung"; its fee line names no kind of the document.
const confirmation = (title: string, totalLabel: string) => `
Muster Krypto GmbH                                           Wien, 04.03.2024
Kunde 55-778899
                          ${title} Kryptowerte
Datum / Uhrzeit     04.03.2024 09:41:07
Kryptowert          Bitcoin (BTC)
Menge               0,00812345 BTC
Kurs                EUR 58.612,40 je BTC
Kurswert            EUR 476,14
Gebühr (1,49 %)     EUR 7,09
${totalLabel}   EUR 483,23
`;

describe('order confirmations titled "Kaufbestätigung" / "Verkaufsbestätigung"', () => {
  it('books a purchase, its fee a part of it', () => {
    expect(read(confirmation('Kaufbestätigung', 'Gesamtbetrag'))).toEqual([{ type: 'Buy', date: '2024-03-04', amount: '-483.23', fees: '7.09' }]);
  });
  it('books a sale, its fee a part of it', () => {
    expect(read(confirmation('Verkaufsbestätigung', 'Auszahlungsbetrag'))).toEqual([{ type: 'Sell', date: '2024-03-04', amount: '483.23', fees: '7.09' }]);
  });
});
