export const NUMERIC_COLUMNS = ['quantity', 'price', 'fees', 'taxes', 'amount', 'page'];

// The server writes plain decimals: optional minus, digits, optional fraction, no separators.
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Turns one numeric cell into a number. An empty cell becomes null (there is no value, and 0
 * would be a lie); anything that is not a plain decimal stays as it was rather than being lost.
 */
export function parseNumericCell(value: unknown): number | null | unknown {
	if (typeof value !== 'string') return value;
	const trimmed = value.trim();
	if (trimmed === '') return null;
	return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : value;
}
