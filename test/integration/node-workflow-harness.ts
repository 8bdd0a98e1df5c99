/**
 * Runs workflows inside n8n's own execution engine (n8n-core's WorkflowExecute over an
 * n8n-workflow Workflow), the way n8n's node tests do: a node-type registry, a credentials helper
 * that hands out the test's credential data and applies the credential's `authenticate` like the
 * n8n server does, and hand-built additionalData. Binaries go through n8n's BinaryDataService, in
 * the mode the caller picks, so the node reads them exactly as it would in n8n.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Container } from '@n8n/di';
import { BinaryDataConfig, BinaryDataService, ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
// Not exported from the package root; its cleanup interval would keep jest from exiting.
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';
import { deepCopy, ICredentialsHelper, NodeConnectionTypes, NodeHelpers, Workflow } from 'n8n-workflow';
import type {
	IConnections,
	ICredentialDataDecryptedObject,
	IDataObject,
	ICredentialType,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeType,
	INodeTypes,
	IRun,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { BrokerFileConverterApi } from '../../credentials/BrokerFileConverterApi.credentials';
import { BrokerFileConverter } from '../../nodes/BrokerFileConverter/BrokerFileConverter.node';

export interface FixtureFile {
	bytes: Buffer;
	fileName: string;
	mimeType: string;
}

export interface WorkflowRun {
	run: IRun;
	/** Output items of the node under test (first output, first run), [] when it produced none. */
	items: INodeExecutionData[];
	/** The error that stopped the workflow, if any. */
	error?: Error & { description?: string; httpCode?: string | null; context?: Record<string, unknown> };
}

export type BinaryMode = 'default' | 'filesystem';

const START_NODE_TYPE = 'test.fixtureFiles';
const AGENT_NODE_TYPE = 'test.toolCaller';
const NODE_TYPE = 'n8n-nodes-broker-file-converter.brokerFileConverter';
const TOOL_NODE_TYPE = `${NODE_TYPE}Tool`;

/**
 * The tool variant n8n builds at load time for a node with `usableAsTool` (n8n's
 * tool-generation/ai-tools.ts convertNodeToAiTool): no main input, one ai_tool output, the same
 * execute, which n8n calls with the agent's arguments as the only input item.
 */
function asTool(nodeType: INodeType): INodeType {
	const description = deepCopy(nodeType.description);
	description.name += 'Tool';
	description.displayName += ' Tool';
	description.inputs = [];
	description.outputs = [NodeConnectionTypes.AiTool];
	delete description.usableAsTool;
	description.properties = [
		{ displayName: 'Description', name: 'toolDescription', type: 'string', default: description.description },
		...description.properties,
	];
	return { description, execute: nodeType.execute };
}

/**
 * Stands in for an AI Agent: takes the tools connected to it, as the agent does, and calls the
 * first with the arguments an LLM would have produced; outputs the tool's answer.
 */
function toolCallerNode(toolArgs: IDataObject): INodeType {
	return {
		description: {
			displayName: 'Tool Caller',
			name: 'toolCaller',
			group: ['transform'],
			version: 1,
			description: 'Calls the connected tool once',
			defaults: { name: 'Tool Caller' },
			inputs: [NodeConnectionTypes.Main, { type: NodeConnectionTypes.AiTool, required: true }],
			outputs: [NodeConnectionTypes.Main],
			properties: [],
		},
		async execute(this: IExecuteFunctions) {
			const tools = (await this.getInputConnectionData(NodeConnectionTypes.AiTool, 0)) as Array<{
				name: string;
				schema: { shape: object };
				invoke(args: IDataObject): Promise<string>;
			}>;
			const [tool] = tools;
			const argumentNames = Object.keys(tool.schema.shape);
			try {
				return [[{ json: { tool: tool.name, argumentNames, response: JSON.parse(await tool.invoke(toolArgs)) } }]];
			} catch (error) {
				return [[{ json: { tool: tool.name, argumentNames, toolError: (error as Error).message } }]];
			}
		},
	};
}

/** Stands in for "Read/Write Files from Disk": emits one item per fixture file, binary in `data`. */
function fixtureFilesNode(files: FixtureFile[], inputJson: IDataObject = {}): INodeType {
	return {
		description: {
			displayName: 'Fixture Files',
			name: 'fixtureFiles',
			group: ['input'],
			version: 1,
			description: 'Emits the test files as binary items',
			defaults: { name: 'Fixture Files' },
			inputs: [],
			outputs: ['main'],
			properties: [],
		},
		async execute(this: IExecuteFunctions) {
			if (files.length === 0) return [[{ json: inputJson }]];
			const items: INodeExecutionData[] = [];
			for (const file of files) {
				const data = await this.helpers.prepareBinaryData(file.bytes, file.fileName, file.mimeType);
				items.push({ json: { fileName: file.fileName, ...inputJson }, binary: { data } });
			}
			return [items];
		},
	};
}

