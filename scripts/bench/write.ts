// `npm run bench -- write`: one registration on a real neo-go node through the write module as it ships:
// its requests and calls, and each step's time to the block, on loopback and from a distant node; also
// decrypting an encrypted key with the standard's scrypt parameters. Needs Go.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkGo, ensureNeoGo, seedChain, startRealNode } from '../lib/neoGo.mjs';
import { REPO_ROOT } from '../lib/paths.mjs';
import type * as Write from '../../src/core/write';
import { median, printTable } from './figures';
import { delayingProxy } from './realNode';

const DISTANT_MS = 50;
const GAS = 100_000_000n;

interface Timing {
  prepareMs: number;
  signMs: number;
  sendMs: number;
  waitMs: number;
  totalMs: number;
  requests: number;
  calls: number;
}

/** The write module bundled as dist/write.js bundles it, loaded as an ES module. */
async function shippedWrite(): Promise<typeof Write> {
  const outfile = join(REPO_ROOT, '.cache', 'bench', 'write.mjs');
  mkdirSync(join(outfile, '..'), { recursive: true });
  await esbuild.build({ entryPoints: [join(REPO_ROOT, 'src/core/write.ts')], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'warning' });
  return (await import(pathToFileURL(outfile).href)) as typeof Write;
}

export async function benchWrite(runs: number): Promise<void> {
  console.log('\nThe write path: registering a name on a real neo-go v0.122.0 node (100 ms blocks when transactions wait, 1 s otherwise)');
  const go = await checkGo();
  if (!go.ok) {
    console.log(`  skipped: ${go.reason}`);
    return;
  }
  const write = await shippedWrite();
  const quiet = () => undefined;
  const tools = await ensureNeoGo({ log: quiet });
  const chain = await seedChain(tools, { log: quiet });
  const node = await startRealNode({ tools, chain, log: quiet });
  const keys: Write.PrivateKey[] = [];
  try {
    const config = { rpcUrl: node.rpcUrl, contractHash: node.contractHash };
    const wallet = JSON.parse(readFileSync(tools.wallet, 'utf8')) as { accounts: Array<{ address: string; key: string; contract?: { script?: string } | null }>; scrypt: Write.ScryptParams };
    const entry = wallet.accounts.find((a) => a.address === node.committee);
    if (!entry?.contract?.script) throw new Error(`no ${node.committee} in ${tools.wallet}`);
    const committee = write.accountFromVerificationScript(Buffer.from(entry.contract.script, 'base64'));
    const committeeKey = await write.decryptNep2(entry.key, 'one', wallet.scrypt);
    const ownerKey = write.PrivateKey.generate();
    keys.push(committeeKey, ownerKey);
    const owner = write.accountFromPrivateKey(ownerKey);
    const fund: Write.ContractCall = {
      contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
      args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: owner.scriptHash }, { type: 'Integer', value: 100n * GAS }, { type: 'Any', value: null }],
    };
    await registerOnce(write, config, fund, [committee], keys, 100);

    let counter = 0;
    const register = (): Write.ContractCall => ({
      contractHash: node.contractHash, method: 'register', assertResult: true,
      args: [{ type: 'String', value: `bench-${Date.now().toString(36)}-${counter++}.neo` }, { type: 'Hash160', value: owner.scriptHash }],
    });
    const rows: string[][] = [['node', 'poll', 'requests', 'calls', 'prepare', 'sign', 'send', 'in a block', 'total']];
    for (const [label, delay] of [['loopback', 0], [`+${DISTANT_MS} ms`, DISTANT_MS]] as const) {
      const proxy = delay ? await delayingProxy(node.rpcUrl, delay) : undefined;
      try {
        const at = { ...config, rpcUrl: proxy?.url ?? config.rpcUrl };
        for (const poll of [500, 100]) {
          await registerOnce(write, at, register(), [owner], keys, poll); // warm-up
          const timings: Timing[] = [];
          for (let run = 0; run < runs; run++) timings.push(await registerOnce(write, at, register(), [owner], keys, poll));
          const med = (pick: (t: Timing) => number) => `${median(timings.map(pick)).toFixed(0)} ms`;
          rows.push([label, `${poll} ms`, String(timings[0]!.requests), String(timings[0]!.calls), med((t) => t.prepareMs), med((t) => t.signMs), med((t) => t.sendMs), med((t) => t.waitMs), med((t) => t.totalMs)]);
        }
      } finally {
        await proxy?.close();
      }
    }
    printTable(rows);
    console.log('requests, calls: of one registration until it is sent (prepare: one batch of the test invocation, the block count, the GAS balance and getversion, then');
    console.log('  calculatenetworkfee; send: sendrawtransaction), first contact; a caller that keeps the network info saves getversion (one call, no request).');
    console.log('in a block: sendrawtransaction answered → the application log seen, one getblockcount + getapplicationlog batch per look, at the poll interval.');
    console.log(`median of ${runs} runs after one warm-up, each a new name.`);

    const nep2Key = write.PrivateKey.generate();
    keys.push(nep2Key);
    const encrypted = await write.encryptNep2(nep2Key, 'a password', write.DEFAULT_SCRYPT);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      (await write.decryptNep2(encrypted, 'a password', write.DEFAULT_SCRYPT)).wipe();
      times.push(performance.now() - started);
    }
    console.log(`NEP-2 decryption, scrypt n 16384 r 8 p 8 (NEP-6's default), bundled: median ${median(times).toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(', ')}`);
  } finally {
    for (const key of keys) key.wipe();
    await node.stop();
  }
}

async function registerOnce(write: typeof Write, node: Write.PreparedTransaction['node'], call: Write.ContractCall, signers: readonly Write.VerificationAccount[], keys: readonly Write.PrivateKey[], pollIntervalMs: number): Promise<Timing> {
  let requests = 0;
  let calls = 0;
  const onRequest = (event: { calls?: number }) => {
    requests++;
    calls += event.calls ?? 1;
  };
  const t0 = performance.now();
  const prepared = await write.prepareTransaction(node, call, signers, { onRequest });
  const t1 = performance.now();
  const signed = write.signTransaction(prepared, keys);
  const t2 = performance.now();
  const hash = await write.sendTransaction(signed, node, { onRequest });
  const t3 = performance.now();
  const outcome = await write.waitForTransaction(node, hash, prepared.validUntilBlock, { pollIntervalMs });
  const t4 = performance.now();
  if (outcome.kind !== 'included' || outcome.vmState !== 'HALT') throw new Error(`${call.method}: ${JSON.stringify(outcome)}`);
  return { prepareMs: t1 - t0, signMs: t2 - t1, sendMs: t3 - t2, waitMs: t4 - t3, totalMs: t4 - t0, requests, calls };
}
