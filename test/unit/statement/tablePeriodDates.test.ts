import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { parseActivityTables } from '../../../server/convert/statement/table';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe("a ledger booking's date within the statement's period", () => {
  it('takes the booking date where the value date lies months outside the period', () => {
    expect(
      read(`
Abrechnungszeitraum
26 Okt. 2022 — 31 Okt. 2022
Tag der Buchung Tag der Wertstellung Typ Beschreibung Betrag
03.10.2022 04.04.2023 SEPA-Überweisung von Peter Pan 200,00 EUR
20.10.2022 20.04.2023 SEPA-Überweisung an Peter Pan -18,78 EUR
`),
    ).toEqual([
      { date: '2022-10-03', type: 'Deposit', amount: '200.00' },
      { date: '2022-10-20', type: 'Withdrawal', amount: '-18.78' },
    ]);
  });

  it('keeps the value date a few days past the period, and where no period is printed', () => {
    const ledger = `Buchungstag Valuta Vorgang Betrag
28.10.2022 02.11.2022 Überweisung 50,00
`;
    expect(read(`Kontoauszug vom 01.10.2022 bis 31.10.2022\n${ledger}`)).toEqual([{ date: '2022-11-02', type: 'Deposit', amount: '50.00' }]);
    expect(read(`Kontoauszug\n${ledger}`)).toEqual([{ date: '2022-11-02', type: 'Deposit', amount: '50.00' }]);
  });
});

describe('a month and day without a year opening a booking', () => {
  const statement = (period: string) => `
Example Brokerage Services
Statement Period: ${period}
Date        Action               Description                       Quantity        Price          Amount
04/01       Funds Received       TRANSFER FROM BANK                                                $5,000.00
04/03       Buy                  SCHWAB US DIVIDEND EQUITY ETF     50.0000         $78.1200       ($3,906.00)
04/15       Qualified Dividend   SCHWAB US DIVIDEND EQUITY ETF                                     $32.15
`;

  it('is a date in the period’s year where the document puts the month first', () => {
    expect(read(statement('04/01/2024 to 04/30/2024'))).toEqual([
      { date: '2024-04-01', type: 'Deposit', amount: '5000.00' },
      { date: '2024-04-03', type: 'Buy', amount: '-3906.00' },
      { date: '2024-04-15', type: 'Dividend', amount: '32.15' },
    ]);
  });
});

describe('a day and month without a year in a day-first ledger', () => {
  it('is a date ("03/06 PRLV SEPA EDF"), in the year of the period the statement prints', () => {
    const rows = parseActivityTables(
      linesFromText(`
RELEVÉ DE COMPTE  du 01/06/2024 au 30/06/2024
Date       Libellé                                   Débit         Crédit
03/06      PRLV SEPA EDF                            85,40
07/06      VIR SEPA RECU SALAIRE                                  2 310,00
28/06      INTERETS CREDITEURS                                        3,15
`),
      { broker: '', account_number: '', statement_period: '2024-06-01 to 2024-06-30' },
    );
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Withdrawal', '2024-06-03', '-85.40'],
      ['Deposit', '2024-06-07', '2310.00'],
      ['Interest', '2024-06-28', '3.15'],
    ]);
  });

  it('takes the year from the closing balance where no period is printed, not from the date the statement was issued', () => {
    const rows = parseActivityTables(
      linesFromText(`
Date Libellé Débit € Crédit €
Ancien solde au 01/01/2020 0
02/03 VERSEMENT 3 000,00
Émis le 04/01/2021
Date Libellé Débit € Crédit €
07/05 DIVIDENDE 20 SANOFI 63,00
05/10 VERSEMENT 3 000,00
Nouveau Solde au 31/12/2020 6 063,00
`),
      { broker: '', account_number: '', statement_period: '' },
    );
    expect(rows.map((r) => [r.type, r.date])).toEqual([
      ['Deposit', '2020-03-02'],
      ['Dividend', '2020-05-07'],
      ['Deposit', '2020-10-05'],
    ]);
  });
});

describe('a day and month printed with a dash, without a year', () => {
  it('opens a booking of a Dutch ledger ("12-04  13-04  Aankoop"), booked on the value date beside it', () => {
    expect(
      read(`
Rekeningafschrift                                   Nummer 4 / 2023
Rekening NL20 VOOR 0123 4567 89         Periode 01-04-2023 t/m 30-04-2023
Boekdatum   Rentedatum   Omschrijving                                   Af            Bij
            Oud saldo                                                                 2.118,40
04-04       04-04        Storting vanaf NL55 INGB 0001 2345 67                         1.000,00
12-04       13-04        Aankoop 15 Unilever a 49,86 kosten 2,50        750,40
28-04       28-04        Kosten beleggingsrekening                        6,00
            Nieuw saldo                                                               2.361,60
`),
    ).toEqual([
      { date: '2023-04-04', type: 'Deposit', amount: '1000.00' },
      { date: '2023-04-13', type: 'Buy', amount: '-750.40' },
      { date: '2023-04-28', type: 'Fee', amount: '-6.00' },
    ]);
  });
});
