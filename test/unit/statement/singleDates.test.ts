import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { Row } from '../../../server/convert/columns';

/** The fields that decide whether a row matches, from the only row of a synthetic document. */
function read(text: string): Partial<Row> {
  const rows = parseStatement(linesFromText(text));
  expect(rows).toHaveLength(1);
  const { type, date, amount, currency } = rows[0];
  return { type, date, amount, currency };
}

describe('single-transaction dates', () => {
  it('securities booked out are dated by the day their own line names ("per 20.06.2024"), not by the lots listed after them', () => {
    expect(
      read(`
Buchungsanzeige                                     21.06.2024
Reverse Split
Ausbuchung aus Depot 1393380988 per 20.06.2024
Nominale ISIN: US0465131078
STK 700 Example Biotherapeutics Inc.
Berücksichtigte Anschaffungsgeschäfte
Handelstag 29.05.2023   Stück 700
`),
    ).toEqual({ type: 'Transfer Out', date: '2024-06-20', amount: '0.00', currency: 'EUR' });
  });

  it('a charge is dated by the day the sentence booking it names ("addebitata il", "débité le"), not by its period', () => {
    expect(
      read(`
Comunicazione imposta di bollo
Periodo: 01/01/2024 - 31/12/2024
Imposta di bollo addebitata il 31/12/2024: 50,00 EUR
`),
    ).toMatchObject({ type: 'Tax', date: '2024-12-31', amount: '-50.00' });
    expect(
      read(`
Facture - Droits de garde 2024
Période : 01/01/2024 - 31/12/2024
Droits de garde : 24,00 EUR
Montant total débité le 05/01/2025 : 28,80 EUR
`),
    ).toMatchObject({ type: 'Fee', date: '2025-01-05', amount: '-28.80' });
  });

  it('a fund subscription is dated by its subscription day, not by the order time stamp before it', () => {
    expect(
      read(`
Börsenabrechnung Kauf
Auftragserteilung 07.06.2023 15:59:06
Zeichnungstag (NAV) 08.06.2023
Anzahl 480 Stück
Kurs USD 105.25
Kurswert USD 50'520.00
Belastung USD Konto 2026457.055 USD 50'595.78
Valuta 13.06.2023
`),
    ).toEqual({ type: 'Buy', date: '2023-06-08', amount: '-50595.78', currency: 'USD' });
  });

  it('a trade is dated by the day it was concluded ("Abschluss per"), not by its booking day', () => {
    expect(
      read(`
Börsenabrechnung Kauf
Abschluss per: 28.12.2023 / Buchungstag: 29.12.2023 / Börsenplatz: Primärmarkt
Stück CHF CHF
0.645 zu 154.9731 99.96
Total zu Ihren Lasten Valuta 04.01.2024 99.96
`),
    ).toEqual({ type: 'Buy', date: '2023-12-28', amount: '-99.96', currency: 'CHF' });
  });

  it('a tax on a deemed distribution is dated by the day it is deemed received (Tag des Zuflusses)', () => {
    expect(
      read(`
Beispielbank                                        13 Januar 2024
Abrechnung Vorabpauschale
Kalenderjahr 2023
Aufgrund nachstehender Abrechnung buchen wir zu Ihren Lasten €34,25
Tag des Zuflusses 02 Januar 2024
ISIN IE00B4L5Y983
Vorabpauschale €185,55
Kapitalertragssteuer (25,00%) ./. €32,47
`),
    ).toEqual({ type: 'Tax', date: '2024-01-02', amount: '-34.25', currency: 'EUR' });
  });

  it('an English notification: dated by the order it carries out ("your buy order of"), booking what is "To your debit"', () => {
    expect(
      read(`
TRANSACTION NOTIFICATION                              Gland, 06.02.2025
Stock-Exchange Transaction: Buy
In accordance with your buy order of 06.02.2025, we have carried out the following transactions:
Example ETF USD   ISIN: IE00B3RBWM25
Quantity   Price   Amount
3          129.28  CHF 387.85
Commission         CHF 3.00
To your debit      CHF 390.45
Amount debited from your account, on value date of 10.02.2025
`),
    ).toEqual({ type: 'Buy', date: '2025-02-06', amount: '-390.45', currency: 'CHF' });
  });

  it('a date stamped with a time in capitals ("AM 07.01.2009  UM 08:42:15") is the execution', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
KAUF EUREX AM 07.01.2009  UM 08:42:15 IN FRANKFURT NR. 35641755.001
STUECK 200   BEISPIEL AG   DE0006231004
KURSWERT EUR 1.050,00
PROVISION EUR 9,45
Wert 09.01.2009 EUR 1.059,45
`),
    ).toEqual({ type: 'Buy', date: '2009-01-07', amount: '-1059.45', currency: 'EUR' });
  });

  it('a title opened by its date ("17.07.2024: Gesamtverkauf") dates the transaction it names', () => {
    expect(
      read(`
DepotReport 20. Juli 2024
Steuerliche Informationen (Einzeltransaktion)
17.07.2024: Gesamtverkauf
Fondsname (WKN / ISIN) Beispielfonds (A1JSY0 / LU0731782404)
Anteile 2,156
Abrechnungspreis 23,3600 EUR
Abrechnungsdatum 16.07.2024
Abrechnungsbetrag 50,30 EUR (exkl. Kosten)
`),
    ).toEqual({ type: 'Sell', date: '2024-07-17', amount: '50.30', currency: 'EUR' });
  });

  it('"Am 15.11.2024 haben wir folgende Transaktionen vorgenommen" dates the trade, not the later value date', () => {
    expect(
      read(`
Beispielbank AG                                     Gland, 15.11.2024
Börsentransaktion: Kauf
Am 15.11.2024 haben wir folgende Transaktionen vorgenommen:
Beispiel Inc.   ISIN: US0231351067
Anzahl 0.4683   Preis USD 202.86
Zu Ihren Lasten USD 95.00
Betrag belastet auf Kontonummer 999999301, Valutadatum 18.11.2024
`),
    ).toEqual({ type: 'Buy', date: '2024-11-15', amount: '-95.00', currency: 'USD' });
  });

  it('a sentence dating the trade or the debit names its day with dashes or the month\'s name as well ("am 5. März 2024")', () => {
    expect(
      read(`
Beispielbank AG                                     Gland, 15-11-2024
Börsentransaktion: Kauf
Am 15-11-2024 haben wir folgende Transaktionen vorgenommen:
Beispiel Inc.   ISIN: US0231351067
Anzahl 0.4683   Preis USD 202.86
Zu Ihren Lasten USD 95.00
Betrag belastet auf Kontonummer 999999301, Valutadatum 18-11-2024
`),
    ).toEqual({ type: 'Buy', date: '2024-11-15', amount: '-95.00', currency: 'USD' });
    expect(
      read(`
VORABPAUSCHALE
ISIN (WKN) Fondname Stück/ Nominale
DE000A0H0785 (A0H078) Example ETF Inhaber-Anteile 26,634225
Zahltag 02-01-2024
Summe Steuern 8,81 EUR
Die angefallenen Steuern werden am 05-03-2024 von Ihrem Konto DE1234567890 eingezogen.
`),
    ).toEqual({ type: 'Tax', date: '2024-03-05', amount: '-8.81', currency: 'EUR' });
    expect(
      read(`
VORABPAUSCHALE
DE000A0H0785 (A0H078) Example ETF Inhaber-Anteile 26,634225
Zahltag 2. Januar 2024
Summe Steuern 8,81 EUR
Die angefallenen Steuern werden am 5. März 2024 von Ihrem Konto DE1234567890 eingezogen.
`),
    ).toEqual({ type: 'Tax', date: '2024-03-05', amount: '-8.81', currency: 'EUR' });
  });

  it('a subscription "BEZUG AM 06.06.2016" is dated by that day, not its earlier value date', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
BEZUG AM 06.06.2016 AUSSERBOERSLICH NR. 12345678.001
STUECK 66   BEISPIEL AG   DE000A0V9L94
Wert 10.05.2016 EUR 399,96
`),
    ).toEqual({ type: 'Buy', date: '2016-06-06', amount: '-399.96', currency: 'EUR' });
  });
});

