import { NodeApiError, type INode } from 'n8n-workflow';

import { adviceFor, apiErrorFromResponse, serverErrorOf } from '../../../nodes/BrokerFileConverter/apiError';

const node: INode = {
	id: '1',
	name: 'Broker File Converter',
	type: 'n8n-nodes-broker-file-converter.brokerFileConverter',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

const envelope = (code: string, message: string) => ({ error: { code, message, requestId: 'req_123' } });

describe('apiErrorFromResponse', () => {
	it("carries the server's message, code and request ID with the HTTP status", () => {
		const error = apiErrorFromResponse(node, { statusCode: 401, body: envelope('invalid_api_key', 'API key is invalid') }, 2);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.httpCode).toBe('401');
		expect(error.message).toMatch(/API key was refused.*credential/);
		expect(error.description).toBe('API key is invalid (code: invalid_api_key, request ID: req_123)');
		expect(error.context.code).toBe('invalid_api_key');
		expect(error.context.itemIndex).toBe(2);
	});

	it('reads an envelope that arrives as text', () => {
		expect(serverErrorOf(JSON.stringify(envelope('x', 'y')))).toEqual({ code: 'x', message: 'y', requestId: 'req_123' });
		expect(serverErrorOf('<html>bad gateway</html>')).toEqual({});
	});

	it('still explains a status when the body is not an envelope', () => {
		const error = apiErrorFromResponse(node, { statusCode: 502, body: '<html>bad gateway</html>' }, 0);
		expect(error.message).toMatch(/failed to process/);
		expect(error.description).toBe('No error message from the server');
	});
});

describe('adviceFor', () => {
	it('tells the user what to do for each documented error status', () => {
		expect(adviceFor(400)).toMatch(/PDF, PNG, JPEG or WebP/);
		expect(adviceFor(401)).toMatch(/API Key.*credential/);
		expect(adviceFor(402)).toMatch(/Pro plan or credits/);
		expect(adviceFor(413)).toMatch(/20 MB.*Split/);
		expect(adviceFor(429, 42_000)).toMatch(/Try again in 42 s.*slow the workflow down/);
		expect(adviceFor(503)).toMatch(/busy/);
	});

	it('gives each documented status its own advice', () => {
		const statuses = [400, 401, 402, 413, 429];
		expect(new Set(statuses.map((status) => adviceFor(status))).size).toBe(statuses.length);
	});
});
