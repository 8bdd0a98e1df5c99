import { alternation } from './languages';

/**
 * Words that mark a notice as the reversal of an earlier one ("*** Storno ***"): it books the
 * original kind of transaction with the cash going the other way.
 */
export const REVERSAL_WORDS = [
  'Storno',
  'Stornierung',
  'storniert',
  'Stornobuchung',
  'Reversal',
  'Reversed',
  'Cancellation',
  'Annulation',
  'Extourne',
  'Anulaci[óo]n',
  'Annullamento',
  'Storno\\p{L}*',
];

/** A booking line's word reversing an earlier booking ("Storno Dividendenzahlung 41,13-"). */
export const REVERSAL_WORD = new RegExp(
  `(?<!\\p{L})(${alternation({ de: ['storno', 'stornierung'], en: ['reversal'], fr: ['annulation'], nl: ['terugboeking'] })})(?!\\p{L})`,
  'iu',
);

/** Words of money paid back or a booking taken back, anywhere in a booking's text ("Storno Verwaltungsgebühr"). */
export const REFUND_OR_REVERSAL = new RegExp(
  alternation({
    de: ['storno', 'rückbuchung', 'rückerstattung', 'erstattung'],
    en: ['reversal', 'refund', 'rebate'],
    fr: ['remboursement', 'annulation'],
    nl: ['terugboeking'],
    it: ['rimborso'],
    es: ['reembolso'],
  }),
  'i',
);
