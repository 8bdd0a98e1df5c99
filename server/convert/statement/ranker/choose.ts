import { SettledAmount } from '../single/amount';
import { AmountCandidate, DateCandidate, RankerInput, amountCandidates, dateCandidates } from './candidates';
import { Ranked, RankerModel, rank } from './model';

/**
 * When the ranker's choice replaces the rules' one: where the rules found none (`fill`), or where
 * they found another (`override`) and the ranker is sure enough of its own (`minProbability`) and
 * surer of it than of the rules' choice by `minMargin`.
 */
export type FieldPolicy = { fill: boolean; override: boolean; minProbability: number; minMargin: number };
export type RankerPolicy = { date: FieldPolicy; amount: FieldPolicy };
export type RankerOptions = { model: RankerModel; policy: RankerPolicy };

/** Which source chose a field of a single transaction's row, for `--explain`. */
export type FieldChoice = { field: 'date' | 'amount' | 'currency'; value: string; source: 'rules' | 'ranker'; probability?: number };

export type RankedFields = { date: Ranked<DateCandidate>[]; amount: Ranked<AmountCandidate>[] };

export function rankFields(input: RankerInput, model: RankerModel): RankedFields {
  return { date: rank(dateCandidates(input), model.date), amount: rank(amountCandidates(input), model.amount) };
}

export function chooseDate(rules: string, ranked: Ranked<DateCandidate>[], policy: FieldPolicy, explain?: FieldChoice[]): string {
  const top = ranked[0];
  const takes = top && prefers(top, ranked.find((r) => r.candidate.iso === rules), rules !== '', policy);
  const date = takes ? top.candidate.iso : rules;
  explain?.push({ field: 'date', value: date, source: takes ? 'ranker' : 'rules', probability: top?.probability });
  return date;
}

/** The rules' amount, or the ranker's where the policy lets it choose; the rules' sign stays. */
export function chooseAmount(rules: SettledAmount | null, ranked: Ranked<AmountCandidate>[], policy: FieldPolicy, explain?: FieldChoice[]): SettledAmount | null {
  const top = ranked[0];
  const own = rules && ranked.find((r) => r.candidate.value === rules.value.replace(/^-/, '') && r.candidate.currency === rules.currency);
  const takes = top && prefers(top, own ?? undefined, rules !== null, policy);
  const chosen = takes ? { ...(rules ?? { booked: false, afterTaxes: false }), value: (rules?.value.startsWith('-') ? '-' : '') + top.candidate.value, currency: top.candidate.currency, page: top.candidate.page } : rules;
  if (explain && chosen) {
    const source = (same: boolean) => (takes && !same ? 'ranker' : 'rules');
    explain.push({ field: 'amount', value: chosen.value, source: source(!!rules && rules.value.replace(/^-/, '') === top.candidate.value), probability: top?.probability });
    explain.push({ field: 'currency', value: chosen.currency, source: source(!!rules && rules.currency === top.candidate.currency), probability: top?.probability });
  }
  return chosen;
}

function prefers<C>(top: Ranked<C>, rules: Ranked<C> | undefined, rulesFound: boolean, policy: FieldPolicy): boolean {
  if (rules === top) return false;
  if (!rulesFound) return policy.fill && top.probability >= policy.minProbability;
  return policy.override && top.probability >= policy.minProbability && top.probability - (rules?.probability ?? 0) >= policy.minMargin;
}
