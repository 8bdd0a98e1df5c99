import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2025-02-01 to 2025-02-28' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('payments that name a security', () => {
  it('books a debit opened by a payment word as a withdrawal, the ISIN being its reference', () => {
    const ledger = `
Buchungstag Vorgang Buchungstext Ausgang
Valuta Referenz Eingang
21.02.2025 Lastschrift / Musterfonds Depot IE00BK5BQT80 -336,00
21.02.2025 Gutschrift / Gehalt Februar +2.500,00
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2025-02-21', '-336.00'],
      ['Deposit', '2025-02-21', '2500.00'],
    ]);
  });

  it('books a returned debit (R-Transaktion) as a withdrawal, not the cash leg of the purchase it references', () => {
    const ledger = `
Buchungstag  Valuta  Buchungsinformationen                    Betrag
20.02.       20.02.  Überweisung                              500,00+
21.02.       21.02.  R-Transaktion                            -53,00-
                     Kauf IE00BK5BQT80 127709226
                     CHGS/EUR3,00
`;
    expect(read(ledger)).toEqual([
      ['Deposit', '2025-02-20', '500.00'],
      ['Withdrawal', '2025-02-21', '-53.00'],
    ]);
  });

  it('still books a line that names only the security and moves cash as a trade', () => {
    const ledger = `
Datum       Beschreibung                              Anteile     Betrag
21.02.2025  Musterfonds IE00BK5BQT80                  +1,250      -336,00
`;
    expect(read(ledger)).toEqual([['Buy', '2025-02-21', '-336.00']]);
  });
});

describe('a purchase word on money credited', () => {
  it('is a deposit for the plan the words name, not a purchase; the debited purchase stays a cash leg', () => {
    const ledger = `
Buchungstag Vorgang Auftraggeber/Empfänger Buchungstext Ausgang
Valuta Referenz IBAN/BIC Eingang
Alter Saldo 01.02.2025 +1,79
23.02.2025 DTA-glt. Buchung Erika Muster Sparplan ETFs Weltportfolio +200,00
23.02.2025 IR217052I4235026/2 DE98765432109876543210
24.02.2025 Wertpapiere Sparplan ETFs Weltportfolio -200,00
24.02.2025 AB1234567
`;
    expect(read(ledger)).toEqual([['Deposit', '2025-02-23', '200.00']]);
  });
});

describe('figures that are not money', () => {
  it('reads a figure right after a date and a comma as its time of day, its UHR wrapped to the next line', () => {
    const ledger = `
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
             -150,00
04.10.2024 Überweisung
Erika Muster Anzahlung DATUM 04.10.2024, 09.42
UHR
              150,00
05.10.2024 Zahlungseingang
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2024-10-04', '-150.00'],
      ['Deposit', '2024-10-05', '150.00'],
    ]);
  });

  it('reads a line opened by a timestamp (2024-01-25T23:26) as details of the card payment above it', () => {
    const ledger = `
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
26.01.2024 Kartenzahlung -4,76
Musterladen Berlin
2024-01-25T23:26 Debitk.79 2099-12 Original USD 5,15 1 Euro=1,08421050 USD
27.01.2024 Gutschrift Erika Muster 20,00
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2024-01-26', '-4.76'],
      ['Deposit', '2024-01-27', '20.00'],
    ]);
  });

  it('reads a purchase paid by card as a payment in every language, not as the cash leg of a trade', () => {
    const ledger = (words: string) => `
Fecha operación  Fecha valor  Concepto  Importe  Saldo
02/02/2024  02/02/2024  Transferencia recibida  1.200,00  3.450,00
05/02/2024  05/02/2024  ${words} Mercado Central  -63,18  3.386,82
`;
    for (const words of ['Compra tarjeta', 'Compra con tarjeta', 'Acquisto POS', 'Achat CB', 'Card purchase', 'Aankoop betaalpas'])
      expect(read(ledger(words))).toEqual([
        ['Deposit', '2024-02-02', '1200.00'],
        ['Withdrawal', '2024-02-05', '-63.18'],
      ]);
  });

  it('reads a savings plan execution in any language as a purchase: a cash leg in a ledger, never a sale', () => {
    const ledger = (words: string) => `
DATE TYPE DESCRIPTION ENTRÉE SORTIE SOLDE
01 août 2024 Virement Paiement accepté 500,00 € 1.105,60 €
02 août 2024 Commerce ${words} DE0008430026 MUENCH.RUECKVERS.VNA O.N., quantity: 0.114416 50,00 €
`;
    for (const words of [
      'Savings plan execution',
      "Exécution du plan d'épargne",
      'Ejecución del plan de inversión',
      'Esecuzione piano di accumulo',
      'Uitvoering spaarplan',
    ])
      expect(read(ledger(words))).toEqual([['Deposit', '2024-08-01', '500.00']]);
  });

  it('reads a time of day under a booking (08.43 UHR) as part of its description, not as an amount', () => {
    const ledger = `
Buchungstag Vorgang Buchungstext Ausgang
Valuta Referenz Eingang
10.07.2025 Kartenzahlung Bäckerei -12,50
Karte 1234 DATUM 10.07.2025, 08.43 UHR
14.07.2025 Überweisung Miete -650,00
`;
    expect(read(ledger)).toEqual([
      ['Withdrawal', '2025-07-10', '-12.50'],
      ['Withdrawal', '2025-07-14', '-650.00'],
    ]);
  });
});

describe('dividends in a bank ledger', () => {
  const ledger = `
Buchungstag Erläuterungen Valuta Belastung Gutschrift
02.05.2017 Coupons/Dividende 28.04.2017 4,25
MUSTERFONDS EM BOND DIS
IE00B4L5Y983
STK 9
15.05.2017 Ertrag 12.05.2017 8,16
ISIN DE0007164600 MUSTER AG 45,00000 STK
Kurs 0,250000 ZINSERTRAG 11,25 EUR
16.05.2017 Gutschrift 16.05.2017 100,00
`;

  it('leaves out a dividend line that names its security (and units) only in the reference below it, keeping one that states the rate it was paid at', () => {
    expect(read(ledger)).toEqual([
      ['Dividend', '2017-05-12', '8.16'],
      ['Deposit', '2017-05-16', '100.00'],
    ]);
  });

  it('leaves out a dividend credited by the ISIN on its line, keeping one whose withholding the ledger books too', () => {
    const ledger = `
Buchungs-  Valuta  Buchungstext                                         Betrag
03.10.     01.10.  Dividendenzahlung US6541061031                        7,42+
09.10.     09.10.  Erträgnisausschüttung IE00B9CQXS71                    2,90+
15.10.     15.10.  Dividende DE0007164600                               21,50+
15.10.     15.10.  Kapitalertragsteuer DE0007164600                      5,59-
20.10.     20.10.  Überweisung Miete                                    400,00-
`;
    expect(read(ledger)).toEqual([
      ['Dividend', '2024-10-15', '15.91'],
      ['Withdrawal', '2024-10-20', '-400.00'],
    ]);
  });
});

describe('a period printed under a booking', () => {
  it('reads "31.05.2024-29.06.2024" as two dates, not a date and a debit of 29.06', () => {
    const ledger = `
Buchung Valuta Transaktionsinformation Betrag
30.06. 30.06. Zinsen + 15,32 €
Musterbank
31.05.2024-29.06.2024
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.amount])).toEqual([['Interest', '15.32']]);
  });
});

