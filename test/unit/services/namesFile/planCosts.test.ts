import assert from 'node:assert/strict';
import '../../support/fakeVscode';
import * as write from '../../../../src/core/write';
import { readNeoExpressKeys, signingAccounts } from '../../../../src/model/write/accounts/signingAccounts';
import { contractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { batchLimits, batchesOf, planCosts } from '../../../../src/services/namesFile/planCosts';
import type { PlanChain } from '../../../../src/services/namesFile/namesFileReader';
import { halted, integer, policyAnswers, result, startFakeNode, version, writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { batchOf, fakeModel, planOf, registerChange, setRecordChange } from '../../model/namesFile/namesFileFixtures';
import { fixtureAbi } from '../../model/write/fixtures';

const MAGIC = 1234567890;
const GAS = 100_000_000n;

describe('services/namesFile/planCosts', () => {
  const alice = generateKey();
  const bob = generateKey();
  const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }, { name: 'bob', key: bob }] }), 'a.neo-express');
  assert.ok(read.ok);
  const accounts = signingAccounts(read.entries);
  const ALICE = accounts.find((account) => account.address === alice.account.address)!;
  const BOB = accounts.find((account) => account.address === bob.account.address)!;
  const abi = fixtureAbi('nft-nd-nns-neo-go');
  const api = contractWriteApi(abi);
  let node: FakeNode;
  let chain: PlanChain;
  let invoke: (script: string) => ReturnType<typeof halted>;

  beforeEach(async () => {
    invoke = () => halted([{ type: 'Boolean', value: true }], String(GAS));
    node = await startFakeNode({
      invokescript: (params) => invoke(Buffer.from(String(params[0]), 'base64').toString('latin1')),
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 500n * GAS, other: () => integer(GAS) }),
      getversion: () => version(MAGIC),
      calculatenetworkfee: () => result({ networkfee: '7' }),
    });
    chain = { node: { rpcUrl: node.url, contractHash: abi.hash }, info: { ...writeInfoAt(MAGIC), contract: abi, committee: [] }, api, accounts };
  });
  afterEach(() => node.close());

  it('takes the node\'s limits on one transaction from the write module', () => {
    assert.deepEqual(batchLimits(write), { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE });
  });

  it('tests each transaction of the first stage (nothing signed) and sums their fees', async () => {
    const model = fakeModel();
    const plan = planOf([registerChange('a.neo', ALICE, api), setRecordChange('b.neo', 'A', '203.0.113.7', BOB, api)]);
    assert.equal(batchesOf(model.groupPlan, plan, write).length, 2);
    const outcome = await planCosts(write, model.groupPlan, chain, plan);
    assert.deepEqual({ ...outcome, costs: { ...outcome.costs, networkFee: 0n } }, { costs: { systemFee: 2n * GAS, networkFee: 0n, transactions: 2 }, transactions: 2, untested: 0 });
    assert.ok((outcome.costs?.networkFee ?? 0n) > 0n, 'the network fees of both');
    assert.equal(node.calls.filter((call) => call.method === 'sendrawtransaction').length, 0);
  });

  it('counts apart the transactions that act on an earlier one, and one whose test fails (the first reason kept)', async () => {
    invoke = (script) => (script.includes('b.neo') ? result({ script: '', state: 'FAULT', gasconsumed: '1', exception: 'refused', stack: [] }) : halted([], String(GAS)));
    const plan = planOf([registerChange('a.neo', ALICE, api), setRecordChange('b.neo', 'A', '203.0.113.7', BOB, api), setRecordChange('c.neo', 'A', '203.0.113.8', ALICE, api)]);
    const groupPlan = () => [batchOf([registerChange('a.neo', ALICE, api)]), batchOf([setRecordChange('b.neo', 'A', '203.0.113.7', BOB, api)]), batchOf([setRecordChange('c.neo', 'A', '203.0.113.8', ALICE, api)], 1)];
    const outcome = await planCosts(write, groupPlan, chain, plan);
    assert.equal(outcome.costs?.systemFee, GAS);
    assert.equal(outcome.costs?.transactions, 1);
    assert.equal(outcome.transactions, 3);
    assert.equal(outcome.untested, 2);
    assert.ok(outcome.failure instanceof write.TransactionError);
  });

  it('costs nothing when there is nothing to do', async () => {
    assert.deepEqual(await planCosts(write, fakeModel().groupPlan, chain, planOf([])), { costs: { systemFee: 0n, networkFee: 0n, transactions: 0 }, transactions: 0, untested: 0 });
    assert.equal(node.calls.length, 0);
  });
});
