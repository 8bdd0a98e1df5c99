/**
 * Which language a page is written in, from the words a first OCR pass read on it, and which
 * models should read it. Tesseract reads with its first language and consults the others only
 * for words the first is unsure of, so with German first a Spanish page loses its accents
 * (García → Garcia, Comisión → Comisiön) and a French one changes them (Lumière → Lumiére, reçu →
 * regu). Measured on the fixtures: the page's own language first, then English (names and
 * financial terms), reads those accents right and every figure as before; Spanish alone misread
 * figures (1,61 → 1,01).
 */

/**
 * Words frequent on broker documents of one language, lowercase without accents (a first pass
 * may have misread them). A word listed for two languages counts for neither.
 */
const VOCABULARY: Record<string, string[]> = {
  deu: [
    'und',
    'der',
    'die',
    'das',
    'des',
    'fur',
    'vom',
    'bis',
    'mit',
    'auf',
    'stuck',
    'betrag',
    'datum',
    'konto',
    'depot',
    'buchung',
    'kurs',
    'wert',
    'steuer',
    'gutschrift',
    'abrechnung',
    'zinsen',
    'gebuhr',
    'verkauf',
    'kauf',
    'ertrag',
    'auszug',
    'umsatze',
  ],
  eng: [
    'the',
    'and',
    'of',
    'for',
    'from',
    'to',
    'with',
    'date',
    'amount',
    'account',
    'statement',
    'balance',
    'total',
    'shares',
    'price',
    'dividend',
    'fee',
    'tax',
    'trade',
    'settlement',
    'interest',
    'deposit',
    'withdrawal',
    'quantity',
    'description',
    'bought',
    'sold',
    'page',
    'activity',
  ],
  fra: [
    'le',
    'les',
    'des',
    'du',
    'et',
    'pour',
    'au',
    'aux',
    'sur',
    'avec',
    'compte',
    'montant',
    'releve',
    'solde',
    'titres',
    'achat',
    'vente',
    'frais',
    'virement',
    'dividende',
    'quantite',
    'cours',
    'impot',
    'brut',
    'banque',
    'avis',
    'prelevement',
  ],
  spa: [
    'el',
    'los',
    'las',
    'del',
    'y',
    'para',
    'por',
    'con',
    'cuenta',
    'importe',
    'fecha',
    'compra',
    'venta',
    'comision',
    'extracto',
    'operacion',
    'valor',
    'transferencia',
    'recibida',
    'abono',
    'intereses',
    'ingreso',
    'efectivo',
    'mantenimiento',
    'pagina',
  ],
  ita: [
    'il',
    'gli',
    'della',
    'dei',
    'di',
    'per',
    'conto',
    'importo',
    'acquisto',
    'vendita',
    'commissioni',
    'estratto',
    'operazione',
    'bonifico',
    'ritenuta',
    'movimenti',
    'totale',
    'imposta',
    'prezzo',
    'contabile',
    'descrizione',
  ],
  nld: [
    'het',
    'een',
    'van',
    'voor',
    'op',
    'met',
    'rekening',
    'bedrag',
    'aankoop',
    'verkoop',
    'overzicht',
    'koers',
    'belasting',
    'storting',
    'opname',
    'rente',
    'bij',
    'naar',
    'uit',
  ],
};

const LANGUAGE_OF = (() => {
  const seen = new Map<string, string | null>();
  for (const [language, words] of Object.entries(VOCABULARY)) {
    for (const word of words) seen.set(word, seen.has(word) && seen.get(word) !== language ? null : language);
  }
  return new Map([...seen].filter((entry): entry is [string, string] => entry[1] !== null));
})();

/** Fewer vocabulary words than this, or a runner-up this close, and the page's language is unknown. */
const MIN_HITS = 3;
const MIN_LEAD = 1.5;

/** The page's language among `candidates`, or undefined when its words do not tell clearly. */
export function detectLanguage(words: string[], candidates: string[]): string | undefined {
  const hits = new Map<string, number>();
  for (const word of words) {
    const key = word
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    const language = LANGUAGE_OF.get(key);
    if (language && candidates.includes(language)) hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  const [best, second] = [...hits].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < MIN_HITS || (second && best[1] < MIN_LEAD * second[1])) return undefined;
  return best[0];
}

/**
 * The models to read a page of `language` with: the configured order where that language comes
 * first already, is unknown, or is English (its letters are in every other model); else that
 * language, then English when configured.
 */
export function languagesFor(language: string | undefined, configured: string[]): string[] {
  if (!language || language === configured[0] || language === 'eng' || !configured.includes(language)) return configured;
  return configured.includes('eng') ? [language, 'eng'] : [language];
}
