import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { parseActivityTables } from '../../../server/convert/statement/table';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.currency]);

describe('collections of confirmations, one block per transaction', () => {
  it('books each block at the amount its label states, not the units or price printed beside it', () => {
    const collection = `
Fondsdepot Tagesübersicht
folgende Buchungen wurden für Ihr Depot ausgeführt:
KAUF
Fonds: Musterfonds Global A
ISIN: DE0007164600  Auftrag: 1001
Abrechnungstag: 03.02.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Preis  Bestand alt: 1,250
Abrechnungsbetrag EUR 50,00 EUR 50,00 EUR 41,120000 Anteilumsatz: 1,216
Bestand neu: 2,466
KAUF
Fonds: Musterfonds Europa B
ISIN: DE0005140008  Auftrag: 1002
Abrechnungstag: 04.02.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Preis  Bestand alt: 0,500
Abrechnungsbetrag EUR 25,00 EUR 25,00 EUR 12,500000 Anteilumsatz: 2,000
Bestand neu: 2,500
`;
    expect(read(collection)).toEqual([
      ['Buy', '2025-02-03', '-50.00', 'EUR'],
      ['Buy', '2025-02-04', '-25.00', 'EUR'],
    ]);
  });

  it('reads a confirmation whose numbered title a continuation page repeats as one block', () => {
    const order = (nr: string, name: string, isin: string, value: string, net: string, pageBreak: boolean) => `Nr.${nr}/1 Verkauf ${name} (${isin})
Ordervolumen : 10,00 St. Handelsplatz : Tradegate
Schlusstag : 27.01.2026, 15:37 Uhr
Kurs : 12,0000 EUR Kurswert : ${value} EUR
Provision : 5,90 EUR
${
  pageBreak
    ? `Musterbank AG | Musterstraße 1 | 60311 Frankfurt
Seite 2 von 3
Nr.${nr}/1 Verkauf ${name} (${isin})
`
    : ''
}Einbeh. Steuer : 3,10 EUR
Valuta : 29.01.2026 Endbetrag : ${net} EUR`;
    const collection = `Sammelabrechnung (Wertpapierkauf/-verkauf)
${order('330450001', 'MUSTER MOTOR CO.', 'US0378331005', '120,00', '111,00', true)}
${order('330450002', 'BEISPIEL MINES', 'US5949181045', '240,00', '231,00', false)}
`;
    expect(read(collection)).toEqual([
      ['Sell', '2026-01-27', '111.00', 'EUR'],
      ['Sell', '2026-01-27', '231.00', 'EUR'],
    ]);
  });

  it('keeps the first block when a heading of another shape is printed just above it', () => {
    const block = (title: string, fund: string, isin: string, amount: string) => `${title} erteilt per Internet
Fondsbezeichnung: ${fund}
ISIN: ${isin} Unterkonto: 00 Auftragsnummer: 8101 2363
Verwahrart: GiroSammel Abrechnungstag: 16.04.2024
Abrechnungsbetrag EUR ${amount} EUR ${amount} EUR 50,000000 Anteilumsatz: 1,000
Bestand neu: 3,000`;
    const collection = `Depot-Tagesauszug
Kauf aus Tausch von Fondsanteilen
Sehr geehrter Herr Muster,
${block('TAUSCH/VERKAUF', 'Musterfonds Geldmarkt', 'LU0268059614', '50,00')}
${block('TAUSCH/KAUF', 'Musterfonds Aktien', 'LU0133666759', '49,00')}
`;
    const header = { broker: '', account_number: '', statement_period: '' };
    expect(parseActivityTables(linesFromText(collection), header).map((r) => [r.type, r.amount])).toEqual([
      ['Sell', '50.00'],
      ['Buy', '-49.00'],
    ]);
  });

  it('books a distribution paid into units as a dividend and a purchase, with the taxes withheld or credited', () => {
    const reinvestments = `
Fondsdepot Tagesübersicht
folgende Buchungen wurden für Ihr Depot ausgeführt:
ERTRAGSABRECHNUNG
Fonds: Musterfonds Global A
ISIN: DE0007164600  Auftrag: 2001
Abrechnungstag: 14.03.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Ausschüttung EUR 80,00 Preis Bestand alt: 10,000
- Verrechnete Steuern EUR 15,00 EUR 65,00 EUR 130,000000 Anteilumsatz: 0,500
= Wiederanlagebetrag EUR 65,00 Bestand neu: 10,500
ERTRAGSABRECHNUNG
Fonds: Musterfonds Europa B
ISIN: DE0005140008  Auftrag: 2002
Abrechnungstag: 14.03.2025
Abrechnungsbetrag  Betrag in Fondswährung  Preis je Anteil  Bestand
Ausschüttung EUR 20,00 Preis Bestand alt: 4,000
+ Verrechnete Steuern EUR 2,00 EUR 22,00 EUR 22,000000 Anteilumsatz: 1,000
= Wiederanlagebetrag EUR 22,00 Bestand neu: 5,000
`;
    expect(read(reinvestments)).toEqual([
      ['Dividend', '2025-03-14', '65.00', 'EUR'],
      ['Buy', '2025-03-14', '-65.00', 'EUR'],
      ['Dividend', '2025-03-14', '20.00', 'EUR'],
      ['Tax Refund', '2025-03-14', '2.00', 'EUR'],
      ['Buy', '2025-03-14', '-22.00', 'EUR'],
    ]);
  });
});

