import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount, currency }) => ({ type, date, amount, currency }));

// a notice of one cash movement: the sum it says was received, paid out, credited or debited
describe('a cash movement confirmed on its own', () => {
  it.each([
    ['Deposit confirmation', 'Amount received: 2,500.00 EUR', 'Value date: 05.04.2024', 'Deposit', '2500.00'],
    ['Einzahlungsbestätigung', 'Betrag: 2.500,00 EUR', 'Valuta: 05.04.2024', 'Deposit', '2500.00'],
    ['Auszahlungsbestätigung', 'Ausgezahlter Betrag: 800,00 EUR', 'Valuta: 05.04.2024', 'Withdrawal', '-800.00'],
    ['Confirmation de retrait', 'Montant versé : 800,00 EUR', 'Date de valeur : 05.04.2024', 'Withdrawal', '-800.00'],
    ['Conferma di versamento', 'Importo ricevuto: 2.500,00 EUR', 'Data valuta: 05.04.2024', 'Deposit', '2500.00'],
  ])('reads "%s"', (title, amount, date, type, value) => {
    expect(read(['Example Bank AG', '', title, '', amount, date].join('\n'))).toEqual([{ type, date: '2024-04-05', amount: value, currency: 'EUR' }]);
  });

  it('books a Dutch fee note at the sum debited, its VAT included', () => {
    expect(
      read(`
Example Bank NV
Kostennota
Bewaarloon                        25,00 EUR
BTW                                4,75 EUR
Afgeschreven bedrag               29,75 EUR
Valutadatum                      02.04.2024
`),
    ).toEqual([{ type: 'Fee', date: '2024-04-02', amount: '-29.75', currency: 'EUR' }]);
  });
});
