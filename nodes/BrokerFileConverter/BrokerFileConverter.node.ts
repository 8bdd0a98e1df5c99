import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { description } from './description';
import { execute } from './execute';

export class BrokerFileConverter implements INodeType {
	description: INodeTypeDescription = description;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await execute.call(this);
	}
}
