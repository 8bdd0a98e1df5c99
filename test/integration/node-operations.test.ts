/**
 * The node's operations and options inside n8n's execution engine, against the real converter
 * server: Get Usage, the Timeout, an item for a file without rows, Keep Source, the subtitle, the
 * URL and base64 inputs, and the node called as an AI agent's tool.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import path from 'node:path';

import { fixtureDir } from '../../fixtures';
import { encryptedFixtures, encryptedPath } from '../../fixtures/lib/encrypted';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { startServer, type TestServer } from '../helpers/server';
import { setupN8n, type FixtureFile } from './node-workflow-harness';

const statementPdf = readFileSync(path.join(__dirname, '../../fixtures/en-trade-confirmation-buy/document.pdf'));
const tradeConfirmation: FixtureFile = { bytes: statementPdf, fileName: 'confirmation.pdf', mimeType: 'application/pdf' };

let server: TestServer;
let n8n: Awaited<ReturnType<typeof setupN8n>>;
let credentials: { apiKey: string; baseUrl: string };
let expectedRows: Array<Record<string, string>>;
let fileHost: { server: Server; url: string };

/** Serves the statement at /files/confirmation.pdf and 404 elsewhere, as a file host would. */
async function startFileHost(): Promise<{ server: Server; url: string }> {
	const host = createServer((req, res) => {
		if (req.url !== '/files/confirmation.pdf') return res.writeHead(404).end('not found');
		res.writeHead(200, { 'content-type': 'application/pdf' }).end(statementPdf);
	});
	await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
	return { server: host, url: `http://127.0.0.1:${(host.address() as { port: number }).port}` };
}

async function usageNow() {
	const response = await fetch(`${server.baseUrl}/api/v1/usage`, { headers: { Authorization: `Bearer ${credentials.apiKey}` } });
	return (await response.json()) as { quota: { used: number } };
}

beforeAll(async () => {
	server = await startServer();
	credentials = { apiKey: server.apiKey, baseUrl: server.baseUrl };
	n8n = await setupN8n();
	fileHost = await startFileHost();
	const form = new FormData();
	form.append('file', new Blob([statementPdf], { type: 'application/pdf' }), 'confirmation.pdf');
	const response = await fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: { Authorization: `Bearer ${server.apiKey}` }, body: form });
	expectedRows = ((await response.json()) as { rows: Array<Record<string, string>> }).rows;
	expect(expectedRows.length).toBeGreaterThan(0);
});

afterAll(async () => {
	n8n?.shutdown();
	fileHost?.server.close();
	await server?.stop();
});

describe('Get Usage', () => {
	it("gives the account's usage as one item and spends no conversion", async () => {
		const before = await usageNow();
		const { items, error } = await n8n.runConverter({ files: [], credentials, parameters: { operation: 'getUsage' } });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ plan: 'pro', quota: { used: before.quota.used }, credits: { balance: expect.any(Number) } });
		expect(items[0].json).toHaveProperty('rateLimits.perMinute');
		expect((await usageNow()).quota.used).toBe(before.quota.used);
	});

	it('says what to do when the key is refused', async () => {
		const { error } = await n8n.runConverter({ files: [], credentials: { ...credentials, apiKey: 'bfc_wrong' }, parameters: { operation: 'getUsage' } });
		expect(error?.message).toMatch(/API key was refused/);
	});
});

describe('Timeout option', () => {
	let silent: TcpServer;
	const sockets = new Set<Socket>();
	beforeAll(async () => {
		// Accepts the request and never answers, like a converter stuck on a huge scan.
		silent = createTcpServer((socket) => {
			sockets.add(socket);
			socket.on('data', () => {});
		});
		await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
	});
	afterAll(() => {
		for (const socket of sockets) socket.destroy();
		silent.close();
	});

	it('fails a request that gets no answer within the timeout, pointing at the option', async () => {
		const baseUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
		const { error } = await n8n.runConverter({
			files: [tradeConfirmation],
			credentials: { ...credentials, baseUrl },
			parameters: { options: { timeout: 1 } },
		});
		expect(error?.message).toBe('The converter did not answer in time');
		expect(error?.description).toMatch(/Options → Timeout/);
	});
});

