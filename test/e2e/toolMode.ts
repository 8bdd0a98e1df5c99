/**
 * The node as an AI Agent's tool in a real n8n: Manual Trigger → AI Agent, with an OpenAI Chat
 * Model (pointed at a scripted, offline model) and the node's tool variant, which n8n builds from
 * `usableAsTool`, on the agent's inputs. The scripted model calls the tool with a file URL; the
 * agent's output is the tool's answer.
 */
import { createServer, type Server } from 'node:http';

export const TOOL_WORKFLOW_ID = 'bfcE2eToolMode1';
export const OPENAI_CREDENTIAL_ID = 'bfcE2eOpenAi1';

/** Serves one file at /statement.pdf, as the place an agent was told to find the statement. */
export async function serveFile(bytes: Buffer): Promise<{ url: string; server: Server }> {
	const server = createServer((req, res) => {
		if (req.url !== '/statement.pdf') return res.writeHead(404).end();
		res.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/statement.pdf`, server };
}

export function toolWorkflowJson(packageName: string, converterCredentialId: string, agentVersion: number) {
	return {
		id: TOOL_WORKFLOW_ID,
		name: 'Broker File Converter as an agent tool',
		active: false,
		settings: { executionOrder: 'v1' },
		connections: {
			'Manual Trigger': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
			'Scripted Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
			'Broker File Converter': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
		nodes: [
			{ id: 't1', name: 'Manual Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 't2',
				name: 'AI Agent',
				type: '@n8n/n8n-nodes-langchain.agent',
				typeVersion: agentVersion,
				position: [220, 0],
				parameters: { promptType: 'define', text: 'Turn the broker statement I was sent into transactions.', options: {} },
			},
			{
				id: 't3',
				name: 'Scripted Model',
				type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
				typeVersion: 1.2,
				position: [220, 200],
				parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
				credentials: { openAiApi: { id: OPENAI_CREDENTIAL_ID, name: 'Scripted model' } },
			},
			{
				id: 't4',
				name: 'Broker File Converter',
				type: `${packageName}.brokerFileConverterTool`,
				typeVersion: 1,
				position: [440, 200],
				parameters: {
					toolDescription: 'Converts the broker statement at a URL into transaction rows',
					source: 'url',
					fileUrl: "={{ $fromAI('fileUrl', 'Link to the broker statement', 'string') }}",
					output: 'rows',
					options: {},
				},
				credentials: { brokerFileConverterApi: { id: converterCredentialId, name: 'Converter account' } },
			},
		],
	};
}
