// `npm run bench -- names`: names as code. The plan of a 200-name file against a devnet that answers
// each request after 50 ms (its reads as the shipped core makes them, then the model's parse and plan),
// and an apply of 20 new names with two records each: its transactions and each one's preparation.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hex } from '@scure/base';
import { contractAbiOf, contractAbiStateSchema } from '../../src/core/contracts/contractWriteInfo';
import * as write from '../../src/core/write';
import type { NamesFile, NamesState } from '../../src/model/namesFile/api';
import { groupPlan } from '../../src/model/namesFile/group';
import { planNames } from '../../src/model/namesFile/plan';
import { parseNamesFile } from '../../src/model/namesFile/syntax';
import { englishLocalizer as l10n } from '../../src/model/text/localizer';
import type { SigningAccount } from '../../src/model/write/accounts/signingAccounts';
import { contractWriteApi, isUnsupported } from '../../src/model/write/contracts/contractApi';
import { generateNames, type DomainRecord } from '../../test/devnet';
import { halted, policyAnswers, result, startFakeNode, version } from '../../test/unit/core/transactions/fakeNode';
import { REPO_ROOT } from '../lib/paths.mjs';
import { spawnDevnet } from './devnetProcess';
import { median, printTable } from './figures';
import { shippedCode } from './shippedCode.mjs';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const DISTANT_MS = 50;
const HELD = 150;
const FREE = 50;
const NEW_NAMES = 20;

export async function benchNamesFile(runs: number): Promise<void> {
  console.log(`\nNames as code: Plan of a ${HELD + FREE}-name file (${HELD} held, a third with two records; ${FREE} free), each request answered after ${DISTANT_MS} ms`);
  const code = await shippedCode();
  const api = contractWriteApi(contractAbiOf(contractAbiStateSchema.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'test/fixtures/write/nameservice-csharp.contractstate.json'), 'utf8')))));
  const records = generateNames(HELD, { seed: 11, expiredShare: 0 }).map((record, i): DomainRecord => ({
    ...record, admin: null, records: i % 3 === 0 ? [{ type: 16, data: `txt-${i}` }, { type: 1, data: '93.184.216.34' }] : [],
  }));
  const dir = join(REPO_ROOT, '.cache', 'bench');
  mkdirSync(dir, { recursive: true });
  const namesJson = join(dir, 'names-file-state.json');
  writeFileSync(namesJson, JSON.stringify(records));
  // The file: the held names as they are but every tenth TXT changed, and the free names registered.
  const owner = code.scriptHashToAddress(records[0]!.owner);
  const declared: Record<string, unknown> = {};
  records.forEach((record, i) => {
    const name = String(record.name);
    declared[name] = { owner: code.scriptHashToAddress(record.owner), records: i % 3 === 0 ? { TXT: i % 10 === 0 ? 'changed' : `txt-${i}`, A: '93.184.216.34' } : {} };
  });
  for (let i = 0; i < FREE; i++) declared[`bench-new-${i}.neo`] = { owner, records: { TXT: 'new' } };
  const text = JSON.stringify({ names: declared }, null, 2);
  const accounts = [...new Set(records.map((record) => record.owner))].map((scriptHash) => signingAccountOf(code.scriptHashToAddress(scriptHash), scriptHash, ''));

  const rows = [['node', 'plan (median)', 'read', 'parse + plan', 'requests', 'calls', 'changes', 'conflicts', 'as the file says']];
  for (const personality of ['sessions', 'neo-go']) {
    const devnet = await startDevnet(namesJson, personality);
    try {
      const node = { rpcUrl: devnet.url, contractHash: NNS };
      const price = isUnsupported(api.getPrice) ? undefined : api.getPrice;
      const planOnce = async () => {
        let requests = 0;
        let calls = 0;
        const started = performance.now();
        const state = await code.readNamesState(node, Object.keys(declared), {
          ...(price ? { price } : {}), knowledge: new code.NodeKnowledge(), onRequest: (event) => { requests++; calls += event.calls ?? 1; },
        });
        const read = performance.now();
        const file: NamesFile = parseNamesFile(text, { family: api.family, l10n }).file;
        const plan = planNames(file, state as NamesState, { api, accounts, chainTime: state.chainTime ?? Date.now(), l10n });
        const done = performance.now();
        return { ms: done - started, readMs: read - started, planMs: done - read, requests, calls, plan };
      };
      await planOnce(); // warm-up
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await planOnce());
      const last = measured.at(-1)!;
      rows.push([
        personality === 'sessions' ? 'C# node, MainNet contract' : 'neo-go node',
        `${median(measured.map((each) => each.ms)).toFixed(0)} ms`, `${median(measured.map((each) => each.readMs)).toFixed(0)} ms`, `${median(measured.map((each) => each.planMs)).toFixed(1)} ms`,
        String(last.requests), String(last.calls), String(last.plan.changeCount), String(last.plan.conflicts.length), String(last.plan.unchanged.length),
      ]);
    } finally {
      await devnet.stop();
    }
  }
  printTable(rows);
  console.log('  target: under 1 s in at most 4 requests. read: readNamesState as shipped (NameStates from storage, 100 calls to a request, in flight together;');
  console.log('  then the records, isAvailable and prices in gathering scripts, one request); parse + plan: the model from its sources (no network).');
  await benchApply(api);
}

