// A names file applied on real neo-go nodes of their own through the model's applyBatches (the real
// write module, workspace accounts signing, a confirmation that accepts): new names with records land
// and re-plan to nothing; a plan split by small limits, and a batch over a node's MaxGasInvoke split and
// retried, land the same; Renew Expiring's one transaction moves an owner's expiries. Figures printed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ensureNeoGo, seedChain, startRealNode, type NeoGoTools, type RealNode as StartedNode, type SeededChain } from '../../../../scripts/lib/neoGo.mjs';
import { getDomainDetails, listTokensOf, readNamesState, type NodeConfig } from '../../../../src/core';
import { readContractWriteInfo, type ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import * as write from '../../../../src/core/write';
import type { NamesPlan, PlannedBatch } from '../../../../src/model/namesFile/api';
import { applyBatches, type ApplyOutcome } from '../../../../src/model/namesFile/applyBatches';
import { groupPlan, splitBatch } from '../../../../src/model/namesFile/group';
import { planNames } from '../../../../src/model/namesFile/plan';
import { batchConfirmationLines } from '../../../../src/model/namesFile/planText';
import { expiringWithin, renewalBatch, renewalTitle } from '../../../../src/model/namesFile/renewExpiring';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { keySourceFor } from '../../../../src/model/write/accounts/keySource';
import {
  accountsForNetwork, committeeSigner, readNeoExpressKeys, readNep6Keys, signingAccounts, type SigningAccount,
} from '../../../../src/model/write/accounts/signingAccounts';
import { contractWriteApi, isUnsupported, type ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { renewedExpiration } from '../../../../src/model/write/operations/renew';
import type { ConfirmationText } from '../../../../src/model/write/words/confirmationText';
import { generateKey, neoExpressFile } from '../../../unit/support/walletFiles';
import { realNode } from '../../support/realNode';

const real = realNode();
const CONFIGURATION = 'no-sessions';
const GAS = 100_000_000n;
const EXPRESS_FILE = 'default.neo-express';
const COMMITTEE_PASSWORD = 'one';
const show = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
const gasText = (datoshi: bigint) => `${datoshi / GAS}.${(datoshi % GAS).toString().padStart(8, '0')}`;

type Declared = Record<string, { owner?: string; admin?: string | null; records?: Record<string, string | null> }>;

/** One attempt at a transaction: its title, the requests before its confirmation (or before it was given up: a split). */
interface Attempt {
  readonly title: string;
  requests: number;
  confirmed: boolean;
}

/** A node of this suite with the workspace's accounts on it, funded by the committee. */
interface Chain {
  readonly started: StartedNode;
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo;
  readonly api: ContractWriteApi;
  readonly accounts: readonly SigningAccount[];
}

describe(`real node (${real.configuration.name}): a names file applied through applyBatches, signed by workspace accounts`, function () {
  this.timeout(600_000);
  let tools: NeoGoTools;
  let seeded: SeededChain;
  let chain: Chain;
  const alice = generateKey();
  const bob = generateKey();
  const stamp = Date.now().toString(36);
  let expressText = '';
  let ALICE: SigningAccount;
  let BOB: SigningAccount;
  const confirmations: ConfirmationText[] = [];
  const logged: string[] = [];
  const figures: string[] = [];
  const nodes: StartedNode[] = [];

  before(async function () {
    if (real.configuration.name !== CONFIGURATION) this.skip();
    tools = await ensureNeoGo();
    seeded = await seedChain(tools);
    chain = await startChain(real.configuration.settings);
  });
  after(async () => {
    for (const key of [alice, bob]) key.key.wipe();
    for (const each of nodes) await each.stop();
    if (figures.length > 0) process.stdout.write(`\n    figures:\n${figures.map((line) => `      ${line}`).join('\n')}\n`);
  });

  /** A node over a copy of the seeded chain, with these RPC settings; Alice and Bob funded on it. */
  async function startChain(rpc: typeof real.configuration.settings): Promise<Chain> {
    const started = await startRealNode({ tools, chain: seeded, rpc });
    nodes.push(started);
    const node = { rpcUrl: started.rpcUrl, contractHash: started.contractHash };
    const info = await readContractWriteInfo(node);
    assert.ok(info.contract && info.committee, 'the NNS contract and the committee');
    const api = { ...contractWriteApi(info.contract), hash: node.contractHash };
    assert.equal(api.family, 'neoGoExample');
    expressText = neoExpressFile({ magic: info.network.magic, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice, label: 'Alice' }, { name: 'bob', key: bob, label: 'Bob' }] });
    const express = readNeoExpressKeys(expressText, EXPRESS_FILE);
    const solo = readNep6Keys(readFileSync(tools.wallet, 'utf8'), tools.wallet);
    assert.ok(express.ok && solo.ok);
    const accounts = accountsForNetwork(signingAccounts([...express.entries, ...solo.entries]), info.network.magic);
    ALICE = accounts.find((account) => account.address === alice.account.address)!;
    BOB = accounts.find((account) => account.address === bob.account.address)!;
    const committee = committeeSigner(write, info.committee, accounts, info.network.addressVersion);
    assert.ok(committee.ok);
    const on = { started, node, info, api, accounts: [ALICE, BOB] };
    await fund(on, committee.account, [ALICE, BOB], 50n * GAS);
    return on;
  }

  const keySource = () => keySourceFor({
    write,
    readFile: async (file) => (file === EXPRESS_FILE ? expressText : readFileSync(file, 'utf8')),
    askPassword: async () => COMMITTEE_PASSWORD,
  });

  /** GAS from the committee: a NEP-17 transfer, built with the write module directly. */
  async function fund(on: Pick<Chain, 'node'>, committee: SigningAccount, to: readonly SigningAccount[], amount: bigint): Promise<void> {
    const source = keySource();
    for (const account of to) {
      const call: write.ContractCall = {
        contractHash: write.GAS_HASH, method: 'transfer', assertResult: true,
        args: [{ type: 'Hash160', value: committee.scriptHash }, { type: 'Hash160', value: account.scriptHash }, { type: 'Integer', value: amount }, { type: 'Any', value: null }],
      };
      const prepared = await write.prepareTransaction(on.node, call, [write.accountFromVerificationScript(Buffer.from(committee.verificationScript, 'hex'))]);
      const keys = await source(committee);
      const signed = write.signTransaction(prepared, keys);
      keys.forEach((key) => key.wipe());
      const hash = await write.sendTransaction(signed, on.node);
      const outcome = await write.waitForTransaction(on.node, hash, prepared.validUntilBlock, { pollIntervalMs: 100 });
      assert.equal(outcome.kind === 'included' && outcome.vmState, 'HALT');
    }
  }

  /** The file planned against the chain as Plan Names File plans it. */
  async function plan(on: Chain, names: Declared): Promise<NamesPlan> {
    const parse = parseNamesFile(JSON.stringify({ names }), { family: on.api.family, l10n });
    assert.deepEqual(parse.problems.filter((problem) => problem.severity === 'error'), []);
    const price = isUnsupported(on.api.getPrice) ? undefined : on.api.getPrice;
    const state = await readNamesState(on.node, parse.file.names.map((name) => name.name), { subnames: 'underParent', ...(price ? { price } : {}) });
    return planNames(parse.file, state, { api: on.api, accounts: on.accounts, chainTime: state.chainTime ?? Date.now(), l10n });
  }

  /** The batches applied with a confirmation that accepts; each attempt's requests before its confirmation counted. */
  async function apply(on: Chain, subject: string, batches: readonly PlannedBatch[], titleOf?: (batch: PlannedBatch, index: number, total: number) => string): Promise<{ outcome: ApplyOutcome; attempts: Attempt[] }> {
    const attempts: Attempt[] = [];
    const outcome = await applyBatches({
      write, node: on.node, info: on.info, api: on.api, subject, batches, l10n, pollIntervalMs: 100,
      keySource: keySource(),
      confirm: async (text) => {
        confirmations.push(text);
        attempts.at(-1)!.confirmed = true;
        return true;
      },
      currentSettings: () => on.node,
      log: (line) => logged.push(line),
      onRequest: () => {
        const attempt = attempts.at(-1);
        if (attempt && !attempt.confirmed) attempt.requests++;
      },
      onBatch: (title) => attempts.push({ title, requests: 0, confirmed: false }),
      lines: (batch) => batchConfirmationLines(batch, l10n),
      split: splitBatch,
      ...(titleOf ? { titleOf } : {}),
    });
    assert.equal(outcome.end.kind, 'done', show({ end: outcome.end, logged: logged.slice(-5) }));
    return { outcome, attempts };
  }

  function figure(what: string, outcome: ApplyOutcome, attempts: readonly Attempt[]): void {
    const confirmed = attempts.filter((attempt) => attempt.confirmed).map((attempt) => attempt.requests);
    const given = attempts.filter((attempt) => !attempt.confirmed).map((attempt) => attempt.requests);
    const fees = outcome.done.reduce((sum, each) => sum + each.fees.systemFee + each.fees.networkFee, 0n);
    figures.push(`${what}: ${outcome.done.length} transaction(s); requests before each confirmation: ${confirmed.join(', ')}`
      + `${given.length > 0 ? `; attempts split before a confirmation: ${given.length} (requests ${given.join(', ')})` : ''}; fees ${gasText(fees)} GAS`);
    assert.ok(confirmed.every((requests) => requests <= 3), `at most 3 requests before each confirmation: ${confirmed.join(', ')}`);
  }

  /** `count` new names of `owner`, each with an A and a TXT record. */
  function newNames(prefix: string, count: number, owner: SigningAccount): Declared {
    return Object.fromEntries(Array.from({ length: count }, (_, i) => [
      `${prefix}${i}-${stamp}.neo`,
      { owner: owner.address, records: { A: `203.0.113.${i + 1}`, TXT: `address=${owner.address}` } },
    ]));
  }

  it('20 new names with two records each, and a sub-name\'s record: applied in the fewest transactions the node\'s GAS limit allows, then Plan says nothing to change', async () => {
    const file: Declared = { ...newNames('app', 20, ALICE), [`www.app0-${stamp}.neo`]: { records: { CNAME: `app0-${stamp}.neo` } } };
    const planned = await plan(chain, file);
    assert.equal(planned.changeCount, 20 * 3 + 1);
    assert.deepEqual(planned.conflicts, []);
    const batches = groupPlan(planned, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write);
    assert.equal(batches.length, 1, 'one signer, within the size limits: one batch');
    const before = confirmations.length;
    const { outcome, attempts } = await apply(chain, 'app.nns.json', batches);
    // The node's invoke GAS limit decides the rest: the fewest transactions each within it.
    const limit = BigInt(Math.round((real.configuration.settings.maxGasInvoke ?? 15) * 1e8));
    const systemFees = outcome.done.reduce((sum, each) => sum + each.fees.systemFee, 0n);
    assert.ok(outcome.done.every((each) => each.fees.systemFee <= limit));
    assert.equal(outcome.done.length, Number((systemFees + limit - 1n) / limit), `${outcome.done.length} transactions of ${gasText(systemFees)} GAS in all`);
    assert.equal(outcome.transactions, outcome.done.length);
    const confirmation = confirmations.slice(before);
    assert.equal(confirmation.length, outcome.done.length, 'each confirmed once');
    const details = confirmation.map((each) => each.detail).join('\n');
    assert.match(details, new RegExp(`Register app19-${stamp}\\.neo for ${ALICE.address}`));
    assert.match(details, new RegExp(`Set the CNAME record of www\\.app0-${stamp}\\.neo: "app0-${stamp}\\.neo"`));
    figure('20 new names, 2 records each (+1 sub-name record)', outcome, attempts);

    const [first] = await getDomainDetails(chain.node, [`app0-${stamp}.neo`]);
    assert.equal(first?.state === 'active' && first.owner?.address, ALICE.address);
    const again = await plan(chain, file);
    assert.equal(again.changeCount, 0, show(again.names.map((name) => [name.name, name.changes.map((change) => change.kind)])));
    assert.deepEqual(again.conflicts, []);
    assert.equal(again.unchanged.length, Object.keys(file).length);
  });

  it('a plan split by small limits (script size): every transaction lands, a second owner\'s name with an admin among them; Plan says nothing to change', async () => {
    const file: Declared = {
      ...newNames('small', 6, ALICE),
      [`bobs-${stamp}.neo`]: { owner: BOB.address, admin: ALICE.address, records: { TXT: 'kept by Bob' } },
    };
    const planned = await plan(chain, file);
    assert.deepEqual(planned.conflicts, []);
    const whole = groupPlan(planned, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write);
    const sizes = planned.names.flatMap((name) => name.changes).flatMap((change) => change.operations).map((operation) => write.buildContractCallScript(operation.plan.call).length);
    const limits = { maxScriptBytes: 3 * Math.max(...sizes), maxTransactionBytes: write.MAX_TRANSACTION_SIZE };
    const batches = groupPlan(planned, limits, write);
    assert.ok(batches.length > whole.length + 2, `${batches.length} transactions under ${limits.maxScriptBytes} script bytes, ${whole.length} without`);
    assert.ok(batches.every((batch) => batch.calls.reduce((sum, call) => sum + write.buildContractCallScript(call).length, 0) <= limits.maxScriptBytes));
    const { outcome, attempts } = await apply(chain, 'small.nns.json', batches);
    assert.equal(outcome.done.length, batches.length);
    figure(`split by script size (${limits.maxScriptBytes} bytes; ${whole.length} transaction(s) without)`, outcome, attempts);

    const [bobs] = await getDomainDetails(chain.node, [`bobs-${stamp}.neo`]);
    assert.ok(bobs?.state === 'active');
    assert.equal(bobs.owner?.address, BOB.address);
    assert.equal(bobs.admin?.address, ALICE.address);
    const again = await plan(chain, file);
    assert.equal(again.changeCount, 0, show(again.names.map((name) => [name.name, name.changes.map((change) => change.kind)])));
  });

  it('a batch over the node\'s MaxGasInvoke: refused at its test invocation, split and retried, every transaction lands; Plan says nothing to change', async () => {
    const file = newNames('gas', 8, ALICE);
    // The batch's system fee on the node of the default limit (a test invocation: nothing is sent)…
    const planned = await plan(chain, file);
    const [batch] = groupPlan(planned, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write);
    assert.ok(batch && groupPlan(planned, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write).length === 1);
    const signers = batch.signers.map((signer) => write.accountFromVerificationScript(Buffer.from(signer.verificationScript, 'hex')));
    const whole = await write.prepareTransaction(chain.node, batch.calls, signers);
    // …then a node whose limit is well under it: the whole batch is refused, its halves fit.
    const limit = (whole.systemFee * 6n) / 10n;
    const small = await startChain({ ...real.configuration.settings, maxGasInvoke: Number(gasText(limit)) });
    try {
      const there = await plan(small, file);
      assert.equal(there.changeCount, planned.changeCount);
      const batches = groupPlan(there, { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE }, write);
      assert.equal(batches.length, 1);
      const { outcome, attempts } = await apply(small, 'gas.nns.json', batches);
      assert.ok(outcome.done.length >= 2, `${outcome.done.length} transactions`);
      assert.equal(outcome.transactions, outcome.done.length);
      assert.ok(attempts.some((attempt) => !attempt.confirmed), 'the whole batch was given up before its confirmation');
      assert.ok(logged.some((line) => /over the node's GAS limit for test invocations; split in two transactions/.test(line)));
      assert.ok(outcome.done.every((each) => each.fees.systemFee <= limit));
      figure(`split at MaxGasInvoke ${gasText(limit)} GAS (the whole batch ${gasText(whole.systemFee)} GAS)`, outcome, attempts);
      const again = await plan(small, file);
      assert.equal(again.changeCount, 0, show(again.names.map((name) => [name.name, name.changes.map((change) => change.kind)])));
    } finally {
      await small.started.stop();
    }
  });

  it('Renew Expiring: an owner\'s expiring names renewed in one transaction, each expiry a year later', async () => {
    const { names: held } = await listTokensOf(chain.node, ALICE.scriptHash);
    assert.ok(held.length >= 20, `${held.length} names of Alice`);
    const price = isUnsupported(chain.api.getPrice) ? undefined : chain.api.getPrice;
    const state = await readNamesState(chain.node, held, { subnames: 'underParent', ...(price ? { price } : {}) });
    const now = state.chainTime ?? Date.now();
    // Names registered today expire within a year and some days: the warning period that holds them.
    const expiring = expiringWithin(state.names, now, 400);
    assert.equal(expiring.length, held.length);
    const built = renewalBatch(expiring, 1, chain.api, ALICE, l10n);
    assert.ok('batch' in built, show(built));
    const before = confirmations.length;
    const { outcome, attempts } = await apply(chain, renewalTitle(expiring.length, ALICE.address, l10n), [built.batch],
      (batch, index, total) => (total === 1 ? renewalTitle(batch.changes.length, ALICE.address, l10n) : `${renewalTitle(batch.changes.length, ALICE.address, l10n)} (${index} of ${total})`));
    assert.equal(outcome.done.length, 1, 'one transaction');
    assert.equal(confirmations.length - before, 1);
    assert.match(confirmations.at(-1)!.message, new RegExp(`^Renew ${expiring.length} names of N`));
    figure(`Renew Expiring: ${expiring.length} names`, outcome, attempts);

    const after = await readNamesState(chain.node, held, { subnames: 'underParent' });
    const was = new Map(expiring.map((name) => [name.name, name.expiration]));
    for (const name of after.names) {
      assert.equal(name.state, 'held');
      assert.equal(name.expiration, renewedExpiration(was.get(name.name)!, 1), name.name);
      assert.ok(name.expiration! - was.get(name.name)! >= 365 * DAY_MS);
    }
  });
});
