/**
 * Every match of a global regex in a text, left to right: what text.matchAll(re) yields, without
 * the copy of the regex matchAll makes on every call (that copy cost more than the matching itself
 * on the short lines the statement stage reads thousands of times per document).
 */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(m);
    // an empty match would be found again at the same place: step past it (a whole character in unicode mode)
    if (m[0] === '') re.lastIndex += re.unicode && (text.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  return found;
}
