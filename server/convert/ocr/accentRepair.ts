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
    'comisión', 'comisiones', 'operación', 'operaciones', 'liquidación', 'transacción', 'información', 'período', 'página', 'depósito', 'crédito', 'débito',
    'retención', 'título', 'títulos', 'cotización', 'suscripción', 'amortización', 'emisión', 'número', 'código', 'valoración', 'posición', 'gestión', 'división',
  ],
  fra: [
    'opération', 'opérations', 'relevé', 'crédit', 'débit', 'période', 'prélèvement', 'intérêts', 'numéro', 'société', 'échéance', 'quantité', 'dépôt',
    'exécution', 'libellé', 'règlement', 'référence', 'désignation', 'reçu', 'prélevé', 'impôt',
  ],
  deu: ['gebühr', 'gebühren', 'stück', 'ausführung', 'übertrag', 'währung', 'börse', 'börsenplatz', 'erträge', 'ausschüttung', 'fälligkeit', 'stückzinsen', 'verfügung'],
  ita: ['società', 'quantità', 'attività', 'unità'],
};

const ACCENTED_VOWELS = 'áàâäãéèêëíìîïóòôöõúùûü';

/**
 * What tesseract may make of a listed word: each accented letter read plain or with any accent
 * ("ó" as o, ô, ö, é), ç as c or g, ñ as n; every other letter as printed.
 */
function misreadings(word: string): RegExp {
  const letters = [...word].map((c) => {
    const plain = c.normalize('NFD')[0];
    if (plain === c) return c;
    if (c === 'ç') return '[çcg]';
    if (c === 'ñ') return '[ñn]';
    return `[${plain}${ACCENTED_VOWELS}]`;
  });
  return new RegExp(`^${letters.join('')}$`, 'iu');
}

const MISREADINGS = Object.fromEntries(
  Object.entries(ACCENTED_WORDS).map(([language, words]) => [language, words.map((word) => ({ word, pattern: misreadings(word) }))]),
);

/** The word with its accents as printed, when it is a listed word of the page's language; else unchanged. */
export function repairAccents(text: string, language: string | undefined): string {
  const listed = language ? MISREADINGS[language] : undefined;
  const m = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u.exec(text.normalize('NFC'));
  if (!listed || !m) return text;
  const printed = listed.find(({ pattern }) => pattern.test(m[2]))?.word;
  return printed ? m[1] + inCaseOf(m[2], printed) + m[3] : text;
}

/** `word` in the capitalisation of `read`: all capitals, a capital first, or lowercase. */
function inCaseOf(read: string, word: string): string {
  if (read.length > 1 && read === read.toUpperCase()) return word.toUpperCase();
  if (read[0] === read[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}