describe('a field label with its own value after the colon', () => {
  it('heads no column: "Valeur : <security>" takes no date from the line below it', () => {
    expect(
      read(`
AVIS DE CRÉDIT - REVENUS DE VALEURS MOBILIÈRES
Valeur : ROYAL DUTCH SHELL A         Code ISIN : GB00BP6MXD84
Détachement : 16/02/2023     Paiement : 27/03/2023
Nombre de titres : 200     Revenu unitaire : 0,2875 EUR
Montant brut                                  57,50 EUR
Prélèvements sociaux 17,2 %                    9,89 EUR
Net crédité en compte valeur 27/03/2023       47,61 EUR
`),
    ).toEqual({ type: 'Dividend', date: '2023-03-27', amount: '47.61', currency: 'EUR' });
  });
});

describe('a Belgian confirmation dating its trade as the "verrichting"', () => {
  it('is dated by the transaction, not by its value date', () => {
    expect(
      read(`
BORDEREL VERKOOP                                  Gent, 15 mei 2024
Datum verrichting       14 mei 2024
Valuta                  16 mei 2024
Aantal                  200
Effect                  iShares Core MSCI World UCITS ETF   IE00B4L5Y983
Koers                   EUR 89,50
Bruto                   EUR    17.900,00
Makelaarsloon           EUR       -44,75
Beurstaks 0,12 %        EUR       -21,48
Netto in uw voordeel    EUR    17.833,77
`),
    ).toEqual({ type: 'Sell', date: '2024-05-14', amount: '17833.77', currency: 'EUR' });
  });
});
