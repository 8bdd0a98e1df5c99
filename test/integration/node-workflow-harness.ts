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
import { ICredentialsHelper, Workflow } from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
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
const NODE_TYPE = 'n8n-nodes-broker-file-converter.brokerFileConverter';

/** Stands in for "Read/Write Files from Disk": emits one item per fixture file, binary in `data`. */
function fixtureFilesNode(files: FixtureFile[]): INodeType {
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
			const items: INodeExecutionData[] = [];
			for (const file of files) {
				const data = await this.helpers.prepareBinaryData(file.bytes, file.fileName, file.mimeType);
				items.push({ json: { fileName: file.fileName }, binary: { data } });
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

	/** Fixture Files → Broker File Converter, run once; returns the converter node's output. */
	async function runConverter(opts: {
		binaryMode?: BinaryMode;
		files: FixtureFile[];
		credentials: { apiKey: string; baseUrl: string };
		parameters?: Record<string, unknown>;
		continueOnFail?: boolean;
	}): Promise<WorkflowRun> {
		await useBinaryMode(opts.binaryMode ?? 'default');
		const nodeTypes: INodeTypes = {
			getByName: (type) => lookup(type),
			getByNameAndVersion: (type) => lookup(type),
			getKnownTypes: () => ({}),
		};
		const converter = new BrokerFileConverter();
		const start = fixtureFilesNode(opts.files);
		function lookup(type: string): INodeType {
			if (type === NODE_TYPE) return converter;
			if (type === START_NODE_TYPE) return start;
			throw new Error(`unknown node type ${type}`);
		}
		const nodes: INode[] = [
			{ id: 'n1', name: 'Fixture Files', type: START_NODE_TYPE, typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'n2',
				name: 'Broker File Converter',
				type: NODE_TYPE,
				typeVersion: 1,
				position: [200, 0],
				parameters: { binaryPropertyName: 'data', output: 'rows', options: {}, ...opts.parameters } as INode['parameters'],
				credentials: { brokerFileConverterApi: { id: 'c1', name: 'Converter account' } },
				...(opts.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
			},
		];
		const connections = {
			'Fixture Files': { main: [[{ node: 'Broker File Converter', type: 'main' as const, index: 0 }]] },
		};
		const workflow = new Workflow({
			id: 'wf1',
			name: 'node test',
			nodes,
			connections,
			active: false,
			nodeTypes,
			settings: { executionOrder: 'v1' },
		});
		const workflowData = { id: 'wf1', name: 'node test', nodes, connections, active: false, settings: {} };
		const execution = new WorkflowExecute(additionalDataFor(opts.credentials, workflowData), 'manual');
		const run = await execution.run(workflow, nodes[0]);
		const nodeRuns = run.data.resultData.runData['Broker File Converter'] ?? [];
		return {
			run,
			items: nodeRuns[0]?.data?.main?.[0] ?? [],
			error: (run.data.resultData.error ?? nodeRuns[0]?.error) as WorkflowRun['error'],
		};
	}

	/** What n8n does at shutdown for the services a node execution started. */
	function shutdown() {
		Container.get(SSHClientsManager).onShutdown();
	}

	return { runConverter, shutdown };
}
