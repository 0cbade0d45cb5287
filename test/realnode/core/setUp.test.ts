// Setting up NNS on a fresh private chain (issue 31) on a real neo-go v0.122.0 node, through the core
// the Set Up NNS command uses: a node of its own over a new, empty chain (no NNS contract), the NNS
// contract's NEF and manifest as neo-go's module provides them (.cache/neo-go/…/nns/), the committee's
// key from neo-go's NEP-6 wallet (wallet1_solo.json, password "one"). The probe reads what _deploy
// does, the plan is one transaction (deploy, addRoot, setPrice), then the core lists, registers and
// resolves on the new contract; a second set-up finds the first; a wrong committee account is refused
// before signing. In one configuration only: setting up does not depend on the RPC settings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ensureNeoGo, startFreshNode, type FreshNode } from '../../../scripts/lib/neoGo.mjs';
import { findNameService, listRoots, listTokens, listTokensOf, NNS_MAINNET_HASH, type NodeConfig } from '../../../src/core';
import { resolveName } from '../../../src/core/names/resolve';
import {
  accountFromPrivateKey, accountFromVerificationScript, CONTRACT_MANAGEMENT_HASH, contractHashOf, decryptNep2, deployCall, GAS_HASH,
  isTransactionError, parseManifest, parseNef, planSetUp, prepareTransaction, PrivateKey, probeSetUp, sendTransaction, setUpFault,
  signTransaction, waitForTransaction, DEVELOPMENT_PRICE, type ContractCall, type ContractFiles, type PreparedTransaction, type SetUpPlan,
  type TransactionOutcome, type VerificationAccount,
} from '../../../src/core/write';
import { rawRpc, realNode } from '../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const GAS = 100_000_000n;

const walletSchema = z.object({
  accounts: z.array(z.object({ address: z.string(), key: z.string(), contract: z.object({ script: z.string().optional() }).nullable().optional() })),
  scrypt: z.object({ n: z.number(), r: z.number(), p: z.number() }),
});

