/** The languages whose words the statement stage reads, in the order their words are tried. */
export type Language = 'de' | 'en' | 'fr' | 'es' | 'it' | 'nl';

/** Words (regular-expression sources) of one meaning, per language. */
export type WordsByLanguage = Partial<Record<Language, readonly string[]>>;

/** The words of every language as one alternation, in the order listed (a longer phrase before its prefix). */
export function alternation(words: WordsByLanguage): string {
  return Object.values(words).flat().join('|');
}
