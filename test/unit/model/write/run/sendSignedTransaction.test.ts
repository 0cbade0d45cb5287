// Send Signed Transaction… from a context file's text to the block, against a fake node, on the committed
// contexts of test/fixtures/parametersContext/ (neo-go v0.122.0 signed them): a saved one confirmed in its
// saved words and sent; every refusal before anything is sent (not a context, missing signatures and
// whose, not the bytes saved, another network, expired, a hash that lies); one from elsewhere confirmed
// with its calls, or only shown; declined; settings changed at the confirmation; the node's refusal.
import assert from 'node:assert/strict';
import { base64 } from '@scure/base';
import * as write from '../../../../../src/core/write';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { reload } from '../../../../../src/model/write/operations/operationSpec';
import { inspectSignedTransaction, sendSignedTransaction, type SendSignedOptions, type SignedStep } from '../../../../../src/model/write/run/sendSignedTransaction';
import type { SavedTransaction } from '../../../../../src/model/write/run/savedTransactions';
import type { ConfirmationText } from '../../../../../src/model/write/words/confirmationText';
import { FIXTURE_MAGIC, FIXTURE_NNS, fixtureTransaction, readFixture, type FixtureFile } from '../../../core/transactions/contextFixture';
import { result, rpcError, startFakeNode, type FakeNode } from '../../../core/transactions/fakeNode';

const TESTNET = 894710606;
const { transaction } = fixtureTransaction();
const VALID_UNTIL = transaction.validUntilBlock;
const FILE = 'register-alice.neo.context.json';
const unsigned = write.parseContext(readFixture('unsigned.core.json'));
const HASH = unsigned.hash;

/** What Save for Signing Elsewhere… remembered of the fixture's transaction. */
const SAVED: SavedTransaction = {
  hash: HASH, network: FIXTURE_MAGIC, data: base64.encode(unsigned.data), validUntilBlock: VALID_UNTIL, rpcUrl: 'http://saved.example', contractHash: FIXTURE_NNS,
  title: 'Register alice.neo', message: 'MainNet: this spends real GAS. Register alice.neo?', detail: `Operation: register\nTransaction ${HASH}: valid until block 7,000,000`,
  file: FILE, savedAt: 0, reload: reload({ names: ['alice.neo'], allDomains: true }),
};

