/**
 * A conversion worker process, started by workerProcess.ts with the handler's module and name and
 * a memory budget on its command line: loads the module, caps its own memory (memoryCap.ts), then
 * answers one job at a time over the IPC channel. It exits when the server goes (the channel
 * closes), so a server killed outright leaves no worker behind once its job ends.
 */
import { capDataSegment } from './memoryCap';

export type WorkerAnswer = { result: unknown } | { error: { message: string; stack?: string } };

const [modulePath, handlerName, budgetMb] = process.argv.slice(2);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const handler = require(modulePath)[handlerName] as (job: unknown) => unknown;
if (typeof handler !== 'function') throw new Error(`${modulePath} has no export ${handlerName}`);
capDataSegment(Number(budgetMb));

const failure = (err: unknown): WorkerAnswer => ({
  error: { message: String((err as Error)?.message ?? err), stack: (err as Error)?.stack },
});

process.on('message', async (job) => {
  let answer: WorkerAnswer;
  try {
    answer = { result: await handler(job) };
  } catch (err) {
    answer = failure(err);
  }
  try {
    process.send!(answer);
  } catch (err) {
    // A result that cannot be serialised is the job's failure, not the process's.
    process.send!(failure(err));
  }
});
process.on('disconnect', () => process.exit(0));
