import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

const LEDGER = `
Kontoauszug Nr. 2018 / 2 zum 29.06.2018
EUR - Verrechnungskonto: 0 011111 111
Buchungs- Valuta Buchungstext Soll in EUR Haben in EUR
datum
Alter Kontostand vom 29.03.18 115,70+
03.05. 03.05. REF: 000056821661 0,70-
Portogebühren
Portogebuehren 04/18
11.05. 11.05. REF: 000057140531 0,70+
Storno: Portogebühren
Portogebuehren 04/18
22.05. 22.05. REF: 337909771410 7,50-
Geb. Back Office extern
Ertraegnisaufstellung 12.03.2018
Neuer Kontostand vom 29.06.18 108,20+
`;

describe('fee words of German ledgers', () => {
  it('reads "Geb." as a fee, and a fee reversed below its booking as the fee paid back', () => {
    expect(read(LEDGER)).toEqual([
      { type: 'Fee', date: '2018-05-03', amount: '-0.70' },
      { type: 'Fee Refund', date: '2018-05-11', amount: '0.70' },
      { type: 'Fee', date: '2018-05-22', amount: '-7.50' },
    ]);
  });

  it('names a notice by the fee its compound title ends with', () => {
    expect(
      read(`
Registrierungsgebühr Frankfurt am Main, 24.07.2017
Gattungsbezeichnung ISIN
Beispiel SE Namens-Aktien o.N. DE000A1ML7J1
Nominal Schlusstag
STK 6,000 22.07.2017
Registrierungsgebühr EUR 0,75-
Dt. Umsatzsteuer EUR 0,14-
Wert Konto-Nr. Betrag zu Ihren Lasten
24.07.2017 172406048 EUR 0,89
`),
    ).toEqual([{ type: 'Fee', date: '2017-07-24', amount: '-0.89' }]);
  });
});

describe('fee words of Italian and Spanish ledgers', () => {
  it('reads an account’s periodic charge ("Canone", "Cuota de mantenimiento") as a fee', () => {
    expect(
      read(`
MOVIMENTI DEL CONTO   dal 01/04/2024 al 30/04/2024
Data        Valuta      Descrizione                                    Importo
02/04/2024  02/04/2024  ACCREDITO STIPENDIO                         +1.850,00 EUR
30/04/2024  30/04/2024  CANONE MENSILE CONTO                            -2,00 EUR
30/04/2024  30/04/2024  Cuota de mantenimiento tarjeta                  -1,50 EUR
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-02', amount: '1850.00' },
      { type: 'Fee', date: '2024-04-30', amount: '-2.00' },
      { type: 'Fee', date: '2024-04-30', amount: '-1.50' },
    ]);
  });
});

describe('a charge for a subscription', () => {
  it('reads a subscription fee as a fee, not as the subscription (purchase) its words contain', () => {
    const statement = `
Activity Statement
March 1, 2024 - March 31, 2024
Fees
Currency   Date          Description                              Amount
USD        2024-03-04    Market data subscription fee             -10.00
USD        2024-03-28    Frais de souscription                    -2.50
`;
    expect(read(statement)).toEqual([
      { type: 'Fee', date: '2024-03-04', amount: '-10.00' },
      { type: 'Fee', date: '2024-03-28', amount: '-2.50' },
    ]);
  });
});

describe('Dutch notices of charges and coupons', () => {
  it('reads a note of service costs ("NOTA SERVICEKOSTEN") as a fee, and a coupon note by its "Couponrente"', () => {
    expect(
      read(`
Voorbeeldbank
NOTA SERVICEKOSTEN
Periode: 1e kwartaal 2024
Servicekosten beleggen        EUR 12,00
BTW 21%                       EUR  2,52
Totaal afgeschreven           EUR 14,52
Datum afschrijving: 02-04-2024
`),
    ).toEqual([{ type: 'Fee', date: '2024-04-02', amount: '-14.52' }]);
    const coupon = read(`
Voorbeeldbank N.V.
COUPONNOTA
Obligatie: NEDERLAND 3,5% 2030   ISIN NL0015000RT3
Nominaal: EUR 10.000,00     Couponrente: 3,5%
Bruto bedrag                    EUR 350,00
Netto bedrag                    EUR 350,00
Valutadatum: 15-01-2024
`);
    expect(coupon.map((r) => [r.date, r.amount])).toEqual([['2024-01-15', '350.00']]);
  });
});

describe('an app broker charging its plan', () => {
  it('reads a monthly subscription as a fee, not as a fund subscription (a purchase)', () => {
    expect(
      read(`
Statement of account
Date           Description                          Money in       Money out       Balance
01 Feb 2024    Balance brought forward                                             £204.11
02 Feb 2024    Card top up                          £1,000.00                      £1,204.11
29 Feb 2024    Monthly subscription                                 £4.99          £1,199.12
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-02-02', amount: '1000.00' },
      { type: 'Fee', date: '2024-02-29', amount: '-4.99' },
    ]);
  });
});

describe('the keeping of a securities account', () => {
  it('charged at a closing ("Abschluss Depotführung") is a fee, as the keeping of a cash account is', () => {
    const ledger = `
Kontoauszug Nr. 5 vom 31.05.2024
Buchung Wert   Vorgang                                   Betrag
21.05.  21.05. Gutschrift Max Mustermann                 800,00 H
31.05.  31.05. Abschluss Depotführung                      6,00 S
31.05.  31.05. Abschluss Kontoführung                      3,00 S
`;
    expect(read(ledger)).toEqual([
      { type: 'Deposit', date: '2024-05-21', amount: '800.00' },
      { type: 'Fee', date: '2024-05-31', amount: '-6.00' },
      { type: 'Fee', date: '2024-05-31', amount: '-3.00' },
    ]);
  });
});
