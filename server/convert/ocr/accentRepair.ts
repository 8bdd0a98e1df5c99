/**
 * Tesseract drops or swaps accents its first language's model does not know, even with the
 * page's own language first (Comisión → Comisién, Comision; Gebühr → Gebuhr). Words of broker
 * documents that carry an accent are listed per language as printed; on a page of that language
 * (pageLanguage.ts), an OCR word with the same letters once accents are set aside is given back
 * its accents. Per language, because the same letters are another language's word without them
 * (Italian periodo, numero, credito; English credit). Names are not listed: there is no telling
 * García from Garcia. This file is data.
 */
const ACCENTED_WORDS: Record<string, string[]> = {
  spa: [
    'comisión',
    'comisiones',
    'operación',
    'operaciones',
    'liquidación',
    'transacción',
    'información',
    'período',
    'página',
    'depósito',
    'crédito',
    'débito',
    'retención',
    'título',
    'títulos',
    'cotización',
    'suscripción',
    'amortización',
    'emisión',
    'número',
    'código',
    'valoración',
    'posición',
    'gestión',
    'división',
  ],
  fra: [
    'opération',
    'opérations',
    'relevé',
    'crédit',
    'débit',
    'période',
    'prélèvement',
    'intérêts',
    'numéro',
    'société',
    'échéance',
    'quantité',
    'dépôt',
    'exécution',
    'libellé',
    'règlement',
    'référence',
    'désignation',
    'reçu',
    'prélevé',
    'impôt',
  ],
  deu: [
    'für',
    'gebühr',
    'gebühren',
    'stück',
    'ausführung',
    'übertrag',
    'währung',
    'börse',
    'börsenplatz',
    'erträge',
    'ausschüttung',
    'fälligkeit',
    'stückzinsen',
    'verfügung',
  ],
  ita: ['società', 'quantità', 'attività', 'unità'],
};

const ACCENTED_VOWELS = 'áàâäãéèêëíìîïóòôöõúùûü';

/**
 * What tesseract may make of a listed word: each accented letter read plain or with any accent
 * ("ó" as o, ô, ö, é), ç as c or g, ñ as n, ü also as i or ii (its dots taken for strokes:
 * Stück → Stick, für → fiir); every other letter as printed.
 */
function misreadings(word: string): RegExp {
  const letters = [...word].map((c) => {
    const plain = c.normalize('NFD')[0];
    if (plain === c) return c;
    if (c === 'ç') return '[çcg]';
    if (c === 'ñ') return '[ñn]';
    if (c === 'ü') return `(?:[${plain}${ACCENTED_VOWELS}]|ii?)`;
    return `[${plain}${ACCENTED_VOWELS}]`;
  });
  return new RegExp(`^${letters.join('')}$`, 'iu');
}

const MISREADINGS = Object.fromEntries(
  Object.entries(ACCENTED_WORDS).map(([language, words]) => [language, words.map((word) => ({ word, pattern: misreadings(word) }))]),
);

/**
 * German prints no á, à, â, ó, ò, ô, ú, ù or û: inside a German word they are an umlaut read with
 * another accent (Geschäftstag → Gescháftstag, Anlagelösung → Anlagelôsung), and "ii" after a
 * letter is a ü whose dots were taken for a stroke (Ausführung → Ausfiihrung). "à" alone is
 * German too ("10 Stück à 5,00 EUR"), so words of one letter keep it.
 */
const GERMAN_UMLAUT_OF: Record<string, string> = { á: 'ä', à: 'ä', â: 'ä', ó: 'ö', ò: 'ö', ô: 'ö', ú: 'ü', ù: 'ü', û: 'ü' };
const FOREIGN_TO_GERMAN = new RegExp(`[${Object.keys(GERMAN_UMLAUT_OF).join('')}]`, 'giu');
const UMLAUT_READ_AS_II = /(?<=\p{L})ii/gu;

function germanUmlauts(letters: string): string {
  if ([...letters].length < 2) return letters;
  const umlauts = letters.replace(FOREIGN_TO_GERMAN, (c) => {
    const umlaut = GERMAN_UMLAUT_OF[c.toLowerCase()];
    return c === c.toLowerCase() ? umlaut : umlaut.toUpperCase();
  });
  return umlauts.replace(UMLAUT_READ_AS_II, 'ü');
}

/** The word with its accents as printed, when it is a listed word of the page's language; else unchanged. */
export function repairAccents(text: string, language: string | undefined): string {
  const listed = language ? MISREADINGS[language] : undefined;
  const m = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u.exec(text.normalize('NFC'));
  if (!listed || !m) return text;
  const letters = language === 'deu' ? germanUmlauts(m[2]) : m[2];
  const printed = listed.find(({ pattern }) => pattern.test(letters))?.word;
  if (printed) return m[1] + inCaseOf(letters, printed) + m[3];
  return letters === m[2] ? text : m[1] + letters + m[3];
}

/** `word` in the capitalisation of `read`: all capitals, a capital first, or lowercase. */
function inCaseOf(read: string, word: string): string {
  if (read.length > 1 && read === read.toUpperCase()) return word.toUpperCase();
  if (read[0] === read[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}
