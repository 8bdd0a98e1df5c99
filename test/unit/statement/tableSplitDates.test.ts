import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const rowsOf = (rows: ReturnType<typeof parseStatement>) => rows.map((r) => [r.type, r.date, r.amount]);

describe('a date opening a line with its day split by a space', () => {
  it('is read as one date ("1 6.05.2024" is the 16th)', () => {
    const rows = parseStatement(
      linesFromText(`
Kontoauszug 5/2024
Datum Erläuterung Betrag Soll EUR Betrag Haben EUR
 02.05.2024 Gutschrift Miete 450,00
 1 6.05.2024 Lastschrift Stadtwerke -61,20
`),
    );
    expect(rowsOf(rows)).toEqual([
      ['Deposit', '2024-05-02', '450.00'],
      ['Withdrawal', '2024-05-16', '-61.20'],
    ]);
  });

  it('is one date after a label too, in each confirmation of a collection', () => {
    const block = (amount: string, order: string) => `KAUF
Fondsbezeichnung: Musterfonds Global
ISIN: DE0007164600 Unterkonto: 00 Auftragsnummer: ${order}
Verwahrart: GiroSammel Abrechnungstag: 1  4.11.2024
Abrechnungsbetrag Fondsdaten je Anteil Bestandsdaten
Preis Bestand alt: 12,000
Abrechnungsbetrag EUR ${amount} EUR ${amount} EUR 50,000000 Anteilumsatz: 1,000
Bestand neu: 13,000`;
    const rows = parseStatement(
      linesFromText(`Depot-Tagesauszug
Käufe von Fondsanteilen
${block('50,00', '7103 1111')}
${block('25,00', '7104 2222')}
`),
    );
    expect(rowsOf(rows)).toEqual([
      ['Buy', '2024-11-14', '-50.00'],
      ['Buy', '2024-11-14', '-25.00'],
    ]);
  });
});

describe('bookings numbered and dated by day and month joined by a dash', () => {
  it('reads the running number, the booking and the value date, the year from the date above', () => {
    const rows = parseStatement(
      linesFromText(`
Sparkonto Musterbank
2024-02-01
Auszug 1 /1
Nr. Trans. verfügbar
1 19-12 19-12 Überweisung zu Ihren Gunsten 250,00 EUR
Auftraggeber : Erika Muster
2 20-12 21-12 Ihre Überweisung -40,00 EUR
Empfänger : Erika Muster
`),
    );
    expect(rowsOf(rows)).toEqual([
      ['Deposit', '2023-12-19', '250.00'],
      ['Withdrawal', '2023-12-21', '-40.00'],
    ]);
  });
});

describe('dates with two-digit years', () => {
  it('do not make the document\'s decimal separator a dot ("26.01.09" is no 1.09)', () => {
    const rows = parseStatement(
      linesFromText(`
Abrechnung: Februar 2009
Beleg- Eingang Angabe des Unternehmens / Währung Betrag Kurs Betrag in
datum Verwendungszweck EUR
22.01.09 Saldo letzte Abrechnung 20.150,19+
26.01.09 26.01.09 Auszahlung 18.500,00 -
03.02.09 03.02.09 Auszahlung 550,00 -
20.02.09 20.02.09 Einzahlung 17.700,00+
Neuer Saldo 18.800,19+
`),
    );
    expect(rowsOf(rows)).toEqual([
      ['Withdrawal', '2009-01-26', '-18500.00'],
      ['Withdrawal', '2009-02-03', '-550.00'],
      ['Deposit', '2009-02-20', '17700.00'],
    ]);
  });
});

describe('which reading a document keeps', () => {
  it('keeps a fund table whose only transactions are a distribution and its reinvestment on one day', () => {
    const statement = `
Musterbank Fondsdepot
15. Juli 2024
Abrechnung Nr. 7
Unterdepot-Nr.: 5550123401
Fonds: Musterfonds Immobilien ISIN: DE0007164600 Verwaltungsvergütung: 0,80 % p. a.
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 14.07.2023 210,500
Ausschüttung *1 88,40
abgeführte Kapitalertragsteuer 0,00
15.07.2024
12.07.2024 Wiederanlage 88,40 0,00 52,00 1,700
Kauf ohne Ausgabeaufschlag
Bestand am 15.07.2024 212,200
`;
    expect(rowsOf(parseStatement(linesFromText(statement)))).toEqual([
      ['Dividend', '2024-07-12', '88.40'],
      ['Buy', '2024-07-12', '-88.40'],
    ]);
  });
});
