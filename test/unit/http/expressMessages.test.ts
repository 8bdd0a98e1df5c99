/**
 * The server's request and response objects are born with the app's prototypes, so express's own
 * prototype swap finds nothing to change, and express's helpers still work on them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expressMessageClasses } from '../../../server/http/intake/expressMessages';

describe('expressMessageClasses', () => {
  let server: Server;
  let url: string;
  const seen: { requestBorn: boolean; responseBorn: boolean }[] = [];

  beforeAll(async () => {
    const app = express();
    app.get('/hello/:name', (req, res) => {
      res.status(201).json({ name: req.params.name, path: req.path, query: req.query.q });
    });
    server = createServer(expressMessageClasses(app), (req, res) => {
      // Before express has touched them.
      seen.push({ requestBorn: Object.getPrototypeOf(req) === app.request, responseBorn: Object.getPrototypeOf(res) === app.response });
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands express objects that already have its prototypes, and its helpers answer as usual', async () => {
    const res = await fetch(`${url}/hello/ada?q=1`);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ name: 'ada', path: '/hello/ada', query: '1' });
    expect(seen).toEqual([{ requestBorn: true, responseBorn: true }]);
  });
});
