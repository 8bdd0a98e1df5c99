import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

// Some banks print everything in capitals; capitals then set nothing apart.
describe('a document set in capitals throughout', () => {
  it("reads a total without a currency in the currency a rate's pair ends with, the rate's words no codes", () => {
    const note = `
BEISPIEL KANTONALBANK
EFFEKTENABRECHNUNG
IHR KAUF
ABSCHLUSS PER: 04.10.2021 / BUCHUNGSTAG: 04.10.2021
REGISTERED SHS GLENCORE PLC
VALOR 12964057 / ISIN JE00B4T3BW64
STÜCK GBP GBP
1'000 ZU 3.545 3'545.00
FREMDE KOMMISSION 0.71
TOTAL 3'545.71
ZUM KURS VON GBP CHF 1.258775 CHF
TOTAL ZU IHREN LASTEN VALUTA 06.10.2021 4'463.24
`;
    expect(read(note)).toEqual([{ type: 'Buy', date: '2021-10-04', amount: '-4463.24', currency: 'CHF' }]);
  });

  const confirmation = `
BEISPIELBANK AG
WERTPAPIER ABRECHNUNG VERKAUF
NOMINALE WERTPAPIERBEZEICHNUNG ISIN (WKN)
STÜCK 1.500 EXAMPLE ENERGY CORP.               CA0000000018 (A1B2C3)
SCHLUSSTAG 25.07.2023
AUSFÜHRUNGSKURS 4,020 EUR AUFTRAGSERTEILUNG ONLINE-BANKING
KURSWERT 6.030,00 EUR
ERMITTLUNG STEUERRELEVANTE ERTRÄGE
AUSMACHENDER BETRAG 6.018,00 EUR
VERLUSTVERRECHNUNGSTÖPFE DER GEZAHLTEN STEUERN
EURO AKTIEN SONSTIGE SPARER- ANRECHENBARE AKTIEN UND SONSTIGE
PAUSCHBETRAG QUELLENSTEUER
EINBUCHUNG 7011223344 24.08.2022 STÜCK 500,0000 2.820,53- 1.504,62 1.315,91- (D)
`;

  it('reads one confirmation whose headings name kinds as one transaction, not a collection', () => {
    expect(read(confirmation)).toEqual([{ type: 'Sell', date: '2023-07-25', amount: '6018.00', currency: 'EUR' }]);
  });

  it('still reads a collection whose titles repeat as one transaction each', () => {
    const order = (amount: string) => `
TAUSCH/KAUF
ZU LASTEN
BEZEICHNUNG: EXAMPLE WORLD UCITS ETF
ISIN: IE00B4L5Y983
VERWAHRART: GIROSAMMEL ABRECHNUNGSTAG: 09.03.2022
ABRECHNUNGSBETRAG EUR ${amount} EUR ${amount} EUR 69,204000 ANTEILUMSATZ: 0,597
`;
    const collection = `DEPOT-TAGESAUSZUG\nFOLGENDE BUCHUNGEN HABEN WIR FÜR IHR DEPOT DURCHGEFÜHRT:\n${order('41,33')}${order('29,42')}`;
    expect(read(collection).map((r) => r.amount)).toEqual(['-41.33', '-29.42']);
  });
  it('reads a collection whose orders repeat their labels\' booking words ("KURS/KAUFPREIS") by its titles alone', () => {
    const order = (kind: string, fund: string, isin: string, amount: string, after = '') => `TAUSCH/${kind} ERTEILT PER INTERNET
    AUFTRAGGEBER: MAX MUSTERMANN
    AUFTRAGSERTEILUNG: GESCHÄFT OHNE BERATUNG
    ZU LASTEN
    BEZEICHNUNG: ${fund}
    ISIN: ${isin} UNTERDEPOT: 00
    ZU GUNSTEN
    BEZEICHNUNG: EXAMPLE LIQUIDITÄT: EURO
    ISIN: DE0000000045
    VERWAHRART: GIROSAMMEL
    ABRECHNUNGSTAG: 06.06.2018
    ABRECHNUNGSBETRAG BETRAG IN WÄHRUNG
    DES WERTPAPIERS
    ABRECHNUNGSBETRAG EUR ${amount} EUR ${amount}
    KURS/KAUFPREIS
    EUR 65,000000
    BESTAND ALT: 198,335
    ANTEILUMSATZ: 5,112
    BESTAND NEU: 203,447
    ${after}`;
    const page = (n: number) => `DEPOT: 0102162260
    AUSZUG: 11 / SEITE ${n} VON 3
    BEISPIELBANK
    DEPOTSERVICE
    60625 FRANKFURT
    `;
    const collection = `WERTPAPIERABRECHNUNG
DEPOT-TAGESAUSZUG
AUSZUG: 11 / SEITE 1 VON 3
BEISPIELBANK
VERKÄUFE WEGEN TAUSCH VON WERTPAPIEREN
KÄUFE AUS TAUSCH VON WERTPAPIEREN
SEHR GEEHRTER HERR MUSTERMANN,
FOLGENDE BUCHUNGEN HABEN WIR FÜR IHR DEPOT DURCHGEFÜHRT:
${order('KAUF', 'EXAMPLE EUROPA FONDS', 'DE0000000011', '332,31', page(2))}${order('KAUF', 'EXAMPLE WELT FONDS', 'DE0000000029', '206,74')}${order('VERKAUF', 'EXAMPLE GELDMARKT', 'DE0000000037', '334,13', 'KIRCHENSTEUER WURDE BERÜCKSICHTIGT.\n' + page(3))}${order('VERKAUF', 'EXAMPLE RENTEN', 'DE0000000052', '208,46', 'KIRCHENSTEUER WURDE BERÜCKSICHTIGT.\n')}`;
    expect(read(collection).map((r) => [r.type, r.amount])).toEqual([
      ['Buy', '-332.31'],
      ['Buy', '-206.74'],
      ['Sell', '334.13'],
      ['Sell', '208.46'],
    ]);
  });

  it('reads two payments under a header on days apart as a ledger of two, not as one notice', () => {
    const ledger = `
EIN- UND AUSZAHLUNGEN BEISPIELSCHATZ
KONTO: 9352 1714 9509 ZEITRAUM: 01.12.2025 - 16.01.2026
WÄHRUNG: EUR ERSTELLT AM: 16.01.2026 22:09:40
DATUM ART BETRAG IBAN
30.12.2025 EINZAHLUNG 5.000,00 AT745170342310484364
12.01.2026 AUSZAHLUNG -2.531,91 AT811215280026188132
SEITE 1 / 1
`;
    expect(read(ledger)).toEqual([
      { type: 'Deposit', date: '2025-12-30', amount: '5000.00', currency: 'EUR' },
      { type: 'Withdrawal', date: '2026-01-12', amount: '-2531.91', currency: 'EUR' },
    ]);
  });

  it('reads a confirmation whose title a continuation page repeats ("CONTINUED: PAGE 2/2") as one transaction', () => {
    const note = `
TRANSACTION STATEMENT: SALE
ORDER DATE: 2022-07-11 EXECUTION VENUE: EXAMPLE EXCHANGE
QUANTITY ISIN: IE00BJ5JP105 PRICE
UNITS 59.365 EXAMPLE WORLD ENERGY ETF EUR 5.548
MARKET VALUE EUR 329.36
AMOUNT CREDITED TO ACCOUNT 1209625007 VALUE: 2022-07-13 EUR 329.36
SECURITIES WILL BE REMOVED FROM YOUR SEC. ACCOUNT.
PAGE 1/2
TRANSACTION STATEMENT: SALE
CONTINUED: PAGE 2/2
BASIS FOR TAX CALCULATION:
TAXES PAID / TAX FUNDS BEFORE INCREASE/REDUCTION AFTERWARDS
GENERAL LOSS FUND EUR 0.00 EUR 20.62 EUR 20.62
ASSESSMENT BASES GROSS TAX OBLIGATION NET TAX OBLIGATION
GAIN ON SALE GROSS EUR 20.62 - EUR 0.00
CAPITAL GAINS TAX ON GENERAL PROFITS EUR 14.43 - EUR 0.00
`;
    expect(read(note)).toEqual([{ type: 'Sell', date: '2022-07-11', amount: '329.36', currency: 'EUR' }]);
  });

  it('reads a currency written out in capitals: the Danish crown as "KR.", the euro as a column heading "EURO"', () => {
    const danish = `
UDBYTTE-MEDDELELSE
EKSEMPELBANK A/S
DEPOTNR. 100200300400
VALØRDATO VÆRDIPAPIR AFKASTTYPE AFKAST
12.03.2025 1234567 EKSEMPEL INVEST GLOBALE AKTIER KL
ISIN-KODE: DK0000000001
UDBYTTE PR. STK. 2,00000000
BEHOLDNING 150 STK. UDBYTTE 300,00
AFKAST I ALT KR. 300,00 INDSÆTTES DEN 11.03.2025 PÅ KONTO 1234-5678901234.
`;
    expect(read(danish)).toEqual([{ type: 'Dividend', date: '2025-03-11', amount: '300.00', currency: 'DKK' }]);
    const italian = `
TIPO DI OPERAZIONE: ACQUISTO MERCATO DI ESECUZIONE: BORSA - NASDAQ
TITOLO: EXAMPLE TECHNOLOGIES INC  ISIN US0000000002
                                              QUANTITA'                USD              EURO     PREZZO         VALUTA
12.03.2025 15:30:14 ESEGUITO   (09:30:14)            10           500,0000           460,00*      50,00     14.03.2025
                    CONTROVALORE:                                 500,0000           460,00*      50,00
                    COMMISSIONI:                                    9,0000             8,28*
                    TOTALE:                                       509,0000           468,28*
`;
    expect(read(italian)).toEqual([{ type: 'Buy', date: '2025-03-12', amount: '-468.28', currency: 'EUR' }]);
  });
  it('reads a sentence in capitals as prose: a kind word deep inside it does not title the document', () => {
    const credit = `
TRANSAKTIONSBELEG
ZAHLUNGSVERKEHR - GUTSCHRIFT UNSERE REFERENZ: 400500600
WIR HABEN IHREM KONTO DEN FOLGENDEN BETRAG GUTGESCHRIEBEN:
VALUTADATUM 14.03.2025
EINGEHENDE ÜBERWEISUNG EUR 2'500.00
TOTAL EUR 2'500.00
DIESER BELEG UND DIE AUFGEFÜHRTE TRANSAKTION UNTERLIEGEN ALLEN VEREINBARUNGEN, DIE SIE MIT DER BANK IN BEZUG AUF IHR KONTO ABGESCHLOSSEN HABEN.
`;
    expect(read(credit)).toEqual([{ type: 'Deposit', date: '2025-03-14', amount: '2500.00', currency: 'EUR' }]);
  });
});
