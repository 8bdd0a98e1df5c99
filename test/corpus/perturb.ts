/**
 * Perturbation check of the statement stage: reads each corpus document as printed and again
 * dressed differently (capitals, other date and number forms, the euro sign, indents, wider gaps, a
 * trailing minus) and counts the documents whose rows (type, date, |amount|, currency) change. A
 * change means a rule leaned on the dress, not the content: what differs most between a broker we
 * tuned on and one we never saw.
 * `npx tsx test/corpus/perturb.ts [TRANSFORM...] [--split dev|dev2] [--list]`
 * (all transforms on both splits by default; --list prints each changed document's rows was/now)
 */
import fs from 'node:fs';
import path from 'node:path';
import { linesFromText } from '../../server/convert/layout/fromText';
import { parseStatement } from '../../server/convert/statement';
import { corpusFiles } from './files';

type Transform = (text: string) => string;

// a date as most corpus documents print it, 31.12.2024
const DOTTED_DATE = /\b(\d{2})\.(\d{2})\.(\d{4})\b/g;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// a figure with decimal comma and dot groups, 1.234,56
const COMMA_FIGURE = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*),(\d{2})(?![\d.,])/g;
const GROUPED_COMMA_FIGURE = /(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{2})(?![\d.,])/g;
// a currency code and an unsigned figure with decimal comma beside it, either way round (not a code after another figure)
const CODE_BESIDE_FIGURE =
  /(?<![/\d] ?)\b(EUR|USD|CHF|GBP) (\d{1,3}(?:\.\d{3})*,\d{2})(?![\d.,])|(?<![\d.,-]|\d )(\d{1,3}(?:\.\d{3})*,\d{2}) (EUR|USD|CHF|GBP)\b/g;
const swapCode = (_m: string, code: string, figure: string, figureFirst: string, codeAfter: string) =>
  code ? `${figure} ${code}` : `${codeAfter} ${figureFirst}`;
const NEGATIVE_COMMA_FIGURE = /(?<![\d.,])-(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d.,])/g;

/** Each way of dressing a document, by name: the same content printed as another bank might. */
const TRANSFORMS: Record<string, Transform> = {
  upper: (t) => t.toUpperCase(),
  slashdates: (t) => t.replace(DOTTED_DATE, '$1/$2/$3'),
  isodates: (t) => t.replace(DOTTED_DATE, '$3-$2-$1'),
  dashdates: (t) => t.replace(DOTTED_DATE, '$1-$2-$3'),
  swissnum: (t) => t.replace(COMMA_FIGURE, (_m, whole: string, cents: string) => `${whole.replace(/\./g, "'")}.${cents}`),
  spacenum: (t) => t.replace(GROUPED_COMMA_FIGURE, (_m, whole: string, cents: string) => `${whole.replace(/\./g, ' ')},${cents}`),
  eursign: (t) => t.replace(/\bEUR\b/g, '€'),
  indent: (t) =>
    t
      .split('\n')
      .map((line) => '      ' + line)
      .join('\n'),
  widen: (t) => t.replace(/ {2,}/g, (gap) => gap + '    '),
  trailingminus: (t) => t.replace(NEGATIVE_COMMA_FIGURE, '$1-'),
  // the month by its name: "31.12.2024" as "31 Dec 2024"
  namedates: (t) => t.replace(DOTTED_DATE, (_m, day: string, month: string, year: string) => `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`),
  // the currency's code on the other side of its figure, on lines printing one such figure (a row of columns
  // swapped so would no longer say which code heads which figure): "EUR 1.234,56" as "1.234,56 EUR" and back
  codeside: (t) =>
    t
      .split('\n')
      .map((line) => (line.match(CODE_BESIDE_FIGURE)?.length === 1 ? line.replace(CODE_BESIDE_FIGURE, swapCode) : line))
      .join('\n'),
  // thousands printed without a separator, as exports do: "1.234,56" as "1234,56"
  nogroup: (t) => t.replace(GROUPED_COMMA_FIGURE, (_m, whole: string, cents: string) => `${whole.replace(/\./g, '')},${cents}`),
  // English-style figures: "1.234,56" as "1,234.56"
  usnum: (t) => t.replace(COMMA_FIGURE, (_m, whole: string, cents: string) => `${whole.replace(/\./g, ',')}.${cents}`),
};

/** A document's rows as the corpus scores them, sorted, in one string; or what the reading threw. */
function rowsOf(text: string): string {
  try {
    return parseStatement(linesFromText(text))
      .map((r) => [r.type, r.date, Math.abs(Number(r.amount || 0)).toFixed(2), r.currency].join(' '))
      .sort()
      .join(' | ');
  } catch (err) {
    return `THREW ${(err as Error).message}`;
  }
}

function perturbSplit(corpus: string, split: string, names: string[], list: boolean): void {
  const documents = corpusFiles(corpus, split).map((file) => ({ file, text: fs.readFileSync(path.join(corpus, split, file), 'utf8') }));
  const printed = new Map<string, string>();
  for (const name of names) {
    let touched = 0;
    let changed = 0;
    for (const { file, text } of documents) {
      const dressed = TRANSFORMS[name](text);
      if (dressed === text) continue;
      touched++;
      if (!printed.has(file)) printed.set(file, rowsOf(text));
      const was = printed.get(file)!;
      const now = rowsOf(dressed);
      if (was === now) continue;
      changed++;
      if (list) console.log(`${file}\n   was: ${was.slice(0, 300)}\n   now: ${now.slice(0, 300)}`);
    }
    console.log(`${name} ${split}: touched ${touched}, rows changed ${changed}`);
  }
}

const corpus = path.resolve(__dirname, '../../../shared/corpus');
const args = process.argv.slice(2);
const splitAt = args.indexOf('--split');
const splits = splitAt < 0 ? ['dev', 'dev2'] : [args.splice(splitAt, 2)[1]];
const list = args.includes('--list');
const asked = args.filter((a) => !a.startsWith('--'));
const unknown = asked.filter((name) => !(name in TRANSFORMS));
if (unknown.length) {
  console.error(`unknown transform ${unknown.join(', ')}; known: ${Object.keys(TRANSFORMS).join(', ')}`);
  process.exit(2);
}
if (!fs.existsSync(corpus)) {
  console.log(`corpus not found at ${corpus}: nothing to perturb`);
  process.exit(0);
}
for (const split of splits) perturbSplit(corpus, split, asked.length ? asked : Object.keys(TRANSFORMS), list);
