import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank', account_number: '1234567', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

const ledger = (closingLine: string) => `
Kontoauszug 5/2018 Seite 1 von 2
Datum Wert Erläuterung Betrag Soll EUR Betrag Haben EUR
02.05.2018 01.05.2018 ${closingLine}
siehe Anlage Nr.   1
03.05.2018 03.05.2018 Wertpapierabrechnung                270,00-
04.05.2018 04.05.2018 Überweisung                       4.000,00-
Kontoauszug 5/2018 Seite 2 von 2
Entgeltabschluss: Anlage     1
Entgelte vom 30.03.2018 bis 30.04.2018                               4,40-
Abrechnung 30.04.2018                                                4,40-
Abrechnung 02.05.2018                                              270,00-
`;

describe('a closing itemised in the statement’s attachment', () => {
  it('is dated the day the attachment’s closing line with its figure names', () => {
    expect(read(ledger('Entgeltabrechnung                4,40-'))[0]).toEqual(['Fee', '2018-04-30', '-4.40']);
  });

  it('whatever the document’s date and number forms', () => {
    const slashed = ledger('Entgeltabrechnung                4,40-')
      .replace(/(\d{2})\.(\d{2})\.(\d{4})/g, '$1/$2/$3')
      .replace(/(\d),(\d{2})/g, '$1.$2')
      .replace(/(\d)\.(\d{3})\./g, '$1,$2.');
    expect(read(slashed)[0]).toEqual(['Fee', '2018-04-30', '-4.40']);
  });

  it('keeps the ledger’s date where the booking prints a day of its own, and for a trade’s settlement', () => {
    const rows = read(ledger('Abrechnung 01.05.2018           4,40-'));
    expect(rows[0][1]).toBe('2018-05-01');
    expect(rows[1][1]).toBe('2018-05-03');
  });
});
