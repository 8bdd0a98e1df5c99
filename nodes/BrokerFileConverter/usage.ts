import { NodeApiError, type IDataObject, type IExecuteFunctions, type JsonObject } from 'n8n-workflow';

import { apiErrorFromResponse, unreachable } from './apiError';
import { converterRequest } from './transport';

// Reading the usage is a small JSON answer from the server's store: no reason to wait for minutes.
const USAGE_TIMEOUT_MS = 30_000;

/** GET /api/v1/usage: the account's plan, quota, credits and rate limits; costs no conversion. */
export async function getUsage(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
	let response;
	try {
		response = await converterRequest.call(this, { method: 'GET', path: '/api/v1/usage', timeoutMs: USAGE_TIMEOUT_MS });
	} catch (error) {
		throw unreachable(this, error as Error, itemIndex);
	}
	if (response.statusCode !== 200) throw apiErrorFromResponse(this.getNode(), response, itemIndex);
	const body = response.body as IDataObject | undefined;
	if (!body || typeof body !== 'object' || !('quota' in body)) {
		throw new NodeApiError(this.getNode(), { body: String(response.body) } as JsonObject, {
			message: 'The server at the Base URL answered, but not like a Broker File Converter',
			description: 'Check the Base URL in the "Broker File Converter API" credential.',
			itemIndex,
		});
	}
	return body;
}
