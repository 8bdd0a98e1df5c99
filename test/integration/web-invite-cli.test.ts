import { main } from '../../server/cli';
import { startServer, type TestServer } from '../helpers/server';
import { WebClient, textOf } from './web-client';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...argv, '--data', server.dataDir], { out: (t) => void out.push(t), err: (t) => void err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

test('users invite prints a one-time link that a running server (sign-up closed) accepts; users list shows the state', async () => {
  const invited = await cli('users', 'invite', server.accountName, '--email', 'Op@Example.com', '--url', `${server.baseUrl}/`, '--json');
  expect(invited.code).toBe(0);
  const { link, email } = JSON.parse(invited.out);
  expect(email).toBe('op@example.com');
  expect(link).toMatch(new RegExp(`^${server.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
  expect(JSON.parse((await cli('users', 'list', '--json')).out)).toEqual([
    expect.objectContaining({ email: 'op@example.com', account: server.accountName, passwordSet: false }),
  ]);

  const client = new WebClient(server.baseUrl);
  const path = new URL(link).pathname;
  await client.get(path);
  expect(await client.post(path, { password: 'a long enough passphrase' })).toMatchObject({ status: 303, location: '/settings' });
  expect(textOf((await client.get('/settings')).html)).toContain('Signed in as op@example.com');
  expect(JSON.parse((await cli('users', 'list', '--json')).out)[0].passwordSet).toBe(true);
});

test('an unknown account or a missing --email is an error with a message', async () => {
  expect(await cli('users', 'invite', 'nobody', '--email', 'a@example.com')).toMatchObject({
    code: 1,
    err: expect.stringContaining('No account named "nobody"'),
  });
  expect(await cli('users', 'invite', server.accountName)).toMatchObject({ code: 2, err: expect.stringContaining('--email') });
});

test('an email already signing in to another account cannot be invited to a second one', async () => {
  await server.createAccount('other');
  await cli('users', 'invite', server.accountName, '--email', 'shared@example.com');
  expect(await cli('users', 'invite', 'other', '--email', 'shared@example.com')).toMatchObject({
    code: 1,
    err: expect.stringContaining('already signs in to another account'),
  });
});
