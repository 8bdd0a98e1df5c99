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
