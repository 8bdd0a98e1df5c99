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

import { startScriptedChatModel, type ScriptedChatModel } from './scriptedChatModel';
import { OPENAI_CREDENTIAL_ID, serveFile, toolWorkflowJson } from './toolMode';

const repo = path.resolve(__dirname, '../..');
const PACKAGE = 'n8n-nodes-broker-file-converter';
const nodePackage = path.join(repo, 'packages', PACKAGE);
const FIXTURE = 'en-us-brokerage-statement';

function log(message: string) {
	process.stderr.write(`[e2e] ${message}\n`);
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
	return execFileSync(command, args, {
		cwd: options.cwd ?? repo,
		env: options.env ?? process.env,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
		maxBuffer: 64 * 1024 * 1024,
	});
}

/**
 * As run(), without blocking this process: the scripted model and the file host in this process
 * must answer while n8n runs.
 */
async function runAsync(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<string> {
	const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'inherit'] });
	let stdout = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
	if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stdout.slice(-4000)}`);
	return stdout;
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
	run('npm', ['install', '--ignore-scripts=true', '--install-strategy=shallow', '--package-lock=false', '--bin-links=false', '--no-audit', '--no-fund'], {
		cwd: target,
	});
	const installed = existsSync(path.join(target, 'node_modules')) ? readdirSync(path.join(target, 'node_modules')).filter((name) => !name.startsWith('.')) : [];
	assert.deepEqual(installed, [], `n8n's install added packages: ${installed.join(', ')}`);
	return target;
}

