/**
 * The node inside n8n's execution engine, against the real converter server on an ephemeral port.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { startServer, type TestServer } from '../helpers/server';
import { setupN8n, type FixtureFile } from './node-workflow-harness';

const fixture = (name: string): FixtureFile => ({
	bytes: readFileSync(path.join(__dirname, '../../fixtures', name, 'document.pdf')),
	fileName: `${name}.pdf`,
	mimeType: 'application/pdf',
});
const tradeConfirmation = fixture('en-trade-confirmation-buy');
const dividendNotice = fixture('de-dividendengutschrift');
const notAPdf: FixtureFile = { bytes: Buffer.from('Date,Amount\n2024-03-05,10.00\n'), fileName: 'rows.pdf', mimeType: 'application/pdf' };
// Nothing listens here: a request that got this far would fail with "Could not reach".
const NOWHERE = 'http://127.0.0.1:9';

let server: TestServer;
let n8n: Awaited<ReturnType<typeof setupN8n>>;

/** The converter's own answer for a file, to compare the node's items with. */
async function convertDirectly(file: FixtureFile) {
	const form = new FormData();
	form.append('file', new Blob([file.bytes], { type: file.mimeType }), file.fileName);
	const response = await fetch(`${server.baseUrl}/api/v1/convert`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${server.apiKey}` },
		body: form,
	});
	expect(response.status).toBe(200);
	return (await response.json()) as { filename: string; mode: string; rows: Array<Record<string, string>> };
}

beforeAll(async () => {
	server = await startServer();
	n8n = await setupN8n();
});

afterAll(async () => {
	n8n?.shutdown();
	await server?.stop();
});

describe('Broker File Converter in a workflow', () => {
	it.each(['default', 'filesystem'] as const)('turns each row into an item (%s binary mode)', async (binaryMode) => {
		const expected = await convertDirectly(tradeConfirmation);
		expect(expected.rows.length).toBeGreaterThan(0);

		const { items, error, run } = await n8n.runConverter({
			binaryMode,
			files: [tradeConfirmation],
			credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
		});

		expect(error).toBeUndefined();
		const inputBinary = run.data.resultData.runData['Fixture Files'][0].data!.main[0]![0].binary!.data;
		expect(Boolean(inputBinary.id)).toBe(binaryMode === 'filesystem');
		expect(items.map((item) => item.json)).toEqual(expected.rows.map((row) => ({ ...row, filename: tradeConfirmation.fileName, mode: expected.mode })));
		expect(items.every((item) => JSON.stringify(item.pairedItem) === JSON.stringify({ item: 0 }))).toBe(true);
	});

	it('pairs every row with the input item of its file', async () => {
		const [first, second] = await Promise.all([convertDirectly(tradeConfirmation), convertDirectly(dividendNotice)]);
		const { items, error } = await n8n.runConverter({
			files: [tradeConfirmation, dividendNotice],
			credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
			parameters: { options: { parseNumbers: true } },
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => (item.pairedItem as { item: number }).item)).toEqual([...first.rows.map(() => 0), ...second.rows.map(() => 1)]);
		expect(items.map((item) => item.json.filename)).toEqual([
			...first.rows.map(() => tradeConfirmation.fileName),
			...second.rows.map(() => dividendNotice.fileName),
		]);
		const amounts = items.map((item) => item.json.amount);
		expect(amounts).toEqual([...first.rows, ...second.rows].map((row) => (row.amount === '' ? null : Number(row.amount))));
	});

	it('gets the same rows whether it sends multipart or JSON', async () => {
		const credentials = { apiKey: server.apiKey, baseUrl: server.baseUrl };
		const multipart = await n8n.runConverter({ files: [tradeConfirmation], credentials, parameters: { options: { sendAs: 'multipart' } } });
		const json = await n8n.runConverter({ files: [tradeConfirmation], credentials, parameters: { options: { sendAs: 'json' } } });
		expect(multipart.error).toBeUndefined();
		expect(json.error).toBeUndefined();
		expect(json.items.length).toBeGreaterThan(0);
		expect(json.items.map((item) => item.json)).toEqual(multipart.items.map((item) => item.json));
	});

	it('gives one item per file with all its rows', async () => {
		const expected = await convertDirectly(tradeConfirmation);
		const { items } = await n8n.runConverter({
			files: [tradeConfirmation],
			credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
			parameters: { output: 'file', options: { includeSourceFields: false } },
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ filename: tradeConfirmation.fileName, rowCount: expected.rows.length });
		expect((items[0].json.rows as object[]).length).toBe(expected.rows.length);
		expect(items[0].json.rows).toEqual(expected.rows.map(({ page: _page, ...row }) => row));
	});

	it('stops on a wrong API key with a message that points at the credential', async () => {
		const { items, error } = await n8n.runConverter({
			files: [tradeConfirmation],
			credentials: { apiKey: 'bfc_wrong_key', baseUrl: server.baseUrl },
		});
		expect(items).toEqual([]);
		expect(error?.message).toMatch(/API key was refused.*credential/);
		expect(error?.httpCode).toBe('401');
		expect(error?.description).toMatch(/\(code: \w+, request ID: .+\)/);
	});

	it('with continueOnFail, turns a failed file into an error item and goes on', async () => {
		const { items, error } = await n8n.runConverter({
			files: [tradeConfirmation, notAPdf, tradeConfirmation],
			credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		const errorItems = items.filter((item) => item.json.error);
		expect(errorItems).toHaveLength(1);
		expect(errorItems[0].pairedItem).toEqual({ item: 1 });
		expect(errorItems[0].json.error).toMatch(/not a PDF, PNG, JPEG or WebP/);
		const rowSources = items.filter((item) => !item.json.error).map((item) => (item.pairedItem as { item: number }).item);
		expect(new Set(rowSources)).toEqual(new Set([0, 2]));
	});

	it('refuses a file over 20 MB before sending anything', async () => {
		const oversized: FixtureFile = {
			bytes: Buffer.concat([tradeConfirmation.bytes, Buffer.alloc(20 * 1024 * 1024)]),
			fileName: 'huge.pdf',
			mimeType: 'application/pdf',
		};
		for (const binaryMode of ['default', 'filesystem'] as const) {
			const { error } = await n8n.runConverter({ binaryMode, files: [oversized], credentials: { apiKey: server.apiKey, baseUrl: NOWHERE } });
			expect(error?.message).toMatch(/"huge.pdf" is 20\.\d MB, over the converter's limit of 20 MB/);
		}
	});

	it('refuses a file that is not a PDF or an image, whatever its name says, before sending', async () => {
		const { error } = await n8n.runConverter({ files: [notAPdf], credentials: { apiKey: server.apiKey, baseUrl: NOWHERE } });
		expect(error?.message).toMatch(/"rows.pdf" is not a PDF, PNG, JPEG or WebP file/);
	});

	it('says when the server cannot be reached', async () => {
		const { error } = await n8n.runConverter({ files: [tradeConfirmation], credentials: { apiKey: server.apiKey, baseUrl: NOWHERE } });
		expect(error?.message).toBe('Could not reach the converter');
		expect(error?.description).toMatch(/Base URL/);
	});
});
