import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

describe('the direction of a tax notice', () => {
  it('a tax equalisation booked under a label that credits it is a Tax Refund', () => {
    expect(
      read(`
Steuerausgleich nach § 43a EStG
München, 05.05.2023
Steuerausgleich für das Jahr 2023
Kapitalertragsteuer EUR 126,79
Solidaritätszuschlag EUR 6,97
Wert Betrag zu Ihren Gunsten
05.05.2023 EUR 133,76
`),
    ).toEqual([{ type: 'Tax Refund', date: '2023-05-05', amount: '133.76' }]);
  });

  it('a tax optimisation crediting the account is a Tax Refund, one debiting it a Tax', () => {
    const notice = (total: string) => `
STEUERLICHE OPTIMIERUNG
Steuerliche Optimierung am 28.09.2024
ABRECHNUNG
POSITION BETRAG
Kapitalertragssteuer ${total} EUR
GESAMT ${total} EUR
BUCHUNG
VERRECHNUNGSKONTO DATUM DER ZAHLUNG BETRAG
DE12345678912345678912 28.09.2024 ${total} EUR
`;
    expect(read(notice('19.65'))).toEqual([{ type: 'Tax Refund', date: '2024-09-28', amount: '19.65' }]);
    expect(read(notice('-0.26'))).toEqual([{ type: 'Tax', date: '2024-09-28', amount: '-0.26' }]);
  });

  it('interest the account is charged ("Sollzinsen") is interest going out, not a tax', () => {
    expect(
      read(`
Abschlussbuchung vom 31.12.2025
Zinsberechnung: Betrag in EUR
Sollzinsen aus geduldeten Überziehungen 5,64 -
Gesamtsumme: 5,64 -
Die Buchung erfolgt über Konto DE54 7003 3100 1234 5678 90 mit Valuta 31.12.2025.
`),
    ).toEqual([{ type: 'Interest', date: '2025-12-31', amount: '-5.64' }]);
  });
});

describe('a loss offset notice labelling the sum paid back', () => {
  it('books its "Erstattungsbetrag" as a Tax Refund, not a figure below a sentence naming the refund', () => {
    expect(
      read(`
Steuerliche Abrechnung
Verlustverrechnung
Im Rahmen der Verlustverrechnung ergibt sich für Sie eine Erstattung
bereits einbehaltener Steuern.
Verrechneter Verlust                 EUR     -800,00
Kapitalertragsteuer                  EUR      200,00
Solidaritätszuschlag                 EUR       11,00
Erstattungsbetrag                    EUR      211,00
Der Erstattungsbetrag wird Ihrem Konto mit Valuta 05.07.2024 gutgeschrieben.
`),
    ).toEqual([{ type: 'Tax Refund', date: '2024-07-05', amount: '211.00' }]);
  });
});