describe('a single notice of a distribution paid into units', () => {
  const notice = (reinvestmentLine: string) => `
Ertragsabrechnung
ERTRAGSAUSSCHÜTTUNG
Ertragstermin: 12.06.2024
Ausschüttung (pro Anteil EUR 2,0000000): EUR 40,00
Fonds: Musterfonds Global A  ISIN: DE0007164600
Abrechnungstag: 12.06.2024
 Ausschüttung EUR 40,00 Kurs Bestand alt: 20,000
${reinvestmentLine}
Bestand neu: 20,500
`;

  it('books the dividend and the purchase of the amount reinvested', () => {
    expect(read(notice('= Wiederanlagebetrag EUR 40,00 EUR 40,00 EUR 80,000000 Anteilumsatz: 0,500'))).toEqual([
      ['Dividend', '2024-06-12', '40.00', 'EUR'],
      ['Buy', '2024-06-12', '-40.00', 'EUR'],
    ]);
  });

  it('books the dividend alone where the amount is only offered for reinvestment', () => {
    expect(read(notice('zur Wiederanlage zur Verfügung stehend 40,00 EUR'))).toEqual([['Dividend', '2024-06-12', '40.00', 'EUR']]);
  });
});

describe('a fund account table', () => {
  const table = (distributionLine: string) => `
Musterbank Fondsdepot
Abrechnung Nr. 12
Fonds: Musterfonds Global A ISIN: DE0007164600
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 15.05.2024 120,000
03.06.2024 Kauf 500,00 0,00 59,00 8,475
${distributionLine}
abgeführte Kapitalertragsteuer 0,00
13.06.2024
12.06.2024 Wiederanlage 150,00 0,00 61,00 2,459
Kauf ohne Ausgabeaufschlag
Bestand am 12.06.2024 130,934
`;

  it("books the distribution printed without a date above its reinvestment as a dividend on the reinvestment's day", () => {
    expect(read(table('Ausschüttung 150,00'))).toEqual([
      ['Buy', '2024-06-03', '-500.00', 'EUR'],
      ['Dividend', '2024-06-12', '150.00', 'EUR'],
      ['Buy', '2024-06-12', '-150.00', 'EUR'],
    ]);
  });

  it('books no dividend where the distribution above differs from the amount reinvested', () => {
    expect(read(table('Ausschüttung 180,00'))).toEqual([
      ['Buy', '2024-06-03', '-500.00', 'EUR'],
      ['Buy', '2024-06-12', '-150.00', 'EUR'],
    ]);
  });
});

