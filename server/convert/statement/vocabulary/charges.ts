import { alternation } from './languages';

/** Words of a broker's commission in a booking's description. */
export const COMMISSION = new RegExp(
  alternation({
    en: ['commission'],
    de: ['provision', 'courtage'],
    es: ['comisi[óo]n', 'corretaje'],
    it: ['commissione'],
    nl: ['commissie', 'provisie', 'makelaarsloon'],
  }),
  'i',
);

/** Sales taxes on a charge (GST, VAT, MwSt): restate a commission's tax. */
export const SALES_TAX = new RegExp(
  `(?<!\\p{L})(${alternation({ en: ['gst', 'vat'], de: ['mwst', 'ust'], fr: ['tva'], it: ['iva'], nl: ['btw'] })})(?!\\p{L})|${alternation({ de: ['umsatzsteuer', 'mehrwertsteuer'] })}`,
  'iu',
);
