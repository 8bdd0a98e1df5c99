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
  'Terugboeking',
  'Tegenboeking',
  'Storno\\p{L}*',
];

/** A booking line's word reversing an earlier booking ("Storno Dividendenzahlung 41,13-"). */
export const REVERSAL_WORD = new RegExp(
  `(?<!\\p{L})(${alternation({ de: ['storno', 'stornierung'], en: ['reversal'], fr: ['annulation', 'extourne'], nl: ['terugboeking', 'tegenboeking'], es: ['anulaci[óo]n', 'retrocesi[óo]n'], it: ['annullamento'] })})(?!\\p{L})`,
  'iu',
);

/** Words of money paid back or a booking taken back, anywhere in a booking's text ("Storno Verwaltungsgebühr"). */
export const REFUND_OR_REVERSAL = new RegExp(
  alternation({
    de: ['storno', 'rückbuchung', 'rückerstattung', 'erstattung'],
    en: ['reversal', 'refund', 'rebate'],
    fr: ['remboursement', 'annulation'],
    nl: ['terugboeking', 'tegenboeking', 'terugbetaling'],
    it: ['rimborso', 'storno'],
    es: ['reembolso', 'devoluci[óo]n', 'anulaci[óo]n'],
  }),
  'i',
);
