import { SettledAmount } from '../single/amount';
import { absolute } from '../numbers';
import { AmountChoice, DateChoice, RankerInput, scoredAmounts, scoredDates } from './candidates';
import { Ranked, byScore } from './model';
import type { FieldChoice, FieldPolicy, RankerOptions, RankerPolicy } from './options';

export type { FieldPolicy, RankerPolicy, RankerOptions, FieldChoice };

/** The rules' date, or the ranker's where the policy lets it choose. */
export function chooseDate(input: RankerInput, rules: { date: string; labelled: boolean }, ranker: RankerOptions, explain?: FieldChoice[]): string {
  // where the policy cannot let the ranker replace the rules' date, ranking the document's dates would change nothing
  if (!mayReplace(withLabel(ranker.policy.date, rules.labelled), rules.date !== '')) {
    explain?.push({ field: 'date', value: rules.date, source: 'rules' });
    return rules.date;
  }
  const ranked = byScore(scoredDates(input, { date: rules.date }, ranker.model.date));
  const top = ranked[0];
  const takes =
    !!top &&
    prefers(
      top,
      ranked.find((r) => r.candidate.iso === rules.date),
      rules.date !== '',
      withLabel(ranker.policy.date, rules.labelled),
    );
  const date = takes ? top.candidate.iso : rules.date;
  explain?.push({ field: 'date', value: date, source: takes ? 'ranker' : 'rules', probability: top?.probability });
  return date;
}

/** The rules' amount, or the ranker's where the policy lets it choose; the rules' sign stays. */
export function chooseAmount(input: RankerInput, rules: SettledAmount | null, ranker: RankerOptions, explain?: FieldChoice[]): SettledAmount | null {
  // nothing to explain either: the explanation names the amount chosen, and there is none
  if (!rules && !ranker.policy.amount.fill) return null;
  const value = rules ? absolute(rules.value) : '';
  const ranked = byScore(scoredAmounts(input, { value, currency: rules?.currency }, ranker.model.amount));
  const top = ranked[0];
  const own = ranked.find((r) => r.candidate.value === value && r.candidate.currency === rules?.currency);
  const takes = !!top && prefers(top, own, rules !== null, withLabel(ranker.policy.amount, !!rules?.booked));
  const chosen = takes ? withValue(rules, top.candidate) : rules;
  if (explain && chosen) {
    const source = (same: boolean): FieldChoice['source'] => (takes && !same ? 'ranker' : 'rules');
    explain.push({
      field: 'amount',
      value: absolute(chosen.value),
      source: source(value === top?.candidate.value),
      probability: top?.probability,
      booked: rules?.booked,
    });
    explain.push({ field: 'currency', value: chosen.currency, source: source(rules?.currency === top?.candidate.currency), probability: top?.probability });
  }
  return chosen;
}

function withValue(rules: SettledAmount | null, chosen: AmountChoice): SettledAmount {
  const sign = rules?.value.startsWith('-') ? '-' : '';
  return { ...(rules ?? { booked: false, afterTaxes: false }), value: sign + chosen.value, currency: chosen.currency, page: chosen.page };
}

function withLabel(policy: FieldPolicy, labelled: boolean): FieldPolicy {
  return labelled && policy.labelledMargin !== undefined ? { ...policy, minMargin: policy.labelledMargin } : policy;
}

function prefers<C extends DateChoice | AmountChoice>(top: Ranked<C>, rules: Ranked<C> | undefined, rulesFound: boolean, policy: FieldPolicy): boolean {
  if (rules === top) return false;
  if (!rulesFound) return policy.fill && top.probability >= policy.minProbability;
  // a figure the rules computed (gross of its withholding, a tax of 0.00) is no candidate: their arithmetic stands
  if (!rules) return false;
  return policy.override && top.probability >= policy.minProbability && top.probability - rules.probability >= policy.minMargin;
}

/**
 * Whether the policy can let the ranker's choice replace the rules' one at all: fill where the rules found
 * none, override with a margin a probability can reach (a margin above 1 never is).
 */
function mayReplace(policy: FieldPolicy, rulesFound: boolean): boolean {
  return rulesFound ? policy.override && policy.minMargin <= 1 : policy.fill;
}
