// `npm run bench -- realnode`: names listed from a real neo-go node by each route it allows, on loopback
// and through a delaying proxy, beside the devnet holding the same names; without Go it says so.
// BENCH_REALNODE_NAMES sets how many names, BENCH_REALNODE_ROUTES which routes (session, storage).
import { spawnDevnet } from './devnetProcess';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkGo, ensureNeoGo, seedChain, startRealNode, type RealNode } from '../lib/neoGo.mjs';
import type { RpcSettings } from '../lib/neoGoConfig.mjs';
import { shippedCode } from './shippedCode.mjs';
import type { DomainList, NodeConfig } from '../../src/core';

interface RouteCase {
  readonly route: DomainList['strategy'];
  readonly rpc: RpcSettings;
  readonly personality: string;
}

const CASES: readonly RouteCase[] = [
  { route: 'session', rpc: { sessions: true }, personality: 'neo-go-sessions' },
  { route: 'session', rpc: { sessions: true, expansion: true }, personality: 'neo-go-expansion' },
  { route: 'storage', rpc: {}, personality: 'neo-go-nosession' },
];
const DISTANT_MS = 50;
const NAMES = Number(process.env.BENCH_REALNODE_NAMES ?? 10_000);
const ROUTES = process.env.BENCH_REALNODE_ROUTES?.split(',');

export async function benchRealNode(runs: number): Promise<void> {
  console.log(`\nA real neo-go v0.122.0 node (${NAMES.toLocaleString('en-US')} names, neo-go's NNS contract) beside the devnet holding the same names`);
  const go = await checkGo();
  if (!go.ok) {
    console.log(`  skipped: ${go.reason}`);
    return;
  }
  const quiet = () => undefined;
  const tools = await ensureNeoGo({ log: quiet });
  const chain = await seedChain(tools, { names: NAMES, log: quiet });
  const rows: string[][] = [['configuration', 'route', 'node', 'loopback', 'requests', `${DISTANT_MS} ms`, 'requests']];
  for (const c of CASES.filter((c) => !ROUTES || ROUTES.includes(c.route))) {
    const node = await startRealNode({ tools, chain, rpc: c.rpc, log: quiet });
    const devnet = await startDevnetProcess(node, c.personality);
    try {
      const label = c.rpc.expansion ? 'session expansion' : c.rpc.sessions ? 'sessions on' : 'sessions off';
      for (const [which, url] of [['neo-go', node.rpcUrl], ['devnet', devnet.url]] as const) {
        const near = await measure({ rpcUrl: url, contractHash: node.contractHash }, node.names.length, c.route, runs);
        const proxy = await delayingProxy(url, DISTANT_MS);
        try {
          const far = await measure({ rpcUrl: proxy.url, contractHash: node.contractHash }, node.names.length, c.route, runs);
          rows.push([label, c.route, which, `${near.ms.toFixed(0)} ms`, String(near.requests), `${far.ms.toFixed(0)} ms`, String(far.requests)]);
        } finally {
          await proxy.close();
        }
      }
    } finally {
      await devnet.stop();
      await node.stop();
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

/** The median time of `runs` listings (after one that learns the node), and the requests of one. */
async function measure(node: NodeConfig, count: number, route: DomainList['strategy'], runs: number): Promise<{ ms: number; requests: number }> {
  const { NodeKnowledge, listTokens } = await shippedCode();
  const knowledge = new NodeKnowledge();
  await listTokens(node, { knowledge });
  const times: number[] = [];
  let requests = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const list = await listTokens(node, { knowledge });
    times.push(performance.now() - started);
    if (!list.complete || list.names.length !== count || list.strategy !== route) {
      throw new Error(`${node.rpcUrl}: listed ${list.names.length} of ${count} by ${list.strategy}, complete=${list.complete}`);
    }
    requests = list.requests;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, requests };
}

/** An HTTP proxy on loopback that answers each request `delayMs` late, like a distant node. */
export async function delayingProxy(target: string, delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        fetch(target, { method: req.method ?? 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
          .then(async (answer) => {
            const body = Buffer.from(await answer.arrayBuffer());
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
            res.end(body);
          })
          .catch((error: unknown) => {
            res.writeHead(502);
            res.end(String(error));
          });
      }, delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The devnet in its own process (as the other bench rows run it), holding the real node's names. */
async function startDevnetProcess(node: RealNode, personality: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const hashOf = new Map(node.owners.map((o) => [o.address, o.scriptHash]));
  const dir = mkdtempSync(join(tmpdir(), 'nns-bench-realnode-'));
  const file = join(dir, 'names.json');
  writeFileSync(file, JSON.stringify(node.names.map((n) => ({ name: n.name, owner: hashOf.get(n.owner) }))));
  const devnet = await spawnDevnet(['--names', file, '--personality', personality, '--nns-contract', 'neo-go', '--contract', node.contractHash]);
  return {
    url: devnet.url,
    stop: async () => {
      await devnet.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
