import { Line } from '../../words';
import { DocumentContext } from '../context';
import { findLabels, matchLabel } from '../labels';
import { absolute, addDecimals, isZero, negate } from '../numbers';
import type { Charges } from './charges';
import { Amount, datesIn, moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';
import { labeledDate } from './date';

/**
 * Taxes paid back with a trade or income. `inNet`: the document's net amount already includes
 * them (a signed withheld-tax figure that the net adds up with), so the transaction is booked without it.
 */
export type TaxRefund = Amount & { page: number; inNet: boolean; date: string | null };

/**
 * Taxes a trade or income notice pays back (a loss offset against taxes paid earlier, reclaimed
 * withholding tax): booked as a Tax Refund of its own, next to the transaction. Printed either as
 * a labelled figure ("erstattete Steuern 10,84 EUR"), as a tax-equalisation section with its
 * own net amount, or as a negative withheld tax among charges printed as positive figures.
 */
/** `settled`: the net a sale or income booked and the charges it itemises, which may show taxes paid back (none for purchases). */
export function taxRefund(lines: Line[], ctx: DocumentContext, settled?: { net: string; charges: Charges }): TaxRefund | null {
  for (const hit of findLabels(lines, FIELD_LABELS.taxRefund)) {
    // Forms fill the space before a figure with underscores ("E_U_R______1_,_0_8_").
    const money = moneyIn(hit.line.text.slice(hit.end).replace(/_/g, ''), ctx);
    const value = money[money.length - 1];
    if (value && !isZero(value.value)) return { ...value, value: absolute(value.value), page: hit.line.page, inNet: false, date: null };
  }
  for (const section of findLabels(lines, FIELD_LABELS.taxRefundSection)) {
    const from = section.lineIndex + 1;
    const net = findLabels(lines.slice(from, from + 25), SECTION_NET_LABELS)[0];
    if (!net) continue;
    const own = from + net.lineIndex;
    // the label heads a column, its figure printed on the line below ("Wert Konto-Nr. Betrag zu Ihren Gunsten" over "14.09.2016 ... EUR 1,18")
    const labelled = moneyIn(net.line.text.slice(net.end), ctx);
    const money = labelled.length ? labelled : moneyIn(lines[own + 1]?.text ?? '', ctx);
    const value = money[money.length - 1];
    // The section books its net with a value date of its own ("… mit Valuta 23.02.2021 zu Gunsten …"), or under a heading naming it.
    const date =
      labeledDate(lines.slice(own, own + SECTION_VALUE_DATE_LINES), FIELD_LABELS.valueDate, ctx) ??
      (labelled.length ? null : (datesIn(lines[own + 1]?.text ?? '', ctx)[0]?.iso ?? null));
    // a section closing with the trade's own net ("Ausmachender Betrag 1.426,40" after a loss offset taxing nothing) restates it
    if (settled && value && absolute(value.value) === absolute(settled.net)) continue;
    if (value && !isZero(value.value)) return { ...value, value: absolute(value.value), page: net.line.page, inNet: false, date };
  }
  return negativeWithheldTax(lines, ctx) ?? (settled ? taxesAddedToNet(lines, ctx, settled.net, settled.charges) : null);
}

/**
 * "3.595,00" less "Fremdkostenzuschlag -1,00" plus "Kapitalertragssteuer Optimierung 20,50" and
 * "Solidaritätszuschlag Optimierung 1,13" is the "GESAMT 3.615,63" booked: where the net adds the
 * itemised taxes to a value printed above it (less its fees), and does not take them off any, they
 * were paid back.
 */
const VALUE_LABELS = [...FIELD_LABELS.grossAmount, ...FIELD_LABELS.rowTotal, ...FIELD_LABELS.subtotal];

function taxesAddedToNet(lines: Line[], ctx: DocumentContext, net: string, { fees, taxes }: Charges): TaxRefund | null {
  if (!taxes || isZero(taxes)) return null;
  const booked = absolute(net);
  // the value is one a gross or total label prints ("GESAMT 3.595,00 EUR", "Zwischensumme ... 63,31 EUR")
  const printed = new Set(findLabels(lines, VALUE_LABELS).flatMap((h) => moneyIn(h.line.text.slice(h.end), ctx).map((a) => absolute(a.value))));
  const before = (sign: 1 | -1) => addDecimals(addDecimals(booked, fees || '0.00'), sign > 0 ? negate(taxes) : taxes);
  if (isZero(before(1)) || before(1).startsWith('-') || !printed.has(before(1)) || printed.has(before(-1))) return null;
  const line = lines.find((l) => moneyIn(l.text, ctx).some((a) => absolute(a.value) === booked)) ?? lines[0];
  return { value: taxes, currency: ctx.currency, index: 0, end: 0, raw: taxes, page: line.page, inNet: true, date: null };
}

const SECTION_VALUE_DATE_LINES = 3;

/** The labels that close a tax-equalisation section with its net: the totals that name the booking outright. */
const SECTION_NET_LABELS = [...FIELD_LABELS.netAmount.slice(0, 8), 'Betrag zu Ihren (?:Lasten|Gunsten)'];

/**
 * "Einbeh. Steuer: -1,14 EUR" next to "Provision: 5,90 EUR": the document signs its charges as
 * what they take, so a negative withheld tax gives taxes back. Where charges are printed negative
 * too ("Provision: -5,90 EUR"), the sign is only the direction of a debit.
 */
function negativeWithheldTax(lines: Line[], ctx: DocumentContext): TaxRefund | null {
  for (const hit of findLabels(lines, FIELD_LABELS.withheldTaxes)) {
    const rest = hit.line.text.slice(hit.end);
    const value = moneyIn(rest, ctx)[0];
    // The figure of the label itself ("Einbeh. Steuer**  -88,53 EUR"), not one in a sentence.
    if (!value || !/^[\s*:]*(?:[A-Z]{3}|[€$£])?[\s*:]*-?$/.test(rest.slice(0, value.index))) continue;
    if (!value.value.startsWith('-') || isZero(value.value) || chargesPrintedNegative(lines, ctx)) return null;
    return { ...value, value: absolute(value.value), page: hit.line.page, inNet: true, date: null };
  }
  return null;
}

function chargesPrintedNegative(lines: Line[], ctx: DocumentContext): boolean {
  return lines.some((line) => {
    const hit = matchLabel(line.text, FIELD_LABELS.fees);
    return hit !== null && moneyIn(line.text.slice(hit.end), ctx).some((a) => a.value.startsWith('-') && !isZero(a.value));
  });
}
