import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { readInputFile } from './binary';
import { convertFile, type SendAs } from './convertFile';
import { itemsFromConversion, type OutputMode } from './items';

interface Options {
	includeSourceFields?: boolean;
	parseNumbers?: boolean;
	retryOnRateLimit?: boolean;
	sendAs?: SendAs;
}

/** One file per input item, converted one after another so a workflow stays within rate limits. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const output: INodeExecutionData[] = [];
	const inputItems = this.getInputData();
	for (let itemIndex = 0; itemIndex < inputItems.length; itemIndex++) {
		try {
			const binaryPropertyName = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
			const outputMode = this.getNodeParameter('output', itemIndex) as OutputMode;
			const options = this.getNodeParameter('options', itemIndex, {}) as Options;

			const file = await readInputFile(this, itemIndex, binaryPropertyName);
			const result = await convertFile.call(
				this,
				file,
				{ sendAs: options.sendAs ?? 'multipart', retryOnRateLimit: options.retryOnRateLimit ?? true },
				itemIndex,
			);
			output.push(
				...itemsFromConversion(
					result,
					{
						output: outputMode,
						parseNumbers: options.parseNumbers ?? false,
						includeSourceFields: options.includeSourceFields ?? true,
					},
					itemIndex,
				),
			);
		} catch (error) {
			if (!this.continueOnFail()) throw error;
			output.push({ json: errorJson(error as Error & IDataObject), pairedItem: { item: itemIndex } });
		}
	}
	return [output];
}

function errorJson(error: Error & IDataObject): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	const code = (error.context as IDataObject | undefined)?.code;
	if (code) json.code = code;
	return json;
}
