import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { execute } from './execute';
import { properties } from './properties';

export class BrokerFileConverter implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Broker File Converter',
		name: 'brokerFileConverter',
		icon: { light: 'file:brokerFileConverter.svg', dark: 'file:brokerFileConverter.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{"Output: " + $parameter["output"]}}',
		description:
			'Turn broker statements, trade confirmations and dividend notices (PDF, PNG, JPEG, WebP) into rows',
		defaults: { name: 'Broker File Converter' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'brokerFileConverterApi', required: true }],
		properties,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await execute.call(this);
	}
}
