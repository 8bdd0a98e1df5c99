/**
 * End-to-end: the packed node package (packages/n8n-nodes-broker-file-converter) installed into a
 * real n8n (2.41.1, Node 24) as a community package, a workflow "Manual Trigger → Read/Write Files from Disk → Broker File Converter" over a
 * fixture statement run headless against the real converter server (built dist), and the row
 * items asserted. Run with `npm run test:e2e` after `npm run build`.
 *
 * The n8n install is cached outside the checkout (test/e2e/install-n8n.sh), so that a warm run only
 * packs and starts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';

const repo = path.resolve(__dirname, '../..');
const PACKAGE = 'n8n-nodes-broker-file-converter';
const nodePackage = path.join(repo, 'packages', PACKAGE);
const FIXTURE = 'en-us-brokerage-statement';

function log(message: string) {
	process.stderr.write(`[e2e] ${message}\n`);
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
	return execFileSync(command, args, { cwd: options.cwd ?? repo, env: options.env ?? process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
}

async function freePort(): Promise<number> {
	return await new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
	});
}

/**
 * npm pack of the node package, then the package laid out as n8n 2.x installs a community package:
 * dev, peer and optional dependencies stripped, then n8n's own npm install in its folder, which
 * must add nothing (the node package has no runtime dependencies).
 */
function installCommunityPackage(nodesDir: string, work: string) {
	const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: nodePackage }))[0].filename;
	const target = path.join(nodesDir, 'node_modules', PACKAGE);
	mkdirSync(target, { recursive: true });
	run('tar', ['-xzf', path.join(work, packed), '-C', target, '--strip-components=1']);

	const manifestPath = path.join(target, 'package.json');
	const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
	assert.deepEqual(manifest.dependencies ?? {}, {}, 'the node package must have no runtime dependencies');
	delete manifest.devDependencies;
	delete manifest.peerDependencies;
	delete manifest.optionalDependencies;
	writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
	run('npm', ['install', '--ignore-scripts=true', '--install-strategy=shallow', '--package-lock=false', '--bin-links=false', '--no-audit', '--no-fund'], { cwd: target });
	const installed = existsSync(path.join(target, 'node_modules')) ? readdirSync(path.join(target, 'node_modules')).filter((name) => !name.startsWith('.')) : [];
	assert.deepEqual(installed, [], `n8n's install added packages: ${installed.join(', ')}`);
	return target;
}

