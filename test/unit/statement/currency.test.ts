import { dominantCurrency, findCurrencies } from '../../../server/convert/statement/currency';

const codes = (text: string) => findCurrencies(text).map((c) => c.code);

describe('currencies printed as words and signs', () => {
  it('reads a column headed "Euro" as euros, but not a name that starts with the word', () => {
    expect(codes('             Quantità          Euro          Prezzo      Valuta')).toEqual(['EUR']);
    expect(codes('Euro Stoxx 50 UCITS ETF')).toEqual([]);
    expect(codes('Mercato di esecuzione: Borsa - Euronext Milan')).toEqual([]);
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
