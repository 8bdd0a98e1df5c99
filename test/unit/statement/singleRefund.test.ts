import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('taxes paid back with a trade', () => {
  it('a tax-equalisation section with its own value date dates its Tax Refund by it, the sale by its trade date', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapier Abrechnung Verkauf                          Datum 23.02.2021
Stück 20   Example Corp.   US00165C1045
Schlusstag/-Zeit 22.02.2021 20:56:04
Kurswert 109,00 EUR
Provision 10,00- EUR
Ausmachender Betrag 99,00 EUR
Den Gegenwert buchen wir mit Valuta 24.02.2021 zu Gunsten des Kontos 1123456789
Steuerliche Ausgleichrechnung
Verrechnete Aktienverluste 61,00- EUR
Kapitalertragsteuer 25,00% auf 61,00 EUR 15,25 EUR
Solidaritätszuschlag 5,50% auf 15,25 EUR 0,83 EUR
Ausmachender Betrag 16,08 EUR
Den Gegenwert buchen wir mit Valuta 23.02.2021 zu Gunsten des Kontos 1123456789
`),
    );
    expect(rows.map(({ type, date, amount }) => ({ type, date, amount }))).toEqual([
      { type: 'Sell', date: '2021-02-22', amount: '99.00' },
      { type: 'Tax Refund', date: '2021-02-23', amount: '16.08' },
    ]);
  });

  it('a tax equalisation whose net heads a column takes the figure and date of the row below', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung
Verkauf
Wir haben für Sie verkauft
Gattungsbezeichnung ISIN
Beispiel AG Inhaber-Aktien o.N. DE000A0B65S3
Handelstag 07.07.2020 Kurswert EUR 5.415,00
Provision EUR 1,00-
Wert Konto-Nr. Betrag zu Ihren Gunsten
09.07.2020 1234567 EUR 5.414,00
Steuerausgleich nach § 43a EStG:
Kapitalertragsteuer EUR 14,51
Solidaritätszuschlag EUR 0,79
Kirchensteuer EUR 1,16
Wert Konto-Nr. Abrechnungs-Nr. Betrag zu Ihren Gunsten
08.07.2020 1234567 1234567 EUR 16,46
`),
    );
    expect(rows.map(({ type, date, amount }) => ({ type, date, amount }))).toEqual([
      { type: 'Sell', date: '2020-07-07', amount: '5414.00' },
      { type: 'Tax Refund', date: '2020-07-08', amount: '16.46' },
    ]);
  });
});
