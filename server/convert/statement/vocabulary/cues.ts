/**
 * Words that mark a line as converting between currencies or booking to the account, so an amount
 * in another currency printed there is the converted, booked amount. Regular-expression sources.
 */
export const FX_CUES = [
  'Devisenkurs',
  'Devisen',
  'Umrechnungskurs',
  'Umgerechnet',
  'Umg\\.',
  'Wechselkurs',
  'Kurs',
  'Konto',
  '(?:Privat|Giro|Verrechnungs)konto',
  'IBAN',
  'Valuta',
  'zu Ihren Gunsten',
  'zu Ihren Lasten',
  'Exchange rate',
  'Rate',
  'FX',
  'converted',
  'account',
  'Taux de change',
  'Cours de change',
  'Cours',
  'Change(?= [A-Z]{3} ?/ ?[A-Z]{3})',
  'compte',
  'Wisselkoers',
  'Koers',
  'rekening',
  'Tipo de cambio',
  'Cambio',
  'cuenta',
  'Tasso di cambio',
  'conto',
  'Vekselkurs',
];

/**
 * Headings of a column that repeats amounts converted for information only ("Total USD 23.88
 * CHF 21.48" under "Währung  Referenzwährung"): the booked amount is the one before it.
 */
export const REFERENCE_CURRENCY_CUES = [
  'Referenzwährung',
  'Reference currency',
  'Devise de référence',
  'Referentievaluta',
  'Divisa de referencia',
  'Valuta di riferimento',
];

/** Words that open the line of the account a booking is made to ("Konto-Nr. 0101753165  1.008,91 EUR"). */
export const ACCOUNT_CUES = ['Konto(?:-?Nr\\.?|nummer)?', 'IBAN', 'Account(?: (?:no\\.?|number))?', 'Compte(?: n°)?', 'Rekening(?:nummer)?', 'Cuenta', 'Conto'];
