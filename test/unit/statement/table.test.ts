import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';
import { Line } from '../../../server/convert/words';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2024-01-01 to 2024-03-31' };
const read = (text: string, h = header) => parseActivityTables(linesFromText(text), h);
const pick = (rows: ReturnType<typeof read>, ...keys: Array<keyof (typeof rows)[number]>) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

describe('activity tables found by their header row', () => {
  const statement = `
Kontoauszug Nr. 3                                   Seite 1
Buchungstag  Valuta      Buchungstext                          Soll        Haben
            alter Kontostand                                               1.000,00
02.01.2024  03.01.2024  Gutschrift Gehalt Januar                            2.500,00
05.01.2024  05.01.2024  Lastschrift Stadtwerke                 84,20
10.01.2024  10.01.2024  Kontoführungsentgelt                    4,95
            neuer Kontostand                                               3.410,85
`;

  it('reads one row per booking with Soll/Haben columns deciding the sign', () => {
    expect(pick(read(statement), 'date', 'settlement_date', 'type', 'amount', 'description')).toEqual([
      { date: '2024-01-03', settlement_date: '2024-01-03', type: 'Deposit', amount: '2500.00', description: 'Gutschrift Gehalt Januar' },
      { date: '2024-01-05', settlement_date: '2024-01-05', type: 'Withdrawal', amount: '-84.20', description: 'Lastschrift Stadtwerke' },
      { date: '2024-01-10', settlement_date: '2024-01-10', type: 'Fee', amount: '-4.95', description: 'Kontoführungsentgelt' },
    ]);
  });

  it('repeats the header fields on every row and counts pages from the lines', () => {
    const rows = read(statement);
    expect(rows.every((r) => r.broker === 'Testbank AG' && r.account_number === '1234567' && r.statement_period === header.statement_period)).toBe(true);
    expect(rows.map((r) => r.page)).toEqual(['1', '1', '1']);
    expect(rows.map((r) => r.currency)).toEqual(['EUR', 'EUR', 'EUR']);
  });

  it('skips opening, closing, total and carried-forward lines', () => {
    const rows = read(`
Date        Description                         Amount      Balance
            Opening balance                                  500.00
03/01/2024  Interest                              1.25       501.25
            Total                                 1.25
            Closing balance                                  501.25
            Carried forward                                  501.25
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Interest', amount: '1.25' }]);
  });
});

describe('figures that are no money', () => {
  it('takes no account name glued to a whole number after a currency sign ("Account(s): € 923975INET") for an amount', () => {
    const transfers = `
Cash Transfers
Type          Transfer ID   Trade date    Value date    Amount      Conversion rate   Booked amount
Deposit       45108148786   20-Jun-2025   20-Jun-2025   10,00       1,00000           10,00
Page 2 of 2   Account(s): € 923975INET    Generated at: 01-Jul-2025
`;
    expect(pick(read(transfers), 'date', 'type', 'amount')).toEqual([{ date: '2025-06-20', type: 'Deposit', amount: '10.00' }]);
  });
});

describe('header words', () => {
  it('reads German compounds in -datum as date columns, so that a balance column after the amount stays out', () => {
    const rows = read(`
Transaktionsbericht
Zahlungsdatum Bestätigungsdatum Cashflow-Typ Cashflow-Status Projektname Betrag Saldo
25.07.2023, 09:10 25.07.2023, 09:10 Einzahlung Genehmigt € 300,00 € 364,11
02.02.2020, 00:10 03.02.2020, 17:59 Auszahlung Genehmigt (€ -51,70) € 51,72
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([
      { date: '2023-07-25', type: 'Deposit', amount: '300.00' },
      { date: '2020-02-02', type: 'Withdrawal', amount: '-51.70' },
    ]);
  });
});

describe('a header whose money columns wrap around it', () => {
  it('reads "FECHA TIPO DESCRIPCIÓN BALANCE" as a ledger, the balance last', () => {
    const rows = read(`
TRANSACCIONES DE CUENTA
ENTRADA DE SALIDA DE
FECHA TIPO DESCRIPCIÓN BALANCE
DINERO DINERO
01 nov 2024 Pago de intereses Your interest payment 124,66 € 43.997,82 €
14 nov 2024 Transferencia Incoming transfer 2.647,54 € 46.645,36 €
`);
    expect(pick(rows, 'date', 'amount')).toEqual([
      { date: '2024-11-01', amount: '124.66' },
      { date: '2024-11-14', amount: '2647.54' },
    ]);
  });
});

describe('descriptions over several lines', () => {
  it('joins continuation lines without a date to the booking above', () => {
    const rows = read(`
Datum       Vorgang                                Betrag
03.02.2024  SEPA Überweisung von                  +150,00
            Erika Mustermann
            Miete Februar
04.02.2024  Kartenzahlung                          -12,30
            Bäckerei am Markt
`);
    expect(pick(rows, 'date', 'type', 'amount', 'description')).toEqual([
      { date: '2024-02-03', type: 'Deposit', amount: '150.00', description: 'SEPA Überweisung von Erika Mustermann Miete Februar' },
      { date: '2024-02-04', type: 'Withdrawal', amount: '-12.30', description: 'Kartenzahlung Bäckerei am Markt' },
    ]);
  });
});

describe('page breaks and continued tables', () => {
  const page = (n: number, body: string) => linesFromText(body, n);
  it('reads the table on, under the header repeated on the next page, and drops the carry-over lines', () => {
    const lines: Line[] = [
      ...page(
        1,
        `
Datum       Buchungstext                           Betrag
12.03.2024  Einzahlung                            1.000,00
15.03.2024  Auszahlung Geldautomat                 -200,00
            Übertrag auf Blatt 2                    800,00
`,
      ),
      ...page(
        2,
        `
Kontoauszug Blatt 2
Datum       Buchungstext                           Betrag
            Übertrag von Blatt 1                    800,00
20.03.2024  Habenzinsen                               2,10
`,
      ),
    ];
    expect(pick(parseActivityTables(lines, header), 'date', 'type', 'amount', 'page')).toEqual([
      { date: '2024-03-12', type: 'Deposit', amount: '1000.00', page: '1' },
      { date: '2024-03-15', type: 'Withdrawal', amount: '-200.00', page: '1' },
      { date: '2024-03-20', type: 'Interest', amount: '2.10', page: '2' },
    ]);
  });
});

describe('several accounts in one document', () => {
  it('gives each row the account whose heading it stands under', () => {
    const rows = read(
      `
Spaarrekening  Rekeningnummer NL-4821-11
Datum       Omschrijving                            Bedrag
05-01-2024  Storting                               1.000,00
31-03-2024  Rente                                      1,25

Beleggingsrekening  Rekeningnummer NL-4821-12
Datum       Omschrijving                            Bedrag
12-02-2024  Opname                                  -250,00
`,
      { ...header, account_number: '' },
    );
    expect(pick(rows, 'account_number', 'type', 'amount')).toEqual([
      { account_number: 'NL-4821-11', type: 'Deposit', amount: '1000.00' },
      { account_number: 'NL-4821-11', type: 'Interest', amount: '1.25' },
      { account_number: 'NL-4821-12', type: 'Withdrawal', amount: '-250.00' },
    ]);
  });
});

describe('signs', () => {
  it('reads trailing minus, parentheses and S/H markers as the cash direction', () => {
    const rows = read(`
02.01.2024 Lastschrift Versicherung 120,00-
03.01.2024 Gutschrift Erstattung 80,00+
04.01.2024 Überweisung an Vermieter 950,00 S
05.01.2024 Überweisung von Arbeitgeber 3.100,00 H
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-120.00' },
      { type: 'Deposit', amount: '80.00' },
      { type: 'Withdrawal', amount: '-950.00' },
      { type: 'Deposit', amount: '3100.00' },
    ]);
    expect(pick(read('01/06/2024 Cash withdrawal (1,500.00)\n01/07/2024 Check deposit 2,250.00'), 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-1500.00' },
      { type: 'Deposit', amount: '2250.00' },
    ]);
  });

  it('reads a dash a space before a figure as an empty cell where the document glues its minus signs', () => {
    const ledger = `
Buchungs- Wertstellung Transaktion Umsatz Betrag
01.02.2024 01.02.2024 Einzahlung Lastschrifteinzug - 5,00
02.02.2024 02.02.2024 Entgelt Depotführung -1,20
`;
    expect(pick(read(ledger), 'type', 'amount')).toEqual([
      { type: 'Deposit', amount: '5.00' },
      { type: 'Fee', amount: '-1.20' },
    ]);
    // without a glued minus anywhere, "- 5,00" stays a debit
    expect(pick(read('03.02.2024 Lastschrift Versicherung - 5,00'), 'type', 'amount')).toEqual([{ type: 'Withdrawal', amount: '-5.00' }]);
  });
});

describe('one row per economic transaction', () => {
  it('nets a dividend with the withholding tax printed on the next line', () => {
    const rows = read(`
Date        Description                                      Amount
2024-03-15  Dividend Johnson & Johnson US4781601046           35.70
2024-03-15  Withholding tax Johnson & Johnson                 -5.36
2024-03-20  Deposit                                          500.00
`);
    expect(pick(rows, 'type', 'security_id', 'amount', 'taxes', 'description')).toEqual([
      { type: 'Dividend', security_id: 'US4781601046', amount: '30.34', taxes: '5.36', description: 'Johnson & Johnson' },
      { type: 'Deposit', security_id: '', amount: '500.00', taxes: '', description: 'Deposit' },
    ]);
  });

  it('nets the interest of a closing with the taxes booked after it, an abbreviated "Solid.-Zuschlag" among them', () => {
    const rows = read(`
Bu-Tag Wert Vorgang                                             Betrag
29.12. 31.12. Abschluss lt. Anlage 1 PN:905                    534,59 H
29.12. 31.12. Solid.-Zuschlag aus PN:905                         0,46 S
29.12. 31.12. Kirchensteuer aus PN:905                           0,76 S
29.12. 31.12. Kapitalertragsteuer aus PN:905                     8,46 S
`);
    expect(pick(rows, 'type', 'amount', 'taxes')).toEqual([{ type: 'Interest', amount: '524.91', taxes: '9.68' }]);
  });

  it('folds fee and tax lines into the trade they follow, with quantity and price from the columns', () => {
    const rows = read(`
Buchungstag  Valuta      Buchungstext                     Stück     Kurs        Betrag
29.02.2024   04.03.2024  Verkauf Siemens AG                  10   172,40      1.724,00
             ISIN DE0007236101
29.02.2024   04.03.2024  Provision                                               4,90-
29.02.2024   04.03.2024  Kapitalertragsteuer                                    31,20-
28.03.2024   31.03.2024  Depotführungsentgelt                                    7,50-
`);
    expect(pick(rows, 'type', 'security_id', 'description', 'quantity', 'price', 'fees', 'taxes', 'amount')).toEqual([
      {
        type: 'Sell',
        security_id: 'DE0007236101',
        description: 'Siemens AG',
        quantity: '10',
        price: '172.40',
        fees: '4.90',
        taxes: '31.20',
        amount: '1687.90',
      },
      { type: 'Fee', security_id: '', description: 'Depotführungsentgelt', quantity: '', price: '', fees: '', taxes: '', amount: '-7.50' },
    ]);
  });

  it('splits a distribution reinvested on one line into the dividend and the purchase', () => {
    const rows = read(`
Umsatzart                      Betrag EUR  Preis je Anteil   Anteile   Buchungstag
Ausschüttung / Kauf aus Ertrag       1,87       318,970000    +0,006   21.08.2020
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([
      { date: '2020-08-21', type: 'Dividend', amount: '1.87' },
      { date: '2020-08-21', type: 'Buy', amount: '-1.87' },
    ]);
  });
});

describe('charges paid with units', () => {
  it('reads a fee settled by selling units as the fee and the sale', () => {
    const rows = read(`
Entgeltbelastung Verkauf 3,00 EUR mit Kursdatum 06.04.2021 aus Depotposition 99999999999.01
iShares STOXX Europe 600 Inhaber-Anteile
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([
      { date: '2021-04-06', type: 'Fee', amount: '-3.00' },
      { date: '2021-04-06', type: 'Sell', amount: '3.00' },
    ]);
  });

  it('reads a sale that says it paid a charge ("Verkauf zur Belastung Depotentgelt") as the fee and the sale', () => {
    const rows = read(`
Datum        Umsatzart                                   Betrag EUR    Preis EUR      Anteile
15.10.2024   Kauf VL-Sparplan                                 40,00       135,62       0,2949
31.12.2024   Verkauf zur Belastung Depotentgelt              -12,00       136,10      -0,0882
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([
      { date: '2024-10-15', type: 'Buy', amount: '-40.00' },
      { date: '2024-12-31', type: 'Fee', amount: '-12.00' },
      { date: '2024-12-31', type: 'Sell', amount: '12.00' },
    ]);
  });
});

describe('collections of confirmations', () => {
  it('reads each block under a capitalised title as one transaction', () => {
    const rows = read(`
Tagesauszug Nr. 17
KAUF
Bezeichnung: Lyxor MSCI USA UCITS ETF
ISIN: FR0010296061
Abrechnungstag: 01.04.2022
Abrechnungsbetrag EUR 6,98
VERKAUF
Bezeichnung: Deka Deutsche Börse EUROGOV Germany
ISIN: DE000ETFL227
Abrechnungstag: 04.04.2022
Abrechnungsbetrag EUR 2,35
`);
    expect(pick(rows, 'type', 'security_id', 'amount')).toEqual([
      { type: 'Buy', security_id: 'FR0010296061', amount: '-6.98' },
      { type: 'Sell', security_id: 'DE000ETFL227', amount: '2.35' },
    ]);
  });
});

describe('header-less lists and dates', () => {
  it('reads lines that start with a date and end with an amount, without a header', () => {
    const rows = read(`
Ihre Umsätze
14.02.2024 Zinsgutschrift 3,21
16.02.2024 Einzahlung 250,00
Mit freundlichen Grüßen
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([
      { date: '2024-02-14', type: 'Interest', amount: '3.21' },
      { date: '2024-02-16', type: 'Deposit', amount: '250.00' },
    ]);
  });

  it('takes the year of dates printed without one from the statement period, across New Year', () => {
    const rows = read(
      `
Buchung Valuta Vorgang Betrag
30.12. 30.12. Habenzinsen 1,10
02.01. 03.01. Einzahlung 100,00
`,
      { ...header, statement_period: '2023-12-01 to 2024-01-31' },
    );
    expect(pick(rows, 'date', 'settlement_date')).toEqual([
      { date: '2023-12-30', settlement_date: '2023-12-30' },
      { date: '2024-01-03', settlement_date: '2024-01-03' },
    ]);
  });

  it('finds nothing in a document without activity', () => {
    expect(read('Sehr geehrter Kunde,\nanbei Ihre Unterlagen vom 01.02.2024.\nMit freundlichen Grüßen')).toEqual([]);
  });
});

describe('which printed date is the row date', () => {
  it('books a ledger line, trade cash legs included, on its value date', () => {
    const rows = read(`
Buchungstag  Valuta      Vorgang                                              Betrag
08.01.2024  10.01.2024  Kauf 20 Stück iShares Core MSCI World IE00B4L5Y983 Kurs 80,20   -1.604,00
15.01.2024  16.01.2024  Zinsen                                                  3,10
`);
    expect(pick(rows, 'date', 'settlement_date', 'type')).toEqual([
      { date: '2024-01-10', settlement_date: '2024-01-10', type: 'Buy' },
      { date: '2024-01-16', settlement_date: '2024-01-16', type: 'Interest' },
    ]);
  });

  it('keeps the trade date of a trade in a table whose heading names it', () => {
    const rows = read(`
Trade Date  Settle Date  Activity  Symbol  Description        Quantity     Price      Amount
01/15/2024  01/17/2024   Bought    AAPL    Apple Inc.               10    181.91   -1,819.10
`);
    expect(pick(rows, 'date', 'settlement_date', 'type')).toEqual([{ date: '2024-01-15', settlement_date: '2024-01-17', type: 'Buy' }]);
  });

  it('reads the value date from the second line under a header that stacks Buchungstag over Valuta', () => {
    const rows = read(`
Buchungstag Vorgang             Buchungstext                         Ausgang
Valuta      Referenz                                                 Eingang
12.06.2024 Lastschrift          Stadtwerke Abschlag                  -84,20
14.06.2024 REF 77123
20.06.2024 Gutschrift           Erstattung Versicherung              +19,90
19.06.2024 REF 77124
`);
    expect(pick(rows, 'date', 'settlement_date', 'type', 'amount')).toEqual([
      { date: '2024-06-14', settlement_date: '2024-06-14', type: 'Withdrawal', amount: '-84.20' },
      { date: '2024-06-19', settlement_date: '2024-06-19', type: 'Deposit', amount: '19.90' },
    ]);
  });
});

describe('cash lines that name a security below them', () => {
  it('keeps a direct debit whose reference lines name the savings plan ISIN a deposit; a ledger line naming its ISIN without units or price is the cash leg of its execution', () => {
    const rows = read(`
Buchungstag  Valuta   Vorgang                                          Betrag
19.11.2024  19.11.2024  Lastschrift                                    50,00+
                    Sparplan DE0002635307 Auftrag 127708696
20.11.2024  20.11.2024  Ausführung DE0002635307 Auftrag 127708696      50,00-
21.11.2024  21.11.2024  Ausführung DE0002635307 2 St. zu 25,00         50,00-
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Deposit', amount: '50.00' },
      { type: 'Buy', amount: '-50.00' },
    ]);
  });
});

describe('words of cash lines without a printed direction', () => {
  it('reads outgoing payments, withdrawals to a bank account and platform returns by their words', () => {
    const rows = read(`
Datum       Beschreibung                                     Betrag
03.02.2024  Zahlungsausgang 7781 Muster GmbH                 2.000,00
05.02.2024  Abheben auf Bankkonto                              150,00
06.02.2024  Daily returns                                        0,31
07.02.2024  Zahlung an DE11 2222 Übertrag Tagesgeld          1.000,00
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-2000.00' },
      { type: 'Withdrawal', amount: '-150.00' },
      { type: 'Interest', amount: '0.31' },
      { type: 'Withdrawal', amount: '-1000.00' },
    ]);
  });

  it('reads incoming and outgoing transfers and payouts in English by their words', () => {
    const rows = read(`
FECHA TIPO DESCRIPCIÓN BALANCE
22 sept 2025 Transferencia Outgoing transfer for Max Muster 1.000,00 € 10.908,29 €
26 sept 2025 Transferencia Incoming transfer from Max Muster 200,00 € 11.108,29 €
14 oct 2025 Transferencia PayOut to transit 6.500,00 € 50.860,76 €
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-1000.00' },
      { type: 'Deposit', amount: '200.00' },
      { type: 'Withdrawal', amount: '-6500.00' },
    ]);
  });

  it('reads card payments as withdrawals in every language, where no column or sign gives the direction', () => {
    const rows = read(`
FECHA TIPO DESCRIPCIÓN BALANCE
02 mar 2025 Transacción con tarjeta Panadería Muster 1,00 € 509,74 €
28 Apr. 2024 Kartentransaktion Baumarkt Muster 13,95 € 1.888,43 €
03 mars 2025 Transaction par carte Boulangerie Muster 7,50 € 1.880,93 €
04 mar 2025 Transazione con carta Panificio Muster 2,00 € 1.878,93 €
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-1.00' },
      { type: 'Withdrawal', amount: '-13.95' },
      { type: 'Withdrawal', amount: '-7.50' },
      { type: 'Withdrawal', amount: '-2.00' },
    ]);
  });

  it('reads no type from a page footer under the last booking ("Umsatzsteuer-ID", "Vorstand:")', () => {
    const rows = read(`
Buchungstag Valuta Buchungstext Betrag
03.02.2025 03.02.2025 Kartentransaktion REWE Markt -24,43
Beispielbank GmbH www.beispielbank.de Sitz der Gesellschaft: Berlin
Brunnenstraße 19-21 Umsatzsteuer-ID DE307510626 AG Charlottenburg HRB 244347 B
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Withdrawal', amount: '-24.43' }]);
  });

  it('reads a booking free of charges (entgeltfrei, gebührenfrei) as no fee', () => {
    const rows = read(`
Buch.-Tag Wert Verwendungszweck/Erläuterungen Umsatz (EUR)
20.06 20.06.24 entgeltfreie Buchung -9,85
21.06 21.06.24 Gebührenfreie Überweisung -65,28
28.06 28.06.24 Kontoführungsentgelt -4,10
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-9.85' },
      { type: 'Withdrawal', amount: '-65.28' },
      { type: 'Fee', amount: '-4.10' },
    ]);
  });

  it('reads a transfer by its sign, not by what its purpose lines say it paid for', () => {
    const rows = read(`
Datum Wert Erläuterung Betrag
09.03.2024 09.03.2024 Überweisung online              4,00-
HFH Hamburger Fern-Hochschule
Prüfungsgebühr Bachelorarbeit 11104
09.03.2024 09.03.2024 Abrechnung              2,10-
Kontoführungsgebühr
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-4.00' },
      { type: 'Fee', amount: '-2.10' },
    ]);
  });

  it('reads a charge word labelling a zero below a booking ("fee: 0.000000") as no charge', () => {
    const rows = read(`
BUCHUNGSTAG / WERTSTELLUNG BUCHUNGSTEXT BETRAG IN EUR
01.04.2023 Customer c3e9411b inpayed net: 700,00
01.04.2023 700.000000 fee: 0.000000
03.04.2023 Customer c3e9411b charged net: -2,00
03.04.2023 fee: 2.000000
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Deposit', amount: '700.00' },
      { type: 'Fee', amount: '-2.00' },
    ]);
  });

  it('reads cash paid in lieu of a fractional share as income on the holding', () => {
    const rows = read(`
11/22/2021 Cil Allocation 09609G100 Journal Example Bio Inc 11.70
11/23/2021 Cash in lieu of fractional shares Example Corp 2.15
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Dividend', amount: '11.70' },
      { type: 'Dividend', amount: '2.15' },
    ]);
  });

  it('reads the Dutch funding of an account (Provisionering) as a deposit, not a commission', () => {
    const rows = read(`
12/06/2023 Provisionering rekening klant Valuta 12/06/2023 45.000,00 EUR
12/06/2023 Provisie beurstransactie Valuta 12/06/2023 -12,50 EUR
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Deposit', amount: '45000.00' },
      { type: 'Fee', amount: '-12.50' },
    ]);
  });

  it('reads the French custody fee (Droits de garde) as a fee, debited', () => {
    const rows = read(`
Date         Désignation                    Débit (€)     Crédit (€)
06/07/2024   DROITS DE GARDE DDG 2T24            1,62
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Fee', amount: '-1.62' }]);
  });

  it('reads the Dutch custody fee (Bewaarloon) and stock exchange tax (Beurstaks) by their words', () => {
    const rows = read(`
05/08/2024 Bewaarloon Valuta 05/08/2024 -179,48 EUR
06/08/2024 Beurstaks Valuta 06/08/2024 -13,29 EUR
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Fee', amount: '-179.48' },
      { type: 'Tax', amount: '-13.29' },
    ]);
  });

  it('types an account closing by the item printed under it, and as interest where none is', () => {
    const rows = read(`
KONTOAUSZUG vom 31.12.2024
Datum Buchungstext Wert Betrag
31.12 Abschluss 31.12 2,50-
Kontoführungsgebühr                          2,50-
Kontoauszug vom 31.12.2025
Datum Buchungstext Wert Betrag
31.12 Abschluss 31.12 1,22-
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Fee', amount: '-2.50' },
      { type: 'Interest', amount: '-1.22' },
    ]);
  });
});

