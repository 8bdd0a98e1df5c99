import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postFile, startBenchServer } from './serverProcess';
import { median, type BenchRow } from './stats';
import { fixturePdfs } from './textPdfs';

const FIXTURES = join(__dirname, '..', '..', 'fixtures');

/**
 * The server's own event-loop delay (GET /debug/event-loop, BFC_EVENT_LOOP_STATS=1) while it
 * converts text PDFs 8 at a time and one scanned image, against the same window on the idle server.
 */
export async function benchEventLoop(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  log(`event loop: ${rounds} rounds of conversions (PDFs at concurrency 8 plus an image) vs idle`);
  const server = await startBenchServer({ BFC_EVENT_LOOP_STATS: '1' });
  const stats = async () => (await (await fetch(`${server.url}/debug/event-loop`)).json()) as { maxMs: number };
  try {
    const key = await server.account('bench', { plan: 'pro', monthlyQuota: 1_000_000 });
    const pdfs = fixturePdfs();
    const png = readFileSync(join(FIXTURES, 'en-trade-confirmation-buy', 'document.png'));
    const convert = async (bytes: Buffer, name: string) => postFile(server.url, key, bytes, name, 'multipart');
    await Promise.all([convert(pdfs[0].bytes, 'warm.pdf'), convert(png, 'warm.png')]); // worker threads start
    const busy: number[] = [];
    const idle: number[] = [];
    for (let r = 0; r < rounds; r++) {
      await stats();
      const started = Date.now();
      const queue = [...pdfs, ...pdfs];
      await Promise.all([
        convert(png, 'scan.png'),
        ...Array.from({ length: 8 }, async () => {
          for (let file = queue.shift(); file; file = queue.shift()) await convert(file.bytes, 'document.pdf');
        }),
      ]);
      busy.push((await stats()).maxMs);
      await new Promise((resolve) => setTimeout(resolve, Date.now() - started));
      idle.push((await stats()).maxMs);
    }
    return [
      {
        measure: 'Event loop worst stall while converting',
        ours: median(busy),
        reference: median(idle),
        referenceName: 'same server idle, same duration',
        unit: 'ms',
        target: { on: 'ours', atMost: 50 },
      },
    ];
  } finally {
    await server.stop();
  }
}
