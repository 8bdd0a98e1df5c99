/** Whether the text at `index` stands inside a parenthesis opened before it and not closed (a remark, a rate). */
export function insideParentheses(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/**
 * A line of prose ("Hiermit bestätigen wir Ihnen folgende Transaktion:", "… die der Optimierung
 * der Steuerbelastung"): a sentence, so no row of column headings.
 */
export function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return /:\s*$/.test(text) || (words.length > 6 && words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length >= 0.5);
}
