import { NodeApiError, NodeOperationError, type IDataObject, type IExecuteFunctions, type INode, type INodeExecutionData } from 'n8n-workflow';

import { convertItem } from './convertItem';
import { getUsage } from './usage';

/** One input item at a time, so a workflow of many files stays within the rate limits. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const output: INodeExecutionData[] = [];
	const inputItems = this.getInputData();
	for (let itemIndex = 0; itemIndex < inputItems.length; itemIndex++) {
		try {
			const operation = this.getNodeParameter('operation', itemIndex, 'convert') as string;
			if (operation === 'getUsage') {
				output.push({ json: await getUsage.call(this, itemIndex), pairedItem: { item: itemIndex } });
			} else {
				output.push(...(await convertItem.call(this, inputItems[itemIndex], itemIndex)));
			}
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
