import { NodeConnectionTypes, type IExecuteFunctions, type INodeExecutionData, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { execute } from './execute';
import { properties } from './properties';

// "Convert: one item per row" or "Get Usage", rather than the parameters' internal values.
const SUBTITLE =
	'={{ $parameter["operation"] === "getUsage" ? "Get Usage" : "Convert: " + ({ rows: "one item per row", file: "one item per file", rowsWithFile: "rows with file metadata" })[$parameter["output"]] }}';

export class BrokerFileConverter implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Broker File Converter',
		name: 'brokerFileConverter',
		icon: { light: 'file:brokerFileConverter.svg', dark: 'file:brokerFileConverter.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: SUBTITLE,
		description: 'Turn broker statements, trade confirmations and dividend notices (PDF, PNG, JPEG, WebP) into rows',
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