describe('model/write/run/sendSignedTransaction', () => {
  let node: FakeNode;
  let confirmations: Array<ConfirmationText & { show?: string }>;
  let steps: SignedStep[];

  beforeEach(async () => {
    confirmations = [];
    steps = [];
    node = await startFakeNode({
      sendrawtransaction: () => result({ hash: HASH }),
      getblockcount: () => result(VALID_UNTIL - 50),
      getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] }),
    });
  });
  afterEach(() => node.close());

  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction');

  function options(file: FixtureFile | string, change: Partial<SendSignedOptions> = {}): SendSignedOptions {
    const nodeConfig = { rpcUrl: node.url, contractHash: FIXTURE_NNS };
    return {
      write, node: nodeConfig, l10n, file: FILE,
      text: file.endsWith('.json') ? readFixture(file as FixtureFile) : file,
      info: { network: { magic: FIXTURE_MAGIC, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 15_000 }, blockCount: VALID_UNTIL - 100 },
      saved: (hash) => (hash === HASH ? SAVED : undefined),
      confirm: (text) => {
        confirmations.push(text);
        return Promise.resolve(text.button);
      },
      currentSettings: () => nodeConfig,
      progress: (step) => steps.push(step),
      pollIntervalMs: 1,
      ...change,
    };
  }

  it('sends a complete context saved here, confirmed in its saved words with who signed and how long it stays valid; then what to refresh', async () => {
    const outcome = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.equal(outcome.kind, 'done', JSON.stringify(outcome));
    assert.ok(outcome.kind === 'done');
    assert.equal(outcome.hash, HASH);
    assert.deepEqual(outcome.reload, SAVED.reload);
    assert.match(outcome.message, new RegExp(`^Register alice\\.neo: done; the node reports the transaction ${HASH}`));
    const [shown] = confirmations;
    assert.equal(shown?.message, SAVED.message);
    assert.equal(shown?.button, 'Send');
    assert.ok(shown?.detail.startsWith(`${SAVED.detail}\nSigned elsewhere: `), shown?.detail);
    assert.match(shown?.detail ?? '', /\(2 of 2 signatures: /);
    assert.match(shown?.detail ?? '', /^Sent to the node of the settings now: http:\/\/127\.0\.0\.1/m);
    assert.match(shown?.detail ?? '', /now: it can enter blocks until 7,000,000: about 25 minutes from now \(the chain is at block 6,999,899\)$/);
    // What was sent is the context's signed transaction, byte for byte.
    assert.deepEqual(sent().map((call) => call.params[0]), [base64.encode(write.signedBytesOf(write.parseContext(readFixture('complete.neo-go.json'))))]);
    assert.deepEqual(steps.map((step) => step.step).slice(0, 3), ['checking', 'confirming', 'sending']);
  });

  it('refuses before anything is shown or sent: a file that is not a context, missing signatures (whose), another network, expired, a hash that lies', async () => {
    const refused = async (text: string, change: Partial<SendSignedOptions>, stage: string, words: RegExp) => {
      const outcome = await sendSignedTransaction(options(text, change));
      assert.equal(outcome.kind, 'failed', JSON.stringify(outcome));
      assert.ok(outcome.kind === 'failed');
      assert.equal(outcome.stage, stage);
      assert.match(outcome.refusal.message, words);
      assert.equal(outcome.refusal.spent, false);
      return outcome.refusal;
    };
    await refused('{"hello":1}', {}, 'read', /^register-alice\.neo\.context\.json is not a contract parameters context NNS Explorer can read: .* Nothing was sent\.$/);
    const missing = await refused('b1.neo-go.json', {}, 'check', /^Signatures are missing in register-alice\.neo\.context\.json: .*2-of-3 multisig: 1 of 2 signatures; .* can still sign\)/);
    assert.match(missing.fix, /neo-go wallet sign --in register-alice\.neo\.context\.json/);
    const testnet = { network: { magic: TESTNET, addressVersion: 53, maxValidUntilBlockIncrement: 5760 }, blockCount: 100 };
    await refused('complete.neo-go.json', { info: testnet }, 'check', /is for MainNet; the node of the settings is on TestNet\. Nothing was sent\.$/);
    const expired = { network: { magic: FIXTURE_MAGIC, addressVersion: 53, maxValidUntilBlockIncrement: 5760 }, blockCount: VALID_UNTIL + 1 };
    await refused('complete.neo-go.json', { info: expired }, 'check', /could enter blocks up to 7,000,000, and the chain is past it \(its next block is 7,000,001\)/);
    const lying = readFixture('complete.neo-go.json').replace(/"hash":"0x[0-9a-f]{64}"/, `"hash":"0x${'1'.repeat(64)}"`);
    await refused(lying, {}, 'read', /was changed: its data no longer has the hash the file gives/);
    assert.equal(confirmations.length, 0);
    assert.equal(node.calls.length, 0, 'nothing asked of the node');
  });

  it('refuses a context that is not the transaction saved under its hash, naming what differs', async () => {
    const other = write.contextOf({ transaction: { ...transaction, nonce: 1 }, signers: fixtureTransaction().toSign.signers, network: { magic: FIXTURE_MAGIC, addressVersion: 53 } });
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { saved: () => ({ ...SAVED, data: base64.encode(other.data) }) }));
    assert.ok(outcome.kind === 'failed');
    assert.match(outcome.refusal.message, /is not the one saved here: its nonce differs\. Nothing was sent\.$/);
    const two = write.contextOf({ transaction: { ...transaction, nonce: 1, systemFee: transaction.systemFee + 1n }, signers: fixtureTransaction().toSign.signers, network: { magic: FIXTURE_MAGIC, addressVersion: 53 } });
    const both = await sendSignedTransaction(options('complete.neo-go.json', { saved: () => ({ ...SAVED, data: base64.encode(two.data) }) }));
    assert.ok(both.kind === 'failed');
    assert.match(both.refusal.message, /is not the one saved here: its (nonce and system fee|system fee and nonce) differ\. Nothing was sent\.$/);
    assert.equal(sent().length, 0);
  });

  it('a context from elsewhere: its own confirmation lists its calls; Show Transaction gives its document and sends nothing; Send sends it', async () => {
    const elsewhere = { saved: () => undefined };
    const shown = await sendSignedTransaction(options('complete.neo-go.json', { ...elsewhere, confirm: (text) => Promise.resolve(text.show) }));
    assert.equal(shown.kind, 'shown');
    assert.ok(shown.kind === 'shown');
    assert.match(shown.document, /register/);
    assert.equal(sent().length, 0);

    const outcome = await sendSignedTransaction(options('complete.neo-go.json', elsewhere));
    assert.equal(outcome.kind, 'done');
    assert.ok(outcome.kind === 'done');
    assert.equal(outcome.reload, undefined, 'no saved record: the command refreshes everything');
    assert.equal(outcome.title, `Transaction ${HASH}`);
    const text = confirmations[0]!;
    assert.equal(text.message, 'MainNet: this spends real GAS. Send a transaction NNS Explorer did not prepare?');
    assert.match(text.detail, /^NNS Explorer did not save this transaction in this workspace/);
    assert.match(text.detail, new RegExp(`^Call 1: ${FIXTURE_NNS} \\(the NNS contract of the settings\\) register\\("alice\\.neo", N\\w+\\) \\+ ASSERT$`, 'm'));
    assert.match(text.detail, /^Signer, pays the fees: N\w+ · scopes CalledByEntry · signed$/m);
    assert.deepEqual([text.button, text.show], ['Send', 'Show Transaction']);
    assert.equal(sent().length, 1);
  });

  it('the settings as they are written (a URL without its slash, a hash in capitals) are the same node: sent', async () => {
    const written = { rpcUrl: node.url.replace(/\/$/, ''), contractHash: FIXTURE_NNS.toUpperCase().replace('0X', '0x') };
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { node: written, currentSettings: () => written }));
    assert.equal(outcome.kind, 'done', JSON.stringify(outcome));
  });

  it('declined, or the settings changed while the confirmation was open: nothing sent', async () => {
    assert.equal((await sendSignedTransaction(options('complete.neo-go.json', { confirm: () => Promise.resolve(undefined) }))).kind, 'declined');
    const moved = await sendSignedTransaction(options('complete.neo-go.json', { currentSettings: () => ({ rpcUrl: 'http://other.example', contractHash: FIXTURE_NNS }) }));
    assert.ok(moved.kind === 'failed' && moved.stage === 'confirm');
    assert.equal(sent().length, 0);
  });

  it('the node refuses it: said in the node\'s words, at the send', async () => {
    node.handle('sendrawtransaction', () => rpcError(-500, 'Insufficient funds', 'insufficient funds'));
    const outcome = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.ok(outcome.kind === 'failed');
    assert.equal(outcome.stage, 'send');
    assert.match(outcome.refusal.message, /fund|GAS/i);
  });

  it('inspects a file without checking or sending it: an incomplete one too', () => {
    const inspected = inspectSignedTransaction({ ...options('b1.neo-go.json'), saved: () => undefined });
    assert.ok(inspected.kind === 'inspected');
    assert.equal(inspected.hash, HASH);
    assert.match(inspected.document, /register/);
    assert.match(inspected.document, /not signed|1 of 2/);
    const bad = inspectSignedTransaction(options('[]'));
    assert.ok(bad.kind === 'failed' && /not a contract parameters context/.test(bad.refusal.message));
    assert.equal(node.calls.length, 0);
  });

  const HALT = () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] });

  it('says each step in the output channel, and sends without a progress notification', async () => {
    const logged: string[] = [];
    const { progress, ...quiet } = options('complete.neo-go.json', { log: (line) => logged.push(line) });
    assert.equal(typeof progress, 'function');
    let looks = 0;
    node.handle('getapplicationlog', () => (looks++ === 0 ? rpcError(-100, 'Unknown transaction/blockhash') : HALT()));
    const outcome = await sendSignedTransaction(quiet);
    assert.equal(outcome.kind, 'done', JSON.stringify(outcome));
    assert.deepEqual(logged, [
      `Register alice.neo: sent ${HASH} from ${FILE}; waiting for a block.`,
      `Register alice.neo: the node reports it in block (not told), HALT (${HASH}).`,
    ]);
    // A node without application logs that tells neither the block nor the state.
    logged.length = 0;
    node.handle('getapplicationlog', () => rpcError(-32601, 'Method not found'));
    node.handle('getrawtransaction', () => result({ hash: HASH, blockhash: `0x${'11'.repeat(32)}` }));
    assert.equal((await sendSignedTransaction(quiet)).kind, 'done');
    assert.equal(logged.at(-1), `Register alice.neo: the node reports it in block (not told), state not told by the node (${HASH}).`);
  });

  it('says in the output channel why it stopped: a file not read, a check, a declined confirmation', async () => {
    const logged: string[] = [];
    const log = (line: string) => logged.push(line);
    const unread = await sendSignedTransaction(options('{"hello":1}', { log }));
    assert.ok(unread.kind === 'failed');
    assert.equal(unread.title, 'Send Signed Transaction');
    assert.equal(logged[0], `Send Signed Transaction: ${FILE} not read: ${unread.refusal.message}`);
    const missing = await sendSignedTransaction(options('b1.neo-go.json', { log }));
    assert.ok(missing.kind === 'failed');
    assert.equal('hash' in missing, false, 'nothing was sent: no hash to look up');
    assert.equal(logged[1], `Register alice.neo: stopped at check: ${missing.refusal.message}`);
    await sendSignedTransaction(options('complete.neo-go.json', { log, confirm: () => Promise.resolve(undefined) }));
    assert.equal(logged[2], 'Register alice.neo: not sent (the confirmation was declined).');
    assert.equal(sent().length, 0);
  });

  it('a button other than Send (Save for Signing Elsewhere…, a stale one) sends nothing', async () => {
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { confirm: () => Promise.resolve('Save for Signing Elsewhere…') }));
    assert.deepEqual(outcome, { kind: 'declined', title: 'Register alice.neo' });
    const elsewhere = await sendSignedTransaction(options('complete.neo-go.json', { saved: () => undefined, confirm: () => Promise.resolve('Cancel') }));
    assert.equal(elsewhere.kind, 'declined');
    assert.equal(sent().length, 0);
  });

  it('the node refusing the send keeps the hash, to be looked up', async () => {
    node.handle('sendrawtransaction', () => rpcError(-500, 'Insufficient funds', 'insufficient funds'));
    const outcome = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'send');
    assert.equal(outcome.hash, HASH);
  });

  it('waits with the node asked at the interval given, telling the chain\'s height; only the wait\'s own steps shown', async () => {
    let looks = 0;
    node.handle('getapplicationlog', () => (looks++ < 2 ? rpcError(-100, 'Unknown transaction/blockhash') : HALT()));
    const requests: string[] = [];
    const talking: typeof write = {
      ...write,
      waitForTransaction: (target, hash, validUntilBlock, wait = {}) => {
        wait.onProgress?.({ step: 'sending' });
        return write.waitForTransaction(target, hash, validUntilBlock, wait);
      },
    };
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { write: talking, onRequest: (event) => requests.push(event.method) }));
    assert.equal(outcome.kind, 'done', JSON.stringify(outcome));
    const waiting = { step: 'waiting', blockCount: VALID_UNTIL - 50, validUntilBlock: VALID_UNTIL };
    assert.deepEqual(steps, [{ step: 'checking' }, { step: 'confirming' }, { step: 'sending' }, waiting, waiting]);
    assert.ok(requests.includes('sendrawtransaction'), requests.join());
    assert.ok(requests.filter((method) => method.includes('getapplicationlog')).length >= 3, requests.join());
  });

  it('a wait that fails after sending: the hash sent, the reason in words', async () => {
    node.handle('getapplicationlog', () => rpcError(-32000, 'the log store is down'));
    const outcome = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'wait', JSON.stringify(outcome));
    assert.equal(outcome.hash, HASH);
    assert.match(outcome.refusal.message, new RegExp(`^The transaction ${HASH} was sent, but waiting for its block failed: .*the log store is down`));
  });

  it('expired, and FAULTed at execution: the hash kept, said with it', async () => {
    node.handle('getblockcount', () => result(VALID_UNTIL + 5));
    node.handle('getapplicationlog', () => rpcError(-100, 'Unknown transaction/blockhash'));
    const expired = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.ok(expired.kind === 'failed' && expired.stage === 'wait', JSON.stringify(expired));
    assert.equal(expired.hash, HASH);
    assert.equal(expired.refusal.message.startsWith(`The node reports the chain past block 7,000,000 without the transaction ${HASH}: `), true, expired.refusal.message);

    node.handle('getblockcount', () => result(VALID_UNTIL - 50));
    node.handle('getapplicationlog', () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'no authorization', gasconsumed: '5', stack: [] }] }));
    const faulted = await sendSignedTransaction(options('complete.neo-go.json'));
    assert.ok(faulted.kind === 'failed' && faulted.stage === 'execution', JSON.stringify(faulted));
    assert.equal(faulted.hash, HASH);
    assert.match(faulted.refusal.message, new RegExp(`^The node reports the transaction ${HASH} in a block, where the contract FAULTed: "no authorization"`));
    assert.equal(faulted.refusal.fix, 'Sign with the account that owns the name (or, for names the price closes, with the committee).');
  });

  it('gives a set-up\'s contract once its transaction is in a block', async () => {
    const contract = `0x${'cd'.repeat(20)}`;
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { saved: (hash) => (hash === HASH ? { ...SAVED, setUpContract: contract } : undefined) }));
    assert.ok(outcome.kind === 'done', JSON.stringify(outcome));
    assert.equal(outcome.setUpContract, contract);
  });

  it('a context from elsewhere is confirmed with how long it stays valid in time', async () => {
    let detail = '';
    await sendSignedTransaction(options('complete.neo-go.json', { saved: () => undefined, confirm: (text) => { detail = text.detail; return Promise.resolve(undefined); } }));
    assert.match(detail, /it can enter blocks until 7,000,000: about 25 minutes from now \(the chain is at block 6,999,899\)/);
  });

  it('inspects a file saved here under its saved title, with how long it stays valid in time; a file that is not a context is refused as Inspect Transaction', () => {
    const inspected = inspectSignedTransaction(options('b1.neo-go.json'));
    assert.ok(inspected.kind === 'inspected');
    assert.equal(inspected.title, 'Register alice.neo');
    assert.match(inspected.document, /Saved by NNS Explorer in this workspace: Register alice\.neo/);
    assert.match(inspected.document, /about 25 minutes from now/);
    const bad = inspectSignedTransaction(options('[]'));
    assert.ok(bad.kind === 'failed');
    assert.equal(bad.title, 'Inspect Transaction');
  });

  it('reads the file\'s accounts with the address version of the node\'s network', () => {
    const legacy = { network: { magic: FIXTURE_MAGIC, addressVersion: 23, maxValidUntilBlockIncrement: 5760 }, blockCount: VALID_UNTIL - 100 };
    const inspected = inspectSignedTransaction({ ...options('complete.neo-go.json'), info: legacy });
    assert.ok(inspected.kind === 'inspected');
    assert.match(inspected.document, /^ {2}AeEn7rPq4dHPN61kjmXoygqp2G2zbX3haV · scopes CalledByEntry · signed$/m);
    assert.match(inspected.document, /^ {2}ATPzVnFJPHDYdoeZFT2jkSSzmf46e8JYHd · scopes CalledByEntry · signed$/m);
    assert.doesNotMatch(inspected.document, /NiNsf7LUN3Bfu6CMUMXNXT1QuPmHsBKcQb/);
  });

  it('a context from elsewhere whose script is not plain contract calls has no Send button: closing its confirmation sends nothing', async () => {
    const { keys, toSign } = fixtureTransaction();
    const odd = { ...toSign, transaction: { ...toSign.transaction, script: Uint8Array.of(0x11, 0x40) } };
    const text = write.serializeContext(write.contextOf(odd, { keys: [keys.a, keys.b1, keys.b2] }));
    const outcome = await sendSignedTransaction(options(text, { saved: () => undefined, confirm: (shown) => { confirmations.push(shown); return Promise.resolve(undefined); } }));
    assert.equal(confirmations[0]?.button, undefined);
    assert.equal(outcome.kind, 'declined', JSON.stringify(outcome));
    assert.equal(sent().length, 0);
  });

  it('settings that do not read as a node and contract (a hash that is none) send nothing: stopped at the confirmation, in words', async () => {
    const odd = { rpcUrl: node.url, contractHash: 'nns' };
    const outcome = await sendSignedTransaction(options('complete.neo-go.json', { node: odd, currentSettings: () => odd }));
    assert.ok(outcome.kind === 'failed', JSON.stringify(outcome));
    assert.equal(outcome.stage, 'confirm');
    assert.equal(outcome.refusal.message, 'The node or the NNS contract in the settings changed while the confirmation was open: the transaction was not sent.');
    assert.equal(sent().length, 0);
  });
});
