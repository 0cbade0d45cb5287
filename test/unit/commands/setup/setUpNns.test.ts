// Set Up NNS on This Chain… with the fake editor, the real write service and module, and a node without NNS:
// the user's path to Use This Contract (the setting written only on that click), a wrong committee, a
// contract deployed earlier offered instead, and the refusals before any file is asked.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { editor, resetEditor, Uri } from '../../support/fakeVscode';
import * as write from '../../../../src/core/write';
import { setUpNns, type SetUpResult } from '../../../../src/commands/setup/setUpNns';
import { sendSignedTransaction, type SignedContext } from '../../../../src/commands/write/sendSignedTransaction';
import { readNeoExpressKeys } from '../../../../src/model/write/accounts/signingAccounts';
import { nnsManifest, NNS_TEST_SCRIPT } from '../../core/deploy/manifests';
import { halted, policyAnswers, result, rpcError, startFakeNode, version, writeInfoAt, type Answer, type FakeNode } from '../../core/transactions/fakeNode';
import { fault, readout } from '../../model/setup/setUpAnswers';
import { fixtureAbi } from '../../model/write/fixtures';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fakeContext, loadedWrite, type FakeContext } from '../fakeContext';

const MAGIC = 1234567890;
const MAINNET = 860833102;
const GAS = 100_000_000n;
const SETTINGS_HASH = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';


