import type { INodeProperties } from 'n8n-workflow';

/** The node's parameters, as the user sees them in the editor. */
export const properties: INodeProperties[] = [
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'The name of the input field containing the file to convert',
		description: 'PDF, PNG, JPEG or WebP file of at most 20 MB',
	},
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		default: 'rows',
		options: [
			{
				name: 'One Item per Row',
				value: 'rows',
				description: 'Each transaction becomes its own item, ready for a spreadsheet',
			},
			{
				name: 'One Item per File',
				value: 'file',
				description: 'One item per file with the column schema and all its rows',
			},
			{
				name: 'Rows With File Metadata',
				value: 'rowsWithFile',
				description: 'One item per row, holding the row and the metadata of the file it came from',
			},
		],
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		options: [
			{
				displayName: 'Include Source Fields',
				name: 'includeSourceFields',
				type: 'boolean',
				default: true,
				description:
					'Whether to add to each row the file name, the extraction mode (text or OCR) and the page it came from',
			},
			{
				displayName: 'Parse Numbers',
				name: 'parseNumbers',
				type: 'boolean',
				default: false,
				description:
					'Whether to turn quantity, price, fees, taxes, amount and page into numbers (empty values become null); by default they stay exact decimal strings',
			},
			{
				displayName: 'Retry on Rate Limit',
				name: 'retryOnRateLimit',
				type: 'boolean',
				default: true,
				description:
					'Whether to wait as long as the server asks (Retry-After) and try again when it answers "too many requests" or "busy", for at most one minute in total per file',
			},
			{
				displayName: 'Send As',
				name: 'sendAs',
				type: 'options',
				default: 'multipart',
				options: [
					{ name: 'Multipart Upload', value: 'multipart' },
					{ name: 'JSON (Base64)', value: 'json' },
				],
				description:
					'How the file travels to the server; JSON suits proxies that only pass JSON bodies but is a third larger',
			},
		],
	},
];
