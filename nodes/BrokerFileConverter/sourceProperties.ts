import type { INodeProperties } from 'n8n-workflow';

/**
 * Where the file comes from. An AI agent calling the node as a tool passes no binary, only text
 * arguments: for it, the URL and Base64 sources take the file from a `$fromAI()` expression.
 */
export const sourceProperties: INodeProperties[] = [
	{
		displayName: 'Input',
		name: 'source',
		type: 'options',
		default: 'binary',
		options: [
			{
				name: 'Binary File',
				value: 'binary',
				description: 'A file in a binary field of the input item, e.g. from Read Files, a form or an email',
			},
			{
				name: 'URL',
				value: 'url',
				description: 'Download the file from a link (suits an AI agent that knows where the file is)',
			},
			{
				name: 'Base64 Content',
				value: 'base64',
				description: 'The file content as base64 text, e.g. from an AI agent or a JSON API',
			},
		],
	},
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		displayOptions: { show: { source: ['binary'] } },
		hint: 'The name of the input field containing the file to convert',
		description: 'PDF, PNG, JPEG or WebP file of at most 20 MB',
	},
	{
		displayName: 'File URL',
		name: 'fileUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://example.com/statement.pdf',
		displayOptions: { show: { source: ['url'] } },
		description: 'HTTP or HTTPS link to a PDF, PNG, JPEG or WebP file of at most 20 MB',
	},
	{
		displayName: 'File Content (Base64)',
		name: 'fileContent',
		type: 'string',
		default: '',
		required: true,
		typeOptions: { rows: 4 },
		displayOptions: { show: { source: ['base64'] } },
		description: 'The file, base64-encoded (a data: URL prefix is accepted)',
	},
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		default: '',
		placeholder: 'statement.pdf',
		displayOptions: { show: { source: ['base64', 'url'] } },
		description: 'Name reported with the rows; by default taken from the URL, or "document" with the extension of the file type',
	},
];
