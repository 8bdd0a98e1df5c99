import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';
import { toCents } from '../../../server/convert/statement/numbers';

const header = { broker: 'Testbroker', account_number: '', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => [r.type, r.date, r.amount, r.quantity, r.price]);

describe('trade lines whose units × price equal their value', () => {
  // column titles the header reader does not know: the figures alone show these are trades
  const executions = `
EXECUTED ORDERS
WHEN                 INSTRUMENT  ISIN          REF          DIRECTION  UNITS       PRICE   VALUE  VENUE
2025-03-04 09:12:01  ABCD        DE0001234567  77120001     Buy        0.5         84.20   42.10  XETRA
2025-03-04 09:13:55  EFGH        US0378331005  77120002     Buy        1           150.10  150.10 OTC
2025-03-05 14:02:10  ABCD        DE0001234567  77120003     Sell       2.25        88.00   198    OTC
`;

  it('books each as a trade in its own right, with units and price, though no header names its columns', () => {
    expect(pick(read(executions))).toEqual([
      ['Buy', '2025-03-04', '-42.10', '0.5', '84.20'],
      ['Buy', '2025-03-04', '-150.10', '1', '150.10'],
      ['Sell', '2025-03-05', '198.00', '2.25', '88.00'],
    ]);
  });

  it('takes the cash net of charges printed after the value, not the gross', () => {
    const rows = read(`
2025-03-04  buy  1  USD  512.941000  -512.94  commission: -1.00  -513.94
2025-03-04  buy  3  USD  10.00  -30.00  commission: -1.00  -31.00
`);
    expect(pick(rows)).toEqual([
      ['Buy', '2025-03-04', '-513.94', '1', '512.941000'],
      ['Buy', '2025-03-04', '-31.00', '3', '10.00'],
    ]);
  });

  it('leaves a cash ledger’s trade lines out: their figures are amount and balance, not units and price', () => {
    const rows = read(`
Buchungstag  Valuta      Buchungstext                          Betrag       Saldo
02.01.2024  04.01.2024  Kauf DE0001234567 Beispiel AG       -1.000,00    4.000,00
03.01.2024  03.01.2024  Gutschrift                           2,00        4.002,00
`);
    expect(pick(rows)).toEqual([['Deposit', '2024-01-03', '2.00', '', '']]);
  });

  it('rounds a value printed with more decimals to cents exactly', () => {
    expect(toCents('254.9286')).toBe('254.93');
    expect(toCents('-0.005')).toBe('-0.01');
    expect(toCents('5')).toBe('5.00');
    expect(toCents('1099.994')).toBe('1099.99');
  });
});

describe('a settled amount labelled under a trade', () => {
  it('is the cash the trade moved, charges included, not the value on the trade line', () => {
    const rows = read(`
Datum       Vorgang                            Betrag      Kurs      Anteile
03.09.2019  Kauf Musterfonds Global A          209,48 EUR  95,0136   2,417
            Girosammelverwahrung
            Abrechnungsbetrag                  210,00 EUR
04.09.2019  Gutschrift                          50,00 EUR
`);
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Buy', '2019-09-03', '-210.00'],
      ['Deposit', '2019-09-04', '50.00'],
    ]);
  });
});

describe('a savings plan table that prints the value before price and units', () => {
  it('books the value, not a zero in a later column, on the trade date its Schlusstag column names', () => {
    const rows = read(`
Umsatzart Betrag Ordernummer Preis Devise Anteile Schlusstag Valuta Steuerausgleich
Kauf 50,00 100200/11.00 25,0000 1,0000 2,0000 03.02.2025 05.02.2025 0,00
Kauf 50,00 100300/12.00 20,0000 1,0000 2,5000 03.03.2025 05.03.2025 0,00
`);
    expect(rows.map((r) => [r.type, r.date, r.settlement_date, r.amount])).toEqual([
      ['Buy', '2025-02-03', '2025-02-05', '-50.00'],
      ['Buy', '2025-03-03', '2025-03-05', '-50.00'],
    ]);
  });
});

describe('a table titled as trades whose lines carry no word of their own', () => {
  it('books each line whose units × price equal its value as the trade the title names', () => {
    const rows = read(`
Ihre Wertpapiertransaktionen, Geschäftsart Kauf:
Schlusstag Stück Kurs Betrag
Musterfonds Global A, WKN 123456
03.01.2024 0,2000 250,0000 EUR 50,00 EUR
Musterfonds Global A, WKN 123456
02.02.2024 0,2500 200,0000 EUR 50,00 EUR
`);
    expect(rows.map((r) => [r.type, r.date, r.amount, r.quantity])).toEqual([
      ['Buy', '2024-01-03', '-50.00', '0.2000'],
      ['Buy', '2024-02-02', '-50.00', '0.2500'],
    ]);
  });
});

describe('a savings plan table titled as purchases whose rates include a front-load', () => {
  it('books each wordless line under its units and price columns as the purchase the title names', () => {
    const rows = read(`
Ihre Wertpapiertransaktionen, Geschäftsart Kauf:
Schlusstag Stück Kurs Sparrate
Musterfonds Global A, WKN 123456
01.08.2019 0,1000 200,0000 25,00 EUR
Musterfonds Global A, WKN 123456
02.09.2019 0,1100 190,0000 25,00 EUR
`);
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Buy', '2019-08-01', '-25.00'],
      ['Buy', '2019-09-02', '-25.00'],
    ]);
  });
});

describe('a priced trade in a ledger with a balance column and no value-date column', () => {
  const ledger = `
Movimientos del período
Fecha de Fecha de Folio Descripción Emisora Serie Títulos Precio Cargo Abono Saldo efectivo
registro liquidación
Saldo inicial 100.00
03/02/23 07/02/23 F1001COMPRA BONOS 250301 1,200 9.90000000 11,880.00 0.00 -11,780.00
Saldo final -11,780.00
`;

  it('books the value it paid, not the running balance, on the day it was dealt', () => {
    const rows = parseActivityTables(linesFromText(ledger), { broker: '', account_number: '', statement_period: '' });
    expect(rows.map((r) => [r.type, r.date, r.amount, r.settlement_date])).toEqual([['Buy', '2023-02-03', '-11880.00', '2023-02-07']]);
  });
});

describe('a line naming no kind whose units × price equal its value', () => {
  it('is a trade, its direction by the cash: a fund redemption ("Reembolso") is a sale', () => {
    const rows = read(`
EXTRACTO DE MOVIMIENTOS DE FONDOS   Periodo 01/01/2024 - 30/06/2024
Fecha       Operación              Fondo                         Participaciones   Valor liquidativo   Importe
10/01/2024  Suscripción            FONDO EJEMPLO RENTA FIJA      12,345            81,0042             1.000,00
14/03/2024  Reembolso              FONDO EJEMPLO RENTA FIJA       6,000            82,1500               492,90
`);
    expect(pick(rows)).toEqual([
      ['Buy', '2024-01-10', '-1000.00', '12.345', '81.0042'],
      ['Sell', '2024-03-14', '492.90', '6.000', '82.1500'],
    ]);
  });

  it('is no trade where a factor is one: an exchange rate of 1 times an amount multiplies out by chance', () => {
    const rows = read(`
Datum       Text                     Betrag    Kurs       Gegenwert
30.12.2022  Gutschrift Zinsen USD    0,08      1,000000   0,08
30.12.2022  Übertrag Konto           5,00      1,000000   5,00
`);
    expect(pick(rows).map(([type]) => type)).not.toContain('Sell');
  });
});
