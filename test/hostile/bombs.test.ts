/**
 * Decompression bombs from a free account: a 1 MB PDF whose content stream, or whose embedded
 * font, inflates to 1 GiB, and a 3 KB PDF showing a CCITT image that declares 20000 × 20000
 * pixels. Each conversion runs in a worker process whose memory is capped (server/convert/pool/):
 * the answer is a clear error in the envelope (400 document_too_complex), or for the font, whose
 * loss pdf.js survives, a well-formed result; the server keeps serving; a failure costs nothing.
 * The whole process tree (this process runs the server, the workers are its children) may grow
 * by at most MAX_GROWTH over its idle size during each: measured before the cap, it grew
 * ~1.8 GB (content stream), ~2.3 GB (font) and ~6.2 GB (the CCITT image).
 */
import { COLUMNS } from '../../server/convert/columns';
import { peakTreeRss, treeRss } from '../helpers/processTree';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf, usageOf } from '../integration/support/requests';
import { ccittBombPdf, contentStreamBombPdf, deflatedBlanks, fontBombPdf } from './files';

jest.setTimeout(300_000);

// Generous: the default caps are 512 MB for the PDF process and 1 GiB for page drawing, plus a
// process started for the job (tsx's source maps make test processes larger than the served ones).
const MAX_GROWTH = 1.5 * 1024 ** 3;

let server: TestServer;
let apiKey: string;
let bombs: { name: string; bytes: Buffer; mayConvert: boolean }[];
beforeAll(async () => {
  const blanks = await deflatedBlanks(2 ** 30);
  bombs = [
    { name: 'content stream inflating to 1 GiB', bytes: contentStreamBombPdf(blanks), mayConvert: false },
    { name: 'embedded font inflating to 1 GiB', bytes: fontBombPdf(blanks), mayConvert: true },
    { name: 'CCITT image declaring 20000 x 20000', bytes: ccittBombPdf(20_000, 20_000), mayConvert: false },
  ];
  server = await startServer();
  apiKey = (await server.createAccount('free-bomber')).apiKey;
});
afterAll(() => server?.stop());

test('each bomb: a clear answer, the server keeps serving, nothing charged for a failure, the process tree bounded in memory', async () => {
  const growth: string[] = [];
  for (const bomb of bombs) {
    const usedBefore = (await usageOf(server.baseUrl, apiKey)).quota.used;
    const idle = treeRss();
    const peak = peakTreeRss();
    const res = await postMultipart(server.baseUrl, apiKey, bomb.bytes, 'statement.pdf');
    const body = await res.json();
    const grew = peak.stop() - idle;
    growth.push(`${bomb.name}: ${res.status} ${body.error?.code ?? ''}, tree +${(grew / 1e6).toFixed(0)} MB`);

    if (res.status === 200) {
      expect(bomb.mayConvert).toBe(true);
      expect(body.columns).toEqual(COLUMNS);
    } else {
      expect(res.status).toBe(400);
      expect(body.error).toEqual({ code: 'document_too_complex', message: expect.stringMatching(/memory/), requestId: expect.stringMatching(/^req_/) });
    }
    expect(grew).toBeLessThan(MAX_GROWTH);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await usageOf(server.baseUrl, apiKey)).quota.used).toBe(usedBefore + (res.status === 200 ? 1 : 0));
  }
  console.log(`Bombs from a free account:\n  ${growth.join('\n  ')}`);
  // Still serving conversions (the free account may have spent its day on the font).
  expect((await postMultipart(server.baseUrl, server.apiKey, await samplePdf())).status).toBe(200);
});
