import type { RankerModel } from './model';

/**
 * When the ranker's choice replaces the rules' one: where the rules found none (`fill`), or where
 * they found another (`override`) and the ranker is sure enough of its own (`minProbability`) and
 * surer of it than of the rules' choice by `minMargin`.
 */
export type FieldPolicy = {
  fill: boolean;
  override: boolean;
  minProbability: number;
  minMargin: number;
  /** The margin the ranker needs over a choice the rules read after a label of its role (a net amount, a trade date); `minMargin` where not given. */
  labelledMargin?: number;
};
export type RankerPolicy = { date: FieldPolicy; amount: FieldPolicy };
export type RankerOptions = { model: RankerModel; policy: RankerPolicy };

/** Which source chose a field of a single transaction's row, for `--explain`. */
export type FieldChoice = {
  field: 'date' | 'amount' | 'currency';
  value: string;
  source: 'rules' | 'ranker';
  probability?: number;
  /** Whether the rules' amount stood after a net-amount label (else a fallback such as the gross value). */
  booked?: boolean;
};
