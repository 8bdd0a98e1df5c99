/**
 * A currency the document declares for itself ("Moneda: PESOS", "Currency: USD", "Währung: CHF"):
 * the label, then a code or one of these names. Regular-expression sources for the labels.
 */
export const CURRENCY_DECLARATION_LABELS = ['Moneda', 'Divisa', 'Currency', 'Devise', 'Währung', 'Valuta', 'Munt'];

/**
 * Currency names printed in place of a code, upper-cased. "Pesos" is read as the Mexican peso,
 * the one broker statements print this way; a code printed in the declaration is surer.
 */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  PESOS: 'MXN',
  PESO: 'MXN',
  'PESOS MEXICANOS': 'MXN',
  DÓLARES: 'USD',
  DOLARES: 'USD',
  DOLLARS: 'USD',
  'US DOLLARS': 'USD',
  'US-DOLLAR': 'USD',
  DOLLARI: 'USD',
  EURO: 'EUR',
  EUROS: 'EUR',
  FRANKEN: 'CHF',
  'SCHWEIZER FRANKEN': 'CHF',
  'FRANCS SUISSES': 'CHF',
  PFUND: 'GBP',
  'POUNDS STERLING': 'GBP',
  'POUND STERLING': 'GBP',
};

/**
 * A dollar's country by the home exchange a document names ("ASX Code: WES"): what a bare "$" means
 * where no code says so. Exchanges quoting in their country's dollar only.
 */
export const DOLLAR_BY_EXCHANGE: Readonly<Record<string, string>> = {
  ASX: 'AUD',
  TSX: 'CAD',
  TSXV: 'CAD',
  NZX: 'NZD',
  SGX: 'SGD',
  HKEX: 'HKD',
  SEHK: 'HKD',
};

/**
 * The currency of an account by the country its IBAN opens with (ISO 13616, ISO 4217): what a
 * document that prints no currency books in. Countries outside the list give no currency.
 */
export const IBAN_COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'PT', 'SI', 'SK', 'SM'].map((c) => [c, 'EUR']),
  ),
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
};

/**
 * Tax-sheltered accounts and tax authorities only one country has, naming the currency of a document
 * that prints none ("Self-Invested Personal Pension (SIPP)", "Tax relief HMRC", "Roth IRA", "TFSA"), and the dollar
 * its "$" stands for.
 */
export const NATIONAL_ACCOUNT_CURRENCIES: ReadonlyArray<{ pattern: RegExp; currency: string }> = [
  { pattern: /\b(?:SIPP|ISA|HMRC)\b/, currency: 'GBP' },
  { pattern: /\b(?:Roth IRA|Traditional IRA|401\(k\))/, currency: 'USD' },
  { pattern: /\b(?:RRSP|TFSA)\b/, currency: 'CAD' },
  // an Australian business number or financial services licence ("ABN 11 222 333 444", "AFSL 123456"), a self-managed super fund
  { pattern: /\bABN:?\s?\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b|\bAFSL:?\s?\d{6}\b|\bSMSF\b/, currency: 'AUD' },
  // last, as Canada numbers its securities alike and its accounts above decide first: the US regulators and investor
  // protection ("Member FINRA/SIPC", "SEC fee") and securities numbers (CUSIP)
  { pattern: /\b(?:FINRA|SIPC|SEC (?:fee|transaction fee)|CUSIP)\b/i, currency: 'USD' },
];

/** Signs that name one currency wherever they are printed ("$" names the document's own dollar). */
export const SIGN_CODES: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP' };