describe('commands/setup/setUpNns', function () {
  // The block is waited for at the write module's pace (half a second between looks).
  this.timeout(10_000);
  const nodeKey = generateKey();
  const alice = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice }] });
  const read = readNeoExpressKeys(expressText, 'default.neo-express');
  assert.ok(read.ok);
  const nef = new sc.NEF({ compiler: 'test', source: '', tokens: [], script: hex.encode(NNS_TEST_SCRIPT) });
  const nefBytes = hex.decode(nef.serialize());
  const manifestText = JSON.stringify(nnsManifest('neo-go'));
  const committeeKey = hex.encode(nodeKey.key.publicKey);

  let node: FakeNode;
  let context: FakeContext;
  let chain: { existing: boolean; probe: Answer; reads: Answer };
  let hashShown: string | undefined;

  beforeEach(async () => {
    resetEditor();
    hashShown = undefined;
    chain = { existing: false, probe: readout({ prices: [10n * GAS] }), reads: fault('called contract not found') };
    node = await startFakeNode({
      getversion: () => version(MAGIC),
      getcommittee: () => result([committeeKey]),
      getcontractstate: (params) => (chain.existing ? result({ id: 1, hash: params[0], nef: { checksum: write.parseNef(nefBytes).checksum }, manifest: nnsManifest('neo-go') }) : rpcError(-102, 'Unknown contract')),
      invokescript: (_, call) => (call === 0 ? chain.probe : call === 1 ? chain.reads : halted([], String(10n * GAS + 12_345n))),
      getblockcount: () => result(100),
      invokefunction: policyAnswers({ balance: 1000n * GAS }),
      calculatenetworkfee: () => result({ networkfee: '1' }),
      sendrawtransaction: () => result({ hash: hashShown }),
      getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '1', stack: [], notifications: [] }] }),
    });
    context = fakeContext({ rpcUrl: node.url, contractHash: SETTINGS_HASH });
    context.writeInfo = { ...writeInfoAt(MAGIC), contract: undefined, committee: [committeeKey] };
    context.chains.keyEntries = read.ok ? [...read.entries] : [];
    context.chains.walletTexts.set('default.neo-express', expressText);
    // The contract's files as a compiler writes them, and another contract's that is no NNS contract.
    editor.workspaceFiles.set('/workspace/nns/nns.nef', nefBytes);
    editor.workspaceFiles.set('/workspace/nns/nns.manifest.json', manifestText);
    editor.workspaceFiles.set('/workspace/token/token.nef', nefBytes);
    editor.workspaceFiles.set('/workspace/token/token.manifest.json', JSON.stringify({ ...nnsManifest('neo-go'), name: 'Token', abi: { methods: [], events: [] } }));
  });
  afterEach(() => node.close());

  const committeeAddress = () => write.committeeAccountOf([committeeKey]).address;
  const contractHash = () => write.contractHashOf(write.committeeAccountOf([committeeKey]).scriptHash, write.parseNef(nefBytes).checksum, 'NameService');
  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction').length;

  /** The user's answers: the first files offered, the account whose address is `account`, the root and price as offered, Sign and Send, then `use` (null: the message dismissed). */
  function answer({ account = committeeAddress(), use = 'Use This Contract' as string | null } = {}): void {
    editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.label === account));
    editor.inputBoxAnswers.push('neo', '0.01');
    // The modal's transaction hash is what the node answers once it is sent.
    editor.messageAnswers.push((modal) => {
      hashShown = /One transaction \([^)]*\): (0x[0-9a-f]{64})/.exec(modal.detail ?? '')?.[1];
      return 'Sign and Send';
    }, use ?? undefined);
  }

  it('sets up NNS from the workspace\'s files, signed by the committee, and writes nns.contractHash to the workspace on Use This Contract', async () => {
    answer();
    const outcome: SetUpResult = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'done' && outcome.used === true, JSON.stringify(editor.messages));
    assert.equal(outcome.contractHash, contractHash());
    // The files pick: the NNS contract's files (not the token's), then the dialog.
    const [files, accounts] = editor.quickPicks;
    assert.deepEqual(files?.items.map((item) => [item.label, item.description]), [
      ['nns/nns.manifest.json', '"NameService", an NNS contract'],
      ['Choose the .nef File…', 'another contract\'s files'],
    ]);
    // The account pick: the committee first, the consensus node's own account and alice's marked as refused.
    assert.deepEqual(accounts?.items.map((item) => [item.label, item.description]), [
      [committeeAddress(), 'the chain\'s committee'],
      [nodeKey.account.address, 'not the committee: will be refused'],
      [alice.account.address, 'not the committee: will be refused'],
      ['$(add) Another Account, Signing Elsewhere…', undefined],
    ]);
    assert.deepEqual(editor.inputBoxes.map((box) => [box.title, box.value]), [['Set Up NNS: the first top-level domain', 'neo'], ['Set Up NNS: the price of a name', '0.01']]);
    // One confirmation with every step, then the outcome with its button.
    const [modal, done] = editor.messages;
    assert.equal(modal?.text, `Set up NNS on a private chain (magic ${MAGIC}): deploy the contract ${contractHash()}?`);
    assert.deepEqual(modal?.items, ['Sign and Send', 'Save for Signing Elsewhere…']);
    assert.equal(modal?.detail?.split('\n').at(-1), 'Sign and Send signs at once with the key in default.neo-express: no password is asked.');
    assert.ok(modal?.detail?.includes(`1. Deploy the contract: its hash will be ${contractHash()}\n2. Add the top-level domain "neo"\n3. Set the price of a name to 0.01 GAS (now: 10 GAS)`), modal?.detail);
    assert.ok(done?.kind === 'information' && done.text.startsWith(`NNS is set up on this chain: the contract ${contractHash()}`), done?.text);
    assert.deepEqual(done.items, ['Use This Contract']);
    assert.equal(sent(), 1);
    assert.deepEqual(context.settings.written, [['contractHash', contractHash()]]);
    assert.deepEqual(context.settings.writtenScopes, ['workspace']);
    assert.deepEqual(editor.statusBar, [`nns.contractHash is now ${contractHash()} (workspace settings).`]);
    assert.equal(context.contracts.cleared, 1, 'the search for a contract on this node is forgotten');
    assert.deepEqual(context.chains.walletsRead, ['default.neo-express'], 'the wallet read once, after the confirmation');
    // The progress said the probe, then the transaction's steps.
    const steps = editor.progressReports.map((report) => (report as { message: string }).message);
    assert.equal(steps[0], 'Testing the deploy on the node (nothing is signed yet)…');
    assert.ok(steps.includes('Sending the transaction…'), steps.join(' | '));
    assert.ok(!context.log.notes.join('\n').includes(nodeKey.hex), 'no key in the log');
  });

  it('writes no setting when the outcome\'s message is dismissed: the contract is deployed, the settings unchanged; All Domains searches again at once, to offer it', async () => {
    answer({ use: null });
    let reloadsBeforeMessage = -1;
    editor.messageAnswers[editor.messageAnswers.length - 1] = () => {
      reloadsBeforeMessage = context.views['nns.allDomains'].calls.filter((call) => call === 'reload').length;
      return undefined;
    };
    const outcome = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'done' && outcome.used === false && outcome.hash, JSON.stringify(editor.messages));
    assert.equal(sent(), 1);
    assert.deepEqual(context.settings.written, []);
    assert.equal(context.settings.values.contractHash, SETTINGS_HASH);
    assert.deepEqual(editor.statusBar, []);
    assert.equal(context.contracts.cleared, 1, 'the search that found no contract is forgotten');
    assert.equal(reloadsBeforeMessage, 1, 'All Domains reloaded while the message is shown');
  });

  it('sent without an answer: Check Again looks the transaction up and, once in a block, offers the contract', async () => {
    answer({ use: null });
    // The node answers the send with another hash: it may have taken the transaction.
    node.handle('sendrawtransaction', () => result({ hash: '0x' + '00'.repeat(32) }));
    node.handle('getrawtransaction', (params) => result({ hash: params[0], blockhash: '0x' + 'ab'.repeat(32), confirmations: 1 }));
    editor.messageAnswers.splice(1, 0, 'Check Again');
    const outcome = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'done' && outcome.hash === hashShown, JSON.stringify(editor.messages));
    const [, unknown, done] = editor.messages;
    assert.deepEqual([unknown?.kind, unknown?.items], ['error', ['Check Again']]);
    assert.match(unknown!.text, /^Set up NNS: The transaction 0x[0-9a-f]{64} was signed and sent, but the node did not answer with its hash: it may have taken it\. Check Again looks it up/);
    assert.ok(done?.kind === 'information' && done.text.startsWith(`NNS is set up on this chain: the contract ${contractHash()}`), done?.text);
    assert.equal(sent(), 1);
    assert.deepEqual(node.calls.filter((call) => call.method === 'getrawtransaction').map((call) => call.params), [[hashShown, true]]);
  });

  it('refuses an account that is not the committee before anything is signed: in words, no confirmation, no wallet read, nothing sent', async () => {
    answer({ account: alice.account.address });
    const outcome = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan');
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.text]), [
      ['error', `Set up NNS: ${alice.account.address} is not the chain's committee, whose signature this needs. Nothing was signed or sent. Choose the committee's account: on a one-node chain, the multisig account of the consensus node's wallet.`],
    ]);
    assert.deepEqual([sent(), context.chains.walletsRead, context.settings.written], [0, [], []]);
  });

  it('offers a contract deployed earlier from the same files by the same account: nothing confirmed or sent, the setting on the click', async () => {
    chain = { existing: true, probe: fault('at instruction 1 (SYSCALL): contract already exists'), reads: readout({ roots: ['neo'], prices: [1_000_000n] }) };
    answer();
    // No confirmation comes: the first message is the outcome's.
    editor.messageAnswers.splice(0, 1);
    const outcome = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'done' && outcome.hash === undefined && outcome.used === true);
    assert.deepEqual(outcome.plan.steps.map((step) => step.kind), ['useExisting', 'rootPresent', 'pricePresent']);
    assert.deepEqual(editor.messages.map((message) => message.kind), ['information']);
    assert.match(editor.messages[0]?.text ?? '', /^NNS is set up on this chain already: the contract 0x[0-9a-f]{40} \(the top-level domain \.neo, 0\.01 GAS a name\), deployed earlier from these files by this account; nothing was sent\./);
    assert.equal(sent(), 0);
    assert.deepEqual(context.settings.written, [['contractHash', contractHash()]]);
  });

  it('offers the file dialogs where the workspace holds no NNS contract\'s files: the .nef, then the manifest where none is beside it', async () => {
    editor.workspaceFiles.delete('/workspace/nns/nns.manifest.json');
    editor.workspaceFiles.set('/elsewhere/contract.json', manifestText);
    editor.openDialogAnswers.push([Uri.from({ scheme: 'file', path: '/workspace/nns/nns.nef' })], [Uri.from({ scheme: 'file', path: '/elsewhere/contract.json' })]);
    answer({ use: null });
    const outcome = await setUpNns(await loadedWrite(context));
    assert.deepEqual(editor.quickPicks[0]?.items.map((item) => [item.label, item.description]), [['Choose the .nef File…', 'no NNS contract\'s files in the workspace']]);
    assert.equal(editor.openDialogs.length, 2);
    assert.ok(outcome.kind === 'done' && outcome.hash, JSON.stringify(editor.messages));
  });

  it('takes the manifest beside the .nef chosen in the dialog: no second dialog', async () => {
    editor.workspaceFiles.delete('/workspace/nns/nns.nef');
    editor.openDialogAnswers.push([Uri.from({ scheme: 'file', path: '/workspace/nns/nns.nef.copy' })]);
    editor.workspaceFiles.set('/workspace/nns/nns.nef.copy', nefBytes);
    answer({ use: null });
    const outcome = await setUpNns(await loadedWrite(context));
    assert.equal(outcome.kind, 'dismissed', 'no manifest beside a file that is no .nef, and the second dialog dismissed');
    editor.openDialogAnswers.push([Uri.from({ scheme: 'file', path: '/workspace/build/nns.nef' })]);
    editor.workspaceFiles.set('/workspace/build/nns.nef', nefBytes);
    editor.workspaceFiles.set('/workspace/build/nns.manifest.json', manifestText);
    editor.openDialogs.length = 0;
    editor.quickPickAnswers.length = 0;
    answer({ use: null });
    editor.quickPickAnswers[0] = (items) => items.at(-1);
    const again = await setUpNns(await loadedWrite(context));
    assert.equal(editor.openDialogs.length, 1);
    assert.ok(again.kind === 'done' && again.hash, JSON.stringify(editor.messages));
  });

  it('a file that is no NEF: said in words before anything is asked of the node', async () => {
    editor.workspaceFiles.set('/workspace/nns/nns.nef', new Uint8Array([1, 2, 3]));
    answer();
    const outcome = await setUpNns(await loadedWrite(context));
    assert.equal(outcome.kind, 'refused');
    assert.match(editor.messages[0]?.text ?? '', /^Set up NNS: .* Nothing was signed or sent\. Choose the contract's \.nef and \.manifest\.json files as its compiler wrote them\.$/);
    assert.equal(editor.quickPicks.length, 1, 'no account asked');
    assert.equal(node.calls.length, 0);
  });

  it('where the settings\' contract is an NNS contract on this chain already, deploys another only on Deploy Another', async () => {
    context.writeInfo = { ...context.writeInfo!, contract: fixtureAbi('nft-nd-nns-neo-go') };
    editor.messageAnswers.push(undefined);
    assert.equal((await setUpNns(await loadedWrite(context))).kind, 'dismissed');
    assert.match(editor.messages[0]?.text ?? '', /^This chain holds an NNS contract already: 0x[0-9a-f]{40}, the one in the settings\. Add Root… and Set Price… change it/);
    assert.deepEqual([editor.quickPicks.length, node.calls.length], [0, 0]);
    editor.messages.length = 0;
    editor.messageAnswers.push('Deploy Another');
    answer({ use: null });
    const outcome = await setUpNns(await loadedWrite(context));
    assert.ok(outcome.kind === 'done' && outcome.hash, JSON.stringify(editor.messages));
  });

  it('refuses MainNet and TestNet before asking for any file', async () => {
    context.writeInfo = { ...writeInfoAt(MAINNET), contract: undefined, committee: [committeeKey] };
    const outcome = await setUpNns(await loadedWrite(context));
    assert.equal(outcome.kind, 'refused');
    assert.deepEqual(editor.messages.map((message) => message.text), [
      'This node is on MainNet, whose NNS contract exists already: Set Up NNS is for a private chain (neo-express, a neo-go private net).',
    ]);
    assert.deepEqual([editor.quickPicks.length, editor.findFilesCalls.length], [0, 0]);
  });

  it('signs nothing in Restricted Mode: says why, asks nothing', async () => {
    const loaded = await loadedWrite(context);
    editor.isTrusted = false;
    const outcome = await setUpNns(loaded);
    assert.equal(outcome.kind, 'refused');
    assert.match(editor.messages[0]?.text ?? '', /needs a trusted workspace/);
    assert.deepEqual([editor.quickPicks.length, node.calls.length], [0, 0]);
  });

  it('says which keys are missing when the workspace holds no account of this chain', async () => {
    context.chains.keyEntries = [];
    answer();
    const outcome = await setUpNns(await loadedWrite(context));
    assert.equal(outcome.kind, 'refused');
    assert.match(editor.messages[0]?.text ?? '', new RegExp(`^The workspace holds 0 of the 1 keys the committee ${write.committeeAccountOf([committeeKey]).address} needs`));
  });

  describe('the committee signing elsewhere', () => {
    const FILE_PATH = '/workspace/setUpNns-neo.context.json';
    const FILE = Uri.from({ scheme: 'file', path: FILE_PATH });
    const saved = () => new TextDecoder().decode(editor.files.get(FILE.toString()));

    /** The answers after the account: the root and price as offered, Save for Signing Elsewhere… (checked: Sign and Send is not offered), the file. */
    function saveAnswers(): void {
      editor.inputBoxAnswers.push('neo', '0.01');
      editor.messageAnswers.push((modal) => (modal.items?.includes('Sign and Send') ? undefined : 'Save for Signing Elsewhere…'));
      editor.saveDialogAnswers.push(FILE);
    }

    it('short of the committee\'s keys (only alice\'s account here): offers the committee signing elsewhere; picked, the set-up is saved, no wallet read, nothing sent', async () => {
      // Another chain file's node: the committee's key is not in the workspace.
      const other = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: alice }] }), 'default.neo-express');
      assert.ok(other.ok);
      context.chains.keyEntries = [...other.entries];
      editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.label === committeeAddress()));
      saveAnswers();
      const outcome = await setUpNns(await loadedWrite(context));
      assert.equal(outcome.kind, 'saved', JSON.stringify(editor.messages));
      const rows = editor.quickPicks[1]?.items.map((item) => [item.label, item.description]) ?? [];
      assert.deepEqual(rows[0], [committeeAddress(), 'the chain\'s committee · signs elsewhere · 1-of-1 multisig']);
      assert.deepEqual(rows.at(-1), ['$(add) Another Account, Signing Elsewhere…', undefined]);
      assert.ok(rows.some(([label, description]) => label === alice.account.address && description === 'not the committee: will be refused'));
      assert.equal(editor.quickPicks[1]?.items[0]?.detail, 'The workspace holds 0 of the 1 keys it needs: the set-up is saved for signing elsewhere (neo-go wallet sign, neo-cli sign)');
      const [modal, said] = editor.messages;
      assert.deepEqual(modal?.items, ['Save for Signing Elsewhere…']);
      assert.match(modal?.detail ?? '', new RegExp(`^Sign and Send is not offered: ${committeeAddress()} \\(1-of-1 multisig\\) signs elsewhere`));
      assert.ok(modal?.detail?.includes(`Signer, pays the fees: the committee ${committeeAddress()}, signs elsewhere (1-of-1 multisig)`), modal?.detail);
      assert.match(said?.text ?? '', new RegExp(`^Set up NNS: Saved setUpNns-neo\\.context\\.json; nothing was sent\\. Missing signatures: ${committeeAddress()} \\(1-of-1 multisig: 0 of 1 signatures; `));
      const file = write.parseContext(saved());
      assert.equal(file.network, MAGIC);
      assert.deepEqual(write.signingStatus(file).map((status) => [status.address, status.complete]), [[committeeAddress(), false]]);
      assert.ok(!saved().includes(alice.hex) && !saved().includes(nodeKey.hex), 'no key in the file');
      assert.deepEqual([sent(), context.chains.walletsRead, context.settings.written], [0, [], []]);
    });

    it('no account in the workspace: Sign Elsewhere… on the error, the committee typed as m and its keys, saved; signed elsewhere, Send Signed Transaction… sets NNS up and offers the contract', async () => {
      context.chains.keyEntries = [];
      editor.messageAnswers.push('Sign Elsewhere…');
      editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.typed === true));
      editor.inputBoxAnswers.push(`1 of ${committeeKey}`);
      saveAnswers();
      const loaded = await loadedWrite(context);
      const outcome = await setUpNns(loaded);
      assert.equal(outcome.kind, 'saved', JSON.stringify(editor.messages));
      const [refused] = editor.messages;
      assert.deepEqual([refused?.kind, refused?.items], ['error', ['Sign Elsewhere…']]);
      // The committee of the node's keys, signing elsewhere, and the row to type one.
      assert.deepEqual(editor.quickPicks[1]?.items.map((item) => item.label), [committeeAddress(), '$(add) Another Account, Signing Elsewhere…']);
      assert.equal(editor.inputBoxes[0]?.title, 'Set Up NNS: the committee\'s account');
      const modal = editor.messages.find((message) => message.modal);
      assert.ok(modal?.detail?.includes(`Signer, pays the fees: the committee ${committeeAddress()}, signs elsewhere (1-of-1 multisig)`), modal?.detail);
      assert.equal(sent(), 0);

      // Signed elsewhere by the consensus node's key, as neo-go would; sent from the file.
      const signed = write.addSignatures(write.parseContext(saved()), [nodeKey.key]);
      editor.workspaceFiles.set(FILE_PATH, write.serializeContext(signed));
      hashShown = signed.hash;
      editor.messages.length = 0;
      editor.messageAnswers.push('Send', 'Use This Contract');
      const done = await sendSignedTransaction(loaded as unknown as SignedContext, FILE);
      assert.equal(done?.kind, 'done', JSON.stringify(editor.messages));
      assert.equal(sent(), 1);
      assert.match(editor.messages.at(-1)?.text ?? '', new RegExp(`^Set up NNS: done; .*${contractHash()}`));
      assert.deepEqual(context.settings.written, [['contractHash', contractHash()]]);
    });

    it('an account typed that is not the committee: refused before anything is signed, as a workspace account would be', async () => {
      const stranger = generateKey();
      editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.typed === true));
      editor.inputBoxAnswers.push(Buffer.from(stranger.key.publicKey).toString('hex'), 'neo', '0.01');
      const outcome = await setUpNns(await loadedWrite(context));
      assert.ok(outcome.kind === 'failed' && outcome.stage === 'plan', JSON.stringify(outcome));
      assert.match(editor.messages[0]?.text ?? '', new RegExp(`^Set up NNS: ${stranger.account.address} is not the chain's committee`));
      assert.deepEqual([sent(), editor.saveDialogs.length, context.chains.walletsRead], [0, 0, []]);
    });
  });
});