describe('lines of a cash ledger that are no transaction of their own', () => {
  it('drops notices with a zero amount, and trade cash legs whose value date is labelled or stacked', () => {
    const rows = read(`
Buchungstag Vorgang Auftraggeber/Empfänger Buchungstext Ausgang
Valuta Referenz IBAN/BIC Eingang
02.04.2024 Eingeräumter Dispokredit                                0,00
08.04.2024 Wertpapierabrechnung / Wert: 09.04.2024              -2.501,50
Depot 2525 WKN A2PKXG VANG.FTSE A.W. ISIN IE00BK5BQT80 Stück 23,5671
12.04.2024 Wertpapiere LAM RESEARCH CORP.                       -2.482,57
15.04.2024 1AA1111 ISIN: US5128071082
16.04.2024 Lastschrift Stadtwerke                                  -84,20
16.04.2024 REF 991
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([{ date: '2024-04-16', type: 'Withdrawal', amount: '-84.20' }]);
  });

  it('reads money printed without its trailing zero at the end of a dated line under an amount column', () => {
    const rows = read(`
ZEIT ART WÄHRUNG BRUTTOBETRAG STEUERN STEUERN NETTOBETRAG
2024-01-07 01:32:07 Kartenkauf EUR -57.35 - - -57.35
2024-01-07 01:32:07 Kartenkauf EUR -199.9 - - -199.9
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Withdrawal', amount: '-57.35' },
      { type: 'Withdrawal', amount: '-199.90' },
    ]);
  });

  it('books no line of the transactions still pending, and the activity below them as usual', () => {
    const rows = read(`
STATEMENT PERIOD: November 1 - 30, 2021
Other Investments 0.04%
Symbol Description Quantity MarketPrice Market Value Unit Cost Cost Basis
ONL Muster Office Reit Inc 2 17.770 35.54 N/A N/A N/A
Total Other Investments $1,035.54 $0.00 $0.00 $0.00
Total Equities $96,817.02 $90,359.94 $4,794.38 $1,110.21
Pending Settlements
Transaction
Type Quantity Description
Settlement
date Price Amount
Sell (5) Muster Bio Inc 12/01/21 28.300 141.49
Common Stock
Page 4 of 6
STATEMENT PERIOD: November 1 - 30, 2021
Account Activity Details
Settlement
Effective Description CUSIP Type of Activity Quantity Market Price Net Settlement
Date Amount
Nov 02 Barrick Gold Corp 067901108 Buy 2 18.50 (37.00)
`);
    expect(pick(rows, 'type', 'date', 'amount')).toEqual([{ type: 'Buy', date: '2023-11-02', amount: '-37.00' }]);
  });

  it('reads a period and the rate it earned as a line of the interest calculation, not a booking', () => {
    const rows = read(`
Buchung Buchung / Verwendungszweck Betrag (EUR)
29.12.2023 Zinsertrag 0,07
Abschluss für Konto 0000000000
Zeitraum Zins p.a. Ertrag
01.12.2023 bis 31.12.2023 3,750%  bis 250.000 Euro 0,07
Abschlussbetrag 0,07
`);
    expect(pick(rows, 'type', 'date', 'amount')).toEqual([{ type: 'Interest', date: '2023-12-29', amount: '0.07' }]);
  });

  it('reads a line opening with a rate under a closing as a detail of its interest, not a booking', () => {
    const rows = read(`
Buchungstag Vorgang Buchungstext Ausgang
Valuta Referenz Eingang
28.03.2024 Kontoabschluss Abschluss Zinsen +0,14
31.03.2024 Habenzinsen
0,010% ab 01.01. 0,19 EUR
Kapitalertragsteuer 0,05- EUR
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Interest', amount: '0.14' }]);
  });
});

describe('securities debits and credits on a cash account', () => {
  it('reads Wertpapierbelastung and Wertpapiergutschrift as cash legs of trades confirmed elsewhere', () => {
    const rows = read(`
Buchungstag  Referenz   Valuta      Buchungstext              Betrag
01.04.2024  013011007  30.03.2024  Wertpapiergutschrift       169,00 EUR
03.04.2024  013014232  07.04.2024  Wertpapierbelastung     -4.174,90 EUR
06.04.2024  013016090  06.04.2024  Einzahlung               5.000,00 EUR
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([{ date: '2024-04-06', type: 'Deposit', amount: '5000.00' }]);
  });
});

