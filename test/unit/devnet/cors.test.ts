// The devnet's CORS layer (test/devnet/cors.ts) over real HTTP: what the C# RpcServer (ASP.NET Core's
// CORS middleware with EnableCors / AllowOrigins) and neo-go (EnableCORSWorkaround) answer a browser.
import assert from 'node:assert/strict';
import { type Devnet, startDevnet } from '../../devnet/index';
import { rawRequest, simpleNames } from './helpers';

const ORIGIN = 'http://127.0.0.1:8080';
const GETVERSION = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getversion', params: [] });
/** What Chromium sends before a POST with Content-Type: application/json from another origin. */
const PREFLIGHT = { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' };
const CORS_HEADER = /^access-control-|^vary$/;

type Raw = Awaited<ReturnType<typeof rawRequest>>;
const corsHeaders = (answer: Raw) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => CORS_HEADER.test(name)));
const preflight = (url: string, headers: Record<string, string> = PREFLIGHT) => rawRequest(url, { method: 'OPTIONS', headers });
const getversion = (url: string, headers: Record<string, string> = { Origin: ORIGIN }) =>
  rawRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: GETVERSION });

describe('devnet: cross-origin requests (CORS)', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: simpleNames(3) });
  });
  after(() => devnet.close());
  afterEach(() => devnet.configure({ personality: 'sessions', cors: undefined, faults: [] }));

  describe('C# RpcServer, EnableCors true and AllowOrigins empty (its default)', () => {
    it('answers a preflight itself: 204, any origin, header Content-Type, methods GET and POST', async () => {
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 204);
      assert.equal(answer.body.length, 0);
      assert.deepEqual(corsHeaders(answer), {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'Content-Type',
        'access-control-allow-methods': 'GET,POST',
      });
      assert.deepEqual(devnet.requests, [], 'the JSON-RPC layer never saw it');
      assert.equal(devnet.httpRequests.at(-1)?.httpMethod, 'OPTIONS');
      assert.equal(devnet.httpRequests.at(-1)?.status, 204);
    });

    it('adds Allow-Origin to the answers of requests that carry an Origin, and nothing without one', async () => {
      const cross = await getversion(devnet.url);
      assert.equal(cross.status, 200);
      assert.deepEqual(corsHeaders(cross), { 'access-control-allow-origin': '*' });
      assert.match(cross.body.toString('utf8'), /"useragent"/);
      const sameOrigin = await getversion(devnet.url, {});
      assert.deepEqual(corsHeaders(sameOrigin), {});
    });

    it('adds it to failures too (a fault, an HTTP 500), as the middleware does to every answer', async () => {
      devnet.setFaults([{ kind: 'http500' }]);
      const answer = await getversion(devnet.url);
      assert.equal(answer.status, 500);
      assert.deepEqual(corsHeaders(answer), { 'access-control-allow-origin': '*' });
    });

    it('treats an OPTIONS request without Access-Control-Request-Method as no preflight: RpcServer\'s empty 200', async () => {
      const answer = await preflight(devnet.url, { Origin: ORIGIN });
      assert.equal(answer.status, 200);
      assert.deepEqual(corsHeaders(answer), { 'access-control-allow-origin': '*' });
      assert.equal(answer.body.length, 0);
    });
  });

  describe('C# RpcServer with AllowOrigins', () => {
    it('echoes a listed origin with credentials, and Vary: Origin when several are listed', async () => {
      devnet.configure({ cors: [ORIGIN, 'https://vscode.dev'] });
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 204);
      assert.deepEqual(corsHeaders(answer), {
        'access-control-allow-origin': ORIGIN,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'Content-Type',
        'access-control-allow-methods': 'GET,POST',
        vary: 'Origin',
      });
      devnet.configure({ cors: [ORIGIN] });
      assert.deepEqual(corsHeaders(await getversion(devnet.url)), {
        'access-control-allow-origin': ORIGIN, 'access-control-allow-credentials': 'true',
      });
    });

    it('gives an origin that is not listed no CORS header at all (the preflight is still 204)', async () => {
      devnet.configure({ cors: ['https://vscode.dev'] });
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 204);
      assert.deepEqual(corsHeaders(answer), {});
      assert.deepEqual(corsHeaders(await getversion(devnet.url)), {});
    });
  });

  describe('refused: C# with EnableCors false', () => {
    it('lets the preflight reach RpcServer (an empty 200 without CORS headers) and adds nothing to answers', async () => {
      devnet.configure({ cors: false });
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.length, 0);
      assert.deepEqual(corsHeaders(answer), {});
      const post = await getversion(devnet.url);
      assert.equal(post.status, 200, 'the node still answers; the browser withholds the answer');
      assert.deepEqual(corsHeaders(post), {});
    });
  });

  describe('neo-go', () => {
    it('refuses by default: OPTIONS is an invalid method (JSON-RPC error), no CORS header anywhere', async () => {
      devnet.configure({ personality: 'neo-go', cors: undefined });
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 422);
      assert.match(answer.body.toString('utf8'), /invalid method 'OPTIONS', please retry with 'POST'/);
      assert.deepEqual(corsHeaders(answer), {});
      assert.deepEqual(corsHeaders(await getversion(devnet.url)), {});
    });

    it('with EnableCORSWorkaround: 200 to OPTIONS with its fixed headers, and any origin on every answer', async () => {
      devnet.configure({ personality: 'neo-go', cors: true });
      const answer = await preflight(devnet.url);
      assert.equal(answer.status, 200);
      assert.deepEqual(corsHeaders(answer), {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'Content-Type, Access-Control-Allow-Headers, Authorization, X-Requested-With',
        'access-control-allow-methods': 'GET, POST',
        'access-control-max-age': '21600',
      });
      assert.deepEqual(corsHeaders(await getversion(devnet.url, {})), {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'Content-Type, Access-Control-Allow-Headers, Authorization, X-Requested-With',
      });
    });

    it('has no per-origin list', () => {
      assert.throws(() => devnet.configure({ personality: 'neo-go', cors: [ORIGIN] }), /neo-go allows any origin or none/);
    });
  });

  it('follows the personality when not set: on for C#, off for neo-go', async () => {
    const neoGo = await startDevnet({ names: simpleNames(1), personality: 'neo-go-expansion' });
    try {
      const refused = await preflight(neoGo.url);
      assert.match(refused.body.toString('utf8'), /invalid method 'OPTIONS'/, 'neo-go 0.120 answers it with 200, still an error');
      assert.deepEqual(corsHeaders(refused), {});
      neoGo.configure({ personality: 'csharp-legacy' });
      assert.equal(corsHeaders(await preflight(neoGo.url))['access-control-allow-origin'], '*');
    } finally {
      await neoGo.close();
    }
  });

  it('rejects an origin that is not scheme://host[:port]', async () => {
    await assert.rejects(startDevnet({ cors: ['vscode.dev'] }), /cors origins look like https:\/\/host\[:port\]/);
  });
});
