import { NodeApiError, type IExecuteFunctions, type INode, type JsonObject } from 'n8n-workflow';

/** The server's error envelope: {"error": {"code", "message", "requestId"}}. */
export interface ServerError {
	code?: string;
	message?: string;
	requestId?: string;
}

export function serverErrorOf(body: unknown): ServerError {
	const parsed = typeof body === 'string' ? tryParseJson(body) : body;
	const error = (parsed as { error?: unknown } | undefined)?.error;
	return error && typeof error === 'object' ? (error as ServerError) : {};
}

/** What the user should do, per status: the server's own message says what went wrong. */
export function adviceFor(statusCode: number, retryAfterMs?: number): string {
	switch (statusCode) {
		case 400:
			return 'The converter could not accept this file. Send a PDF, PNG, JPEG or WebP broker document (for an encrypted PDF, set Options → PDF Password)';
		case 401:
			return 'The API key was refused. Check the API Key in the "Broker File Converter API" credential, or create a new key';
		case 402:
			return 'The account has no conversions left. Wait for the next free-tier day, or add a Pro plan or credits to the account';
		case 413:
			return "The file is over the converter's 20 MB limit. Split the document or reduce its resolution";
		case 429:
			return `Too many conversions in a short time. ${waitAdvice(retryAfterMs)}, or slow the workflow down (e.g. Loop Over Items with a Wait node)`;
		case 503:
			return `The converter is busy. ${waitAdvice(retryAfterMs)}`;
		default:
			return statusCode >= 500
				? 'The converter failed to process the file. Try again later; if it keeps failing, report the request ID to the operator'
				: `The converter answered with HTTP ${statusCode}`;
	}
}

export function apiErrorFromResponse(node: INode, response: { statusCode: number; body: unknown }, itemIndex: number, retryAfterMs?: number): NodeApiError {
	const serverError = serverErrorOf(response.body);
	const details = [serverError.code && `code: ${serverError.code}`, serverError.requestId && `request ID: ${serverError.requestId}`].filter(Boolean);
	const error = new NodeApiError(node, { ...serverError } as JsonObject, {
		message: adviceFor(response.statusCode, retryAfterMs),
		description: `${serverError.message ?? 'No error message from the server'}${details.length ? ` (${details.join(', ')})` : ''}`,
		httpCode: String(response.statusCode),
		itemIndex,
	});
	if (serverError.code) error.context.code = serverError.code;
	return error;
}

function waitAdvice(retryAfterMs?: number): string {
	return retryAfterMs === undefined ? 'Try again in a minute' : `Try again in ${Math.ceil(retryAfterMs / 1000)} s`;
}

function tryParseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** No HTTP answer at all: wrong address, server down, TLS or timeout. */
export function unreachable(context: IExecuteFunctions, error: Error, itemIndex: number): NodeApiError {
	const timedOut = isTimeout(error);
	const advice = timedOut
		? 'The converter did not answer in time: raise Options → Timeout, or send a shorter document'
		: 'Check the Base URL in the "Broker File Converter API" credential and that the server is running';
	// A fresh error object: NodeApiError hands back an existing NodeApiError unchanged, ignoring the options.
	return new NodeApiError(context.getNode(), { reason: error.message } as JsonObject, {
		message: timedOut ? 'The converter did not answer in time' : 'Could not reach the converter',
		description: `${error.message}. ${advice}.`,
		itemIndex,
	});
}

// n8n wraps the HTTP client's error ("The connection was aborted..."), keeping its code as
// httpCode; axios reports a timeout as ECONNABORTED (or ETIMEDOUT).
function isTimeout(error: Error): boolean {
	const { code, httpCode } = error as { code?: string; httpCode?: string | null };
	const text = `${error.message} ${code ?? ''} ${httpCode ?? ''}`;
	return /timeout|ETIMEDOUT|ECONNABORTED/i.test(text);
}
