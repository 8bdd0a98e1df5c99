import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { joinWrappedDates } from '../../../server/convert/statement/wrappedDates';

const joined = (text: string) => joinWrappedDates(linesFromText(text)).map((l) => l.text);
const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe('a date cell wrapped over three lines beside its row', () => {
  it('joins day, month and year printed on three lines onto the row', () => {
    expect(joined('01 \nFeb. Zinszahlung Your interest payment 33,37 € 637,18 €\n2024')).toEqual([
      '01 Feb. 2024 Zinszahlung Your interest payment 33,37 € 637,18 €',
    ]);
  });

  it('joins a day and month over a wrapped type cell, and the year under it', () => {
    expect(joined('01 jun Pago de\nYour interest payment 28,91 € 15.158,99 €\n2025 intereses')).toEqual([
      '01 jun 2025 Pago de intereses Your interest payment 28,91 € 15.158,99 €',
    ]);
  });

  it('joins a row whose description opens with a figure like a year, where the year opens the line below', () => {
    expect(joined('14 set Transazione \n2000 EVENTI RISTORAZIONE 18,00 € 3.826,50 €\n2025 con carta')).toEqual([
      '14 set 2025 Transazione con carta 2000 EVENTI RISTORAZIONE 18,00 € 3.826,50 €',
    ]);
  });

  it('takes a year glued to the end of the row', () => {
    expect(joined('30 \nDez. SEPA Echtzeitüberweisung Outgoing transfer 3.000,00 € 7.342,91 €2024\n31 ')).toEqual([
      '30 Dez. 2024 SEPA Echtzeitüberweisung Outgoing transfer 3.000,00 € 7.342,91 €',
      '31',
    ]);
  });

  it('joins a year and month opening one line with the day opening the line after the row', () => {
    expect(joined('2024-12- Dividend Accruals Dividend tax:\nStock ETF Gross Rate: 0.88 -63.17 0 -53.69 USD\n26 Reduction -9.48')).toEqual([
      '2024-12-26 Dividend Accruals Dividend tax: Stock ETF Gross Rate: 0.88 -63.17 0 -53.69 USD',
      'Reduction -9.48',
    ]);
  });

  it('joins a description wrapped with figures of its own where the year opens the line after the row', () => {
    expect(joined('07 Juni _BAZG VIA WebShop, 40,00 CHF, rate:\nKartentransaktion 42,89 € 3.762,94 €\n2025 1,0657572205, markup: 0,6 %')).toEqual([
      '07 Juni 2025 _BAZG VIA WebShop, 40,00 CHF, rate: 1,0657572205, markup: 0,6 % Kartentransaktion 42,89 € 3.762,94 €',
    ]);
  });

  it('joins a date whose day and year wrap around a description wrapped above and below the row', () => {
    expect(joined('21 \nCrypto bonus for orderId: 0a000a0a-\nNov. Belohnung 58,36 € 6.235,94 €\na000-000a\n2025')).toEqual([
      '21 Nov. 2025 Crypto bonus for orderId: 0a000a0a- a000-000a Belohnung 58,36 € 6.235,94 €',
    ]);
  });

  it('joins nothing onto a line that opens with a date of its own', () => {
    const lines = [
      '02 Apr. Handel Kauf LU1190417599 2024 UECEO 150,00 € 51.202,41 €',
      '03 Apr. Handel Kauf IE00B4L5Y983 840,00 € 50.002,41 €',
      '2024 Gebühren Card 5,00 €',
    ];
    expect(joined(lines.join('\n'))).toEqual(lines);
  });

  it('leaves lines alone whose parts are no day, month name and year', () => {
    const lines = ['12', 'Stück Beispiel AG 1.250,00 EUR', '2024', '31', 'Zins 2,00 EUR', '1999 Muster'];
    expect(joined(lines.join('\n'))).toEqual(lines);
  });

  it('reads a booking whose figures wrapped onto the line below its joined date', () => {
    expect(
      read(`
DATUM TYP BESCHREIBUNG ZAHLUNGSEINGANG ZAHLUNGSAUSGANG SALDO
20 
Sept. Überweisung Einzahlung akzeptiert: DE00000000000000000000 auf 
2024 DE00000000000000000000
889,77 € 964,18 €
26 
Sept. Kartentransaktion Hornbach Baumarkt AG FIL. 24,95 € 939,23 €
2024
28 
Sept. Kartentransaktion REWE Markt 10,00 € 929,23 €
2024
`),
    ).toEqual([
      { date: '2024-09-20', type: 'Deposit', amount: '889.77' },
      { date: '2024-09-26', type: 'Withdrawal', amount: '-24.95' },
      { date: '2024-09-28', type: 'Withdrawal', amount: '-10.00' },
    ]);
  });

  it('reads the bookings of a ledger whose date cells wrap', () => {
    expect(
      read(`
UMSATZÜBERSICHT
DATUM TYP BESCHREIBUNG ZAHLUNGSEINGANG ZAHLUNGSAUSGANG SALDO
01 
Feb. Zinszahlung Your interest payment 33,37 € 637,18 €
2024
01 
März Überweisung Einzahlung akzeptiert: DE00000000000000000000 6.000,00 € 6.637,18 €
2024
`),
    ).toEqual([
      { date: '2024-02-01', type: 'Interest', amount: '33.37' },
      { date: '2024-03-01', type: 'Deposit', amount: '6000.00' },
    ]);
  });
});
