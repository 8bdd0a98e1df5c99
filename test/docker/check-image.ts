/**
 * The converter image without a Docker engine: reads the Dockerfile, copies what its build stage
 * COPYs into a temporary context, runs the build stage's RUN (docker/build-steps.sh) on this
 * machine, then starts the runtime stage's CMD in the result with the Dockerfile's ENV (data dir
 * and port moved into the temp dir), runs its HEALTHCHECK command, and converts a fixture through
 * the server. Also checks the runtime stage's promises: slim Debian base, non-root USER, a VOLUME
 * for the data, production dependencies only. Run with `npm run docker:check` (in .ci/run).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const log = (message: string) => process.stderr.write(`[docker:check] ${message}\n`);

interface Stage {
  from: string;
  lines: Array<{ instruction: string; args: string }>;
}

/** The Dockerfile's stages, each a list of instructions (no line continuations are used). */
function readStages(): Stage[] {
  const stages: Stage[] = [];
  for (const raw of readFileSync(path.join(repo, 'Dockerfile'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, instruction, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (instruction === 'FROM') stages.push({ from: args, lines: [] });
    else stages.at(-1)!.lines.push({ instruction, args });
  }
  return stages;
}

const argsOf = (stage: Stage, instruction: string) => stage.lines.filter((line) => line.instruction === instruction).map((line) => line.args);

/** `ENV A=1 B=2` as an object. */
function envOf(stage: Stage): Record<string, string> {
  return Object.fromEntries(argsOf(stage, 'ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
}

/** The exec form `["node", "x"]` of CMD and HEALTHCHECK ... CMD. */
function execForm(text: string): string[] {
  const json = text.slice(text.indexOf('['));
  return JSON.parse(json) as string[];
}

/** The build stage's COPY lines, done as Docker would do them (sources relative to the context). */
function copyContext(stage: Stage, context: string) {
  const workdir = argsOf(stage, 'WORKDIR')[0];
  for (const args of argsOf(stage, 'COPY')) {
    const parts = args.split(/\s+/);
    const destination = parts.pop()!;
    const target = path.join(context, path.relative(workdir, path.resolve(workdir, destination)));
    for (const source of parts) {
      const into = destination.endsWith('/') ? path.join(target, path.basename(source)) : target;
      mkdirSync(path.dirname(into), { recursive: true });
      cpSync(path.join(repo, source), into, { recursive: true });
    }
  }
}

async function freePort(): Promise<number> {
  return await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function checkRuntimeStage(runtime: Stage) {
  assert.match(runtime.from, /^node:\d+-(bookworm|trixie)-slim$/, 'runtime base: slim Debian');
  const user = argsOf(runtime, 'USER')[0];
  assert.ok(user && user !== 'root' && user !== '0', 'runtime runs as a non-root user');
  assert.deepEqual(argsOf(runtime, 'VOLUME'), [envOf(runtime).BFC_DATA_DIR], 'the data directory is a volume');
  assert.equal(envOf(runtime).BFC_HOST, '0.0.0.0', 'listens on every interface inside the container');
  assert.match(argsOf(runtime, 'HEALTHCHECK')[0] ?? '', /CMD \[/, 'a HEALTHCHECK in exec form');
}

async function waitForKey(output: () => string, exited: () => boolean): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt++) {
    assert.ok(!exited(), `the server exited:\n${output()}`);
    const key = /bfc_live_\S+/.exec(output())?.[0];
    if (key && /listening on/.test(output())) return key;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

async function main() {
  const [build, runtime] = readStages();
  checkRuntimeStage(runtime);
  const work = mkdtempSync(path.join(tmpdir(), 'bfc-docker-check-'));
  try {
    const context = path.join(work, 'src');
    const image = path.join(work, 'image');
    copyContext(build, context);
    const [run] = argsOf(build, 'RUN');
    const [shell, script, , out] = run.split(/\s+/);
    assert.equal(out, argsOf(runtime, 'COPY')[0].split(/\s+/)[1], 'the runtime stage copies what the build stage produced');
    log(`running ${script} (npm install, tsc, prune) in ${context}`);
    execFileSync(shell, [path.join(context, script), context, image], { stdio: ['ignore', 'inherit', 'inherit'] });
    for (const devOnly of ['typescript', 'jest', 'n8n-workflow', 'n8n-core', 'n8n-nodes-broker-file-converter']) {
      assert.ok(!existsSync(path.join(image, 'node_modules', devOnly)), `${devOnly} must not be in the image`);
    }

    const port = await freePort();
    const env = { ...process.env, ...envOf(runtime), BFC_PORT: String(port), BFC_DATA_DIR: path.join(work, 'data') };
    const [command, ...args] = execForm(argsOf(runtime, 'CMD')[0]);
    let output = '';
    const server = spawn(command, args, { cwd: image, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    try {
      const key = await waitForKey(
        () => output,
        () => server.exitCode !== null,
      );
      assert.match(output, /listening on http:\/\/0\.0\.0\.0:/);
      const [checkCommand, ...checkArgs] = execForm(argsOf(runtime, 'HEALTHCHECK')[0]);
      execFileSync(checkCommand, checkArgs, { cwd: image, env, stdio: 'inherit' });
      log('HEALTHCHECK command: healthy');

      const form = new FormData();
      const pdf = readFileSync(path.join(repo, 'fixtures/en-trade-confirmation-buy/document.pdf'));
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'confirmation.pdf');
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/convert`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
      const body = (await response.json()) as { rowCount?: number };
      assert.equal(response.status, 200, JSON.stringify(body));
      assert.ok((body.rowCount ?? 0) > 0, 'rows from the fixture');
      log(`converted a fixture through the image's server: ${body.rowCount} row(s)`);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    log('ok');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
