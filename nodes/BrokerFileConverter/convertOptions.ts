import type { INodeProperties } from 'n8n-workflow';

/** Five minutes: OCR of a long scanned statement takes a while; the server ends its own jobs sooner. */
export const DEFAULT_TIMEOUT_SECONDS = 300;

/** The Convert operation's options, in the editor's alphabetical order. */
export const convertOptions: INodeProperties = {
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
			description: 'Whether to add to each row the file name, the extraction mode (text or OCR) and the page it came from',
		},
		{
			displayName: 'Item for a File Without Rows',
			name: 'emptyFileItem',
			type: 'boolean',
			default: false,
			description: 'Whether a file in which no rows were found still gives one item (with rowCount 0), so the workflow can note or handle it',
		},
		{
			displayName: 'Keep Source',
			name: 'keepSource',
			type: 'options',
			default: 'json',
			description: 'What to keep of the input item in each output item, as in Extract From File',
			options: [
				{ name: 'JSON', value: 'json', description: "Include the input item's JSON fields" },
				{ name: 'Binary', value: 'binary', description: "Include the input item's binary data" },
				{ name: 'Both', value: 'both', description: "Include the input item's JSON and binary data" },
			],
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
			displayName: 'PDF Password',
			name: 'pdfPassword',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'Password to open an encrypted PDF (brokers often e-mail statements protected with one); sent with the file and used only to read it',
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
			description: 'How the file travels to the server; JSON suits proxies that only pass JSON bodies but is a third larger',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeout',
			type: 'number',
			default: DEFAULT_TIMEOUT_SECONDS,
			typeOptions: { minValue: 1 },
			description: 'How long to wait for the converter to answer one request before failing; long scanned statements need OCR, which takes a while',
		},
	],
};
