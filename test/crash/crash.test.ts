import { crashLoop } from './crashLoop';

jest.setTimeout(300_000);

test('SIGKILL under load, 5 times: after each restart the stores parse and hold every charge answered 200', async () => {
  const { kills, problems } = await crashLoop({ kills: 5 });
  expect(problems).toEqual([]);
  expect(kills).toHaveLength(5);
  // The load did reach the server between kills, so the check above had charges to find.
  expect(kills[kills.length - 1].acknowledged).toBeGreaterThan(0);
  for (const { committed, acknowledged } of kills) expect(committed).toBeGreaterThanOrEqual(acknowledged);
});
