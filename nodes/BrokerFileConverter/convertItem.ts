import { deepCopy, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';

import { readInputFile, type InputFile } from './binary';
import { DEFAULT_TIMEOUT_SECONDS } from './convertOptions';
import { convertFile, type SendAs } from './convertFile';
import { itemsFromConversion, type OutputMode } from './items';
import { fileFromBase64, fileFromUrl } from './textSources';

interface Options {
	emptyFileItem?: boolean;
	includeSourceFields?: boolean;
	keepSource?: 'json' | 'binary' | 'both';
	parseNumbers?: boolean;
	pdfPassword?: string;
	retryOnRateLimit?: boolean;
	sendAs?: SendAs;
	timeout?: number;
}

/** The Convert operation for one input item: its file in, one item per row (or per file) out. */
export async function convertItem(this: IExecuteFunctions, inputItem: INodeExecutionData, itemIndex: number): Promise<INodeExecutionData[]> {
	const outputMode = this.getNodeParameter('output', itemIndex) as OutputMode;
	const options = this.getNodeParameter('options', itemIndex, {}) as Options;
	const timeoutMs = (options.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000;

	const file = await inputFile(this, itemIndex, timeoutMs);
	const result = await convertFile.call(
		this,
		file,
		{
			sendAs: options.sendAs ?? 'multipart',
			retryOnRateLimit: options.retryOnRateLimit ?? true,
			timeoutMs,
			password: options.pdfPassword || undefined,
		},
		itemIndex,
	);
	const items = itemsFromConversion(
		result,
		{
			output: outputMode,
			parseNumbers: options.parseNumbers ?? false,
			includeSourceFields: options.includeSourceFields ?? true,
			emptyFileItem: options.emptyFileItem ?? false,
		},
		itemIndex,
	);
	return items.map((item) => withSource(item, inputItem, options.keepSource));
}

async function inputFile(context: IExecuteFunctions, itemIndex: number, timeoutMs: number): Promise<InputFile> {
	const source = context.getNodeParameter('source', itemIndex, 'binary') as string;
	if (source === 'binary') {
		return await readInputFile(context, itemIndex, context.getNodeParameter('binaryPropertyName', itemIndex) as string);
	}
	const fileName = context.getNodeParameter('fileName', itemIndex, '') as string;
	if (source === 'base64') {
		return fileFromBase64(context, itemIndex, context.getNodeParameter('fileContent', itemIndex) as string, fileName);
	}
	const url = context.getNodeParameter('fileUrl', itemIndex) as string;
	return await fileFromUrl(context, itemIndex, { url, fileName, timeoutMs });
}

// As n8n's Extract From File: the input's JSON under the new fields, its binary as it was.
function withSource(item: INodeExecutionData, inputItem: INodeExecutionData, keepSource: Options['keepSource']): INodeExecutionData {
	if (!keepSource) return item;
	const kept: INodeExecutionData = { ...item };
	if (keepSource !== 'binary') kept.json = { ...deepCopy(inputItem.json), ...item.json };
	if (keepSource !== 'json' && inputItem.binary) kept.binary = inputItem.binary;
	return kept;
}
