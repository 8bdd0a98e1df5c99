import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { Row } from '../../../server/convert/columns';
import { settlementAmount } from '../../../server/convert/statement/single/amount';
import { documentContext } from '../../../server/convert/statement/context';

/** The fields that decide whether a row matches, from the only row of a synthetic document. */
function read(text: string): Partial<Row> {
  const rows = parseStatement(linesFromText(text));
  expect(rows).toHaveLength(1);
  const { type, date, amount, currency } = rows[0];
  return { type, date, amount, currency };
}

describe('single-transaction amounts', () => {
  it('a total of the gain ("Total Gain $0.00") is no cash: the market value at purchase is the trade value', () => {
    expect(
      read(`
CUSTOMER NO. TYPE TRADE DATE SETTLEMENT DATE CUSIP NO.
U98299884 1 12-08-23 12-12-23 31620M106
Confirmation of purchase made through your
FIS ESPP on DEC/08/2023. PURCHASE INFORMATION
Offering period: JAN/01/2023 - DEC/31/2023 Market Value at Purchase        $442.83
Accumulated Contributions*        $442.83
YOU PURCHASED 7.5146 AT $58.9290 PURCHASE PRICE Gain          $0.00
The shares you have acquired are subject to a "Restriction Period" in accordance with Total Gain          $0.00
`),
    ).toEqual({ type: 'Buy', date: '2023-12-08', amount: '-442.83', currency: 'USD' });
  });

  it('a net qualified in parentheses ("Habenzinsen (netto) 1,46") and a Gesamtsumme label the booked figure', () => {
    const closing = (net: string) => `
Rechnungsabschluss: EUR
für den Zeitraum 30.09.2023 bis 31.10.2023 ergeben sich folgende Abschlussbuchungen:
Abschlussbuchung vom 31.10.2023
Zinsberechnung: Betrag in EUR
Habenzinsen (HZ) (brutto) 2,00
Kapitalertragsteuer 0,49 -
Kirchensteuer 0,03 -
Solidaritätszuschlag 0,02 -
${net}
Die Buchung erfolgt über Konto DE12 3456 7891 2345 6789 12 mit Valuta 31.10.2023.
Zinsstaffel: EUR KOPIE
Für den Zeitraum vom 30.09.2023 bis 31.10.2023 ergab sich für Ihr Konto folgende Zinsberechnung:
Valuta Zinstage Limit Saldo in EUR Zinssatz % Zinsbetrag in EUR
30.09.2023 1 1.179,81 1,5000 0,05 HZ
01.10.2023 1 1.179,81 1,5000 0,05 HZ
02.10.2023 1 1.420,94 1,5000 0,06 HZ
`;
    expect(read(closing('Habenzinsen (netto) 1,46'))).toMatchObject({ type: 'Interest', date: '2023-10-31', amount: '1.46' });
    expect(read(closing('Gesamtsumme: 1,46'))).toMatchObject({ type: 'Interest', date: '2023-10-31', amount: '1.46' });
  });

  it('"Gutgeschriebener Betrag" is the net credited, before a gross "total"', () => {
    expect(
      read(`
ETF-Verkauf                                   Aarau, 02.04.2026
ISIN IE00BFNM3G45
Valuta 02.04.2026
Anzahl Anteile 96
Verkaufspreis total USD 1'278.91
Wechselkurs CHF/USD 0.799750
Verkaufspreis CHF CHF 1'022.81
Börsenabgaben CHF -0.15
Gutgeschriebener Betrag CHF 1'016.83
`),
    ).toEqual({ type: 'Sell', date: '2026-04-02', amount: '1016.83', currency: 'CHF' });
  });

  it('an amount qualified as taxable ("Steuerpfl. Betrag") is no net: the lone total under the gross and its taxes is', () => {
    expect(
      read(`
Wertpapierabrechnung: Verkauf
ISIN IE00BFMXYX26
Nominal / Stück 0,444601
Ausführungstag / -zeit 18.01.2024 um 10:30:30 Uhr
Kurswert EUR 12,60
Kapitalertragsteuer EUR 0,28
Solidaritätszuschlag EUR 0,01
EUR 12,31
Steuerliche Informationen
Steuerpfl. Betrag nach Teilfreistellung EUR 1,13
`),
    ).toEqual({ type: 'Sell', date: '2024-01-18', amount: '12.31', currency: 'EUR' });
  });

  it('the amount booked to a named account after the rate is the converted net ("Gutschrift - EUR Privatkonto … EUR 5,63")', () => {
    expect(
      read(`
Wertpapierabrechnung
Transaktion: Verkauf
Schlusstag: 23.12.2025
ISIN: IE000CFH1JX2
Nominal / Stück: 0,236
Kurswert: USD 6,65
Ausmachender Betrag: USD 6,65
Devisenkurs: EUR/USD 1,18205
Gutschrift - EUR Privatkonto 3476831 EUR 5,63
`),
    ).toEqual({ type: 'Sell', date: '2025-12-23', amount: '5.63', currency: 'EUR' });
  });

  it('a total a gross word qualifies ("Bruttoertrag total") is the gross; the next total is the net', () => {
    expect(
      read(`
Ertragsausschüttung                           Lenzburg, 14.09.2023
ISIN CH0105994401
Valuta 13.09.2023
Anzahl Anteile 58
Bruttoertrag pro Anteil CHF 0.1200
Bruttoertrag total CHF 6.96
Verrechnungssteuer (35%) CHF -2.44
Ertrag total CHF CHF 4.52
`),
    ).toEqual({ type: 'Dividend', date: '2023-09-13', amount: '4.52', currency: 'CHF' });
  });
});

