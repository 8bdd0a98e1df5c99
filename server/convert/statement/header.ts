import { Line } from '../words';
import { DocumentContext } from './context';
import { findLabels, labelRegex } from './labels';
import { datesIn } from './values';
import { findIsins } from './identifiers';
import { COMPANY_MARKERS, HEADER_LABELS } from './vocabulary/header';

/** The fields every row of a document repeats: who issued it, for which account, over which period. */
export type HeaderFields = { broker: string; account_number: string; statement_period: string };

export function parseHeader(lines: Line[], ctx: DocumentContext): HeaderFields {
  return { broker: brokerName(lines, ctx), account_number: accountNumber(lines), statement_period: statementPeriod(lines, ctx) };
}

/** The account number after its label: the first run of digits (masking and separators kept). */
function accountNumber(lines: Line[]): string {
  for (const hit of findLabels(lines, HEADER_LABELS.accountNumber)) {
    const rest = hit.line.text.slice(hit.end).replace(/^\s*(?:[:.#]|n°|n\.|no\.?|nr\.?)?\s*/i, '');
    // Letters only as a prefix or glued to the digits ("TAS/88213", "5XK-20417", "U7340215").
    const m = /^((?:[A-Z]{1,4}[/-]?)?[\dX*•](?:[\dA-Z*•]|(?:\s?[/.-]\s?|\s)(?=[\dX*•]))*[\dA-Z*•])(?=\s{2,}|$|\s+\p{L})/u.exec(rest);
    if (m && /\d.*\d.*\d/.test(m[1])) return m[1].trim();
  }
  return '';
}

/**
 * "vom 01.01.2024 bis 31.03.2024", "Period: 1 Jan 2024 - 31 Mar 2024" → "2024-01-01 to 2024-03-31".
 * Of several labelled periods, the one ending last: the others are periods inside the statement
 * (an interest closing "Abschluss vom 01.07.2022 bis 31.07.2022" reversed in August's statement).
 */
function statementPeriod(lines: Line[], ctx: DocumentContext): string {
  let found = '';
  lines.forEach((line, lineIndex) => {
    const dates = datesIn(line.text, ctx);
    for (let i = 0; i + 1 < dates.length; i++) {
      const between = line.text.slice(dates[i].end, dates[i + 1].index).trim();
      if (!PERIOD_JOIN.test(between)) continue;
      if (dates[i].iso > dates[i + 1].iso) continue;
      const before = line.text.slice(0, dates[i].index);
      if (!labelsPeriod(before) && !(/^\s*$/.test(before) && endsWithPeriodLabel(lines[lineIndex - 1], line))) continue;
      if (!found || dates[i + 1].iso > found.slice(-10)) found = `${dates[i].iso} to ${dates[i + 1].iso}`;
    }
  });
  return found;
}

const labelsPeriod = (text: string) => HEADER_LABELS.periodLabel.some((l) => labelRegex(l).test(text));

/** "… DIE UMSÄTZE VOM" over "03.01.2017 BIS 02.01.2018": a label ending the line above a period that opens its own. */
function endsWithPeriodLabel(above: Line | undefined, line: Line): boolean {
  if (!above || above.page !== line.page) return false;
  return PERIOD_LABEL_ENDING_LINE.test(above.text);
}

const PERIOD_LABEL_ENDING_LINE = new RegExp(`(?:${HEADER_LABELS.periodLabel.map((l) => labelRegex(l).source).join('|')})\\s*:?\\s*$`, 'iu');

const PERIOD_JOIN = new RegExp(`^(?:${HEADER_LABELS.periodJoin.map((j) => j.replace(/[-/]/g, '\\$&')).join('|')})$`, 'i');

const markerRegex = (words: string[], flags: string) => new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, flags);
const MARKER = markerRegex([...COMPANY_MARKERS.legalForms, ...COMPANY_MARKERS.businessWords], 'u');
const MARKER_IN_CAPITALS = markerRegex(COMPANY_MARKERS.legalForms, 'iu');
const EVERY_MARKER = new Map([MARKER, MARKER_IN_CAPITALS].map((marker) => [marker, new RegExp(marker.source, 'giu')]));

/** The first company name in the document (letterheads come first), trimmed to the name itself, as printed. */
function brokerName(lines: Line[], ctx: DocumentContext): string {
  for (const line of lines.slice(0, 60)) {
    // A booking line names securities ("01/05/2024  Bought  AAPL  Apple Inc."), not the issuer.
    if (datesIn(line.text, ctx)[0]?.index === 0 || findIsins(line.text).length) continue;
    for (const part of line.text.split(/\s{2,}|\s[•|·]\s|\s-\s|,\s/)) {
      const text = part.trim();
      if (text.length < 4 || text.length > 60 || /\d{3,}|@|www\.|http/i.test(text)) continue;
      const marker = text === text.toUpperCase() ? MARKER_IN_CAPITALS : MARKER;
      // A marker word alone is a label ("Broker  Northgate Markets LLC"), not a name.
      if (marker.test(text) && /\p{L}{2}/u.test(text.replace(EVERY_MARKER.get(marker)!, ''))) return text;
    }
  }
  return '';
}
