import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { assertSize, checkedFile, type InputFile } from './binary';
import { MAX_FILE_BYTES } from './fileType';

// Whitespace and line breaks are common in pasted or generated base64; a data: URL prefix too.
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The file given as base64 text (an AI agent's argument, or a field of a JSON API's answer). */
export function fileFromBase64(context: IExecuteFunctions, itemIndex: number, content: string, fileName: string): InputFile {
	const compact = String(content ?? '')
		.trim()
		.replace(DATA_URL_PREFIX, '')
		.replace(/\s+/g, '');
	if (!BASE64.test(compact)) {
		throw new NodeOperationError(context.getNode(), 'The file content is not base64 text', {
			itemIndex,
			description: 'Give the whole file encoded as base64 (as produced by e.g. `base64 statement.pdf`), or use Input: URL or Binary File.',
		});
	}
	const label = fileName ? `"${fileName}"` : 'given as base64';
	// Four base64 characters carry three bytes: refuse an oversized file before decoding it.
	assertSize(context, Math.floor((compact.length * 3) / 4), label, itemIndex);
	return checkedFile(context, itemIndex, { bytes: Buffer.from(compact, 'base64'), label, fileName });
}

/** Downloads the file, stopping as soon as it is over the converter's limit. */
export async function fileFromUrl(
	context: IExecuteFunctions,
	itemIndex: number,
	{ url, fileName, timeoutMs }: { url: string; fileName: string; timeoutMs: number },
): Promise<InputFile> {
	const parsed = parseHttpUrl(context, itemIndex, url);
	const label = `at ${parsed.href}`;
	let response;
	try {
		response = (await context.helpers.httpRequest({
			method: 'GET',
			url: parsed.href,
			encoding: 'stream',
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			timeout: timeoutMs,
		})) as { statusCode: number; body: AsyncIterable<Buffer> & { destroy?: () => void } };
	} catch (error) {
		throw new NodeOperationError(context.getNode(), `Could not download the file ${label}`, {
			itemIndex,
			description: `${(error as Error).message}. Check that the URL is reachable from n8n.`,
		});
	}
	if (response.statusCode < 200 || response.statusCode > 299) {
		response.body.destroy?.();
		throw new NodeOperationError(context.getNode(), `Could not download the file ${label}: HTTP ${response.statusCode}`, {
			itemIndex,
			description: 'Check the File URL: it must link to the file itself and be reachable without signing in.',
		});
	}
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of response.body) {
		size += chunk.length;
		if (size > MAX_FILE_BYTES) {
			response.body.destroy?.();
			assertSize(context, size, label, itemIndex);
		}
		chunks.push(chunk);
	}
	const nameFromUrl = safeDecode(parsed.pathname.split('/').pop() ?? '');
	return checkedFile(context, itemIndex, { bytes: Buffer.concat(chunks), label, fileName: fileName || nameFromUrl });
}

function parseHttpUrl(context: IExecuteFunctions, itemIndex: number, url: string): URL {
	let parsed: URL | undefined;
	try {
		parsed = new URL(String(url ?? '').trim());
	} catch {
		parsed = undefined;
	}
	if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
		throw new NodeOperationError(context.getNode(), `The File URL "${url}" is not an http or https link`, {
			itemIndex,
			description: 'Give the full link to the file, starting with https:// or http://.',
		});
	}
	return parsed;
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