/** Apply of 20 new names with two records each: groupPlan's transactions, each prepared (against a node that answers at once) as the write module prepares it. */
async function benchApply(api: ReturnType<typeof contractWriteApi>): Promise<void> {
  const key = write.PrivateKey.generate();
  const account = write.accountFromPrivateKey(key);
  const signer = signingAccountOf(account.address, account.scriptHash, hex.encode(account.verificationScript));
  const names = Array.from({ length: NEW_NAMES }, (_, i) => `apply-${String(i).padStart(2, '0')}.neo`);
  const text = JSON.stringify({ names: Object.fromEntries(names.map((name, i) => [name, { owner: account.address, records: { A: `93.184.216.${10 + i}`, TXT: `app ${i}` } }])) });
  const state: NamesState = { names: names.map((name) => ({ name, state: 'free', price: 2n * 100_000_000n })), chainTime: Date.now(), requests: 0, calls: 0 };
  const plan = planNames(parseNamesFile(text, { family: api.family, l10n }).file, state, { api, accounts: [signer], chainTime: Date.now(), l10n });
  const batches = groupPlan(plan, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write);
  const node = await startFakeNode({
    invokescript: () => halted([{ type: 'Boolean', value: true }], '1000000000'),
    getblockcount: () => result(1200),
    invokefunction: policyAnswers({ balance: 100_000_000_000n }),
    getversion: () => version(),
    calculatenetworkfee: () => result({ networkfee: '0' }),
  });
  const rows = [['transaction', 'changes', 'calls', 'script bytes', 'requests to prepare', 'calls in them']];
  try {
    for (const [i, batch] of batches.entries()) {
      const before = node.requests();
      const calls = node.calls.length;
      const accounts = batch.signers.map((each) => write.accountFromVerificationScript(hex.decode(each.verificationScript)));
      await write.prepareTransaction({ rpcUrl: node.url, contractHash: NNS }, batch.calls, accounts);
      const script = batch.calls.reduce((sum, call) => sum + write.buildContractCallScript(call).length, 0);
      rows.push([`${i + 1} of ${batches.length} (stage ${batch.stage})`, String(batch.changes.length), String(batch.calls.length), String(script), String(node.requests() - before), String(node.calls.length - calls)]);
    }
  } finally {
    await node.close();
  }
  console.log(`\nApply of ${NEW_NAMES} new names with two records each (${plan.changeCount} changes): transactions by groupPlan within the node's limits, each prepared by prepareTransaction`);
  printTable(rows);
  console.log('  target: the fewest transactions the limits allow (one signer: one, if it fits), each prepared in at most 3 requests before its confirmation');
  console.log('  (the prices come from the plan\'s reads: no request of their own).');
}

function signingAccountOf(address: string, scriptHash: string, verificationScript: string): SigningAccount {
  return {
    address, scriptHash, label: '', wallet: 'bench', file: 'bench.json', kind: 'signature', threshold: 1, publicKeys: [], verificationScript,
    keyHolders: [], needsPassword: false, isDefault: false,
  };
}

interface Devnet { url: string; stop: () => Promise<void> }

/** A devnet in its own process, holding the names of `namesJson`, answering after DISTANT_MS. */
function startDevnet(namesJson: string, personality: string): Promise<Devnet> {
  return spawnDevnet(['--names', namesJson, '--personality', personality, '--latency', String(DISTANT_MS)]);
}
