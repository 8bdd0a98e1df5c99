import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a total printed without its currency right after a conversion', () => {
  it('is in the currency the conversion ends with, not the foreign one printed more often', () => {
    expect(
      read(`
Ertragsabrechnung
Stück 2'000 Registered Shs Beispiel PLC
ISIN GB0009697037
Dividendensatz GBP 0.017
Zahlbar 19.01.2024
GBP
Bruttobetrag 34.00
Total 34.00
zum Kurs von GBP/CHF 1.09551 CHF
Total zu Ihren Gunsten Valuta 19.01.2024 37.25
`),
    ).toEqual([{ type: 'Dividend', date: '2024-01-19', amount: '37.25', currency: 'CHF' }]);
  });

  it('reads the pair of a rate written with a space between its currencies', () => {
    expect(
      read(`
Effektenabrechnung
Ihr Kauf
Abschluss per: 04.10.2021 / Buchungstag: 04.10.2021
Registered Shs Beispiel PLC
Valor 12964057 / ISIN JE00B4T3BW64
Stück GBP GBP
1'000 zu 3.545 3'545.00
Fremde Kommission 0.71
Total 3'545.71
zum Kurs von GBP CHF 1.258775 CHF
Total zu Ihren Lasten Valuta 06.10.2021 4'463.24
`),
    ).toEqual([{ type: 'Buy', date: '2021-10-04', amount: '-4463.24', currency: 'CHF' }]);
  });

  it('reads a pair naming a currency by its sign ("zum Kurs von € CHF 1.0264 CHF")', () => {
    expect(
      read(`
Effektenabrechnung
Ihr Kauf
Abschluss per: 28.03.2022 / Buchungstag: 28.03.2022
Inhaber-Aktien Beispiel SA
Valor 12345678 / ISIN FR0000121485
Stück € €
10 zu 590.00 5'900.00
Fremde Kommission 4.50
Total 5'904.50
zum Kurs von € CHF 1.0264 CHF
Total zu Ihren Lasten Valuta 30.03.2022 6'078.35
`),
    ).toEqual([{ type: 'Buy', date: '2022-03-28', amount: '-6078.35', currency: 'CHF' }]);
  });

  it('is not in the currency heading the foreign figures above the conversion', () => {
    expect(
      read(`
Börsenabrechnung - Verkauf
Abschluss 12.03.2024 15:41:07
Stück 40 Example Inc. Registered Shs
ISIN US0378331005
                                                   USD
Kurswert                                      6'910.00
Courtage                                        -34.55
Total                                         6'875.45
zum Kurs von USD/CHF 0.88120                       CHF
Total zu Ihren Gunsten Valuta 14.03.2024      6'058.65
`),
    ).toEqual([{ type: 'Sell', date: '2024-03-12', amount: '6058.65', currency: 'CHF' }]);
  });
});

describe('a foreign net and its conversion printed under currency headings', () => {
  it('books the converted figure the heading of its column names, printed without a currency', () => {
    expect(
      read(`
Dividendenabrechnung
Stück 30 Example Corp. Registered Shs
ISIN US5949181045
Zahlbar 14.03.2024
                                                   USD                CHF
Bruttobetrag                                      22.50
Quellensteuer 15%                                 -3.38
Nettobetrag                                       19.12
Umrechnungskurs USD/CHF 0.88120                                     16.85
Gutschrift Valuta 14.03.2024                                        16.85
`),
    ).toEqual([{ type: 'Dividend', date: '2024-03-14', amount: '16.85', currency: 'CHF' }]);
  });
});

describe('a foreign net amount and the booking row converting it', () => {
  it('books the converted amount of the row whose rate prints only its currency pair', () => {
    expect(
      read(`
Wertpapierabrechnung
Kauf
Wir haben für Sie gekauft
Gattungsbezeichnung ISIN
Example Systems Inc. Registered Shares US17275R1023
STK 35,000 USD 47,9200
Handelstag 19.08.2019 Kurswert USD 1.677,20-
Ausmachender Betrag USD 1.693,74-
Wert Konto-Nr. Devisenkurs Betrag zu Ihren Lasten
21.08.2019 372650044 EUR/USD 1,1026 EUR 1.536,13
`),
    ).toEqual([{ type: 'Buy', date: '2019-08-19', amount: '-1536.13', currency: 'EUR' }]);
  });

  it('books the net converted at the rate printed after it, a rate named as in Dutch or French', () => {
    const notice = (title: string, rateWord: string) => `
${title}
ISIN GB00BP6MXD84
Betaaldatum: 20-06-2024
Bruto dividend: USD 34,40
Netto dividend: USD 29,24
${rateWord}: 1,0732  EUR 27,25
`;
    expect(read(notice('Dividenduitkering', 'Koers'))).toEqual([{ type: 'Dividend', date: '2024-06-20', amount: '27.25', currency: 'EUR' }]);
    expect(read(notice('Paiement de dividende', 'Cours'))).toEqual([{ type: 'Dividend', date: '2024-06-20', amount: '27.25', currency: 'EUR' }]);
  });
});

describe("a rate's pair written with the euro sign", () => {
  it('converts the net as the pair written in codes does', () => {
    const note = (euro: string) =>
      parseStatement(
        linesFromText(`
Wertpapierabrechnung Verkauf
ISIN US0378331005
STK 100,000 USD 52,0500
Handelstag 24.08.2015  Kurswert USD 5.205,00
Provision USD 13,01-
Ausmachender Betrag USD 5.191,99
Wert Konto-Nr. Devisenkurs Betrag zu Ihren Gunsten
27.08.2015 0000000000 ${euro}/USD 1,162765 ${euro} 4.465,12
`),
      ).map((r) => ({ type: r.type, amount: r.amount, currency: r.currency }));
    expect(note('EUR')).toEqual([{ type: 'Sell', amount: '4465.12', currency: 'EUR' }]);
    expect(note('€')).toEqual([{ type: 'Sell', amount: '4465.12', currency: 'EUR' }]);
  });
});
