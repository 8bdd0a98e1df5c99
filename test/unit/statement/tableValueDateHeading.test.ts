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

describe('a value-date heading that opens with the noun for a date (Date valeur, Fecha valor)', () => {
  const mayHeader = { ...header, statement_period: '2024-05-01 to 2024-05-31' };
  const readMay = (text: string) => parseActivityTables(linesFromText(text), mayHeader).map((r) => [r.type, r.date, r.amount]);

  it('dates a priced purchase in a French cash ledger by its value date, as its other bookings', () => {
    expect(
      readMay(`
RELEVÉ DE COMPTE ESPÈCES   du 01/05/2024 au 31/05/2024
Date opé.   Date valeur   Libellé                                         Débit       Crédit
02/05/2024  03/05/2024    VIREMENT RECU M. DUPONT                                      1.500,00
06/05/2024  08/05/2024    ACHAT 12 LVMH MOET HENNESSY A 732,40          8.793,80
`),
    ).toEqual([
      ['Deposit', '2024-05-03', '1500.00'],
      ['Buy', '2024-05-08', '-8793.80'],
    ]);
  });

  it('and in a Spanish one', () => {
    expect(
      readMay(`
EXTRACTO DE CUENTA   del 01/05/2024 al 31/05/2024
Fecha oper.   Fecha valor   Concepto                                       Cargo       Abono
02/05/2024    03/05/2024    TRANSFERENCIA RECIBIDA                                      1.500,00
06/05/2024    08/05/2024    COMPRA 12 ACCIONES TELEFONICA A 3,90             46,80
`),
    ).toEqual([
      ['Deposit', '2024-05-03', '1500.00'],
      ['Buy', '2024-05-08', '-46.80'],
    ]);
  });
});

describe('a securities account statement headed "Date valeur" that itemises its trades', () => {
  it('keeps a coupon whose line names the issuer and whose ISIN stands below', () => {
    expect(
      read(`
Relevé de compte-titres
Date opé.   Date valeur   Libellé                                   Débit        Crédit
10/01/2024  12/01/2024    Achat 20 AIR LIQUIDE                   3 427,20
                          FR0000120073 au cours de 171,36
16/02/2024  16/02/2024    Coupon TOTALENERGIES SE                                    74,00
                          FR0000120271
`).map(([type, , amount]) => [type, amount]),
    ).toEqual([
      ['Buy', '-3427.20'],
      ['Dividend', '74.00'],
    ]);
  });
});