describe("units moved between the holder's own sub-accounts", () => {
  it('books the switch out of one sub-account and into the other as transfers, reading on past the restated amount', () => {
    const statement = `
Musterbank Fondsdepot
Abrechnung Nr. 3
Unterdepot-Nr.: 5550001
Fonds: Musterfonds Global A ISIN: DE0007164600
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 15.11.2023 23,766
11.02.2024
10.02.2024 Umtausch 300,00
aus Unterdepot 5550002
Anlage 300,00 0,00 30,00 10,000
Bestand am 11.02.2024 33,766
Unterdepot-Nr.: 5550002
Fonds: Musterfonds Europa ISIN: DE0005140008
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 15.11.2023 11,308
11.02.2024
10.02.2024 Umtausch 300,00 60,00 -5,000
Umtauschbetrag 300,00
zugunsten Unterdepot 5550001
Bestand am 11.02.2024 6,308
`;
    expect(read(statement).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['Transfer In', '2024-02-10', '300.00'],
      ['Transfer Out', '2024-02-10', '-300.00'],
    ]);
  });
});

describe('which reading a document keeps', () => {
  it("keeps a fund account's table when it holds a sale and a purchase on different days the single reading takes for one", () => {
    const statement = `
Musterbank Fondsdepot
Abrechnung Nr. 12
Depot: 55501234
Fonds: Musterfonds Global A ISIN: DE0007164600
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 15.05.2024 120,000
03.06.2024 Verkauf 2.400,00 60,00 -40,000
12.06.2024 Wiederanlage 150,00 0,00 61,00 2,459
Kauf ohne Ausgabeaufschlag
Bestand am 12.06.2024 82,459
`;
    expect(read(statement)).toEqual([
      ['Sell', '2024-06-03', '2400.00', 'EUR'],
      ['Buy', '2024-06-12', '-150.00', 'EUR'],
    ]);
  });

  it('keeps the table of a Dutch account statement (Rekeninguittreksel) though trades in it are cash legs', () => {
    const statement = `
Rekeninguittreksel Nr 7 Vorig Saldo: 1.000,00 EUR
02/05/2024 Verkoop Online MUSTERFONDS GLOBAL Valuta 02/05/2024 5.000,00 EUR
02/05/2024 Overschrijving naar klant Valuta 02/05/2024 -4.000,00 EUR
Nieuw Saldo 2.000,00 EUR
`;
    expect(read(statement)).toEqual([['Withdrawal', '2024-05-02', '-4000.00', 'EUR']]);
  });

  it('keeps the bookings of a fund account statement (Umsatzabrechnung) that lists two of them', () => {
    const statement = `
Umsatzabrechnung für Ihr Fondsdepot
für den Zeitraum vom 01.01.2021 bis 31.01.2021
Kauf 40,00 EUR mit Kursdatum 05.01.2021 in Depotposition 9876543210.01
Musterfonds Global A
Ref. Nr. 1001, Buchungsdatum 07.01.2021
ISIN Anteile Abrechnungskurs Betrag
DE0007164600 1,600000 25,000000 EUR 40,00 EUR
Kauf 60,00 EUR mit Kursdatum 20.01.2021 in Depotposition 9876543210.02
Musterfonds Europa B
Ref. Nr. 1002, Buchungsdatum 22.01.2021
ISIN Anteile Abrechnungskurs Betrag
DE0005140008 3,000000 20,000000 EUR 60,00 EUR
`;
    expect(read(statement)).toEqual([
      ['Buy', '2021-01-07', '-40.00', 'EUR'],
      ['Buy', '2021-01-22', '-60.00', 'EUR'],
    ]);
  });
});
