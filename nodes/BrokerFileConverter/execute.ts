import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INode,
	type INodeExecutionData,
} from 'n8n-workflow';

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
		} catch (caught) {
			const error = asNodeError(this.getNode(), caught, itemIndex);
			if (!this.continueOnFail()) throw error;
			output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
		}
	}
	return [output];
}

// The node's own failures already are n8n errors; anything else is wrapped so the UI shows the item.
function asNodeError(node: INode, error: unknown, itemIndex: number): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error as Error, { itemIndex });
}

function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
	const code = error.context.code;
	if (code) json.code = code as string;
	return json;
}