async function startConverter(dataDir: string): Promise<{ baseUrl: string; process: ChildProcess }> {
	const port = await freePort();
	const child = spawn(process.execPath, ['dist/server/cli.js', 'serve', '--port', String(port), '--data', dataDir], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
	const baseUrl = `http://127.0.0.1:${port}`;
	for (let attempt = 0; attempt < 300; attempt++) {
		if (child.exitCode !== null) throw new Error(`converter server exited with ${child.exitCode}`);
		try {
			if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, process: child };
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error('converter server did not come up');
}

function workflowJson(credentialId: string, filePath: string) {
	return {
		id: 'bfcE2eWorkflow1',
		name: 'Broker File Converter e2e',
		active: false,
		settings: { executionOrder: 'v1' },
		connections: {
			'Manual Trigger': { main: [[{ node: 'Read Statement', type: 'main', index: 0 }]] },
			'Read Statement': { main: [[{ node: 'Broker File Converter', type: 'main', index: 0 }]] },
		},
		nodes: [
			{ id: 'a1', name: 'Manual Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'a2',
				name: 'Read Statement',
				type: 'n8n-nodes-base.readWriteFile',
				typeVersion: 1,
				position: [220, 0],
				parameters: { operation: 'read', fileSelector: filePath, options: {} },
			},
			{
				id: 'a3',
				name: 'Broker File Converter',
				type: `${PACKAGE}.brokerFileConverter`,
				typeVersion: 1,
				position: [440, 0],
				parameters: { binaryPropertyName: 'data', output: 'rows', options: { parseNumbers: true } },
				credentials: { brokerFileConverterApi: { id: credentialId, name: 'Converter account' } },
			},
		],
	};
}

/**
 * The credential's Test button: n8n's REST API, as the editor calls it, on a running n8n with an
 * owner account. Returns n8n's verdict for each set of credential data.
 */
async function testCredentials(n8nBin: string, env: NodeJS.ProcessEnv, cases: Array<Record<string, string>>) {
	const port = await freePort();
	const server = spawn(n8nBin, ['start'], { env: { ...env, N8N_PORT: String(port), N8N_LISTEN_ADDRESS: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
	const base = `http://127.0.0.1:${port}`;
	try {
		for (let attempt = 0; ; attempt++) {
			assert.ok(attempt < 600 && server.exitCode === null, 'n8n start did not come up');
			const ready = await fetch(`${base}/healthz/readiness`).then((r) => r.ok, () => false);
			if (ready) break;
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		// The auth cookie is bound to a browser id that every later request must repeat.
		const headers = { 'content-type': 'application/json', 'browser-id': 'bfc-e2e' };
		const setup = await fetch(`${base}/rest/owner/setup`, {
			method: 'POST',
			headers,
			body: JSON.stringify({ email: 'owner@example.com', firstName: 'E2e', lastName: 'Owner', password: 'E2e-password-1' }),
		});
		assert.equal(setup.status, 200, `owner setup failed: ${await setup.text()}`);
		const cookie = (setup.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
		const verdicts = [];
		for (const data of cases) {
			const response = await fetch(`${base}/rest/credentials/test`, {
				method: 'POST',
				headers: { ...headers, cookie },
				body: JSON.stringify({ credentials: { id: 'bfcE2eCred1', name: 'Converter account', type: 'brokerFileConverterApi', data } }),
			});
			const body = await response.text();
			assert.equal(response.status, 200, `credential test failed: ${body}`);
			verdicts.push((JSON.parse(body) as { data: { status: string; message: string } }).data);
		}
		return verdicts;
	} finally {
		if (server.exitCode === null) {
			const exited = new Promise((resolve) => server.once('exit', resolve));
			server.kill('SIGTERM');
			await exited;
		}
	}
}

/** n8n 2.x logs lines around the JSON of --rawOutput: the JSON is the first block that parses. */
function parseRawOutput(stdout: string) {
	const lines = stdout.split('\n');
	const start = lines.findIndex((line) => line.startsWith('{'));
	assert.ok(start >= 0, `no JSON in n8n's output:\n${stdout}`);
	for (let end = start; end < lines.length; end++) {
		if (!lines[end].startsWith('}')) continue;
		try {
			return JSON.parse(lines.slice(start, end + 1).join('\n'));
		} catch {
			// a nested closing brace: keep looking
		}
	}
	throw new Error(`no complete JSON in n8n's output:\n${stdout}`);
}

async function main() {
	if (!existsSync(path.join(nodePackage, 'dist/nodes/BrokerFileConverter/BrokerFileConverter.node.js')) || !existsSync(path.join(repo, 'dist/server/cli.js'))) {
		log('no build found: running npm run build');
		run('npm', ['run', 'build']);
	}
	const n8nDir = run('bash', [path.join(__dirname, 'install-n8n.sh')]).trim();
	const work = mkdtempSync(path.join(tmpdir(), 'bfc-e2e-'));
	let converter: ChildProcess | undefined;
	try {
		const userFolder = path.join(work, 'n8n-user');
		const filesDir = path.join(work, 'files');
		mkdirSync(filesDir, { recursive: true });
		const statement = path.join(filesDir, 'statement.pdf');
		cpSync(path.join(repo, 'fixtures', FIXTURE, 'document.pdf'), statement);
		const expectedRows: Array<Record<string, string>> = JSON.parse(readFileSync(path.join(repo, 'fixtures', FIXTURE, 'expected.json'), 'utf8')).rows;

		const installedPackage = installCommunityPackage(path.join(userFolder, '.n8n/nodes'), work);

		const dataDir = path.join(work, 'converter-data');
		const started = await startConverter(dataDir);
		converter = started.process;
		const cli = (args: string[]) => JSON.parse(run(process.execPath, ['dist/server/cli.js', ...args, '--data', dataDir, '--json']));
		cli(['accounts', 'create', 'e2e', '--plan', 'pro']);
		const { key } = cli(['keys', 'create', 'e2e', '--name', 'n8n e2e']);

		const env: NodeJS.ProcessEnv = {
			...process.env,
			PATH: `${path.join(n8nDir, 'node24/node_modules/.bin')}:${process.env.PATH}`,
			N8N_USER_FOLDER: userFolder,
			N8N_ENCRYPTION_KEY: 'broker-file-converter-e2e',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			N8N_RESTRICT_FILE_ACCESS_TO: filesDir,
			N8N_LOG_LEVEL: 'info',
		};
		const n8nBin = path.join(n8nDir, 'host/node_modules/.bin/n8n');
		const n8n = (args: string[]) => run(n8nBin, args, { env, cwd: work });

		const credentialsFile = path.join(work, 'credentials.json');
		writeFileSync(credentialsFile, JSON.stringify([{ id: 'bfcE2eCred1', name: 'Converter account', type: 'brokerFileConverterApi', data: { apiKey: key, baseUrl: started.baseUrl } }]));
		const workflowFile = path.join(work, 'workflow.json');
		const workflow = workflowJson('bfcE2eCred1', statement);
		writeFileSync(workflowFile, JSON.stringify(workflow));

		log('importing the credential and the workflow');
		n8n(['import:credentials', `--input=${credentialsFile}`]);
		n8n(['import:workflow', `--input=${workflowFile}`]);
		log('executing the workflow in n8n');
		const result = parseRawOutput(n8n(['execute', `--id=${workflow.id}`, '--rawOutput']));

		const runData = result.data?.resultData?.runData ?? result.resultData?.runData;
		assert.ok(runData, `unexpected execute output: ${JSON.stringify(result).slice(0, 2000)}`);
		const nodeRun = runData['Broker File Converter']?.[0];
		assert.ok(nodeRun, 'the Broker File Converter node did not run');
		assert.equal(nodeRun.error, undefined, `node error: ${JSON.stringify(nodeRun.error)}`);
		const items: Array<{ json: Record<string, unknown>; pairedItem: unknown }> = nodeRun.data.main[0];

		// The fixture's expected rows, as items: numbers parsed, source fields added.
		const numeric = new Set(['quantity', 'price', 'fees', 'taxes', 'amount', 'page']);
		const expectedItems = expectedRows.map((row) => ({
			...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, numeric.has(k) ? (v === '' ? null : Number(v)) : v])),
			filename: 'statement.pdf',
			mode: 'text',
		}));
		assert.deepEqual(items.map((item) => item.json), expectedItems);
		for (const item of items) assert.deepEqual(item.pairedItem, { item: 0 });
		log(`ok: ${items.length} row item(s) from ${FIXTURE} inside n8n, equal to its expected rows`);

		// The example workflows import into this n8n, and each of their nodes is one it ships enabled.
		const examplesDir = path.join(repo, 'nodes/BrokerFileConverter/examples');
		const examples = readdirSync(examplesDir).filter((name) => name.endsWith('.json')).map((name) => path.join(examplesDir, name));
		for (const [index, file] of examples.entries()) {
			const exampleFile = path.join(work, `example-${index}.json`);
			writeFileSync(exampleFile, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), id: `bfcE2eExample${index}` }));
			n8n(['import:workflow', `--input=${exampleFile}`]);
		}
		const node24 = path.join(n8nDir, 'node24/node_modules/.bin/node');
		log(run(node24, [path.join(__dirname, 'check-example-nodes.cjs'), path.join(n8nDir, 'host'), installedPackage, ...examples], {
			// As n8n resolves a community node's peer n8n-workflow: to its own copy.
			env: { ...env, NODE_PATH: path.join(n8nDir, 'host/node_modules') },
		}).trim());
		log(`ok: ${examples.length} example workflows import`);

		log('testing the credential through n8n start and its REST API');
		const [good, wrongKey] = await testCredentials(n8nBin, env, [
			{ apiKey: key, baseUrl: started.baseUrl },
			{ apiKey: 'bfc_live_not_a_key', baseUrl: `${started.baseUrl}/` },
		]);
		assert.equal(good.status, 'OK', `valid key: ${JSON.stringify(good)}`);
		assert.equal(wrongKey.status, 'Error');
		assert.match(wrongKey.message, /API key is wrong or revoked/);
		log(`ok: credential test says "${good.message}" for the key and "${wrongKey.message}" for a wrong one`);
	} finally {
		// Graceful stop first: the server writes its store on the way out.
		if (converter && converter.exitCode === null) {
			const exited = new Promise((resolve) => converter!.once('exit', resolve));
			converter.kill('SIGTERM');
			await exited;
		}
		if (!process.env.BFC_E2E_KEEP) rmSync(work, { recursive: true, force: true });
		else log(`kept ${work}`);
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