describe(`real node (${real.configuration.name}): Set Up NNS on a fresh chain`, function () {
  this.timeout(300_000);
  let fresh: FreshNode;
  /** The settings' node: the fresh chain, and the contract hash the settings name by default (not on that chain). */
  let settings: NodeConfig;
  let files: ContractFiles;
  let committee: VerificationAccount;
  let committeeKey: PrivateKey;
  const strangerKey = PrivateKey.generate();
  const stranger = accountFromPrivateKey(strangerKey);
  let plan: SetUpPlan;
  let nns: NodeConfig;

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    const tools = await ensureNeoGo();
    fresh = await startFreshNode({ tools });
    settings = { rpcUrl: fresh.rpcUrl, contractHash: NNS_MAINNET_HASH };
    files = { nef: parseNef(readFileSync(tools.nef)), manifest: parseManifest(readFileSync(tools.manifest, 'utf8')) };
    const wallet = walletSchema.parse(JSON.parse(readFileSync(tools.wallet, 'utf8')));
    const entry = wallet.accounts.find((a) => a.address === fresh.committee);
    assert.ok(entry?.contract?.script, `no ${fresh.committee} in the wallet`);
    committee = accountFromVerificationScript(Buffer.from(entry.contract.script, 'base64'));
    committeeKey = await decryptNep2(entry.key, 'one', wallet.scrypt);
  });
  after(async () => {
    committeeKey?.wipe();
    strangerKey.wipe();
    await fresh?.stop();
  });

  async function run(calls: ContractCall | readonly ContractCall[], signers: readonly VerificationAccount[], keys: readonly PrivateKey[], at = settings): Promise<{ prepared: PreparedTransaction; outcome: TransactionOutcome }> {
    const prepared = await prepareTransaction(at, calls, signers);
    const hash = await sendTransaction(signTransaction(prepared, keys), at);
    return { prepared, outcome: await waitForTransaction(at, hash, prepared.validUntilBlock, { pollIntervalMs: 100 }) };
  }

  function assertHalted(outcome: TransactionOutcome): void {
    assert.equal(outcome.kind, 'included');
    assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT', outcome.kind === 'included' ? outcome.exception : 'expired');
  }

  async function rpc(method: string, params: unknown[]): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
    const { json } = await rawRpc(fresh.rpcUrl, { jsonrpc: '2.0', id: 1, method, params });
    return json as { result?: unknown; error?: { code: number; message: string } };
  }

  async function gasOf(account: VerificationAccount): Promise<bigint> {
    const { result } = await rpc('invokefunction', [GAS_HASH, 'balanceOf', [{ type: 'Hash160', value: account.scriptHash }]]);
    return BigInt((result as { stack: [{ value: string }] }).stack[0].value);
  }

  it('the fresh chain holds no NNS contract (the search of the views finds none)', async () => {
    const search = await findNameService(fresh.rpcUrl);
    assert.equal(search.kind, 'none');
  });

  it('refuses a wrong committee account (a fresh funded key) before signing: NOT_COMMITTEE in words, nothing sent', async () => {
    const transfer: ContractCall = {
      contractHash: GAS_HASH, method: 'transfer', assertResult: true,
      args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: stranger.scriptHash }, { type: 'Integer', value: 100n * GAS }, { type: 'Any', value: null }],
    };
    assertHalted((await run(transfer, [committee], [committeeKey])).outcome);
    assert.equal(await gasOf(stranger), 100n * GAS);

    const probe = await probeSetUp(settings, files, stranger);
    // Anyone may deploy on the chain (the test deploy HALTs); the set-up is the committee's, a deploy alone too.
    assert.equal(probe.deploy.kind, 'deployed');
    assert.equal(probe.committee.address, fresh.committee);
    assert.throws(() => planSetUp(probe, files, { account: stranger }), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_COMMITTEE'));
      assert.equal(error.message, `${stranger.address} is not the chain's committee (${fresh.committee}): deploy needs the committee's signature.`);
      return true;
    });
    assert.equal(await gasOf(stranger), 100n * GAS, 'nothing was sent');
    assert.equal((await rpc('getcontractstate', [probe.contractHash])).error?.code, -102);
  });

  it('probes what _deploy does (neo-go\'s port: no root, no name, a price of 10 GAS), then sets up in ONE transaction: deploy, addRoot, setPrice', async () => {
    const probe = await probeSetUp(settings, files, committee);
    assert.deepEqual([probe.requests, probe.calls], [1, 6]);
    assert.equal(probe.existing, undefined);
    assert.ok(probe.deploy.kind === 'deployed', probe.deploy.kind === 'fault' ? probe.deploy.exception : '');
    assert.deepEqual(probe.deploy.readout, { roots: [], rootsComplete: true, totalSupply: 0n, price: { kind: 'single', price: 10n * GAS } });
    assert.ok(probe.deploy.gasConsumed > 10n * GAS, 'the deploy costs at least the minimum deployment fee');

    plan = planSetUp(probe, files, { account: committee });
    assert.deepEqual(plan.steps.map((s) => s.kind), ['deploy', 'addRoot', 'setPrice']);
    assert.equal(plan.transactions.length, 1);
    const [tx] = plan.transactions;
    const { prepared, outcome } = await run(tx!.calls, tx!.signers, [committeeKey]);
    assertHalted(outcome);
    assert.deepEqual(prepared.contractCalls.map((c) => c.method), ['deploy', 'addRoot', 'setPrice']);
    assert.ok(prepared.systemFee > probe.deploy.gasConsumed - 10n * GAS && prepared.networkFee > 0n);

    // The hash computed before sending is the one the chain gave the contract.
    nns = { rpcUrl: fresh.rpcUrl, contractHash: plan.contractHash };
    assert.equal(plan.contractHash, contractHashOf(committee.scriptHash, files.nef.checksum, 'NameService'));
    const { result: state } = await rpc('getcontractstate', [plan.contractHash]);
    assert.equal((state as { hash: string }).hash, plan.contractHash);
    const { result: log } = await rpc('getapplicationlog', [prepared.hash]);
    const deployed = (log as { executions: [{ notifications: { contract: string; eventname: string }[] }] }).executions[0].notifications
      .find((n) => n.contract === CONTRACT_MANAGEMENT_HASH && n.eventname === 'Deploy');
    assert.ok(deployed, 'a Deploy notification');
    const search = await findNameService(fresh.rpcUrl);
    assert.ok(search.kind === 'found' && search.found.length === 1 && search.found[0]!.hash === plan.contractHash, JSON.stringify(search));
  });

  it('lists the new contract through the core: no names, the root neo, the development price', async () => {
    assert.deepEqual((await listTokens(nns)).names, []);
    assert.deepEqual((await listRoots(nns)).roots, ['neo']);
    const { result } = await rpc('invokefunction', [nns.contractHash, 'getPrice', []]);
    assert.equal((result as { stack: [{ value: string }] }).stack[0].value, String(DEVELOPMENT_PRICE));
  });

  it('registers a name on it and resolves it through the core', async () => {
    const name = `setup-${Date.now().toString(36)}.neo`;
    const call = (method: string, args: ContractCall['args'], assertResult = false): ContractCall => ({ contractHash: nns.contractHash, method, args, assertResult });
    const registered = await run(call('register', [{ type: 'String', value: name }, { type: 'Hash160', value: stranger.scriptHash }], true), [stranger], [strangerKey], nns);
    assertHalted(registered.outcome);
    assertHalted((await run(call('setRecord', [{ type: 'String', value: name }, { type: 'Integer', value: 1n }, { type: 'String', value: '1.2.3.4' }]), [stranger], [strangerKey], nns)).outcome);
    assert.deepEqual((await listTokens(nns)).names, [name]);
    assert.deepEqual((await listTokensOf(nns, stranger.address)).names, [name]);
    const resolved = await resolveName(nns, name, 'A');
    assert.equal(resolved.kind, 'found');
    assert.equal(resolved.kind === 'found' && resolved.data, '1.2.3.4');
  });

  it('a second set-up finds the first: the same hash, used instead of a second deploy, nothing left to send', async () => {
    const probe = await probeSetUp(settings, files, committee);
    assert.equal(probe.contractHash, plan.contractHash);
    assert.ok(probe.existing?.nns);
    assert.equal(probe.existing.nefChecksum, files.nef.checksum);
    assert.deepEqual(probe.existing.readout?.roots, ['neo']);
    assert.equal(probe.existing.readout?.totalSupply, 1n);
    assert.ok(probe.deploy.kind === 'fault' && /already exists/.test(probe.deploy.exception));
    const again = planSetUp(probe, files, { account: committee });
    assert.deepEqual(again.steps.map((s) => s.kind), ['useExisting', 'rootPresent', 'pricePresent']);
    assert.deepEqual(again.transactions, []);
    assert.equal(again.contractHash, plan.contractHash);
    // Another root on the existing contract: addRoot alone.
    const more = planSetUp(probe, files, { account: committee, root: 'test' });
    assert.deepEqual(more.transactions[0]!.calls.map((c) => c.method), ['addRoot']);
  });

  it('deploying the same NEF from the same sender again FAULTs, and is said in those words', async () => {
    await assert.rejects(prepareTransaction(settings, deployCall(files), [committee]), (error: unknown) => {
      assert.ok(isTransactionError(error, 'FAULT') && error.exception);
      const said = setUpFault(error.exception, plan.contractHash);
      assert.equal(said.code, 'ALREADY_DEPLOYED');
      assert.equal(said.message, `A contract with this NEF and sender is already deployed at ${plan.contractHash}: use it rather than deploying it again.`);
      return true;
    });
  });
});