describe('figures read in the order of the header columns', () => {
  it('takes the amount from the column the header names first, before price and units', () => {
    const rows = read(`
Datum Vorgang Betrag/EUR Preis/EUR Anteile
01.03.2024 Anlage 55,39 60,54 0,91
Global Multi Asset Fonds
`);
    expect(pick(rows, 'date', 'type', 'amount')).toEqual([{ date: '2024-03-01', type: 'Buy', amount: '-55.39' }]);
  });
});

describe('header words', () => {
  it('reads Umsatzart as the kind of booking, not as a money column', () => {
    const rows = read(`
Buchungs-/ Umsatzart Betrag/EUR Preis/EUR Anteile
01.03.2024 Anlage 55,39 60,54 0,91
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Buy', amount: '-55.39' }]);
  });

  it('keeps the table across carry-over lines and reads the amount column where units carry three decimals', () => {
    const rows = read(`
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag Musterfonds A vom 01.02.2024 1,000
Vortrag Musterfonds B vom 02.02.2024 2,037
Vortrag Musterfonds C vom 03.02.2024 3,074
Vortrag Musterfonds D vom 04.02.2024 4,111
Vortrag Musterfonds E vom 05.02.2024 5,148
Vortrag Musterfonds F vom 06.02.2024 6,185
Vortrag Musterfonds G vom 07.02.2024 7,222
Vortrag Musterfonds H vom 08.02.2024 8,259
Vortrag Musterfonds I vom 09.02.2024 9,296
Vortrag Musterfonds J vom 01.02.2024 10,333
Vortrag Musterfonds K vom 02.02.2024 11,370
Vortrag Musterfonds L vom 03.02.2024 12,407
Vortrag Musterfonds M vom 04.02.2024 13,444
Vortrag Musterfonds N vom 05.02.2024 14,481
Musterfonds A
02.03.2024
01.03.2024 Anlage 2,04 93,84 0,022
Musterfonds B
01.03.2024
01.03.2024 Anlage 12,20 129,0707 0,095
`);
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Buy', amount: '-2.04' },
      { type: 'Buy', amount: '-12.20' },
    ]);
  });
});

describe('reversed bookings', () => {
  it('drops a booking and its reversal of the same amount, keeps a reversal without its original', () => {
    const rows = read(
      `
Buchtag    Valuta   Buchungsinformationen                               Betrag
28.04.     28.04.   Dividendenzahlung Musterwerke AG                      41,13+
26.05.     28.04.   Storno Dividendenzahlung Musterwerke AG               41,13-
27.05.     28.04.   Dividendenzahlung Musterwerke AG                      40,61+
28.05.     22.03.   Storno Dividendenzahlung Musterwerke AG               12,77-
`,
      { ...header, statement_period: '2024-04-01 to 2024-06-30' },
    );
    expect(pick(rows, 'type', 'amount')).toEqual([
      { type: 'Dividend', amount: '40.61' },
      { type: 'Dividend', amount: '-12.77' },
    ]);
  });
});

describe('OCR misreadings of accents', () => {
  it('types a booking whose accent OCR misread (Comisiôn) by its word', () => {
    const rows = read(`
Fecha       Valor       Concepto                                   Importe
15/03/2024  15/03/2024  Comisiôn de mantenimiento                   -12,00
`);
    expect(pick(rows, 'type', 'amount')).toEqual([{ type: 'Fee', amount: '-12.00' }]);
  });
});

describe('a capitalised title naming the income a table lists', () => {
  const lines = (title: string) => `
${title}
Date        Qty  Security                        Gross     Net
12/03/2024  40   NORDWIND ENERGIE (DE0007164600)  30,00    25,50
20/03/2024  10   ALPENBAHN (US0378331005)         12,00    12,00
`;

  it('types credited lines naming a security under "INCOME COUPONS" as dividends, and as sales without such a title', () => {
    expect(pick(read(lines('INCOME COUPONS')), 'type', 'security_id')).toEqual([
      { type: 'Dividend', security_id: 'DE0007164600' },
      { type: 'Dividend', security_id: 'US0378331005' },
    ]);
    expect(read(lines('SECURITIES LEDGER')).map((r) => r.type)).toEqual(['Sell', 'Sell']);
  });
});

describe('a trade on a cash statement with its price printed in the money column', () => {
  const statement = (priceLine: string) => `
Kontoauszug vom 12.03.2024
Datum Buchungstext Wert Betrag
11.03 Kauf                             Depot    555000/20240311-1234 13.03 1.204,50-
ISIN DE0007164600 SAP SE INH. O.N.              10,00000 STK
${priceLine}
Neuer Saldo zu Ihren Gunsten 95,50
`;

  it('keeps the trade, with its units and price, when a price line follows it', () => {
    expect(
      pick(read(statement('Kurs                     120,000000  KURSWERT               -1.200,00 EUR')), 'type', 'amount', 'quantity', 'security_id'),
    ).toEqual([{ type: 'Buy', amount: '-1204.50', quantity: '10', security_id: 'DE0007164600' }]);
  });

  it('reads it as the cash leg of an order confirmed elsewhere when no price is printed', () => {
    expect(read(statement('Provision                -4,50 EUR'))).toEqual([]);
  });
});

describe('the account currency', () => {
  it('is the one the statement head prints, not the foreign currency noted more often under bookings', () => {
    const text = `
Kontoauszug vom 04.08.2024
Neuer Saldo zu Ihren Gunsten
Erika Muster EUR 310,40
Datum Buchungstext Wert Betrag
03.08 Ertrag                           Depot    4455/20240802-11 02.08 40,10
ISIN US0378331005 APPLE INC.                          100,00000 STK
Kurs                      0,500000  ERTRAG                   50,00 USD
QUELLENSTEUER            -7,50 USD  KESt                     -6,25 USD
Neuer Saldo zu Ihren Gunsten 310,40
`;
    expect(pick(read(text), 'type', 'amount', 'currency')).toEqual([{ type: 'Dividend', amount: '40.10', currency: 'EUR' }]);
  });
});

describe('a debit or credit word printed as a cell beside the amount', () => {
  it('gives the direction ("Af  63,12", "Bij  2.450,00"; "42.17  DR")', () => {
    const rows = read(`
Af- en bijschrijvingen   01-03-2024 t/m 31-03-2024
Datum       Naam / Omschrijving                          Af/Bij   Bedrag (EUR)   Mutatiesoort
04-03-2024  Werkgever BV                                 Bij      2.450,00       Overschrijving
08-03-2024  Albert Heijn 1234                            Af       63,12          Betaalautomaat
15-03-2024  Voorbeeld Beleggen                           Af       500,00         Online bankieren
`);
    expect(pick(rows, 'type', 'date', 'amount')).toEqual([
      { type: 'Deposit', date: '2024-03-04', amount: '2450.00' },
      { type: 'Withdrawal', date: '2024-03-08', amount: '-63.12' },
      { type: 'Withdrawal', date: '2024-03-15', amount: '-500.00' },
    ]);
    const english = read(`
Date         Description                     Amount
02/04/2024   Transfer from savings           750.00  CR
09/04/2024   Card payment Tesco               42.17  DR
`);
    expect(pick(english, 'type', 'amount')).toEqual([
      { type: 'Deposit', amount: '750.00' },
      { type: 'Withdrawal', amount: '-42.17' },
    ]);
  });
});
