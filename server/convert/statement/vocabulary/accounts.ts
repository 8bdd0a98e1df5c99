/** Words of the account a statement's bookings are made to, and of the currency and period it states. */

/** An account's heading and its number ("Konto 1234567", "Account no. 12-345", "IBAN DE12 …"), starting a section of its own. */
export const ACCOUNT_LINE =
  /(?<!\p{L})(?:konto(?:nummer|-nr\.?|nr\.?)?|account(?:\s+(?:no\.?|number|#))?|depot(?:nummer|-nr\.?|nr\.?)?|compte(?:-titres)?(?:\s+n°)?|conto(?:\s+n\.)?|cuenta|rekening(?:nummer)?|iban|client ref(?:erence)?)\s*:?\s*((?:[A-Z]{2}\d{2}[\d ]{10,30}\d)|(?:\d[\d -]{4,20}\d)|(?:[A-Z0-9]{1,4}[/-][A-Z0-9/-]{2,}\d))(?![\p{L}\d])/iu;

/** A line that states the account's currency ("all amounts in EUR", "Kontowährung", "Currency:"). */
export const ACCOUNT_CURRENCY =
  /\b(all )?(values|amounts|montants|beträge|bedragen|importi|importes)\s+(in|en)\s+([a-z]+\s+\()?[A-Z]{3}\b|kontowährung|(account|base|reporting) currency|devise du compte|rekeningvaluta|divisa (?:de la cuenta|del conto)|valuta (?:del conto|van de rekening)|(währung|currency|devise|valuta|divisa|moneda)\s*:|\b(betrag|amount|montant|bedrag|saldo|balance)\s*(in|\(|\/)\s*[A-Z]{3}\b|^in [A-Z]{3}$/i;

/** A label of the statement's period ("STATEMENT PERIOD: November 1 - 30, 2021"). */
export const PERIOD_LABEL = /statement period|period|zeitraum|période|periode|periodo|activity statement/i;
