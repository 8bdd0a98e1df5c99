/** The converter's 200 answer (see the interface spec): every row value is a string. */
export interface ConversionResponse {
	filename: string;
	mode: string;
	rowCount: number;
	columns: Array<{ key: string; label: string }>;
	rows: Array<Record<string, string>>;
}

export function isConversionResponse(body: unknown): body is ConversionResponse {
	const candidate = body as Partial<ConversionResponse> | null;
	return typeof candidate === 'object' && candidate !== null && Array.isArray(candidate.rows) && Array.isArray(candidate.columns);
}
