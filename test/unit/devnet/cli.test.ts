import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Envelope, type InvokeResult, NNS, OWNER, post, rawRequest, rpc } from './helpers';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'test/devnet/cli.ts');

function start(args: string[]): { child: ChildProcessWithoutNullStreams; ready: Promise<{ url: string; summary: string }>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT });
  let out = '';
  child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
  const ready = new Promise<{ url: string; summary: string }>((resolvePromise, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const lines = out.split('\n');
      const url = lines.find((l) => /^http:\/\//.test(l));
      const summary = lines.find((l) => l.startsWith('NNS devnet'));
      if (url && summary) resolvePromise({ url, summary });
    });
    child.once('exit', (code) => reject(new Error(`devnet CLI exited with ${code}: ${out}`)));
  });
  return { child, ready, output: () => out };
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null) resolvePromise(child.exitCode);
    else child.once('exit', (code) => resolvePromise(code));
  });
}

describe('devnet CLI (npm run devnet)', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'nns-devnet-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the URL and a summary, serves, and stops cleanly on SIGINT', async () => {
    const cli = start(['--port', '0', '--count', '120', '--personality', 'neo-go', '--max-items', '50', '--seed', '4']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
      assert.match(summary, /neo-go.*120 names.*5 owners.*max 50 iterator items/);
      const version = await rpc<{ useragent: string; rpc: { maxiteratorresultitems: number } }>(url, 'getversion', []);
      assert.equal(version.body.result?.useragent, '/NEO-GO:0.106.0/');
      assert.equal(version.body.result?.rpc.maxiteratorresultitems, 50);
      cli.child.kill('SIGINT');
      assert.equal(await exitOf(cli.child), 0, cli.output());
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('loads names from a JSON file and honours --contract and --no-rpc-version; SIGTERM stops it', async () => {
    const file = join(dir, 'names.json');
    const contract = '0x' + 'cd'.repeat(20);
    writeFileSync(file, JSON.stringify([
      { name: 'alpha.neo', owner: OWNER },
      { name: 'beta.neo', owner: OWNER.toUpperCase().replace('0X', '0x'), expiration: 1767225600000, admin: null },
      { name: 'gamma.neo', owner: '0x' + '11'.repeat(20), records: [{ type: 1, data: '1.2.3.4' }] },
    ]));
    const cli = start(['--port', '0', '--names', file, '--contract', contract, '--no-rpc-version']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /3 names, 2 owners/);
      const version = await rpc<Record<string, unknown>>(url, 'getversion', []);
      assert.ok(!('rpc' in (version.body.result ?? {})));
      const result = (await rpc<InvokeResult>(url, 'invokefunction', [contract, 'tokensOf', [{ type: 'Hash160', value: OWNER }]])).body.result!;
      assert.equal(result.state, 'HALT');
      const page = await rpc<{ value: string }[]>(url, 'traverseiterator', [result.session, result.stack[0]!.id, 100]);
      assert.deepEqual(page.body.result?.map((v) => Buffer.from(v.value, 'base64').toString()).sort(), ['alpha.neo', 'beta.neo']);
      const other: Envelope<InvokeResult> = (await rpc<InvokeResult>(url, 'invokefunction', [NNS, 'tokens', []])).body;
      assert.equal(other.result?.state, 'FAULT', 'the MainNet hash is not this devnet\'s contract');
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('--latency, --no-batch and --personality neo-go-expansion: a distant node behind a proxy without batches', async () => {
    const cli = start(['--port', '0', '--count', '30', '--personality', 'neo-go-expansion', '--latency', '120', '--no-batch']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /neo-go-expansion.*30 names.*120 ms latency, batches refused —/);
      const started = Date.now();
      const version = await rpc<{ useragent: string; rpc: Record<string, unknown> }>(url, 'getversion', []);
      assert.ok(Date.now() - started >= 110, `answered after ${Date.now() - started} ms`);
      assert.equal(version.body.result?.rpc.sessionexpansionenabled, true);
      const refused = await post<Envelope>(url, [{ jsonrpc: '2.0', id: 1, method: 'getversion', params: [] }]);
      assert.equal(refused.body.error?.code, -32600);
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('--no-batch-status N refuses arrays with that HTTP status; --max-body sets the body limit', async () => {
    const cli = start(['--port', '0', '--count', '5', '--no-batch-status', '502', '--max-body', '200']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /batches refused with HTTP 502/);
      assert.equal((await post(url, [{ jsonrpc: '2.0', id: 1, method: 'getversion', params: [] }])).status, 502);
      assert.equal((await post(url, { jsonrpc: '2.0', id: 1, method: 'getversion', params: [], pad: 'x'.repeat(200) })).status, 413);
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('--cors off refuses cross-origin requests; --cors ORIGINS allows those; neo-go has no list', async () => {
    const cli = start(['--port', '0', '--count', '5', '--cors', 'off']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /CORS: cross-origin requests refused —/);
      const preflight = { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'POST' } };
      const refused = await rawRequest(url, preflight);
      assert.equal(refused.headers['access-control-allow-origin'], undefined);
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
    const listed = start(['--port', '0', '--count', '5', '--cors', 'http://127.0.0.1:1,https://vscode.dev']);
    try {
      const { url, summary } = await listed.ready;
      assert.match(summary, /CORS: http:\/\/127\.0\.0\.1:1, https:\/\/vscode\.dev —/);
      const allowed = await rawRequest(url, { method: 'OPTIONS', headers: { Origin: 'https://vscode.dev', 'Access-Control-Request-Method': 'POST' } });
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://vscode.dev');
      listed.child.kill('SIGTERM');
      assert.equal(await exitOf(listed.child), 0);
    } finally {
      if (listed.child.exitCode === null) listed.child.kill('SIGKILL');
    }
    const neoGo = start(['--cors', 'https://vscode.dev', '--personality', 'neo-go']);
    neoGo.ready.catch(() => undefined);
    assert.equal(await exitOf(neoGo.child), 2);
    assert.match(neoGo.output(), /--cors: neo-go allows any origin or none/);
  });

  it('--personality csharp-nofindstorage, --page-size, --disable and --storage-mismatch', async () => {
    const cli = start(['--port', '0', '--count', '30', '--personality', 'csharp-nosession', '--page-size', '7', '--disable', 'getstorage',
      '--storage-mismatch', 'names']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /findstorage pages of 7, disabled: getstorage, storage mismatching \(names\) —/);
      const page = await rpc<{ results: unknown[] }>(url, 'findstorage', [NNS, 'IQ==', 0]);
      assert.equal(page.body.result?.results.length, 7);
      assert.equal((await rpc(url, 'getstorage', [NNS, 'AA=='])).body.error?.code, -600);
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
    const old = start(['--port', '0', '--count', '3', '--personality', 'csharp-nofindstorage']);
    try {
      const { url } = await old.ready;
      assert.equal((await rpc(url, 'findstorage', [NNS, 'IQ==', 0])).body.error?.code, -32601);
      old.child.kill('SIGTERM');
      assert.equal(await exitOf(old.child), 0);
    } finally {
      if (old.child.exitCode === null) old.child.kill('SIGKILL');
    }
  });

  it('--local-chain: a network magic of its own, four contracts, the NNS one second at its own hash', async () => {
    const cli = start(['--port', '0', '--count', '10', '--local-chain']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /contract 0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665, network 1431045385 \(a local chain: 4 contracts\)/);
      const version = await rpc<{ protocol: { network: number } }>(url, 'getversion', []);
      assert.equal(version.body.result?.protocol.network, 1431045385);
      const nns = await rpc<{ hash: string; manifest: { name: string } }>(url, 'getcontractstate', [2]);
      assert.deepEqual([nns.body.result?.hash, nns.body.result?.manifest.name], ['0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665', 'NameService']);
      const none = await rpc<unknown>(url, 'getcontractstate', [5]);
      assert.deepEqual(none.body.error, { code: -102, message: 'Unknown contract' });
      cli.child.kill('SIGINT');
      assert.equal(await exitOf(cli.child), 0, cli.output());
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('--walk-cost-ns: findstorage spends that long on each entry it walks; a line `walked` on stdin prints the count', async () => {
    const cli = start(['--port', '0', '--count', '30', '--personality', 'neo-go', '--page-size', '7', '--walk-cost-ns', '3000000']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /findstorage pages of 7, 3000000 ns per storage entry walked —/);
      const started = performance.now();
      await rpc(url, 'findstorage', [NNS, 'IQ==', 20]); // 20 stepped over, 7 taken, one more: 28 entries, 84 ms
      assert.ok(performance.now() - started >= 84, `${performance.now() - started} ms`);
      const answer = new Promise<string>((resolvePromise) => {
        cli.child.stdout.on('data', () => {
          const line = /^walked \d+$/m.exec(cli.output());
          if (line) resolvePromise(line[0]);
        });
      });
      cli.child.stdin.write('walked\n');
      assert.equal(await answer, 'walked 28');
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
  });

  it('--address-version, --session-pool, --key-not-found-sessions and --buffer-every: what real nodes do beyond the common case', async () => {
    const cli = start(['--port', '0', '--count', '30', '--personality', 'neo-go-expansion', '--address-version', '66', '--session-pool', '1',
      '--buffer-every', '10', '--max-items', '10']);
    try {
      const { url, summary } = await cli.ready;
      assert.match(summary, /address version 66, 1 sessions at most, every 10th name with Buffers —/);
      const version = await rpc<{ protocol: { addressversion: number } }>(url, 'getversion', []);
      assert.equal(version.body.result?.protocol.addressversion, 66);
      // 30 names, 10 inline: each tokens() opens a session, and the pool holds one.
      const tokensCall = () => rpc<{ session?: string }>(url, 'invokefunction', [NNS, 'tokens', []]);
      assert.ok((await tokensCall()).body.result?.session);
      assert.deepEqual((await tokensCall()).body.error, { code: -32603, message: 'Internal error', data: 'max session capacity reached' });
      const storage = await rpc<{ results: { value: string }[] }>(url, 'findstorage', [NNS, 'IQ==', 0]);
      const types = storage.body.result!.results.map((entry) => Buffer.from(entry.value, 'base64')[2]);
      assert.equal(types.filter((type) => type === 0x30).length, 3, 'every 10th of 30 NameStates holds Buffers');
      cli.child.kill('SIGTERM');
      assert.equal(await exitOf(cli.child), 0);
    } finally {
      if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    }
    const csharp = start(['--port', '0', '--count', '3', '--key-not-found-sessions']);
    try {
      const { url, summary } = await csharp.ready;
      assert.match(summary, /unknown sessions as KeyNotFoundException/);
      const sid = '8a6d8b1e-0000-4000-8000-000000000000';
      assert.equal((await rpc(url, 'traverseiterator', [sid, sid, 1])).body.error?.code, -2146232969);
      csharp.child.kill('SIGTERM');
      assert.equal(await exitOf(csharp.child), 0);
    } finally {
      if (csharp.child.exitCode === null) csharp.child.kill('SIGKILL');
    }
  });

  it('rejects bad arguments with exit code 2 and the usage', async () => {
    for (const args of [['--personality', 'geth'], ['--count', '-3'], ['--frobnicate'], ['--latency', '-5'], ['--no-batch-status', '99'],
      ['--page-size', '0'], ['--storage-mismatch', 'other'], ['--disable'], ['--walk-cost-ns', '-1']]) {
      const cli = start(args);
      cli.ready.catch(() => undefined);
      assert.equal(await exitOf(cli.child), 2, args.join(' '));
      assert.match(cli.output(), /--personality P/);
    }
  });

  it('refuses a names file that is not an array of DomainRecord', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify([{ name: 'x.neo', owner: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r' }]));
    const cli = start(['--port', '0', '--names', file]);
    cli.ready.catch(() => undefined);
    assert.equal(await exitOf(cli.child), 2);
    assert.match(cli.output(), /not an array of DomainRecord/);
  });
});
