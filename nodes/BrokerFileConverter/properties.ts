import type { INodeProperties } from 'n8n-workflow';

import { convertOptions } from './convertOptions';
import { sourceProperties } from './sourceProperties';

const showForConvert = { show: { operation: ['convert'] } };

/** The node's parameters, as the user sees them in the editor. */
export const properties: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		default: 'convert',
		options: [
			{
				name: 'Convert a File',
				value: 'convert',
				action: 'Convert a broker file into rows',
				description: 'Turn a statement, trade confirmation or dividend notice into rows',
			},
			{
				name: 'Get Usage',
				value: 'getUsage',
				action: 'Get the account usage',
				description: "Read the account's plan, quota left, credits and rate limits (costs no conversion)",
			},
		],
	},
	...sourceProperties.map((property) => ({
		...property,
		displayOptions: { show: { ...showForConvert.show, ...property.displayOptions?.show } },
	})),
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		default: 'rows',
		displayOptions: showForConvert,
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
	{ ...convertOptions, displayOptions: showForConvert },
];
