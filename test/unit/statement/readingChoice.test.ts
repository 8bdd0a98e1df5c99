import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('choosing between the single and the table reading', () => {
  it('keeps the confirmations read whole when the tables lose a date at a page break', () => {
    const rows = parseStatement(
      linesFromText(`
AVIS D'OPÉRATIONS
Banque Exemple
Au 12 mars 2023
VOTRE COMPTE TITRES N° 5550001112
Date
Désignation Débit Crédit
opération
TRACKER : EXEMPLE MONDE UCITS ETF (FR0010315770)
10-03-2023 Référence 77A0000000010101
10:01:00 Sens Achat - Exécution fractionnée
Modalité Au marché
Lieu d'exécution EURONEXT PARIS
Quantité 5 Cours 20,000 €
Montant Brut 100,00 €
Courtage et Commission 1,50 €
Montant NET 101,50 € 101,50 €
10-03-2023 Référence 77A0000000020101
10:02:00 Sens Achat - Exécution fractionnée
Modalité Au marché
Lieu d'exécution EURONEXT PARIS
Quantité 7 Cours 20,100 €
Montant Brut 140,70 €
Courtage et Commission 1,50 €
Montant NET 142,20 € 142,20 €
Page 1/2
VOTRE COMPTE TITRES N° 5550001112
Date
Désignation Débit Crédit
opération
10-03-2023 Référence 77A0000000030101
10:05:00 Sens Achat - Exécution unique
Modalité Au marché
Lieu d'exécution EURONEXT PARIS
Quantité 3 Cours 20,200 €
Montant Brut 60,60 €
Courtage et Commission 1,50 €
Montant NET 62,10 € 62,10 €
Page 2/2
`),
    );
    expect(rows.map(({ date, type, amount, currency, quantity }) => ({ date, type, amount, currency, quantity }))).toEqual([
      { date: '2023-03-10', type: 'Buy', amount: '-101.50', currency: 'EUR', quantity: '5' },
      { date: '2023-03-10', type: 'Buy', amount: '-142.20', currency: 'EUR', quantity: '7' },
      { date: '2023-03-10', type: 'Buy', amount: '-62.10', currency: 'EUR', quantity: '3' },
    ]);
  });
});

describe('a daily account statement', () => {
  it('keeps its one booking from the table: Tageskontoauszug names a statement', () => {
    const rows = parseStatement(
      linesFromText(`
Beispielbank AG
Konto-Nr.: 1234567890
Tageskontoauszug: EUR-Konto
Buchungstag Erläuterungen Valuta Belastung Gutschrift
in EUR in EUR
Kontostand in EUR am 08.12.2020 250,00
11.12.2020 Gutschrift 11.12.2020 20,00
ANNA BEISPIEL
Kontostand in EUR am 11.12.2020 270,00
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([['2020-12-11', 'Deposit', '20.00']]);
  });
});

describe('a daily statement of two purchases on one day', () => {
  it('books each purchase, not the day total the one-transaction reading takes for its amount', () => {
    const rows = parseStatement(
      linesFromText(`
Zurich, 25 November 2025
Account/custody account number 123'456'789
IBAN CH93 0076 2011 6238 5295 7
Currency CHF
Product Example Pension 100
Investment account: Daily statement nr.  3  25.11.2025
Date Detail Value date Debit Credit Balance
Balance carried forward  390.00
25.11.2025 Fund buy 25.11.2025  80.00  310.00
Example Equity Emerging Markets
Secur.Nr. 1/011,704,497 Secur. Cur CHF
Unit 0.580442
Rate 137.826074
25.11.2025 Fund buy 25.11.2025  310.00  0.00
Example Equity World
Secur.Nr. 1/011,704,490 Secur. Cur CHF
Unit 0.932137
Rate 332.569225
Transaction volume  390.00  0.00
New balance  0.00
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2025-11-25', 'Buy', '-80.00'],
      ['2025-11-25', 'Buy', '-310.00'],
    ]);
  });
});

describe('a confirmation of several trades', () => {
  it('books each priced row, not the first alone, though no header the reader knows heads them', () => {
    const rows = parseStatement(
      linesFromText(`
Example Stockbrokers
DAILY CONFIRMATION
Trade date   Settle date  Bought/Sold   Quantity   Security             Price     Consideration   Commission   Total
15/08/2024   19/08/2024   Bought        250        BARCLAYS PLC         2.1450    536.25          5.00         541.25
15/08/2024   19/08/2024   Sold          100        SHELL PLC            27.8900   2,789.00        5.00         2,784.00
Currency: GBP
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Buy', '2024-08-15', '-541.25', 'GBP'],
      ['Sell', '2024-08-15', '2784.00', 'GBP'],
    ]);
  });
});
