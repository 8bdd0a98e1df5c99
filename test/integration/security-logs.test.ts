/**
 * What the server writes about requests: never a secret. The invitation (and reset) link's
 * token travels in the path, and whoever reads the access log must not be able to use it.
 */
import { inviteUser } from '../../server/accounts/usersAdmin';
import { startServer, type TestServer } from '../helpers/server';
import { WebClient } from './web-client';

const PASSWORD = 'correct horse battery';
let server: TestServer;
const logged: string[] = [];
beforeAll(async () => {
  server = await startServer({ accessLog: (lines) => logged.push(...lines.split('\n')) });
});
afterAll(() => server.stop());

/** The access log is written at the end of an event-loop turn, after the answer: wait for a line. */
async function logLineFor(requestId: string): Promise<string> {
  for (;;) {
    const line = logged.find((l) => l.includes(requestId));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('GET and POST /invite/<token> are logged without the token', async () => {
  const invitation = await inviteUser(server.dataDir, server.accountName, 'op@example.com');
  const token = invitation.path.split('/').pop()!;
  const client = new WebClient(server.baseUrl);
  const form = await client.get(invitation.path);
  expect(form.status).toBe(200);
  const posted = await client.post(invitation.path, { password: PASSWORD });
  expect(posted.status).toBe(303);
  const reused = await new WebClient(server.baseUrl).get(`/INVITE/${token}`);
  expect(reused.status).toBe(404);
  const doubled = await fetch(`${server.baseUrl}//invite/${token}`);
  expect(doubled.status).toBe(404);

  const lines = await Promise.all([form, posted, reused, doubled].map((page) => logLineFor(page.headers.get('x-request-id')!)));
  expect(lines).toEqual([
    expect.stringMatching(/ GET \/invite\/\[token\] 200 /),
    expect.stringMatching(/ POST \/invite\/\[token\] 303 /),
    expect.stringMatching(/ GET \/invite\/\[token\] 404 /),
    expect.stringMatching(/ GET \/\/invite\/\[token\] 404 /),
  ]);
  expect(logged.join('\n')).not.toContain(token);
});