describe('an income notice whose net label says it was debited', () => {
  it('took money out: the taxes of an accumulating fund, booked as a tax', () => {
    const rows = parseStatement(
      linesFromText(`
Erträgnisgutschrift aus Wertpapieren
Ertragsthesaurierung
Gattungsbezeichnung ISIN
Beispiel Select Dividend ETF Inhaber-Anteile DE000A0D8Q49
Nominal Ex-Tag Zahltag Ausschüttungsbetrag pro Stück
STK 62,489 02.01.2018 15.01.2018 USD 0,866729
Wert Konto-Nr. Devisenkurs Betrag zu Ihren Lasten
15.01.2018 00/0000/000 EUR/USD 1,19265 EUR 0,65
`),
    );
    expect(rows.map(({ type, date, amount }) => ({ type, date, amount }))).toEqual([{ type: 'Tax', date: '2018-01-15', amount: '-0.65' }]);
  });
});

describe('the total after the charges below the gross, whatever its label', () => {
  it('is the figure that equals the gross less the charges printed between them', () => {
    expect(
      read(`
Voorbeeldbank N.V.
DIVIDENDNOTA
Fonds: KONINKLIJKE AHOLD DELHAIZE   ISIN NL0011794037
Aantal: 150       Dividend per aandeel: EUR 0,50
Ex-dividenddatum: 11-04-2024     Betaaldatum: 25-04-2024
Bruto dividend                       EUR 75,00
Dividendbelasting 15%                EUR 11,25
Uitgekeerd                           EUR 63,75
`),
    ).toEqual({ type: 'Dividend', date: '2024-04-25', amount: '63.75', currency: 'EUR' });
  });

  it('reads an Italian interest notice by its plural gross and net labels ("Interessi ... lordi", "Interessi netti")', () => {
    const notice = (net: string) => `
Banca Esempio S.p.A.
LIQUIDAZIONE INTERESSI   al 30/06/2024
Conto deposito n. 000123456
Interessi creditori lordi                    125,40 EUR
Ritenuta fiscale 26%                          32,60 EUR
${net}                               92,80 EUR
Data valuta: 01/07/2024
`;
    const expected = { type: 'Interest', date: '2024-07-01', amount: '92.80', currency: 'EUR' };
    expect(read(notice('Interessi netti'))).toEqual(expected);
    expect(read(notice('Importo liquidato'))).toEqual(expected);
  });
});

describe('a notice that prints one sum', () => {
  it('books it, though only a sentence names it ("crédité votre compte de la somme de 250,00 EUR")', () => {
    expect(
      read(`
Banque Exemple
AVIS DE CRÉDIT
Paris, le 5 mai 2024
Nous avons crédité votre compte de la somme de 250,00 EUR
Motif : Remboursement de frais de tenue de compte
Date de valeur : 6 mai 2024
`),
    ).toEqual({ type: 'Fee Refund', date: '2024-05-06', amount: '250.00', currency: 'EUR' });
  });
});

describe('a credit labelled as after taxes in Spanish', () => {
  it('is the net booked ("CRÉDITO DESPUÉS DE IMPUESTOS"), not the total of the interest above it', () => {
    const lines = linesFromText(`
INFORME DE INTERESES
a fecha 31.12.2025
ACTIVOS TIPO DE INGRESO INTERÉS FECHA TOTAL
Efectivo Interés 2,00% 01.12.2025 - 31.12.2025 77,42 EUR
Total 77,42 EUR
POSICIÓN CANTIDAD
Base imponible 77,42 EUR
Retención IRPF -14,71 EUR
Total 62,71 EUR
IBAN FECHA DE EFECTO CRÉDITO DESPUÉS DE IMPUESTOS
ES7185932018829118828273 01.01.2026 62,71 EUR
`);
    expect(settlementAmount(lines, 'Interest', documentContext(lines, { ranker: null }))?.value).toBe('62.71');
  });
});

describe("a notice's net under a label naming it credited, each label over its figure", () => {
  it.each(['Credited to your account', 'Montant à créditer', 'Bijgeschreven', 'In uw voordeel'])('books the figure under "%s", not the gross', (label) => {
    const text = [
      'Dividend notice',
      'ISIN',
      'US0378331005  Apple Inc.',
      'Payment date',
      '05/18/2023',
      'Gross amount',
      '60.00 EUR',
      'Withholding tax',
      '9.00 EUR',
      label,
      '51.00 EUR',
    ].join('\n');
    expect(parseStatement(linesFromText(text)).map((r) => r.amount)).toEqual(['51.00']);
  });

  it('books the figure under "Dividende net" in a row of headings', () => {
    const text = `
Avis de crédit - Dividende
ISIN                                US0378331005  Apple Inc.
Date de paiement   Quantité   Dividende par titre   Montant brut   Retenue à la source   Dividende net
18.05.2023         250        EUR 0,24              60,00 EUR      9,00 EUR              51,00 EUR
`;
    expect(parseStatement(linesFromText(text)).map((r) => r.amount)).toEqual(['51.00']);
  });
});

describe('an interest notice printing the gross, its tax and the net credited', () => {
  it('books the net its label names where the gross and the net are apart by exactly the tax', () => {
    const text = `
Example Bank AG
Renteafrekening
Periode: 01.01.2024 - 31.03.2024
Creditrente: 84,12 EUR
Bronbelasting: 21,03 EUR
Bijgeschreven bedrag: 63,09 EUR
Valutadatum: 31.03.2024
`;
    expect(parseStatement(linesFromText(text)).map((r) => [r.type, r.amount])).toEqual([['Interest', '63.09']]);
  });
});
