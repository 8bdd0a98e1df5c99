#!/usr/bin/env node
/**
 * n8n's community-package checks over the node package (packages/n8n-nodes-broker-file-converter),
 * with nothing suppressed: any error fails.
 *  1. `n8n-node lint` (@n8n/node-cli) over the node and credential sources and the package's
 *     package.json, laid out as n8n's node starter (package.json, nodes/, credentials/);
 *  2. the @n8n/scan-community-package analyzer (`analyzePackage`) over the packed package, as
 *     n8n's verification does with a published tarball.
 *
 * The tools are installed outside the checkout (test/lint/install-tools.sh) because they pull
 * n8n-workflow 2.x, which does not install on the project's Node 20.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const nodePackage = path.join(repo, 'packages/n8n-nodes-broker-file-converter');

const run = (command, args, options = {}) => execFileSync(command, args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });

/**
 * Problems from eslint's stylish format (colours removed): a line with a file path, then lines
 * "  12:3  error  message text  rule-id" for that file.
 */
function problems(stylishOutput, root) {
	const found = [];
	let file = '';
	for (const line of stylishOutput.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
		const problem = /^\s+\d+:\d+\s+(error|warning)\s+(.*?)\s{2,}(\S+)\s*$/.exec(line);
		if (problem) found.push({ file, severity: problem[1], message: problem[2], rule: problem[3] });
		else if (line.startsWith('/')) file = path.relative(root, line.trim());
	}
	return found;
}

function verdict(tool, found) {
	for (const problem of found) {
		console.log(`[${tool}] ${problem.severity.toUpperCase()} ${problem.file} ${problem.rule}: ${problem.message}`);
	}
	return found.filter((problem) => problem.severity === 'error').length;
}

/** n8n-node lint runs `eslint .` with n8n's config in a package folder: a copy of ours. */
function n8nNodeLint(toolsDir, work) {
	const stage = path.join(work, 'lint-stage');
	mkdirSync(stage);
	cpSync(path.join(nodePackage, 'package.json'), path.join(stage, 'package.json'));
	for (const entry of ['nodes', 'credentials']) cpSync(path.join(repo, entry), path.join(stage, entry), { recursive: true });
	// The starter's tsconfig: the sources at the package root, as the package's own tsconfig compiles them.
	writeFileSync(
		path.join(stage, 'tsconfig.json'),
		JSON.stringify({
			extends: path.join(repo, 'tsconfig.json'),
			compilerOptions: { rootDir: '.', outDir: 'dist' },
			include: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		}),
	);
	// n8n's starter config, verbatim (n8n-node checks it against its template in strict mode).
	writeFileSync(path.join(stage, 'eslint.config.mjs'), "import { config } from '@n8n/node-cli/eslint';\n\nexport default config;\n");
	symlinkSync(path.join(toolsDir, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
	const env = { ...process.env, PATH: `${path.join(toolsDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
	let output;
	try {
		output = run('n8n-node', ['lint'], { cwd: stage, env, stdio: ['ignore', 'pipe', 'pipe'] });
	} catch (error) {
		output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
		if (!/problems? \(/.test(output.replace(/\u001b\[[0-9;]*m/g, ''))) throw new Error(`n8n-node lint failed to run:\n${output}`);
	}
	const found = problems(output, stage);
	console.log(`[n8n-node lint] ${found.length} problem(s)`);
	return verdict('n8n-node lint', found);
}

/** The analyzer over the package as npm would publish it. */
async function analyzePacked(toolsDir, work) {
	const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: nodePackage }))[0].filename;
	const packageDir = path.join(work, 'package');
	run('tar', ['-xzf', path.join(work, packed), '-C', work]);
	const scanner = path.join(toolsDir, 'node_modules/@n8n/scan-community-package/scanner/scanner.mjs');
	const { analyzePackage } = await import(pathToFileURL(scanner).href);
	// The patterns n8n's scanner uses for a published tarball.
	const result = await analyzePackage(packageDir, ['**/*.js', 'package.json']);
	if (result.passed) {
		console.log('[analyzePackage] passed');
		return 0;
	}
	if (!result.details) throw new Error(`analyzePackage failed to run: ${result.message}`);
	const found = problems(result.details, packageDir);
	console.log(`[analyzePackage] ${result.message}: ${found.length} problem(s)`);
	// The analyzer said no: that fails even if its report had no line this parser recognises.
	return Math.max(1, verdict('analyzePackage', found));
}

const toolsDir = run('bash', [path.join(here, 'install-tools.sh')], { stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const work = mkdtempSync(path.join(tmpdir(), 'bfc-lint-'));
try {
	const failures = n8nNodeLint(toolsDir, work) + (await analyzePacked(toolsDir, work));
	if (failures > 0) {
		console.log(`lint:n8n failed: ${failures} error(s)`);
		process.exitCode = 1;
	} else {
		console.log('lint:n8n passed: no findings in the node package (sources, package.json, packed tarball)');
	}
} finally {
	rmSync(work, { recursive: true, force: true });
}
