import { Line } from '../../words';
import { absolute, addDecimals, compareDecimals, isZero, negate } from '../numbers';
import type { TableContext } from './context';
import type { Entry } from './entries';
import { AmountToken, findAmounts } from './tokens';

/**
 * Running balances: in a ledger that prints the balance after each booking last on its line, the
 * difference between consecutive balances is the booking's signed amount. It picks the booking's
 * figure among the line's others and decides its direction where the columns (money in, money
 * out) collapsed into single spaces. Ledgers print oldest first or newest first; the chain is read
 * in whichever order more lines agree with.
 */
export function chainedAmounts(entries: Entry[], lines: Line[], ctx: Pick<TableContext, 'numbers'>): Map<Entry, AmountToken> {
  const links = entries.filter((e) => e.amounts.length >= 2);
  const pairs = links.slice(1).map((later, i) => ({ above: links[i], below: later }));
  const forward = pairs.map(({ above, below }) => booking(below, difference(below, above)));
  const backward = pairs.map(({ above, below }) => booking(above, difference(above, below)));
  const [found, direction] = count(forward) >= count(backward) ? [forward, 'forward'] : [backward, 'backward'];
  const out = new Map<Entry, AmountToken>();
  const first = direction === 'forward' ? links[0] : links[links.length - 1];
  const opening = first ? fromOpeningBalance(first, lines, entries, ctx) : null;
  // one agreeing step may be chance; a ledger shows it line after line (or from its opening balance on)
  if (count(found) + (opening ? 1 : 0) < MIN_AGREEING_STEPS || count(found) * 2 < pairs.length) return out;
  found.forEach((token, i) => token && out.set(direction === 'forward' ? pairs[i].below : pairs[i].above, token));
  if (first && opening) out.set(first, opening);
  return out;
}

const MIN_AGREEING_STEPS = 2;

const count = (tokens: Array<AmountToken | null>) => tokens.filter(Boolean).length;

const balanceOf = (entry: Entry) => entry.amounts[entry.amounts.length - 1].value;

/** How much the balance moved from `before` to `entry`. */
const difference = (entry: Entry, before: Entry) => addDecimals(balanceOf(entry), negate(balanceOf(before)));

/** The entry's figure (not its balance) whose size is the change, signed by it; a printed sign must agree. */
function booking(entry: Entry, change: string): AmountToken | null {
  if (isZero(change)) return null;
  const size = absolute(change);
  const outflow = change.startsWith('-');
  const figure = entry.amounts
    .slice(0, -1)
    .find((a) => compareDecimals(absolute(a.value), size) === 0 && (!a.explicitSign || a.value.startsWith('-') === outflow));
  return figure ? { ...figure, value: outflow ? negate(size) : size, explicitSign: true } : null;
}

/**
 * The first booking of the chain has no balance before it in the table: the opening balance
 * printed elsewhere in the document (a summary, a carried-forward line) decides its direction.
 * Where both directions lead to a printed figure, the one printed first is the opening balance
 * (summaries print it before the period's movements and the closing balance).
 */
function fromOpeningBalance(entry: Entry, lines: Line[], entries: Entry[], ctx: Pick<TableContext, 'numbers'>): AmountToken | null {
  const own = new Set(entries.map((e) => e.line));
  const printed = lines.filter((l) => !own.has(l)).flatMap((l) => findAmounts(l.text, ctx.numbers).map((a) => a.value));
  const balance = balanceOf(entry);
  let best: { figure: AmountToken; value: string; at: number } | null = null;
  for (const figure of entry.amounts.slice(0, -1)) {
    for (const value of [absolute(figure.value), negate(absolute(figure.value))]) {
      const at = printed.indexOf(addDecimals(balance, negate(value)));
      const signAgrees = !figure.explicitSign || figure.value.startsWith('-') === value.startsWith('-');
      if (at >= 0 && signAgrees && (!best || at < best.at)) best = { figure, value, at };
    }
  }
  return best && { ...best.figure, value: best.value, explicitSign: true };
}
