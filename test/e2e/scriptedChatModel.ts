/**
 * An OpenAI-compatible chat completions endpoint that plays the LLM of an n8n AI Agent without a
 * network: on the first turn it calls the first tool it is offered with the given arguments; once
 * the conversation holds the tool's answer, it replies with that answer verbatim, so the agent's
 * output is exactly what the tool returned. Answers plain JSON or, when asked to stream, SSE.
 */
import { createServer, type Server } from 'node:http';

interface ChatRequest {
	stream?: boolean;
	messages: Array<{ role: string; content?: unknown }>;
	tools?: Array<{ function: { name: string } }>;
}

export interface ScriptedChatModel {
	url: string;
	/** The tool names the agent offered, per request. */
	offeredTools: string[][];
	close(): void;
}

export async function startScriptedChatModel(toolArgs: Record<string, unknown>): Promise<ScriptedChatModel> {
	const offeredTools: string[][] = [];
	const server: Server = createServer((req, res) => {
		let text = '';
		req.on('data', (chunk) => (text += chunk));
		req.on('end', () => {
			if (!req.url?.endsWith('/chat/completions')) return res.writeHead(404).end('{}');
			const request = JSON.parse(text) as ChatRequest;
			offeredTools.push((request.tools ?? []).map((tool) => tool.function.name));
			const toolAnswer = request.messages.find((message) => message.role === 'tool');
			const message = toolAnswer
				? { role: 'assistant', content: String(toolAnswer.content) }
				: {
						role: 'assistant',
						content: null,
						tool_calls: [
							{ id: 'call_1', type: 'function', function: { name: request.tools?.[0]?.function.name ?? 'missing', arguments: JSON.stringify(toolArgs) } },
						],
					};
			const finishReason = toolAnswer ? 'stop' : 'tool_calls';
			if (request.stream) return streamAnswer(res, message, finishReason);
			res.writeHead(200, { 'content-type': 'application/json' }).end(
				JSON.stringify({
					id: 'chatcmpl-scripted',
					object: 'chat.completion',
					created: 0,
					model: 'scripted',
					choices: [{ index: 0, message, finish_reason: finishReason }],
					usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
				}),
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return { url: `http://127.0.0.1:${port}/v1`, offeredTools, close: () => server.close() };
}

function streamAnswer(res: import('node:http').ServerResponse, message: Record<string, unknown>, finishReason: string) {
	res.writeHead(200, { 'content-type': 'text/event-stream' });
	const chunk = (delta: object, finish: string | null) =>
		res.write(
			`data: ${JSON.stringify({ id: 'chatcmpl-scripted', object: 'chat.completion.chunk', created: 0, model: 'scripted', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
		);
	const toolCalls = (message.tool_calls as Array<Record<string, unknown>> | undefined)?.map((call, index) => ({ index, ...call }));
	chunk(toolCalls ? { role: 'assistant', tool_calls: toolCalls } : { role: 'assistant', content: message.content }, null);
	chunk({}, finishReason);
	res.end('data: [DONE]\n\n');
}
