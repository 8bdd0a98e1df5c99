import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank KG', account_number: '1234567', statement_period: '2024-03-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('a "Wert" heading beside debit and credit columns', () => {
  it('heads the value dates, which date the bookings', () => {
    const ledger = `
Buchungstag   Text                                                    Wert          Soll            Haben
04.03.2024    Überweisung von Max Mustermann                         04.03.2024                   5.000,00
28.03.2024    Depotgebühr 1. Quartal 2024                            31.03.2024      59,50
28.03.2024    Zinsen für Guthaben                                     31.03.2024                     12,80
`;
    expect(read(ledger)).toEqual([
      ['Deposit', '2024-03-04', '5000.00'],
      ['Fee', '2024-03-31', '-59.50'],
      ['Interest', '2024-03-31', '12.80'],
    ]);
  });
});

describe('a "Wert" heading right after a booking date, beside an amount column', () => {
  it('heads the value dates, not the money', () => {
    const ledger = `
Buchung     Wert        Buchungstext                                        Betrag EUR
04.03.2024  04.03.2024  Überweisung von Girokonto Max Mustermann               1.000,00
18.03.2024  18.03.2024  Überweisung auf Referenzkonto                         -2.500,00
28.03.2024  31.03.2024  Zinsabschluss                                             98,47
`;
    expect(read(ledger)).toEqual([
      ['Deposit', '2024-03-04', '1000.00'],
      ['Withdrawal', '2024-03-18', '-2500.00'],
      ['Interest', '2024-03-31', '98.47'],
    ]);
  });
});

describe('a heading naming the value date after the word for a date', () => {
  it('heads the value dates where they stand apart from the booking dates ("Date valeur", "F. Valor")', () => {
    const french = `
Date         Description                                   Date valeur        Montant EUR
16/04/2024   Dividende SOLVAY SA                           18/04/2024              +30,24
30/04/2024   Frais de gestion de compte                    30/04/2024               -2,25
`;
    const spanish = `
F. Operación  Concepto                              F. Valor         Cargo        Abono
20/02/2024    Abono dividendo Repsol SA             21/02/2024                    45,60
29/02/2024    Comisión mantenimiento                01/03/2024        4,00
`;
    expect(read(french)).toEqual([
      ['Dividend', '2024-04-18', '30.24'],
      ['Fee', '2024-04-30', '-2.25'],
    ]);
    expect(read(spanish)).toEqual([
      ['Dividend', '2024-02-21', '45.60'],
      ['Fee', '2024-03-01', '-4.00'],
    ]);
  });
});
