// The set-up with the real write module against a fake node: probe, plan, one transaction confirmed and
// signed by the committee's multisig; a wrong committee, a contract deployed earlier, a declined
// confirmation and a refused deploy, each stopped or completed before anything is signed.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import * as write from '../../../../src/core/write';
import { checkSetUp, runSetUp, type SetUpCheck, type SetUpOutcome, type SetUpRunOptions } from '../../../../src/model/setup/runSetUp';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ContextSaveRequest } from '../../../../src/model/write/run/saveForSigning';
import { keySourceFor } from '../../../../src/model/write/accounts/keySource';
import { readNeoExpressKeys, signingAccounts, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { nnsManifest, NNS_TEST_SCRIPT } from '../../core/deploy/manifests';
import { halted, policyAnswers, result, rpcError, startFakeNode, version, writeInfoAt, type Answer, type FakeNode } from '../../core/transactions/fakeNode';
import { fault, readout } from './setUpAnswers';
import { generateKey, neoExpressFile } from '../../support/walletFiles';

const MAGIC = 1234567890;
const GAS = 100_000_000n;
const SETTINGS_HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';


describe('model/setup/runSetUp', () => {
  const nodeKey = generateKey();
  const alice = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice }] });
  const read = readNeoExpressKeys(expressText, 'default.neo-express');
  assert.ok(read.ok);
  const accounts = signingAccounts(read.entries);
  const COMMITTEE = accounts.find((a) => a.kind === 'multisig')!;
  const ALICE = accounts.find((a) => a.address === alice.account.address)!;
  const nef = new sc.NEF({ compiler: 'test', source: '', tokens: [], script: hex.encode(NNS_TEST_SCRIPT) });
  const files: write.ContractFiles = { nef: write.parseNef(hex.decode(nef.serialize())), manifest: write.parseManifest(JSON.stringify(nnsManifest('neo-go'))) };
  const committeeHash = write.contractHashOf(COMMITTEE.scriptHash, files.nef.checksum, 'NameService');

  let node: FakeNode;
  let hashShown: string | undefined;
  let chain: { existing: boolean; probe: Answer; reads: Answer; prepare: Answer };
  const events: string[] = [];
  const logged: string[] = [];
  const keysGiven: write.PrivateKey[] = [];

  beforeEach(async () => {
    events.length = 0;
    logged.length = 0;
    hashShown = undefined;
    chain = { existing: false, probe: readout({ prices: [10n * GAS] }), reads: fault('called contract not found'), prepare: halted([], String(10n * GAS + 12_345n)) };
    node = await startFakeNode({
      getversion: () => version(MAGIC),
      getcommittee: () => result([hex.encode(nodeKey.key.publicKey)]),
      getcontractstate: (params) => (chain.existing ? result({ id: 1, hash: params[0], nef: { checksum: files.nef.checksum }, manifest: nnsManifest('neo-go') }) : rpcError(-102, 'Unknown contract')),
      // The probe's batch: the test deploy with the reads, then the reads alone; then the transaction's test.
      invokescript: (_, call) => {
        if (call === 0) return chain.probe;
        if (call === 1) return chain.reads;
        events.push('test');
        return chain.prepare;
      },
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 1000n * GAS }),
      calculatenetworkfee: () => result({ networkfee: '1' }),
      sendrawtransaction: () => {
        events.push('send');
        return result({ hash: hashShown });
      },
      getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] }),
    });
  });
  afterEach(() => node.close());

  function options(signer: SigningAccount, over: Partial<SetUpRunOptions> = {}): SetUpRunOptions {
    const source = keySourceFor({ write, readFile: async () => expressText, askPassword: async () => undefined });
    const settings = { rpcUrl: node.url, contractHash: SETTINGS_HASH };
    return {
      write, node: settings, chain: writeInfoAt(MAGIC), files, paths: { nef: 'nns/nns.nef', manifest: 'nns/nns.manifest.json' }, signer, l10n, pollIntervalMs: 5,
      keySource: async (account) => {
        events.push(`keys ${account.address}`);
        const keys = await source(account);
        keysGiven.push(...keys);
        return keys;
      },
      confirm: async (text) => {
        events.push('confirm');
        hashShown = /One transaction \([^)]*\): (0x[0-9a-f]{64})/.exec(text.detail)?.[1];
        return true;
      },
      currentSettings: () => settings,
      progress: (step) => events.push(step.step),
      log: (line) => logged.push(line),
      ...over,
    };
  }
  /** The outcome for an assertion's message: its kind, stage and words (a plan's bytes would drown them). */
  const show = (outcome: SetUpOutcome) => JSON.stringify(outcome.kind === 'failed' ? outcome.refusal : outcome.kind === 'done' ? outcome.text : outcome);
  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction').length;

  it('sets up a fresh chain: probes, tests deploy + addRoot + setPrice as one transaction, confirms, reads the committee\'s key only then, sends; offers the contract', async () => {
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'done', show(outcome));
    assert.deepEqual(events.filter((event) => !['keys', 'signing', 'waiting'].includes(event)), [
      'probing', 'preparing', 'test', 'confirming', 'confirm', `keys ${COMMITTEE.address}`, 'sending', 'send',
    ]);
    assert.equal(outcome.contractHash, committeeHash);
    assert.equal(outcome.hash, hashShown);
    assert.deepEqual(outcome.plan.steps.map((step) => step.kind), ['deploy', 'addRoot', 'setPrice']);
    assert.equal(outcome.text.use, 'Use This Contract');
    assert.match(outcome.text.message, new RegExp(`^NNS is set up on this chain: the contract ${committeeHash} \\(the top-level domain \\.neo, 0\\.01 GAS a name\\)`));
    assert.ok(keysGiven.length > 0 && keysGiven.every((key) => key.wiped), 'the keys are wiped once signed');
    // The probe is one request: network, committee, the contract at the computed hash, the test deploy, the reads.
    const probe = node.calls.filter((call) => call.request === 0).map((call) => call.method);
    assert.deepEqual(probe, ['getversion', 'getblockcount', 'getcommittee', 'getcontractstate', 'invokescript', 'invokescript']);
    const said = logged.join('\n');
    const returned = JSON.stringify(outcome, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value instanceof Uint8Array ? hex.encode(value) : value));
    assert.ok(!said.includes(nodeKey.hex) && !returned.includes(nodeKey.hex), 'no key in the log or the outcome');
  });

  it('the root and price chosen are the ones sent', async () => {
    const outcome = await runSetUp(options(COMMITTEE, { root: 'test', price: 5n * GAS }));
    assert.ok(outcome.kind === 'done', show(outcome));
    assert.deepEqual(outcome.plan.steps.slice(1), [{ kind: 'addRoot', root: 'test' }, { kind: 'setPrice', price: 5n * GAS, before: { kind: 'single', price: 10n * GAS } }]);
  });

  it('refuses an account that is not the committee before anything is signed, in words: no confirmation, no key read, nothing sent', async () => {
    const outcome = await runSetUp(options(ALICE));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
    assert.deepEqual(outcome.refusal, {
      message: `${ALICE.address} is not the chain's committee, whose signature this needs. Nothing was signed or sent.`,
      fix: 'Choose the committee\'s account: on a one-node chain, the multisig account of the consensus node\'s wallet.',
      spent: false,
    });
    assert.deepEqual(events, ['probing']);
    assert.equal(sent(), 0);
  });

  it('a contract deployed earlier from the same files by the same account, complete: offered, nothing sent, nothing confirmed', async () => {
    chain = { ...chain, existing: true, probe: fault('at instruction 1 (SYSCALL): contract already exists'), reads: readout({ supply: 1n, roots: ['neo'], prices: [1_000_000n] }) };
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'done', show(outcome));
    assert.equal(outcome.hash, undefined);
    assert.equal(outcome.contractHash, committeeHash);
    assert.deepEqual(outcome.plan.steps.map((step) => step.kind), ['useExisting', 'rootPresent', 'pricePresent']);
    assert.match(outcome.text.message, /already: the contract .* deployed earlier from these files by this account; nothing was sent\./);
    assert.deepEqual(events, ['probing']);
    assert.equal(sent(), 0);
  });

  it('a contract deployed earlier, without the root asked for: completed by addRoot alone, not deployed again', async () => {
    chain = { ...chain, existing: true, probe: fault('contract already exists'), reads: readout({ roots: ['neo'], prices: [1_000_000n] }) };
    const outcome = await runSetUp(options(COMMITTEE, { root: 'dev' }));
    assert.ok(outcome.kind === 'done' && outcome.hash, show(outcome));
    assert.deepEqual(outcome.plan.transactions[0]!.calls.map((call) => call.method), ['addRoot']);
  });

  it('the deploy refused as the transaction is tested, because the contract now exists: ALREADY_DEPLOYED in those words', async () => {
    chain = { ...chain, prepare: fault('at instruction 1 (SYSCALL): contract already exists') };
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.equal(outcome.refusal.message, `A contract with this NEF and sender is already deployed at ${committeeHash}. Nothing was signed or sent.`);
    assert.equal(outcome.refusal.fix, 'Use that contract rather than deploying it again.');
    assert.equal(sent(), 0);
  });

  it('a test deploy the node refuses: its reason, nothing signed', async () => {
    chain = { ...chain, probe: fault('at instruction 1 (SYSCALL): GAS limit exceeded') };
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
    assert.match(outcome.refusal.message, /^The node stopped the test deploy at its GAS limit for test invocations \(at instruction 1 \(SYSCALL\): GAS limit exceeded\)/);
    assert.equal(sent(), 0);
  });

  it('declined: nothing sent, no key read', async () => {
    const outcome = await runSetUp(options(COMMITTEE, { confirm: async () => false }));
    assert.deepEqual(outcome, { kind: 'declined' });
    assert.ok(!events.some((event) => event.startsWith('keys')));
    assert.equal(sent(), 0);
  });

  it('an account of another chain (a neo-express file of another magic) is refused after the probe, before anything is signed', async () => {
    const outcome = await runSetUp(options({ ...COMMITTEE, networkMagic: MAGIC + 1 }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', show(outcome));
    assert.equal(outcome.refusal.message, `${COMMITTEE.address} is an account of another chain (magic ${MAGIC + 1}); this transaction is for magic ${MAGIC}. Nothing was signed or sent.`);
  });

  it('a node that does not answer the probe: said as the lists say it, nothing signed', async () => {
    const closed = await closedPort();
    const outcome = await runSetUp(options(COMMITTEE, { node: { rpcUrl: `http://127.0.0.1:${closed}/`, contractHash: SETTINGS_HASH }, timeoutMs: 2000 }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'probe', show(outcome));
    assert.match(outcome.refusal.message, new RegExp(`^Node unreachable: http://127\\.0\\.0\\.1:${closed}/`));
  });

  it('says in the log what the probe found, the plan, and where it stopped', async () => {
    const outcome = await runSetUp(options(COMMITTEE, { confirm: async () => false }));
    assert.deepEqual(outcome, { kind: 'declined' });
    assert.deepEqual(logged.filter((line) => !line.includes(': prepared ')), [
      `Set up NNS: probed ${committeeHash} on magic ${MAGIC} in 1 request(s): the test deploy consumed 1012339270 datoshi.`,
      'Set up NNS: deploy, addRoot, setPrice; 1 transaction(s).',
      'Set up NNS: not signed (the confirmation was declined).',
    ]);
  });

  it('says in the log a test deploy that FAULTed', async () => {
    chain = { ...chain, probe: fault('at instruction 1 (SYSCALL): GAS limit exceeded') };
    await runSetUp(options(COMMITTEE));
    assert.equal(logged[0], `Set up NNS: probed ${committeeHash} on magic ${MAGIC} in 1 request(s): the test deploy FAULTed: at instruction 1 (SYSCALL): GAS limit exceeded.`);
    assert.match(logged[1] ?? '', /^Set up NNS: stopped at plan: The node stopped the test deploy at its GAS limit/);
  });

  it('says in the log a contract found complete', async () => {
    chain = { ...chain, existing: true, probe: fault('contract already exists'), reads: readout({ supply: 1n, roots: ['neo'], prices: [1_000_000n] }) };
    await runSetUp(options(COMMITTEE));
    assert.deepEqual(logged, [
      `Set up NNS: probed ${committeeHash} on magic ${MAGIC} in 1 request(s): deployed already (an NNS contract).`,
      'Set up NNS: useExisting, rootPresent, pricePresent; 0 transaction(s).',
    ]);
  });

  it('says in the log a contract at the hash that is no NNS contract', async () => {
    chain = { ...chain, existing: true, probe: fault('contract already exists'), reads: readout({ roots: ['neo'], prices: [1_000_000n] }) };
    node.handle('getcontractstate', (params) => result({ id: 1, hash: params[0], nef: { checksum: files.nef.checksum }, manifest: { name: 'Other', supportedstandards: [], abi: { methods: [] } } }));
    await runSetUp(options(COMMITTEE, { confirm: async () => false }));
    assert.equal(logged[0], `Set up NNS: probed ${committeeHash} on magic ${MAGIC} in 1 request(s): deployed already (not an NNS contract).`);
  });

  it('reports its requests, the probe\'s too', async () => {
    const requests: string[] = [];
    await runSetUp(options(COMMITTEE, { confirm: async () => false, onRequest: (event) => requests.push(event.method) }));
    assert.match(requests[0] ?? '', /^batch of 6 \(getversion, getblockcount, getcommittee, getcontractstate, invokescript\)$/);
    assert.equal(requests.length, 2, requests.join(' | '));
  });

  it('refuses before any request an account whose file gives no usable script, or the script of another account', async () => {
    const broken = await runSetUp(options({ ...COMMITTEE, verificationScript: '00' }));
    assert.ok(broken.kind === 'failed' && broken.stage === 'plan', show(broken));
    assert.match(broken.refusal.message, /^The wallet file holds a key that cannot sign: .* Nothing was signed or sent\.$/);
    const forged = await runSetUp(options({ ...COMMITTEE, verificationScript: ALICE.verificationScript }));
    assert.ok(forged.kind === 'failed', show(forged));
    assert.deepEqual(forged.refusal, { message: `The script default.neo-express gives for ${COMMITTEE.address} is that of another account: the file is inconsistent.`, fix: '', spent: false });
    assert.deepEqual(logged.at(-1), `Set up NNS: stopped at plan: The script default.neo-express gives for ${COMMITTEE.address} is that of another account: the file is inconsistent.`);
    assert.equal(node.calls.length, 0);
  });

  it('a committee short of GAS: how much is missing, and the neo-express command that funds its account', async () => {
    node.handle('invokefunction', policyAnswers({ balance: GAS }));
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.match(outcome.refusal.message, new RegExp(`^${COMMITTEE.address} has 1 GAS; this transaction needs .* GAS \\(its fees\\): .* GAS is missing\\. Nothing was signed or sent\\.$`));
    assert.match(outcome.refusal.fix, new RegExp(`^Send at least .* GAS to ${COMMITTEE.address} \\(neo-express: neoxp transfer <amount> GAS genesis <this wallet>\\), then run the command again\\.$`));
  });

  it('completing a contract deployed earlier, a FAULT at the GAS limit is the contract\'s, not the deploy\'s', async () => {
    chain = { ...chain, existing: true, probe: fault('contract already exists'), reads: readout({ roots: ['neo'], prices: [1_000_000n] }), prepare: fault('at instruction 5 (SYSCALL): Insufficient GAS.') };
    const outcome = await runSetUp(options(COMMITTEE, { root: 'dev' }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'prepare', show(outcome));
    assert.doesNotMatch(outcome.refusal.message, /test deploy|deploy/);
    assert.match(outcome.refusal.message, /Insufficient GAS/);
  });
  it('runs without log or progress callbacks', async () => {
    const outcome = await runSetUp(options(COMMITTEE, { log: undefined, progress: undefined }));
    assert.ok(outcome.kind === 'done' && outcome.hash, show(outcome));
    assert.equal(sent(), 1);
  });

  it('an account whose file names no network is not refused as another chain\'s', async () => {
    const outcome = await runSetUp(options({ ...COMMITTEE, networkMagic: undefined }));
    assert.ok(outcome.kind === 'done' && outcome.hash, show(outcome));
  });

  it('a node on another network than the command started on: refused after the probe, nothing signed', async () => {
    const outcome = await runSetUp(options(COMMITTEE, { chain: writeInfoAt(MAGIC + 1) }));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'probe', show(outcome));
    assert.match(outcome.refusal.message, /^The node changed its network during the operation: it said .* first, then .*\. Nothing was signed or sent\.$/);
    assert.deepEqual(events, ['probing']);
    assert.equal(sent(), 0);
  });

  it('Save for Signing Elsewhere…: saved as setUpNns-<root>, the contract remembered for once it is sent; nothing sent', async () => {
    const requests: ContextSaveRequest[] = [];
    const saveContext = async (request: ContextSaveRequest) => {
      requests.push(request);
      return `/work/${request.fileName}`;
    };
    const save = async () => 'save' as const;
    const outcome = await runSetUp(options(COMMITTEE, { saveContext, confirm: save }));
    assert.ok(outcome.kind === 'saved', show(outcome));
    assert.deepEqual(Object.keys(outcome).sort(), ['contractHash', 'file', 'kind', 'message']);
    assert.equal(outcome.contractHash, committeeHash);
    assert.equal(outcome.file, '/work/setUpNns-neo.context.json');
    assert.match(outcome.message, /^Saved \/work\/setUpNns-neo\.context\.json: /);
    assert.equal(requests[0]?.record.setUpContract, committeeHash);
    assert.equal(sent(), 0);
  });

  it('Save for Signing Elsewhere… of another root: its file named after that root', async () => {
    const names: string[] = [];
    const saveContext = async (request: ContextSaveRequest) => {
      names.push(request.fileName);
      return request.fileName;
    };
    const outcome = await runSetUp(options(COMMITTEE, { saveContext, confirm: async () => 'save' as const, root: 'dev' }));
    assert.ok(outcome.kind === 'saved', show(outcome));
    assert.deepEqual(names, ['setUpNns-dev.context.json']);
    assert.equal(sent(), 0);
  });

  it('a deploy that FAULTs in its block: spent, nothing to look up', async () => {
    node.handle('getapplicationlog', () => result({ executions: [{ trigger: 'Application', vmstate: 'FAULT', exception: 'boom', gasconsumed: '5', stack: [] }] }));
    const outcome = await runSetUp(options(COMMITTEE));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'execution', show(outcome));
    assert.ok(outcome.fees && outcome.refusal.spent);
    assert.equal(outcome.check, undefined);
  });

  describe('an outcome not known: Check Again', () => {
    const inBlock = (hash: string | undefined) => result({ hash, blockhash: '0x' + 'ab'.repeat(32), confirmations: 1 });
    const unknownRun = async (): Promise<{ outcome: SetUpOutcome; check: SetUpCheck }> => {
      node.handle('sendrawtransaction', () => result({ hash: '0x' + '00'.repeat(32) }));
      const outcome = await runSetUp(options(COMMITTEE));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'send' && outcome.check, show(outcome));
      return { outcome, check: outcome.check };
    };
    const again = (check: SetUpCheck) => checkSetUp({ write, l10n, check, pollIntervalMs: 5 });

    it('a send without its hash: what Check Again needs, the node, the plan, the fees and the words', async () => {
      const { outcome, check } = await unknownRun();
      assert.ok(outcome.kind === 'failed');
      assert.equal(check.hash, hashShown);
      assert.equal(typeof check.validUntilBlock, 'number');
      assert.deepEqual(check.node, { rpcUrl: node.url, contractHash: SETTINGS_HASH });
      assert.equal(check.plan.contractHash, committeeHash);
      assert.deepEqual(check.plan.steps.map((step) => step.kind), ['deploy', 'addRoot', 'setPrice']);
      assert.deepEqual(check.fees, outcome.fees);
      assert.equal(check.context.transactionHash, hashShown);
      assert.equal(check.context.rpcUrl, node.url);
      assert.deepEqual(check.context.signers, [COMMITTEE]);
      assert.equal(check.context.subject.method, 'deploy + addRoot + setPrice');
    });

    it('found in a block, HALTed: done, the contract offered', async () => {
      const { check } = await unknownRun();
      node.handle('getrawtransaction', () => inBlock(check.hash));
      const found = await again(check);
      assert.ok(found.kind === 'done', show(found));
      assert.deepEqual(Object.keys(found).sort(), ['contractHash', 'fees', 'hash', 'kind', 'plan', 'text']);
      assert.equal(found.contractHash, committeeHash);
      assert.equal(found.plan, check.plan);
      assert.equal(found.hash, check.hash);
      assert.equal(found.fees, check.fees);
      assert.equal(found.text.use, 'Use This Contract');
      assert.match(found.text.message, new RegExp(`^NNS is set up on this chain: the contract ${committeeHash} \\(the top-level domain \\.neo, 0\\.01 GAS a name\\); .*transaction ${check.hash}`));
    });

    it('not known to the node yet: failed, with the hash, the fees and the check to ask again; past its last block, no check', async () => {
      const { check } = await unknownRun();
      node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
      const unknown = await again(check);
      assert.ok(unknown.kind === 'failed', show(unknown));
      assert.equal(unknown.stage, 'check');
      assert.match(unknown.refusal.message, new RegExp(`^The node does not know the transaction ${check.hash}: it did not take it, or not yet\\.`));
      assert.equal(unknown.hash, check.hash);
      assert.equal(unknown.fees, check.fees);
      assert.equal(unknown.check, check);
      node.handle('getblockcount', () => result(1_000_000));
      const expired = await again(check);
      assert.ok(expired.kind === 'failed' && expired.stage !== undefined, show(expired));
      assert.equal(expired.check, undefined);
      assert.equal(expired.hash, check.hash);
    });
  });
});

/** A port nothing listens on: one the system handed out, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
