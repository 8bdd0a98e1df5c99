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

  it('a sale whose net is its units × price plus the taxes paid back books the sale without them, the price read from that row', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung
Ausführung 29.12.2025 12:38:52
Typ Wertpapier Anzahl Kurs Betrag
Verkauf Beispiel Corp. 70,00 Stk. 155,68 EUR 10.897,60 EUR
US4278661081
Steuern +366,75 EUR
Gutschrift 11.264,35 EUR
Der Betrag wird mit dem Verrechnungskonto verrechnet (Valuta: 31.12.2025).
Erstattete Steuern
Kapitalertragsteuer -347,63 EUR
Solidaritätszuschlag -19,12 EUR
Erstattete Steuern 366,75 EUR
`),
    );
    expect(rows.map(({ type, date, amount, quantity, price }) => ({ type, date, amount, quantity, price }))).toEqual([
      { type: 'Sell', date: '2025-12-29', amount: '10897.60', quantity: '70.00', price: '155.68' },
      { type: 'Tax Refund', date: '2025-12-29', amount: '366.75', quantity: '70.00', price: '' },
    ]);
  });
});

describe('a tax-equalisation section that pays nothing back', () => {
  it('closing with the net of the trade itself (a loss offset, no tax) books no Tax Refund', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung Verkauf                                    Frankfurt am Main, 22.02.2024
Ausführung 20.02.2024 14:33:10
Stück 120        BEISPIEL ENERGY AG NA O.N.        DE000ENER6Y0
Kurswert                                          1.452,60 EUR
Provision                                            25,00- EUR
Ausmachender Betrag vor Steuern                   1.426,40 EUR
Steuerliche Ausgleichsrechnung
Veräußerungsergebnis                             -1.873,60 EUR
Verlustverrechnung Aktien                        -1.873,60 EUR
Kapitalertragsteuer                                   0,00 EUR
Ausmachender Betrag                               1.426,40 EUR
Gutschrift auf Konto 1234567 00 mit Valuta 22.02.2024
`),
    );
    expect(rows.map(({ type, date, amount }) => ({ type, date, amount }))).toEqual([{ type: 'Sell', date: '2024-02-20', amount: '1426.40' }]);
  });
});

describe('a refund of withheld taxes titled in the plural', () => {
  it('is a Tax Refund ("RIMBORSO RITENUTE FISCALI"), not the redemption "Rimborso" alone names', () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
RIMBORSO RITENUTE FISCALI
Data operazione: 12/09/2024     Valuta: 12/09/2024
Titolo: ROCHE HOLDING   ISIN CH0012032048
Rimborso ritenuta estera svizzera     21,35 CHF
Cambio                                 0,9412
Controvalore accreditato              22,68 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([['Tax Refund', '2024-09-12', '22.68', 'EUR']]);
  });
});

describe('a tax notice titled in the plural, and a refund its kind word labels', () => {
  it('reads "LIQUIDACIÓN DE RETENCIONES" as a tax and "Teruggave bronbelasting EUR 4,35" as the refund', () => {
    const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount]);
    expect(
      read(`
Broker Ejemplo S.V.
LIQUIDACIÓN DE RETENCIONES
Fecha: 15/01/2025
Retención 19%                    237,50 EUR
Importe cargado en cuenta        237,50 EUR
`),
    ).toEqual([['Tax', '2025-01-15', '-237.50']]);
    expect(
      read(`
Voorbeeldbank
TERUGGAVE DIVIDENDBELASTING
Datum: 18-03-2025
Fonds: UNILEVER   ISIN GB00B10RZP78
Teruggave bronbelasting         EUR 4,35
Bijgeschreven op rekening       EUR 4,35
`),
    ).toEqual([['Tax Refund', '2025-03-18', '4.35']]);
  });
});
