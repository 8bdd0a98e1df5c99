import { NodeApiError, sleepWithAbort, type IExecuteFunctions, type JsonObject } from 'n8n-workflow';

import { apiErrorFromResponse, unreachable } from './apiError';
import type { InputFile } from './binary';
import { isConversionResponse, type ConversionResponse } from './conversionResult';
import { jsonBody, multipartBody, type ConvertBody } from './requestBody';
import { parseRetryAfter, retryDelayMs } from './retryPolicy';
import { converterRequest } from './transport';

export type SendAs = 'multipart' | 'json';

export async function convertFile(
	this: IExecuteFunctions,
	file: InputFile,
	{ sendAs, retryOnRateLimit, timeoutMs, password }: { sendAs: SendAs; retryOnRateLimit: boolean; timeoutMs: number; password?: string },
	itemIndex: number,
): Promise<ConversionResponse> {
	const { body, headers } = sendAs === 'json' ? jsonBody(file, { password }) : multipartBody(file, { password });
	let attempts = 0;
	let waitedMs = 0;
	for (;;) {
		attempts++;
		const response = await send.call(this, { body, headers, timeoutMs }, itemIndex);
		if (response.statusCode === 200 && isConversionResponse(response.body)) return response.body;
		if (response.statusCode === 200) {
			throw new NodeApiError(this.getNode(), { body: String(response.body) } as JsonObject, {
				message: 'The server at the Base URL answered, but not like a Broker File Converter',
				description: 'Check the Base URL in the "Broker File Converter API" credential.',
				itemIndex,
			});
		}
		const retryAfterMs = parseRetryAfter(response.headers?.['retry-after'], Date.now());
		const delay = retryOnRateLimit ? retryDelayMs(response.statusCode, retryAfterMs, { attempts, waitedMs }) : undefined;
		if (delay === undefined) {
			throw apiErrorFromResponse(this.getNode(), response, itemIndex, retryAfterMs);
		}
		await sleepWithAbort(delay, this.getExecutionCancelSignal());
		waitedMs += delay;
	}
}

async function send(this: IExecuteFunctions, { body, headers, timeoutMs }: ConvertBody & { timeoutMs: number }, itemIndex: number) {
	try {
		return await converterRequest.call(this, { method: 'POST', path: '/api/v1/convert', body, headers, timeoutMs });
	} catch (error) {
		throw unreachable(this, error as Error, itemIndex);
	}
}
