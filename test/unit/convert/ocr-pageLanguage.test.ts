import { detectLanguage, languagesFor } from '../../../server/convert/ocr/pageLanguage';

const ALL = ['deu', 'eng', 'fra', 'spa', 'ita', 'nld'];
const words = (text: string) => text.split(/\s+/);

describe('detectLanguage', () => {
  it.each([
    ['Transferencia recibida de Ana Garcia  Comisiön de mantenimiento  Abono de intereses  Extracto de cuenta', 'spa'],
    ['Banque Lumiére  Avis de paiement de dividende  Compte-titres  Montant brut  Quantite', 'fra'],
    ['Kauf  Stück  Kurs  Betrag  Konto  Depot  Buchung  Valuta', 'deu'],
    ['Account Activity (all amounts in USD)  Trade Date  Settle  Description  Quantity  Price  Amount', 'eng'],
    ['Conto n.  Data contabile  Valuta  Descrizione operazione  Bonifico a vostro favore  Totale movimenti', 'ita'],
    ['Rekeningoverzicht  Storting  Aankoop  Koers  Bedrag  Rente', 'nld'],
  ])('tells the language of "%s"', (text, language) => {
    expect(detectLanguage(words(text), ALL)).toBe(language);
  });

  it('tells nothing from figures and names alone, nor a language not configured', () => {
    expect(detectLanguage(words('01/02/2024  1.234,56  IE00B4L5Y983  Apple Inc.'), ALL)).toBeUndefined();
    expect(detectLanguage(words('Transferencia recibida  Abono de intereses  Extracto de cuenta'), ['deu', 'eng'])).toBeUndefined();
  });
});

describe('languagesFor', () => {
  it('reads with the configured order unless another configured language, not English, is the page’s', () => {
    expect(languagesFor(undefined, ALL)).toEqual(ALL);
    expect(languagesFor('deu', ALL)).toEqual(ALL);
    expect(languagesFor('eng', ALL)).toEqual(ALL);
    expect(languagesFor('spa', ALL)).toEqual(['spa', 'eng']);
    expect(languagesFor('fra', ['deu', 'fra'])).toEqual(['fra']);
    expect(languagesFor('ita', ['deu', 'eng'])).toEqual(['deu', 'eng']);
  });
});