async function startConverter(dataDir: string): Promise<{ baseUrl: string; process: ChildProcess }> {
	const port = await freePort();
	const child = spawn(process.execPath, ['dist/server/cli.js', 'serve', '--port', String(port), '--data', dataDir], {
		cwd: repo,
		stdio: ['ignore', 'ignore', 'inherit'],
	});
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
			const ready = await fetch(`${base}/healthz/readiness`).then(
				(r) => r.ok,
				() => false,
			);
			if (ready) break;
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		// The auth cookie is bound to a browser id that every later request must repeat.
		const headers = { 'content-type': 'application/json', 'browser-id': 'bfc-e2e' };
		// n8n 1.x reports ready before its REST routes are mounted: a 404 means "not yet".
		let setup: Response;
		for (let attempt = 0; ; attempt++) {
			setup = await fetch(`${base}/rest/owner/setup`, {
				method: 'POST',
				headers,
				body: JSON.stringify({ email: 'owner@example.com', firstName: 'E2e', lastName: 'Owner', password: 'E2e-password-1' }),
			});
			if (setup.status !== 404 || attempt >= 240) break;
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
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

/** n8n majors to run in, newest first; BFC_E2E_N8N=2 (or 1) runs one. */
const MAJORS = (process.env.BFC_E2E_N8N ?? '2,1').split(',').map((major) => major.trim());

/** The n8n CLI: blocking, or .async() while servers in this process must answer. */
type N8n = ((args: string[]) => string) & { async(args: string[]): Promise<string> };

interface Context {
	work: string;
	statement: string;
	expectedRows: Array<Record<string, string>>;
	converter: { baseUrl: string; key: string };
	model: ScriptedChatModel;
	fileUrl: string;
}

async function main() {
	if (!existsSync(path.join(nodePackage, 'dist/nodes/BrokerFileConverter/BrokerFileConverter.node.js')) || !existsSync(path.join(repo, 'dist/server/cli.js'))) {
		log('no build found: running npm run build');
		run('npm', ['run', 'build']);
	}
	const work = mkdtempSync(path.join(tmpdir(), 'bfc-e2e-'));
	let converter: ChildProcess | undefined;
	let model: ScriptedChatModel | undefined;
	let fileHost: Awaited<ReturnType<typeof serveFile>> | undefined;
	try {
		const filesDir = path.join(work, 'files');
		mkdirSync(filesDir, { recursive: true });
		const statement = path.join(filesDir, 'statement.pdf');
		cpSync(path.join(repo, 'fixtures', FIXTURE, 'document.pdf'), statement);
		const expectedRows = JSON.parse(readFileSync(path.join(repo, 'fixtures', FIXTURE, 'expected.json'), 'utf8')).rows;

		const dataDir = path.join(work, 'converter-data');
		const started = await startConverter(dataDir);
		converter = started.process;
		const cli = (args: string[]) => JSON.parse(run(process.execPath, ['dist/server/cli.js', ...args, '--data', dataDir, '--json']));
		cli(['accounts', 'create', 'e2e', '--plan', 'pro']);
		const { key } = cli(['keys', 'create', 'e2e', '--name', 'n8n e2e']);
		fileHost = await serveFile(readFileSync(statement));
		model = await startScriptedChatModel({ fileUrl: fileHost.url });

		for (const major of MAJORS) {
			const context = {
				work: path.join(work, `n8n-${major}`),
				statement,
				expectedRows,
				converter: { baseUrl: started.baseUrl, key },
				model,
				fileUrl: fileHost.url,
			};
			mkdirSync(context.work);
			await runInN8n(major, context);
		}
	} finally {
		model?.close();
		fileHost?.server.close();
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

/** Everything in one n8n major: its own user folder, the package installed, the workflows run. */
async function runInN8n(major: string, context: Context) {
	const n8nDir = run('bash', [path.join(__dirname, 'install-n8n.sh'), major]).trim();
	const nodeBin = ['node24', 'node20'].map((dir) => path.join(n8nDir, dir, 'node_modules/.bin')).find((dir) => existsSync(dir))!;
	const userFolder = path.join(context.work, 'n8n-user');
	const installedPackage = installCommunityPackage(path.join(userFolder, '.n8n/nodes'), context.work);
	const env: NodeJS.ProcessEnv = {
		...process.env,
		PATH: `${nodeBin}:${process.env.PATH}`,
		N8N_USER_FOLDER: userFolder,
		N8N_ENCRYPTION_KEY: 'broker-file-converter-e2e',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		N8N_RUNNERS_BROKER_PORT: String(await freePort()),
		N8N_RESTRICT_FILE_ACCESS_TO: path.dirname(context.statement),
		N8N_LOG_LEVEL: 'info',
	};
	const n8nBin = path.join(n8nDir, 'host/node_modules/.bin/n8n');
	const n8n: N8n = Object.assign((args: string[]) => run(n8nBin, args, { env, cwd: context.work }), {
		async: (args: string[]) => runAsync(n8nBin, args, { env, cwd: context.work }),
	});
	const version = run(n8nBin, ['--version'], { env }).trim().split('\n').pop();
	log(`n8n ${version} (${n8nDir})`);

	const credentialsFile = path.join(context.work, 'credentials.json');
	writeFileSync(
		credentialsFile,
		JSON.stringify([
			{
				id: 'bfcE2eCred1',
				name: 'Converter account',
				type: 'brokerFileConverterApi',
				data: { apiKey: context.converter.key, baseUrl: context.converter.baseUrl },
			},
			{ id: OPENAI_CREDENTIAL_ID, name: 'Scripted model', type: 'openAiApi', data: { apiKey: 'sk-scripted', url: context.model.url } },
		]),
	);
	n8n(['import:credentials', `--input=${credentialsFile}`]);

	await runConverterWorkflow(n8n, context);
	await runToolWorkflow(n8n, context);
	checkExamples(n8n, context, { n8nDir, nodeBin, installedPackage, env });

	log('testing the credential through n8n start and its REST API');
	const [good, wrongKey] = await testCredentials(n8nBin, env, [
		{ apiKey: context.converter.key, baseUrl: context.converter.baseUrl },
		{ apiKey: 'bfc_live_not_a_key', baseUrl: `${context.converter.baseUrl}/` },
	]);
	assert.equal(good.status, 'OK', `valid key: ${JSON.stringify(good)}`);
	assert.equal(wrongKey.status, 'Error');
	// n8n 1.x answers a 401 with its own message before the credential's rules; 2.x applies them.
	assert.match(wrongKey.message, major === '1' ? /API key is wrong or revoked|Authorization failed/ : /API key is wrong or revoked/);
	log(`ok (n8n ${version}): credential test says "${good.message}" for the key and "${wrongKey.message}" for a wrong one`);
}

/** Imports a workflow, runs it with `n8n execute` and returns the run data of its nodes. */
async function executeWorkflow(n8n: N8n, work: string, workflow: { id: string }) {
	const workflowFile = path.join(work, `${workflow.id}.json`);
	writeFileSync(workflowFile, JSON.stringify(workflow));
	n8n(['import:workflow', `--input=${workflowFile}`]);
	const result = parseRawOutput(await n8n.async(['execute', `--id=${workflow.id}`, '--rawOutput']));
	const runData = result.data?.resultData?.runData ?? result.resultData?.runData;
	assert.ok(runData, `unexpected execute output: ${JSON.stringify(result).slice(0, 2000)}`);
	return runData;
}

async function runConverterWorkflow(n8n: N8n, context: Context) {
	log('executing Manual Trigger → Read/Write Files from Disk → Broker File Converter');
	const runData = await executeWorkflow(n8n, context.work, workflowJson('bfcE2eCred1', context.statement));
	const nodeRun = runData['Broker File Converter']?.[0];
	assert.ok(nodeRun, 'the Broker File Converter node did not run');
	assert.equal(nodeRun.error, undefined, `node error: ${JSON.stringify(nodeRun.error)}`);
	const items: Array<{ json: Record<string, unknown>; pairedItem: unknown }> = nodeRun.data.main[0];

	// The fixture's expected rows, as items: numbers parsed, source fields added.
	const numeric = new Set(['quantity', 'price', 'fees', 'taxes', 'amount', 'page']);
	const expectedItems = context.expectedRows.map((row) => ({
		...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, numeric.has(k) ? (v === '' ? null : Number(v)) : v])),
		filename: 'statement.pdf',
		mode: 'text',
	}));
	assert.deepEqual(
		items.map((item) => item.json),
		expectedItems,
	);
	for (const item of items) assert.deepEqual(item.pairedItem, { item: 0 });
	log(`ok: ${items.length} row item(s) from ${FIXTURE} inside n8n, equal to its expected rows`);
}

async function runToolWorkflow(n8n: N8n, context: Context) {
	log('executing Manual Trigger → AI Agent (scripted model) with the node as its tool');
	const requestsBefore = context.model.offeredTools.length;
	const runData = await executeWorkflow(n8n, context.work, toolWorkflowJson(PACKAGE, 'bfcE2eCred1', 2.2));
	const agentRun = runData['AI Agent']?.[0];
	assert.ok(agentRun, 'the AI Agent did not run');
	assert.equal(agentRun.error, undefined, `agent error: ${JSON.stringify(agentRun.error)}`);
	const offered = context.model.offeredTools.slice(requestsBefore);
	assert.ok(offered.length >= 2 && offered[0].includes('Broker_File_Converter'), `tools offered to the model: ${JSON.stringify(offered)}`);
	const toolRun = runData['Broker File Converter']?.[0];
	assert.ok(toolRun && !toolRun.error, `tool run: ${JSON.stringify(toolRun?.error ?? 'missing')}`);
	const answer = JSON.parse(String(agentRun.data.main[0][0].json.output));
	const expected = context.expectedRows.map((row) => ({ ...row, filename: 'statement.pdf', mode: 'text' }));
	assert.deepEqual(answer, expected);
	log(`ok: the agent called the node as a tool with a file URL and got ${answer.length} row(s)`);
}

/** The example workflows import into this n8n, and each of their nodes is one it ships enabled. */
function checkExamples(
	n8n: N8n,
	context: Context,
	{ n8nDir, nodeBin, installedPackage, env }: { n8nDir: string; nodeBin: string; installedPackage: string; env: NodeJS.ProcessEnv },
) {
	const examplesDir = path.join(repo, 'nodes/BrokerFileConverter/examples');
	const examples = readdirSync(examplesDir)
		.filter((name) => name.endsWith('.json'))
		.map((name) => path.join(examplesDir, name));
	for (const [index, file] of examples.entries()) {
		const exampleFile = path.join(context.work, `example-${index}.json`);
		writeFileSync(exampleFile, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), id: `bfcE2eExample${index}` }));
		n8n(['import:workflow', `--input=${exampleFile}`]);
	}
	log(
		run(path.join(nodeBin, 'node'), [path.join(__dirname, 'check-example-nodes.cjs'), path.join(n8nDir, 'host'), installedPackage, ...examples], {
			// As n8n resolves a community node's peer n8n-workflow: to its own copy.
			env: { ...env, NODE_PATH: path.join(n8nDir, 'host/node_modules') },
		}).trim(),
	);
	log(`ok: ${examples.length} example workflows import`);
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
