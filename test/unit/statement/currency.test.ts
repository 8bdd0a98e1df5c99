import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { dominantCurrency, findCurrencies, unprintedCurrency } from '../../../server/convert/statement/currency';

const codes = (text: string) => findCurrencies(text).map((c) => c.code);

describe('currencies printed as words and signs', () => {
  it('reads a column headed "Euro" as euros, but not a name that starts with the word', () => {
    expect(codes('             Quantità          Euro          Prezzo      Valuta')).toEqual(['EUR']);
    expect(codes('Euro Stoxx 50 UCITS ETF')).toEqual([]);
    expect(codes('Mercato di esecuzione: Borsa - Euronext Milan')).toEqual([]);
  });

  it('reads the other dollars by the letters before the sign, a bare "$" as US dollars', () => {
    expect(codes('AMOUNT DUE & PAYABLE A$10,458.04')).toEqual(['AUD']);
    expect(codes('Total C$ 1,200.00, NZ$ 5.00, HK$ 7.80, S$ 2.00, AU$ 3.00')).toEqual(['CAD', 'NZD', 'HKD', 'SGD', 'AUD']);
    expect(codes('EFFECTIVE PRICE $20.43, US$ 1.00')).toEqual(['USD', 'USD']);
  });

  it('reads "euro" after a figure in lower case', () => {
    expect(codes('Risultato lordo operazione 390,41 euro')).toEqual(['EUR']);
  });

  it('reads the crowns sign "kr." before or after a figure, and lets a printed code win the document', () => {
    expect(codes('Afkast i alt kr. 104,50 indsættes')).toEqual(['DKK']);
    expect(codes('I alt 1.250,00 kr.')).toEqual(['DKK']);
    expect(codes('Kreditkort og kr ediger')).toEqual([]);
    expect(dominantCurrency('Kurtage SEK 29,00\nI alt SEK 3.515,50\nkr. 3.515,50')).toBe('SEK');
  });
});

describe('a document that prints no currency', () => {
  it('books in the currency of its account by the IBAN country, a twelve-character ISIN being no IBAN, else in euros', () => {
    expect(unprintedCurrency('Konto CH93 0076 2011 6238 5295 7\nISIN GB00B03MLX29')).toBe('CHF');
    expect(unprintedCurrency('ISIN GB00B03MLX29\nKonto DE89 3704 0044 0532 0130 00')).toBe('EUR');
    expect(unprintedCurrency('ISIN GB00B03MLX29')).toBe('EUR');
  });

  it('gives a distribution notice printed without a currency the account currency', () => {
    const rows = parseStatement(
      linesFromText(`
Ausschüttungsanzeige
Wien, 25.12.2021 Depotnummer: 9999996871
Fondsname: Standortfonds Deutschland Datum des Ertrags: 21.12.2021
WKN / ISIN: AT0000A1Z882
Ausschüttung gesamt: 17.58
Kapitalertragssteuer (KESt) gesamt: 4.28
Zur Wiederveranlagung zur Verfügung stehend: 13.30
`),
    );
    expect(rows.map((r) => [r.type, r.currency])).toEqual([['Dividend', 'EUR']]);
  });

  it('gives a delivery of securities without cash the account currency, not the one the security is named in', () => {
    const rows = parseStatement(
      linesFromText(`
26.04.2023
UMTAUSCH EINGANG
Folg. Positionen haben wir per o.g.Datum Ihrem Bestand gutgeschrieben.
Bezeichnung WKN
Beispiel MSCI World Act.Nom. U.ETF USD Dis. oN ETF018
Einheit Nennwert Verwahrart
ST 20,37254 Girosammelverwahrung
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.currency])).toEqual([['Transfer In', '0.00', 'EUR']]);
  });
});

describe('a bare dollar in a document naming its home exchange', () => {
  it('is the dollar of that exchange ("ASX Code: WES" → AUD)', () => {
    const rows = parseStatement(
      linesFromText(`
Example Registry Services Pty Ltd
DIVIDEND STATEMENT
Company: WESFARMERS LIMITED                ASX Code: WES
Payment date: 27 March 2024                Record date: 21 February 2024
Class of shares   Dividend rate per share   Number of shares   Gross payment
Ordinary          $0.91                     300                $273.00
                                   Withholding tax:       $0.00
                                   Net payment:           $273.00
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([['Dividend', '2024-03-27', '273.00', 'AUD']]);
  });
});
