import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IN8nHttpFullResponse } from 'n8n-workflow';

export const CREDENTIAL_TYPE = 'brokerFileConverterApi';

export interface ConverterRequest {
	method: IHttpRequestMethods;
	path: string;
	body?: Buffer | IDataObject;
	headers?: IDataObject;
	timeoutMs: number;
}

/**
 * The one authenticated call to the converter. It never throws on an HTTP error status: the
 * caller needs the status, the Retry-After header and the error envelope to decide what to do.
 */
export async function converterRequest(this: IExecuteFunctions, request: ConverterRequest): Promise<IN8nHttpFullResponse> {
	const credentials = await this.getCredentials<{ baseUrl: string }>(CREDENTIAL_TYPE);
	const baseUrl = String(credentials.baseUrl).replace(/\/+$/, '');
	return (await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, {
		method: request.method,
		url: `${baseUrl}${request.path}`,
		body: request.body,
		headers: request.headers,
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: request.timeoutMs,
	})) as IN8nHttpFullResponse;
}
