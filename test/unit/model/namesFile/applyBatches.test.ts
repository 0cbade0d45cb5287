// A names file's batches through the real write module against a fake node: each confirmed once with
// its lines, in order; a decline stops the rest; a FAULT names the change that fails and signs nothing;
// a batch over the node's GAS limit is split and both halves sent; what shows the changes.
import assert from 'node:assert/strict';
import type { ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import type { NodeConfig } from '../../../../src/core/rpc/types';
import * as write from '../../../../src/core/write';
import { applyBatches, isGasLimitFault, reloadOf, type ApplyOptions } from '../../../../src/model/namesFile/applyBatches';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { keySourceFor } from '../../../../src/model/write/accounts/keySource';
import { readNeoExpressKeys, signingAccounts } from '../../../../src/model/write/accounts/signingAccounts';
import { contractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { halted, integer, policyAnswers, result, startFakeNode, version, writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fixtureAbi } from '../write/fixtures';
import { batchOf, fakeModel, registerChange, setRecordChange } from './namesFileFixtures';

const MAGIC = 1234567890;
const GAS = 100_000_000n;
const FAULT = (exception: string) => result({ script: '', state: 'FAULT', gasconsumed: '2000', exception, stack: [], notifications: [] });

describe('model/namesFile/applyBatches', () => {
  const alice = generateKey();
  const bob = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }, { name: 'bob', key: bob }] });
  const read = readNeoExpressKeys(expressText, 'default.neo-express');
  assert.ok(read.ok);
  const accounts = signingAccounts(read.entries);
  const ALICE = accounts.find((account) => account.address === alice.account.address)!;
  const BOB = accounts.find((account) => account.address === bob.account.address)!;
  const abi = fixtureAbi('nft-nd-nns-neo-go');
  const api = contractWriteApi(abi);

  let node: FakeNode;
  let config: NodeConfig;
  let info: ContractWriteInfo;
  /** The test invocation's answer for a script (its text, latin1). */
  let invoke: (script: string) => ReturnType<typeof halted>;
  let hashShown: string | undefined;
  const confirmations: Array<{ message: string; detail: string }> = [];
  const logged: string[] = [];

  beforeEach(async () => {
    confirmations.length = 0;
    logged.length = 0;
    invoke = () => halted([{ type: 'Boolean', value: true }], String(GAS));
    node = await startFakeNode({
      invokescript: (params) => invoke(Buffer.from(String(params[0]), 'base64').toString('latin1')),
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 500n * GAS, other: () => integer(GAS) }),
      getversion: () => version(MAGIC),
      calculatenetworkfee: () => result({ networkfee: '1' }),
      sendrawtransaction: () => result({ hash: hashShown }),
      getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '100', stack: [], notifications: [] }] }),
    });
    config = { rpcUrl: node.url, contractHash: abi.hash };
    info = { ...writeInfoAt(MAGIC), contract: abi, committee: [] };
  });
  afterEach(() => node.close());

  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction').length;

  function options(batches: ApplyOptions['batches'], over: Partial<ApplyOptions> = {}): ApplyOptions {
    const model = fakeModel();
    return {
      write, node: config, info, api, subject: 'mydapp.nns.json', batches, l10n, pollIntervalMs: 5,
      keySource: keySourceFor({ write, readFile: async () => expressText, askPassword: async () => undefined }),
      confirm: async (text) => {
        confirmations.push({ message: text.message, detail: text.detail });
        hashShown = /Transaction (0x[0-9a-f]{64}):/.exec(text.detail)?.[1];
        return true;
      },
      currentSettings: () => config,
      log: (line) => logged.push(line),
      lines: (batch) => model.batchConfirmationLines(batch, l10n),
      split: model.splitBatch,
      ...over,
    };
  }

  it('applies the batches in their stages\' order, each confirmed once with its changes, signers and fees', async () => {
    const first = batchOf([registerChange('alice.neo', ALICE, api), setRecordChange('alice.neo', 'A', '203.0.113.7', ALICE, api)]);
    const second = batchOf([setRecordChange('bob.neo', 'TXT', 'hello', BOB, api)], 1);
    const titles: string[] = [];
    const outcome = await applyBatches(options([second, first], { onBatch: (title) => titles.push(title) }));
    assert.equal(outcome.end.kind, 'done');
    assert.equal(outcome.done.length, 2);
    assert.deepEqual(outcome.done.map((each) => each.batch), [first, second]);
    assert.equal(sent(), 2);
    assert.deepEqual(titles, ['Apply mydapp.nns.json: 2 changes (transaction 1 of 2)', 'Apply mydapp.nns.json: 1 change (transaction 2 of 2)']);
    assert.equal(confirmations.length, 2);
    const [one, two] = confirmations;
    assert.ok(one && two);
    assert.match(one.message, /Apply mydapp\.nns\.json: 2 changes \(transaction 1 of 2\)/);
    assert.match(one.detail, /^register alice\.neo$/m);
    assert.match(one.detail, /^setRecord alice\.neo$/m);
    assert.match(one.detail, new RegExp(`Signer, pays the fees: .*${ALICE.address}`));
    assert.match(one.detail, /System fee/);
    assert.match(two.detail, new RegExp(`Signer, pays the fees: .*${BOB.address}`));
    assert.deepEqual([...outcome.reload.names].sort(), ['alice.neo', 'bob.neo']);
    assert.equal(outcome.transactions, 2);
  });

  it('stops at a declined batch: it and those after it are not sent', async () => {
    const first = batchOf([registerChange('alice.neo', ALICE, api)]);
    const second = batchOf([registerChange('bob.neo', BOB, api)]);
    let asked = 0;
    const outcome = await applyBatches(options([first, second], { confirm: async (text) => {
      asked++;
      hashShown = /Transaction (0x[0-9a-f]{64}):/.exec(text.detail)?.[1];
      return asked === 1;
    } }));
    assert.equal(outcome.end.kind, 'declined');
    assert.ok(outcome.end.kind === 'declined' && outcome.end.batch === second);
    assert.equal(outcome.done.length, 1);
    assert.equal(sent(), 1);
  });

  it('names the change that fails when the test invocation FAULTs, and signs nothing', async () => {
    invoke = (script) => (script.includes('taken.neo') ? FAULT('at instruction 120 (ASSERT): ASSERT is executed with false result.') : halted([{ type: 'Boolean', value: true }], String(GAS)));
    const batch = batchOf([registerChange('alice.neo', ALICE, api), registerChange('taken.neo', ALICE, api), setRecordChange('alice.neo', 'A', '203.0.113.7', ALICE, api)]);
    const outcome = await applyBatches(options([batch]));
    assert.equal(outcome.end.kind, 'failed');
    assert.ok(outcome.end.kind === 'failed');
    assert.equal(outcome.end.stage, 'prepare');
    assert.equal(outcome.end.change?.name, 'taken.neo');
    assert.match(outcome.end.refusal.message, /^Register taken\.neo for N\w+…\w+ fails: The contract refused register/);
    assert.match(outcome.end.refusal.fix, /someone holds the name already/);
    assert.equal(confirmations.length, 0);
    assert.equal(sent(), 0);
  });

  it('splits a batch the node\'s GAS limit for test invocations refuses, and sends both halves', async () => {
    invoke = (script) => ((script.match(/register/g) ?? []).length > 2 ? FAULT('gas limit is exceeded') : halted([{ type: 'Boolean', value: true }], String(GAS)));
    const batch = batchOf(['a', 'b', 'c', 'd'].map((label) => registerChange(`${label}.neo`, ALICE, api)));
    const titles: string[] = [];
    const outcome = await applyBatches(options([batch], { onBatch: (title) => titles.push(title) }));
    assert.equal(outcome.end.kind, 'done');
    assert.deepEqual(outcome.done.map((each) => each.batch.changes.map((change) => change.name)), [['a.neo', 'b.neo'], ['c.neo', 'd.neo']]);
    assert.equal(sent(), 2);
    assert.equal(outcome.transactions, 2);
    assert.deepEqual(titles, ['Apply mydapp.nns.json: 4 changes', 'Apply mydapp.nns.json: 2 changes (transaction 1 of 2)', 'Apply mydapp.nns.json: 2 changes (transaction 2 of 2)']);
    assert.ok(logged.some((line) => /over the node's GAS limit/.test(line)));
  });

  it('tells the node\'s GAS limit refusals (C#\'s and neo-go\'s words) from other FAULTs', () => {
    const fault = (exception: string) => new write.TransactionError('FAULT', 'refused', { exception });
    assert.equal(isGasLimitFault(fault('Insufficient GAS.')), true);
    assert.equal(isGasLimitFault(fault('gas limit is exceeded')), true);
    assert.equal(isGasLimitFault(fault('ASSERT is executed with false result.')), false);
    assert.equal(isGasLimitFault(new Error('gas limit')), false);
  });

  it('shows what the changes touch: their names (a sub-name\'s records: its second-level name) once, the owners whose lists change, All Domains for a registration', () => {
    const reload = reloadOf([batchOf([registerChange('alice.neo', ALICE, api), setRecordChange('www.alice.neo', 'CNAME', 'alice.neo', ALICE, api)]), batchOf([setRecordChange('bob.neo', 'A', '203.0.113.7', BOB, api)])]);
    assert.deepEqual(reload, { names: ['alice.neo', 'bob.neo'], owners: [ALICE.address], allDomains: true, roots: false });
    assert.deepEqual(reloadOf([batchOf([setRecordChange('bob.neo', 'A', '203.0.113.7', BOB, api)])]), { names: ['bob.neo'], owners: [], allDomains: false, roots: false });
  });
});
