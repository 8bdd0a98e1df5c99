import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

const german = (party: string) => `
BEISPIELBANK AG  MUSTERSTRASSE 1  10115 BERLIN
DATUM 21.08.2025
ÜBERWEISUNGSBESTÄTIGUNG
ÜBERWEISUNGSDETAILS
BETRAG GEBÜHR STATUS ÜBERWEISUNGSDATUM TYP
1.000,00 € 0,00 € Ausgeführt 21.08.2025 SEPA Überweisung
ANGABEN ZUM ${party}
NAME IBAN BIC
Max Mustermann DE00111122223333444455 MLPBDE61XXX
`;

// a transfer's confirmation names the other party by its role: who the money went to, or came from
describe("a transfer's confirmation", () => {
  it('is a withdrawal where it names the payee', () => {
    expect(read(german('EMPFÄNGER'))).toEqual([{ type: 'Withdrawal', date: '2025-08-21', amount: '-1000.00' }]);
  });

  it('is a deposit where it names only who sent the money', () => {
    expect(read(german('SENDER'))).toEqual([{ type: 'Deposit', date: '2025-08-21', amount: '1000.00' }]);
  });

  it('reads the English title and roles the same way', () => {
    expect(
      read(`
Example Bank plc
Transfer confirmation
Total credited: 250.00 EUR
Value date: 03.02.2025
Ordering party: Jane Doe, IBAN IE29 AIBK 9311 5212 3456 78
`),
    ).toEqual([{ type: 'Deposit', date: '2025-02-03', amount: '250.00' }]);
  });
});