describe('a file without rows', () => {
	let blank: FixtureFile;
	beforeAll(async () => {
		const doc = newPdf();
		doc.addPage({ size: 'A4' }).text('Thank you for banking with us.', 50, 50);
		blank = { bytes: await pdfBytes(doc), fileName: 'letter.pdf', mimeType: 'application/pdf' };
	});

	it('gives no item by default', async () => {
		const { items, error } = await n8n.runConverter({ files: [blank], credentials });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	it('gives one item saying so when asked, in each row output', async () => {
		const rows = await n8n.runConverter({ files: [blank], credentials, parameters: { options: { emptyFileItem: true } } });
		expect(rows.items.map((item) => item.json)).toEqual([{ filename: 'letter.pdf', mode: 'text', rowCount: 0 }]);
		expect(rows.items[0].pairedItem).toEqual({ item: 0 });

		const withFile = await n8n.runConverter({ files: [blank], credentials, parameters: { output: 'rowsWithFile', options: { emptyFileItem: true } } });
		expect(withFile.items).toHaveLength(1);
		expect(withFile.items[0].json).toMatchObject({ row: null, rowIndex: null, file: { filename: 'letter.pdf', rowCount: 0 } });
	});
});

describe('Keep Source', () => {
	it('leaves the input out by default', async () => {
		const { items } = await n8n.runConverter({ files: [tradeConfirmation], credentials, inputJson: { invoiceId: 'A-17' } });
		expect(items[0].json).not.toHaveProperty('invoiceId');
		expect(items[0].binary).toBeUndefined();
	});

	it.each([
		['json', true, false],
		['binary', false, true],
		['both', true, true],
	] as const)("keeps the input item's %s in every row item", async (keepSource, keepsJson, keepsBinary) => {
		const { items, error } = await n8n.runConverter({
			files: [tradeConfirmation],
			credentials,
			inputJson: { invoiceId: 'A-17', amount: 'from the input' },
			parameters: { options: { keepSource } },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(expectedRows.length);
		for (const [index, item] of items.entries()) {
			// The row's own fields win over input fields of the same name, as in Extract From File.
			expect(item.json).toMatchObject(expectedRows[index]);
			expect(item.json.invoiceId).toBe(keepsJson ? 'A-17' : undefined);
			expect(item.binary?.data?.fileName).toBe(keepsBinary ? 'confirmation.pdf' : undefined);
		}
	});
});

describe('subtitle', () => {
	it('names the operation and the output in words', () => {
		expect(n8n.subtitleFor({})).toBe('Convert: one item per row');
		expect(n8n.subtitleFor({ output: 'rowsWithFile' })).toBe('Convert: rows with file metadata');
		expect(n8n.subtitleFor({ operation: 'getUsage' })).toBe('Get Usage');
	});
});

describe('file from a URL or base64', () => {
	it('downloads the file from a URL and names it after the path', async () => {
		const { items, error } = await n8n.runConverter({
			files: [],
			credentials,
			parameters: { source: 'url', fileUrl: `${fileHost.url}/files/confirmation.pdf` },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual(expectedRows.map((row) => ({ ...row, filename: 'confirmation.pdf', mode: 'text' })));
	});

	it('says which URL failed and why', async () => {
		const { error } = await n8n.runConverter({ files: [], credentials, parameters: { source: 'url', fileUrl: `${fileHost.url}/missing.pdf` } });
		expect(error?.message).toBe(`Could not download the file at ${fileHost.url}/missing.pdf: HTTP 404`);
		const notHttp = await n8n.runConverter({ files: [], credentials, parameters: { source: 'url', fileUrl: 'file:///etc/passwd' } });
		expect(notHttp.error?.message).toMatch(/not an http or https link/);
	});

	it('converts base64 content, with or without a data: prefix', async () => {
		for (const fileContent of [statementPdf.toString('base64'), `data:application/pdf;base64,${statementPdf.toString('base64')}`]) {
			const { items, error } = await n8n.runConverter({
				files: [],
				credentials,
				parameters: { source: 'base64', fileContent, fileName: 'from-agent.pdf' },
			});
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json)).toEqual(expectedRows.map((row) => ({ ...row, filename: 'from-agent.pdf', mode: 'text' })));
		}
	});

	it('refuses text that is not base64', async () => {
		const { error } = await n8n.runConverter({ files: [], credentials, parameters: { source: 'base64', fileContent: 'not *base64* at all' } });
		expect(error?.message).toBe('The file content is not base64 text');
	});
});

describe('as an AI agent tool', () => {
	it('converts the file at the URL the agent passes', async () => {
		const { items, error } = await n8n.runAsTool({
			credentials,
			parameters: { source: 'url', fileUrl: "={{ $fromAI('fileUrl', 'Link to the broker statement', 'string') }}", output: 'rows', options: {} },
			toolArgs: { fileUrl: `${fileHost.url}/files/confirmation.pdf` },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json.argumentNames).toEqual(['fileUrl']);
		expect(items[0].json.toolError).toBeUndefined();
		expect(items[0].json.response).toEqual(expectedRows.map((row) => ({ ...row, filename: 'confirmation.pdf', mode: 'text' })));
	});

	it('converts base64 content the agent passes', async () => {
		const { items } = await n8n.runAsTool({
			credentials,
			parameters: {
				source: 'base64',
				fileContent: "={{ $fromAI('content', 'The file, base64-encoded', 'string') }}",
				output: 'file',
				options: { includeSourceFields: false },
			},
			toolArgs: { content: statementPdf.toString('base64') },
		});
		expect(items[0].json.toolError).toBeUndefined();
		expect(items[0].json.response).toEqual([expect.objectContaining({ filename: 'document.pdf', rowCount: expectedRows.length })]);
	});

	it('tells the agent what went wrong', async () => {
		const { items } = await n8n.runAsTool({
			credentials,
			parameters: { source: 'url', fileUrl: "={{ $fromAI('fileUrl') }}", output: 'rows', options: {} },
			toolArgs: { fileUrl: `${fileHost.url}/missing.pdf` },
		});
		expect(items[0].json.toolError).toMatch(/Could not download the file .*HTTP 404/);
	});
});

describe('PDF Password option', () => {
	const locked = [encryptedFixtures.find((e) => e.method.startsWith('RC4'))!, encryptedFixtures.find((e) => e.method.startsWith('AES-256'))!];

	it.each(locked.flatMap((encrypted) => (['multipart', 'json'] as const).map((sendAs) => [encrypted.method, sendAs, encrypted] as const)))(
		'opens a %s PDF with its password (%s)',
		async (_method, sendAs, encrypted) => {
			const file: FixtureFile = {
				bytes: readFileSync(encryptedPath(fixtureDir(encrypted.fixture), encrypted)),
				fileName: 'locked.pdf',
				mimeType: 'application/pdf',
			};
			const expected = JSON.parse(readFileSync(path.join(fixtureDir(encrypted.fixture), 'expected.json'), 'utf8')).rows as Array<Record<string, string>>;
			const { items, error } = await n8n.runConverter({ files: [file], credentials, parameters: { options: { pdfPassword: encrypted.password, sendAs } } });
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json)).toEqual(expected.map((row) => ({ ...row, filename: 'locked.pdf', mode: 'text' })));
		},
	);

	it('says to set the option when the password is missing or wrong', async () => {
		const encrypted = locked[0];
		const file: FixtureFile = {
			bytes: readFileSync(encryptedPath(fixtureDir(encrypted.fixture), encrypted)),
			fileName: 'locked.pdf',
			mimeType: 'application/pdf',
		};
		const missing = await n8n.runConverter({ files: [file], credentials });
		expect(missing.error?.message).toMatch(/PDF Password/);
		expect(missing.error?.context?.code).toBe('pdf_password_required');
		const wrong = await n8n.runConverter({ files: [file], credentials, parameters: { options: { pdfPassword: 'not it' } } });
		expect(wrong.error?.context?.code).toBe('wrong_pdf_password');
	});
});
