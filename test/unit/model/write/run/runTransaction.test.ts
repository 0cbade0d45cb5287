// One transaction from its preparation to its block, with the real write module against a fake node:
// what each stop after the preparation keeps (the fees shown, the hash once sent), what the log says,
// the progress of the wait, and the checks made after the confirmation (the settings, the signers' chain).
import assert from 'node:assert/strict';
import { hex } from '@scure/base';
import type { NodeConfig } from '../../../../../src/core/rpc/types';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { redactUrl } from '../../../../../src/model/text/untrustedText';
import { readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { keySourceFor } from '../../../../../src/model/write/accounts/keySource';
import { checkTransaction, runTransaction, type CheckRun, type RunStep, type TransactionResult, type TransactionRun } from '../../../../../src/model/write/run/runTransaction';
import { halted, integer, policyAnswers, result, rpcError, startFakeNode, version, writeInfoAt, type FakeNode } from '../../../core/transactions/fakeNode';
import { generateKey, neoExpressFile } from '../../../support/walletFiles';

const MAGIC = 1234567890;
const GAS = 100_000_000n;
const CONTRACT = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const TITLE = 'Renew alice.neo for a year';

describe('model/write/run/runTransaction', () => {
  const alice = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }] });
  const read = readNeoExpressKeys(expressText, 'default.neo-express');
  assert.ok(read.ok);
  const ALICE = signingAccounts(read.entries).find((a) => a.address === alice.account.address)!;

  let node: FakeNode;
  let config: NodeConfig;
  let prepared: write.PreparedTransaction | undefined;
  const steps: RunStep[] = [];
  const logged: string[] = [];
  const keysRead: string[] = [];

  beforeEach(async () => {
    prepared = undefined;
    steps.length = 0;
    logged.length = 0;
    keysRead.length = 0;
    node = await startFakeNode({
      invokescript: () => halted([{ type: 'Boolean', value: true }], String(GAS)),
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 50n * GAS, other: () => integer(GAS) }),
      getversion: () => version(MAGIC),
      calculatenetworkfee: () => result({ networkfee: '1' }),
      sendrawtransaction: () => result({ hash: prepared?.hash }),
      getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] }),
    });
    config = { rpcUrl: node.url, contractHash: CONTRACT };
  });
  afterEach(() => node.close());

  function run(over: Partial<TransactionRun> = {}): Promise<TransactionResult> {
    const source = keySourceFor({ write, readFile: async () => expressText, askPassword: async () => undefined });
    const signers = over.signers ?? [ALICE];
    return runTransaction({
      write, node: config, l10n, pollIntervalMs: 5, title: TITLE,
      chain: write.operationChainOf(writeInfoAt(MAGIC).network, 100),
      calls: [{ contractHash: CONTRACT, method: 'renew', args: [{ type: 'String', value: 'alice.neo' }] }],
      accounts: signers.map((signer) => write.accountFromVerificationScript(hex.decode(signer.verificationScript))),
      signers,
      context: { subject: { method: 'renew', committee: false }, signers, rpcUrl: config.rpcUrl },
      confirmation: (transaction) => {
        prepared = transaction;
        return { message: TITLE, detail: '', button: 'Sign and Send' };
      },
      confirm: async () => true,
      keySource: async (account, signal) => {
        keysRead.push(account.address);
        return source(account, signal);
      },
      currentSettings: () => config,
      progress: (step) => steps.push(step),
      log: (line) => logged.push(line),
      ...over,
    });
  }
  const feesShown = () => ({ systemFee: prepared!.systemFee, networkFee: prepared!.networkFee });
  const show = (outcome: TransactionResult) => JSON.stringify(outcome, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Uint8Array ? hex.encode(v) : v));

  it('a signer of another chain than the one prepared for: stopped after the confirmation, before any key is read, the fees shown kept', async () => {
    const foreign: SigningAccount = { ...ALICE, networkMagic: MAGIC + 1 };
    const outcome = await run({ signers: [foreign] });
    assert.deepEqual(outcome, {
      kind: 'failed', stage: 'confirm', fees: feesShown(),
      refusal: { message: `${ALICE.address} is an account of another chain (magic ${MAGIC + 1}); this transaction is for magic ${MAGIC}. Nothing was signed or sent.`, fix: 'Choose an account of this chain.', spent: false },
    }, show(outcome));
    assert.deepEqual(keysRead, []);
    assert.equal(logged.at(-1), `${TITLE}: stopped at confirm: ${ALICE.address} is an account of another chain (magic ${MAGIC + 1}); this transaction is for magic ${MAGIC}. Nothing was signed or sent.`);
  });

  it('settings that no longer name a node count as changed: nothing sent, the fees shown kept', async () => {
    const outcome = await run({ currentSettings: () => ({ rpcUrl: 'not a url', contractHash: CONTRACT }) });
    assert.deepEqual(outcome, {
      kind: 'failed', stage: 'confirm', fees: feesShown(),
      refusal: { message: 'The node or the NNS contract in the settings changed while the confirmation was open: the transaction was not sent.', fix: 'Run the command again for the node and contract set now.', spent: false },
    }, show(outcome));
    assert.deepEqual(keysRead, []);
  });

  it('a key that cannot be read: stopped at the keys, the fees shown kept', async () => {
    const outcome = await run({ keySource: async () => { throw new write.TransactionError('WRONG_PASSWORD', 'The password does not open the key.'); } });
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'keys', show(outcome));
    assert.equal(outcome.refusal.message, 'The password does not open the wallet\'s key: nothing was signed or sent.');
    assert.deepEqual(outcome.fees, feesShown());
    assert.equal(outcome.hash, undefined);
  });

  it('logs a declined confirmation', async () => {
    assert.deepEqual(await run({ confirm: async () => false }), { kind: 'declined' });
    assert.equal(logged.at(-1), `${TITLE}: not signed (the confirmation was declined).`);
  });

  it('the wait shows the chain\'s height and the validity, and only that, from the write module', async () => {
    let looks = 0;
    node.handle('getapplicationlog', () => (looks++ === 0
      ? rpcError(-100, 'Unknown transaction/blockhash')
      : result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] })));
    const talking: typeof write = {
      ...write,
      waitForTransaction: (target, hash, validUntilBlock, options = {}) => {
        options.onProgress?.({ step: 'sending' });
        return write.waitForTransaction(target, hash, validUntilBlock, options);
      },
    };
    const outcome = await run({ write: talking });
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.deepEqual(steps, [
      { step: 'preparing' }, { step: 'confirming' }, { step: 'keys' }, { step: 'signing' }, { step: 'sending' },
      { step: 'waiting', blockCount: 100, validUntilBlock: prepared!.validUntilBlock },
    ]);
  });

  it('a wait that fails after sending: the hash sent and the fees, the reason in words', async () => {
    node.handle('getapplicationlog', () => rpcError(-32000, 'the log store is down'));
    const outcome = await run();
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait', show(outcome));
    assert.equal(outcome.hash, prepared!.hash);
    assert.deepEqual(outcome.fees, feesShown());
    assert.match(outcome.refusal.message, new RegExp(`^The transaction ${prepared!.hash} was sent, but waiting for its block failed: .*the log store is down`));
  });

  it('expired and FAULTed at execution: the hash and the fees kept', async () => {
    let count = 0;
    node.handle('getblockcount', () => result(count++ < 1 ? 100 : 1_000_000));
    node.handle('getapplicationlog', () => rpcError(-100, 'Unknown transaction/blockhash'));
    const expired = await run();
    assert.ok(expired.kind === 'failed' && expired.stage === 'wait', show(expired));
    assert.deepEqual({ hash: expired.hash, fees: expired.fees }, { hash: prepared!.hash, fees: feesShown() });
    node.handle('getblockcount', () => result(100));
    node.handle('getapplicationlog', () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'no', gasconsumed: '5', stack: [] }] }));
    const faulted = await run();
    assert.ok(faulted.kind === 'failed' && faulted.stage === 'execution', show(faulted));
    assert.deepEqual({ hash: faulted.hash, fees: faulted.fees }, { hash: prepared!.hash, fees: feesShown() });
  });

  it('a node without application logs that tells neither the block nor the state: said as not told', async () => {
    node.handle('getapplicationlog', () => rpcError(-32601, 'Method not found'));
    node.handle('getrawtransaction', () => result({ hash: prepared!.hash, blockhash: `0x${'11'.repeat(32)}` }));
    const outcome = await run();
    assert.ok(outcome.kind === 'done', show(outcome));
    assert.equal(outcome.reported, `the node reports the transaction ${prepared!.hash} in a block`);
    assert.equal(logged.at(-1), `${TITLE}: the node reports it in block (not told), state not told by the node (${prepared!.hash}).`);
  });

  describe('Save for Signing Elsewhere…', () => {
    const saving = { stem: 'renew alice.neo' };
    let shown: Array<{ save?: string; button?: string }>;
    let requests: string[];
    beforeEach(() => {
      shown = [];
      requests = [];
    });
    const saveRun = (choice: boolean | 'save', over: Partial<TransactionRun> = {}) => run({
      saving,
      saveContext: async (request) => {
        requests.push(request.fileName);
        return '/work/renew_alice.neo.context.json';
      },
      confirm: async (text) => {
        shown.push(text);
        return choice;
      },
      ...over,
    });

    it('saves the transaction with the workspace\'s signatures instead of sending it: nothing sent, the log says where', async () => {
      const outcome = await saveRun('save');
      assert.ok(outcome.kind === 'saved', show(outcome));
      assert.equal(outcome.file, '/work/renew_alice.neo.context.json');
      assert.equal(outcome.prepared, prepared);
      assert.match(outcome.message, /^Saved \/work\/renew_alice\.neo\.context\.json: every signature is in it, and nothing was sent\./);
      assert.deepEqual(requests, ['renew_alice.neo.context.json']);
      assert.equal(shown[0]?.save, 'Save for Signing Elsewhere…');
      assert.equal(logged.at(-1), `${TITLE}: saved ${prepared!.hash} for signing elsewhere to /work/renew_alice.neo.context.json; nothing was sent.`);
      assert.equal(node.calls.filter((call) => call.method === 'sendrawtransaction').length, 0);
    });

    it('the save dialog closed: declined, nothing written or sent', async () => {
      const outcome = await saveRun('save', { saveContext: async () => undefined });
      assert.deepEqual(outcome, { kind: 'declined' });
      assert.equal(logged.at(-1), `${TITLE}: not saved (the save dialog was closed).`);
      assert.equal(node.calls.filter((call) => call.method === 'sendrawtransaction').length, 0);
    });

    it('a file that cannot be written: stopped at the save, the fees shown kept, in words', async () => {
      const outcome = await saveRun('save', { saveContext: async () => { throw new write.TransactionError('WRONG_PASSWORD', 'The password does not open the key.'); } });
      assert.ok(outcome.kind === 'failed', show(outcome));
      assert.equal(outcome.stage, 'save');
      assert.deepEqual(outcome.fees, feesShown());
      assert.equal(outcome.refusal.message, 'The password does not open the wallet\'s key: nothing was signed or sent.');
    });

    it('offered only where the run can save (a plan and a saver): without them Save is neither shown nor done', async () => {
      const noPlan = await saveRun('save', { saving: undefined });
      assert.deepEqual(noPlan, { kind: 'declined' });
      const noSaver = await saveRun('save', { saveContext: undefined });
      assert.deepEqual(noSaver, { kind: 'declined' });
      assert.deepEqual(shown.map((text) => text.save), [undefined, undefined]);
      assert.deepEqual(requests, []);
      assert.equal(node.calls.filter((call) => call.method === 'sendrawtransaction').length, 0);
    });

    it('Sign and Send chosen where it could save: signed and sent, nothing saved', async () => {
      const outcome = await saveRun(true);
      assert.equal(outcome.kind, 'done', show(outcome));
      assert.deepEqual(requests, []);
    });
  });

  it('runs without a progress notification or a log; every key read is wiped once signed', async () => {
    const source = keySourceFor({ write, readFile: async () => expressText, askPassword: async () => undefined });
    const keys: write.PrivateKey[] = [];
    const requests: string[] = [];
    const outcome = await run({
      progress: undefined, log: undefined, onRequest: (event) => requests.push(event.method),
      keySource: async (account, signal) => {
        const read = await source(account, signal);
        keys.push(...read);
        return read;
      },
    });
    assert.equal(outcome.kind, 'done', show(outcome));
    assert.equal(keys.length, 1);
    assert.ok(keys.every((key) => key.wiped));
    assert.ok(requests.some((method) => method.includes('invokescript')), requests.join());
    assert.ok(requests.includes('sendrawtransaction'), requests.join());
  });

  it('logs the preparation, the signers and the send', async () => {
    const outcome = await run();
    assert.equal(outcome.kind, 'done', show(outcome));
    const p = prepared!;
    assert.deepEqual(logged.slice(0, 3), [
      `${TITLE}: prepared ${p.hash} on ${redactUrl(p.node.rpcUrl)} (magic ${MAGIC}): system fee ${p.systemFee}, network fee ${p.networkFee} datoshi, valid until block ${p.validUntilBlock}`,
      `${TITLE}: signed by ${ALICE.address}.`,
      `${TITLE}: sent ${p.hash}; waiting for a block.`,
    ]);
    assert.deepEqual(steps.map((step) => step.step), ['preparing', 'confirming', 'keys', 'signing', 'sending']);
  });

  it('the node refusing the send: the hash and the fees kept, looked up again only when the node may have taken it', async () => {
    node.handle('sendrawtransaction', () => rpcError(-500, 'Insufficient funds', 'insufficient funds'));
    const refused = await run();
    assert.ok(refused.kind === 'failed' && refused.stage === 'send', show(refused));
    assert.deepEqual({ hash: refused.hash, fees: refused.fees, check: refused.check }, { hash: prepared!.hash, fees: feesShown(), check: undefined });
    node.handle('sendrawtransaction', () => result({ unexpected: true }));
    const unknown = await run();
    assert.ok(unknown.kind === 'failed' && unknown.stage === 'send', show(unknown));
    assert.deepEqual(unknown.check, { hash: prepared!.hash, validUntilBlock: prepared!.validUntilBlock });
  });

  it('settings naming another contract, or another node, on the same terms count as changed', async () => {
    const otherContract = await run({ currentSettings: () => ({ rpcUrl: config.rpcUrl, contractHash: `0x${'12'.repeat(20)}` }) });
    assert.ok(otherContract.kind === 'failed' && otherContract.stage === 'confirm', show(otherContract));
    const otherNode = await run({ currentSettings: () => ({ rpcUrl: 'http://other.example:10332', contractHash: CONTRACT }) });
    assert.ok(otherNode.kind === 'failed' && otherNode.stage === 'confirm', show(otherNode));
    assert.deepEqual(keysRead, []);
  });

  it('a signer who signs elsewhere leaves no Sign and Send: a stale true from the confirmation signs nothing', async () => {
    const elsewhere: SigningAccount = { ...ALICE, signsElsewhere: true };
    const outcome = await run({ signers: [elsewhere] });
    assert.deepEqual(outcome, { kind: 'declined' });
    assert.deepEqual(keysRead, []);
    assert.equal(node.calls.filter((call) => call.method === 'sendrawtransaction').length, 0);
  });

  describe('Check Again (checkTransaction)', () => {
    const HASH = `0x${'ab'.repeat(32)}`;
    const UNTIL = 200;
    const context = { subject: { method: 'renew', committee: false }, signers: [ALICE], rpcUrl: 'http://node.example', transactionHash: HASH };
    const checkRun = (over: Partial<CheckRun> = {}) => checkTransaction({
      write, l10n, node: config, title: TITLE, hash: HASH, validUntilBlock: UNTIL, context, pollIntervalMs: 5,
      progress: (step) => steps.push(step), log: (line) => logged.push(line), ...over,
    });
    const applicationLogs = () => node.calls.filter((call) => call.method === 'getapplicationlog').length;

    it('not known to the node: says so, to be asked again, having asked the node once', async () => {
      node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
      const requests: string[] = [];
      const outcome = await checkRun({ onRequest: (event) => requests.push(event.method) });
      assert.deepEqual(outcome, {
        kind: 'failed', stage: 'check', check: { hash: HASH, validUntilBlock: UNTIL },
        refusal: {
          message: `The node does not know the transaction ${HASH}: it did not take it, or not yet. It can run until block 200; the chain is at block 99.`,
          fix: 'Check Again in a while: once the chain passes block 200 without it, it never runs and nothing is spent.',
          spent: false, unknown: true,
        },
      });
      assert.deepEqual(steps, [{ step: 'checking' }]);
      assert.deepEqual(logged, [`${TITLE}: looked up ${HASH}: unknown.`]);
      assert.equal(requests.length, 1, requests.join());
      assert.deepEqual(await checkRun({ log: undefined }), outcome, 'the same without an output channel');
    });

    it('in the pool: waits for its block, telling the height', async () => {
      node.handle('getrawtransaction', () => result({ hash: HASH }));
      let looks = 0;
      node.handle('getapplicationlog', () => (looks++ === 0 ? rpcError(-100, 'Unknown transaction') : result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] })));
      const outcome = await checkRun();
      assert.deepEqual(outcome, { kind: 'done', reported: `the node reports the transaction ${HASH} in a block` });
      assert.deepEqual(steps, [{ step: 'checking' }, { step: 'waiting', blockCount: 100, validUntilBlock: UNTIL }]);
      assert.equal(applicationLogs(), 2);
      assert.equal(logged[0], `${TITLE}: looked up ${HASH}: pending.`);
    });

    it('a look that fails, or is cancelled, leaves it to be looked up again, in words', async () => {
      node.handle('getrawtransaction', () => rpcError(-32000, 'the store is down'));
      const failed = await checkRun();
      assert.ok(failed.kind === 'failed' && failed.stage === 'check', JSON.stringify(failed));
      assert.deepEqual(failed.check, { hash: HASH, validUntilBlock: UNTIL });
      assert.match(failed.refusal.message, new RegExp(`^The transaction ${HASH} could not be looked up: .*the store is down`));
      assert.equal(failed.refusal.unknown, true);
      const controller = new AbortController();
      controller.abort();
      const cancelled = await checkRun({ signal: controller.signal });
      assert.ok(cancelled.kind === 'failed' && cancelled.stage === 'check', JSON.stringify(cancelled));
      assert.equal(cancelled.refusal.message, `Cancelled: the transaction ${HASH} was not looked up.`);
    });

    it('in the pool, then a wait that fails: to be looked up again', async () => {
      node.handle('getrawtransaction', () => result({ hash: HASH }));
      node.handle('getapplicationlog', () => rpcError(-32000, 'the log store is down'));
      const outcome = await checkRun();
      assert.ok(outcome.kind === 'failed', JSON.stringify(outcome));
      assert.equal(outcome.stage, 'wait');
      assert.deepEqual(outcome.check, { hash: HASH, validUntilBlock: UNTIL });
      assert.match(outcome.refusal.message, new RegExp(`^The transaction ${HASH} was sent, but waiting for its block failed: .*the log store is down`));
    });

    it('past its last block: it never runs; in a block and FAULTed: said at the execution', async () => {
      node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
      node.handle('getblockcount', () => result(1_000));
      const expired = await checkRun();
      assert.ok(expired.kind === 'failed', JSON.stringify(expired));
      assert.equal(expired.stage, 'wait');
      assert.equal(expired.check, undefined);
      assert.match(expired.refusal.message, new RegExp(`^The node reports the chain past block 200 without the transaction ${HASH}: `));

      node.handle('getblockcount', () => result(100));
      node.handle('getrawtransaction', () => result({ hash: HASH, blockhash: `0x${'11'.repeat(32)}`, confirmations: 1 }));
      node.handle('getapplicationlog', () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'no authorization', gasconsumed: '5', stack: [] }] }));
      const faulted = await checkRun();
      assert.ok(faulted.kind === 'failed', JSON.stringify(faulted));
      assert.equal(faulted.stage, 'execution');
      assert.match(faulted.refusal.message, new RegExp(`^The node reports the transaction ${HASH} in a block, where the contract FAULTed: "no authorization"`));
    });
  });
});