describe('dates whose order a date of the document proves', () => {
  it('reads 03/11/2023 month first where 03/13/2023 proves it, though the figures are German-style', () => {
    const ledger = `
Datum Zahlungsart Eingänge Ausgänge Guthaben
03/11/2023 Zinsen 0,68 € 3.821,31 €
03/13/2023 Zinsen 0,69 € 3.822,00 €
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Interest', '2023-03-11', '0.68'],
      ['Interest', '2023-03-13', '0.69'],
    ]);
  });
});

describe('signs in a ledger with a balance column', () => {
  it('does not take a negative running balance for a ledger that marks its debits with a minus', () => {
    const ledger = `
Datum Zahlungsart Eingänge Ausgänge Guthaben
29.12.2022 Zinsen 0,86 € 4.703,78 €
30.12.2022 Abheben 4.704,62 € -0,84 €
31.12.2022 Überweisen 100,00 € 99,16 €
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.amount])).toEqual([
      ['Interest', '0.86'],
      ['Withdrawal', '-4704.62'],
      ['Deposit', '100.00'],
    ]);
  });
});

describe('an account closing named Abrechnung', () => {
  it('books a booking named "Abrechnung" and its date alone as the closing’s interest', () => {
    const ledger = `
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
01.07.2024 Abrechnung 28.06.2024 11,51
siehe Anlage Nr. 1
02.07.2024 Abrechnung Kreditkarte 03.07.2024 -45,00
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Interest', '2024-07-01', '11.51'],
      ['Withdrawal', '2024-07-02', '-45.00'],
    ]);
  });

  it('books one row per item where the lines under a closing itemise it, their figures adding up to its own', () => {
    const ledger = `
Datum Buchungstext Wert Betrag
30.09 Abschluss 30.09                          2,54-
Sollzinsen                                     0,01-
Spesen                                         2,53-
Dieser Kontoabschluss gilt als genehmigt.
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.amount])).toEqual([
      ['Interest', '-0.01'],
      ['Fee', '-2.53'],
    ]);
  });

  it('also where the booking labels its value date ("Abrechnung 30.12.2024 / Wert: 01.01.2025")', () => {
    const ledger = `
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
30.12.2024 Abrechnung 30.12.2024 / Wert: 01.01.2025                -0,07
siehe Anlage Nr. 1
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.amount])).toEqual([['Interest', '-0.07']]);
  });
});

describe('conversions between the currencies of one account', () => {
  it('are no bookings: money changes form, not hands', () => {
    const ledger = `
ZEIT ART WÄHRUNG BETRAG BETRAG
2026-01-12 22:15:23 Bankeinzahlung EUR 0.39 €0.39
2026-01-12 22:17:23 Währungsumtausch EUR -0.2 €-0.20
2026-01-12 22:17:23 Währungsumtausch USD 0.23 €0.20
`;
    expect(parseActivityTables(linesFromText(ledger), header).map((r) => [r.type, r.amount])).toEqual([['Deposit', '0.39']]);
  });
});

describe('a ledger line typed a trade only by the ISIN it names', () => {
  it('is the cash leg of an event confirmed elsewhere (an option expiring), unless its figures multiply out', () => {
    const ledger = `
Buchtag Valuta Vorgang Betrag
10.05. 10.05. Ablauf der Optionsfrist DE0005140008 2.500,00+
(mit Restwert)
12.05. 12.05. Gutschrift Überweisung 100,00+
`;
    expect(parseActivityTables(linesFromText(ledger), { ...header, statement_period: '2024-05-01 to 2024-05-31' }).map((r) => [r.type, r.amount])).toEqual([
      ['Deposit', '100.00'],
    ]);
  });
});

describe('trades a cash ledger prints with their units and price', () => {
  const detailed = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount, r.quantity, r.price]);

  it('books them ("ACHAT 12 LVMH A 732,40"): a price after "à" (es, it "a") and the units makes them trades in their own right', () => {
    expect(
      detailed(`
RELEVÉ DE COMPTE ESPÈCES   du 01/05/2024 au 31/05/2024
Date opé.   Date valeur   Libellé                                         Débit       Crédit
02/05/2024  03/05/2024    VIREMENT RECU M. DUPONT                                      1 500,00
06/05/2024  08/05/2024    ACHAT 12 LVMH MOET HENNESSY A 732,40          8 793,80
15/05/2024  17/05/2024    VENTE 30 ORANGE A 10,55                                        311,50
`),
    ).toEqual([
      ['Deposit', '2024-05-03', '1500.00', '', ''],
      ['Buy', '2024-05-08', '-8793.80', '12', '732.40'],
      ['Sell', '2024-05-17', '311.50', '30', '10.55'],
    ]);
  });

  it('books a German one stating its price after "zu" ("Kauf 30 Stk. Erste Group Bank AG zu 37,82")', () => {
    expect(
      detailed(`
Datum         Buchungstext                                     Eingang EUR    Ausgang EUR    Kontostand EUR
08.01.2024    Überweisungseingang Gruber Anna                     3.000,00                         5.410,00
19.01.2024    Kauf 30 Stk. Erste Group Bank AG zu 37,82                          1.146,36          4.263,64
15.03.2024    Auszahlung auf Girokonto                                             500,00          3.763,64
`),
    ).toEqual([
      ['Deposit', '2024-01-08', '3000.00', '', ''],
      ['Buy', '2024-01-19', '-1146.36', '30', '37.82'],
      ['Withdrawal', '2024-03-15', '-500.00', '', ''],
    ]);
  });

  it('reads the details line below a trade ("QTE : 6  COURS : 173,50"), though its figures stand under a money column', () => {
    expect(
      detailed(`
RELEVÉ DE COMPTE TITRES   Mars 2024
Date        Opération                                           Débit        Crédit
04/03/2024  ACHAT COMPTANT                                      1 046,50
            AIR LIQUIDE  QTE : 6  COURS : 173,50  FRAIS : 5,50
12/03/2024  VENTE COMPTANT                                                   998,40
            MICHELIN  QTE : 30  COURS : 33,46  FRAIS : 5,40
`),
    ).toEqual([
      ['Buy', '2024-03-04', '-1046.50', '6', '173.50'],
      ['Sell', '2024-03-12', '998.40', '30', '33.46'],
    ]);
  });

  it('leaves a fund’s share class ("Euro Blue Chip Fd A 20,00") no price: without units before it, "A" is no preposition', () => {
    expect(
      read(`
Buchungstag  Valuta      Buchungstext                                        Betrag
02.01.2024  04.01.2024  Kauf Fid Fd - Euro Blue Chip Fd A 20,00 EUR        -20,00
03.01.2024  03.01.2024  Gutschrift                                           2,00
`),
    ).toEqual([['Deposit', '2024-01-03', '2.00']]);
  });
});

describe('a cash statement stating a trade in words', () => {
  it('books a purchase and a sale that print their units and "at" their price, the name holding figures', () => {
    const ledger = `
Date           Description                                                        Money in       Money out       Balance
01 Feb 2024    Balance brought forward                                                                           £204.11
05 Feb 2024    Buy 5.0312 Example S&P 500 UCITS ETF (VUSA) at £84.21                              £423.68         -£219.57
20 Feb 2024    Sell 2.0000 Example FTSE 100 (ISF) at £7.674                            £15.35                      -£204.22
`;
    expect(read(ledger)).toEqual([
      ['Buy', '2024-02-05', '-423.68'],
      ['Sell', '2024-02-20', '15.35'],
    ]);
  });
});
