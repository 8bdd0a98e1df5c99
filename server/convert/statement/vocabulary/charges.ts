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

/** Words that make the charge label after them name its base, not the charge ("Base de retención 1.250,00"). */
export const CHARGE_BASE_BEFORE = new RegExp(
  `(?<!\\p{L})(?:${alternation({
    es: ['base(?: imponible)?(?: de)?'],
    it: ['base(?: imponibile)?(?: di| della)?', 'imponibile(?: di)?'],
    fr: ['assiette(?: de la| du| des)?', 'base(?: de la| du| des)?'],
    nl: ['grondslag(?: voor)?'],
    en: ['base(?: for| of)?', 'basis(?: for| of)?'],
  })})\\s*:?\\s*$`,
  'iu',
);

/** Words that make the charge label after them name the charge that holds this one ("GST included in brokerage $1.81"): a part, not a charge of its own. */
export const CHARGE_HOLDING_BEFORE = new RegExp(
  `(?<!\\p{L})(?:${alternation({
    en: ['included in(?: the)?', 'incl\\.? in(?: the)?', 'part of(?: the)?'],
    de: ['enthalten in(?: der| den| dem)?', 'inbegriffen in(?: der| den| dem)?'],
    fr: ['inclus[e]?(?:s)? dans(?: la| le| les)?', 'compris dans(?: la| le| les)?'],
    nl: ['inbegrepen in(?: de| het)?', 'begrepen in(?: de| het)?'],
    es: ['incluid[oa]s? en(?: la| el| los| las)?'],
    it: ['inclus[oa] (?:in|nel|nella|nei|nelle)'],
  })})\\s*$`,
  'iu',
);

/** Taxes on the account or its holdings themselves (Italy's stamp duty, Belgium's tax on securities accounts): withheld from no income, charged on no trade. */
export const ACCOUNT_TAX = new RegExp(
  `(?<!\\p{L})(?:${alternation({
    it: ['imposta di bollo', 'bollo'],
    fr: ['taxe (?:annuelle )?sur (?:les )?comptes?[- ]titres'],
    nl: ['(?:jaarlijkse )?taks op (?:de )?effectenrekeningen?', 'effectentaks'],
  })})(?!\\p{L})`,
  'iu',
);
