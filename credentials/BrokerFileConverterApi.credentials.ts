import type { IAuthenticateGeneric, Icon, ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

export class BrokerFileConverterApi implements ICredentialType {
	name = 'brokerFileConverterApi';

	displayName = 'Broker File Converter API';

	icon: Icon = { light: 'file:brokerFileConverter.svg', dark: 'file:brokerFileConverter.dark.svg' };

	documentationUrl = 'https://www.npmjs.com/package/n8n-nodes-broker-file-converter#n8n-node';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The personal API key of your converter account (shown once when the key is created)',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://localhost:3000',
			required: true,
			description:
				"Address of the converter server, without the /api/v1 path: http://converter:3000 beside n8n in the project's docker-compose.yml; localhost only reaches a server when n8n itself runs outside a container",
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				Authorization: '=Bearer {{$credentials.apiKey}}',
			},
		},
	};

	// The usage endpoint answers with the account's plan and quota and spends nothing.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/api/v1/usage',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message: 'The API key is wrong or revoked: copy a valid key from your converter account',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 404,
					message: 'No converter answers at this Base URL: check the address (without /api/v1)',
				},
			},
		],
	};
}