/** Call once per test file (jest gives each file its own module registry, hence its own Container). */
export async function setupN8n() {
	// InstanceSettings reads its folder from the environment when the Container first builds it.
	const userFolder = mkdtempSync(path.join(tmpdir(), 'bfc-n8n-user-'));
	process.env.N8N_USER_FOLDER = userFolder;
	process.env.N8N_ENCRYPTION_KEY = 'broker-file-converter-node-tests';
	process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS = 'false';
	const binaryDataConfig = Container.get(BinaryDataConfig);
	binaryDataConfig.localStoragePath = path.join(userFolder, 'binaryData');
	// The service takes its mode from the config when initialised, as at n8n's start.
	async function useBinaryMode(mode: BinaryMode) {
		binaryDataConfig.mode = mode;
		await Container.get(BinaryDataService).init();
	}

	const credentialType: ICredentialType = new BrokerFileConverterApi();

	class TestCredentialsHelper extends ICredentialsHelper {
		constructor(private readonly data: ICredentialDataDecryptedObject) {
			super();
		}

		getParentTypes(): string[] {
			return [];
		}

		// What the n8n server's CredentialsHelper does for `authenticate: { type: 'generic' }`:
		// every property is an expression over $credentials, resolved by the workflow.
		async authenticate(
			credentials: ICredentialDataDecryptedObject,
			typeName: string,
			requestOptions: IHttpRequestOptions,
			workflow: Workflow,
			node: INode,
		): Promise<IHttpRequestOptions> {
			if (typeName !== credentialType.name) throw new Error(`unknown credential type ${typeName}`);
			const authenticate = credentialType.authenticate;
			if (typeof authenticate === 'function') return await authenticate(credentials, requestOptions);
			if (!authenticate || authenticate.type !== 'generic') return requestOptions;
			const resolve = (value: unknown) =>
				typeof value === 'string' && value.startsWith('=')
					? String(workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '') ?? '')
					: value;
			const target = requestOptions as unknown as Record<string, Record<string, unknown>>;
			for (const [section, entries] of Object.entries(authenticate.properties)) {
				target[section] = target[section] ?? {};
				for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
					target[section][String(resolve(key))] = resolve(value);
				}
			}
			return requestOptions;
		}

		async preAuthentication() {
			return undefined;
		}

		async getCredentials(): Promise<never> {
			throw new Error('not used by the node');
		}

		async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
			return { ...this.data };
		}

		async updateCredentials() {}

		async updateCredentialsOauthTokenData() {}

		getCredentialsProperties() {
			return credentialType.properties;
		}
	}

	function additionalDataFor(credentials: ICredentialDataDecryptedObject, workflowData: object): IWorkflowExecuteAdditionalData {
		const unused = async () => {
			throw new Error('not used by these tests');
		};
		return {
			credentialsHelper: new TestCredentialsHelper(credentials),
			hooks: new ExecutionLifecycleHooks('manual', 'test-execution', workflowData as never),
			executeWorkflow: unused,
			getRunExecutionData: unused,
			startRunnerTask: unused,
			logAiEvent: () => {},
			currentNodeExecutionIndex: 0,
			restApiUrl: 'http://localhost:5678/rest',
			instanceBaseUrl: 'http://localhost:5678',
			formWaitingBaseUrl: 'http://localhost:5678/form-waiting',
			webhookBaseUrl: 'http://localhost:5678/webhook',
			webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
			webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
			variables: {},
			executionId: 'test-execution',
		} as unknown as IWorkflowExecuteAdditionalData;
	}

	const converter = new BrokerFileConverter();

	/** Runs the workflow from its first node and returns what `nodeName` output on its first run. */
	async function runWorkflow(
		nodes: INode[],
		connections: IConnections,
		types: Record<string, INodeType>,
		{ nodeName, credentials }: { nodeName: string; credentials: ICredentialDataDecryptedObject },
	): Promise<WorkflowRun> {
		const lookup = (type: string): INodeType => {
			if (!types[type]) throw new Error(`unknown node type ${type}`);
			return types[type];
		};
		const nodeTypes: INodeTypes = { getByName: lookup, getByNameAndVersion: lookup, getKnownTypes: () => ({}) };
		const workflow = new Workflow({ id: 'wf1', name: 'node test', nodes, connections, active: false, nodeTypes, settings: { executionOrder: 'v1' } });
		const workflowData = { id: 'wf1', name: 'node test', nodes, connections, active: false, settings: {} };
		const execution = new WorkflowExecute(additionalDataFor(credentials, workflowData), 'manual');
		const run = await execution.run(workflow, nodes[0]);
		const nodeRuns = run.data.resultData.runData[nodeName] ?? [];
		return {
			run,
			items: nodeRuns[0]?.data?.main?.[0] ?? [],
			error: (run.data.resultData.error ?? nodeRuns[0]?.error) as WorkflowRun['error'],
		};
	}

	const startNode: INode = { id: 'n1', name: 'Fixture Files', type: START_NODE_TYPE, typeVersion: 1, position: [0, 0], parameters: {} };
	const converterNode = (type: string, parameters: Record<string, unknown>): INode => ({
		id: 'n2',
		name: 'Broker File Converter',
		type,
		typeVersion: 1,
		position: [200, 0],
		parameters: parameters as INode['parameters'],
		credentials: { brokerFileConverterApi: { id: 'c1', name: 'Converter account' } },
	});

	/**
	 * Fixture Files → Broker File Converter, run once; returns the converter node's output. Without
	 * files, the first node emits one item holding only `inputJson`.
	 */
	async function runConverter(opts: {
		binaryMode?: BinaryMode;
		files: FixtureFile[];
		inputJson?: IDataObject;
		credentials: { apiKey: string; baseUrl: string };
		parameters?: Record<string, unknown>;
		continueOnFail?: boolean;
	}): Promise<WorkflowRun> {
		await useBinaryMode(opts.binaryMode ?? 'default');
		const node = converterNode(NODE_TYPE, { binaryPropertyName: 'data', output: 'rows', options: {}, ...opts.parameters });
		if (opts.continueOnFail) node.onError = 'continueRegularOutput';
		const connections = { 'Fixture Files': { main: [[{ node: node.name, type: 'main' as const, index: 0 }]] } };
		return await runWorkflow(
			[startNode, node],
			connections,
			{
				[NODE_TYPE]: converter,
				[START_NODE_TYPE]: fixtureFilesNode(opts.files, opts.inputJson),
			},
			{ nodeName: node.name, credentials: opts.credentials },
		);
	}

	/**
	 * The node as an AI agent's tool: Fixture Files → Tool Caller, with the converter's tool variant
	 * on the caller's ai_tool input. Returns the caller's one item: the tool's answer or error.
	 */
	async function runAsTool(opts: {
		credentials: { apiKey: string; baseUrl: string };
		parameters: Record<string, unknown>;
		toolArgs: IDataObject;
	}): Promise<WorkflowRun> {
		await useBinaryMode('default');
		const tool = converterNode(TOOL_NODE_TYPE, opts.parameters);
		const caller: INode = { id: 'n3', name: 'Tool Caller', type: AGENT_NODE_TYPE, typeVersion: 1, position: [400, 0], parameters: {} };
		const connections: IConnections = {
			'Fixture Files': { main: [[{ node: caller.name, type: 'main', index: 0 }]] },
			[tool.name]: { ai_tool: [[{ node: caller.name, type: 'ai_tool', index: 0 }]] },
		};
		return await runWorkflow(
			[startNode, tool, caller],
			connections,
			{
				[TOOL_NODE_TYPE]: asTool(converter),
				[START_NODE_TYPE]: fixtureFilesNode([]),
				[AGENT_NODE_TYPE]: toolCallerNode(opts.toolArgs),
			},
			{ nodeName: caller.name, credentials: opts.credentials },
		);
	}

	/** The node's subtitle as the editor shows it for these parameters (defaults filled in). */
	function subtitleFor(parameters: Record<string, unknown>): unknown {
		const description = converter.description;
		const node = converterNode(NODE_TYPE, {});
		node.parameters = NodeHelpers.getNodeParameters(description.properties, parameters as INode['parameters'], true, false, node, description) ?? {};
		const nodeTypes: INodeTypes = { getByName: () => converter, getByNameAndVersion: () => converter, getKnownTypes: () => ({}) };
		const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
		return workflow.expression.getSimpleParameterValue(node, description.subtitle as string, 'internal', {});
	}

	/** What n8n does at shutdown for the services a node execution started. */
	function shutdown() {
		Container.get(SSHClientsManager).onShutdown();
	}

	return { runConverter, runAsTool, subtitleFor, shutdown };
}
