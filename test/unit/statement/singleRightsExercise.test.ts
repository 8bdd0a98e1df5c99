import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a capital increase subscribed with rights', () => {
  it('books the exercise of subscription rights ("Ausübung von Bezugsrechten") as a purchase of the new shares', () => {
    expect(
      read(`
Musterbank AG
Kapitalmaßnahme - Ausübung von Bezugsrechten
Depot 123456789        Schlusstag 14.03.2024
Wertpapier   MUSTER AG JUNGE AKTIEN   DE000A0XYZ12
Bezugsverhältnis 5 : 1
Ausgeübte Bezugsrechte   50 Stück
Bezogene Aktien          10 Stück
Bezugspreis              12,00 EUR
Kurswert                                   120,00 EUR
Provision                                    2,50 EUR
Zu Lasten Konto 9876543 Valuta 18.03.2024  122,50 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-14', amount: '-122.50', currency: 'EUR' }]);
  });
});
