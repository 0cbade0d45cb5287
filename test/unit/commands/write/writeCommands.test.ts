// The write commands with the fake editor, the real write service and write module, against a fake
// node: what each asks, the confirmation it shows, what it sends, what reloads afterwards; refused in
// Restricted Mode and in the web build before anything is asked; a settings change while the
// confirmation is open sends nothing.
import assert from 'node:assert/strict';
import { editor, resetEditor, Uri, InputBoxValidationSeverity, type QuickPickItemLike } from '../../support/fakeVscode';
import type { ContractWriteInfo } from '../../../../src/core/contracts/contractWriteInfo';
import type { ResolveResult } from '../../../../src/core/names/resolve';
import { deleteRecord } from '../../../../src/commands/write/deleteRecord';
import { registerName } from '../../../../src/commands/write/registerName';
import { renewName } from '../../../../src/commands/write/renewName';
import { setAdmin } from '../../../../src/commands/write/setAdmin';
import { setRecord } from '../../../../src/commands/write/setRecord';
import { transferName } from '../../../../src/commands/write/transferName';
import { forgetWalletPasswords } from '../../../../src/commands/write/forgetWalletPasswords';
import { CommandIds, ViewIds } from '../../../../src/model/ids';
import { COMMANDS } from '../../../../src/commands/registry';
import { englishLocalizer } from '../../../../src/model/text/localizer';
import { readNeoExpressKeys, type SigningAccount } from '../../../../src/model/write/signingAccounts';
import { WriteModuleLoader } from '../../../../src/services/write/writeModule';
import { WriteService } from '../../../../src/services/write/writeService';
import { halted, policyAnswers, writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { GAS, startWriteNode } from './writeNode';
import { generateKey, neoExpressFile } from '../../support/walletFiles';
import { fixtureAbi } from '../../model/write/fixtures';
import { fakeContext, loadedWrite, type FakeContext } from '../fakeContext';
import { LazyWrite } from '../../../../src/commands/write/lazyWrite';
import type { WriteContext } from '../../../../src/commands/write/writeFlow';

const MAGIC = 1234567890;
const FILE = 'chain/default.neo-express';

/** Decodes what an invokescript was asked to run, enough to see the method called. */
const scriptOf = (call: { params: unknown[] }) => Buffer.from(String(call.params[0]), 'base64').toString('latin1');

describe('commands/write', () => {
  const nodeKey = generateKey();
  const alice = generateKey();
  const bob = generateKey();
  const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice, label: 'Alice' }, { name: 'bob', key: bob }] });
  const ALICE = alice.account.address;
  const BOB = bob.account.address;

  let node: FakeNode;
  let context: FakeContext;
  let ctx: FakeContext & WriteContext;
  let info: ContractWriteInfo;
  let available: boolean;

  const sent = () => node.calls.filter((call) => call.method === 'sendrawtransaction');
  const invoked = () => node.calls.filter((call) => call.method === 'invokescript').map(scriptOf);
  const pickAccount = (address: string) => (items: readonly QuickPickItemLike[]) => items.find((item) => (item.account as SigningAccount | undefined)?.address === address);
  const pickLabel = (label: string) => (items: readonly QuickPickItemLike[]) => items.find((item) => item.label === label);

  beforeEach(async () => {
    resetEditor();
    available = true;
    node = await startWriteNode(MAGIC, () => available);
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    context = fakeContext({ rpcUrl: node.url, contractHash: abi.hash });
    info = { ...writeInfoAt(MAGIC), contract: abi, committee: [Buffer.from(nodeKey.key.publicKey).toString('hex')] };
    context.writeInfo = info;
    const read = readNeoExpressKeys(expressText, FILE);
    assert.ok(read.ok);
    context.chains.keyEntries = [...read.entries];
    context.chains.walletTexts.set(FILE, expressText);
    ctx = await loadedWrite(context);
  });
  afterEach(() => node.close());

  function holds(name: string, owner: string, admin: string | null = null): void {
    const details = { name, state: 'active' as const, expiration: Date.UTC(2027, 0, 1), owner: { address: owner, scriptHash: '0x00' }, admin: admin ? { address: admin, scriptHash: '0x00' } : null };
    context.details.known.set(name, details);
    context.details.onNode.set(name, { ...details, expiration: Date.UTC(2028, 0, 1) });
  }

  it('Register Name…: the name checked as typed (free, its price), the owner picked, the confirmation, then the name shows in All Domains and its owner\'s list', async () => {
    editor.inputBoxAnswers.push('free.neo');
    editor.quickPickAnswers.push(pickAccount(ALICE));
    editor.messageAnswers.push('Sign and Send');
    const outcome = await registerName(ctx);
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));

    const validate = editor.inputBoxes[0]?.validateInput as unknown as (text: string) => Promise<unknown>;
    assert.match(String(await validate('Bad Name!')), /./, 'a name the contract refuses is told as typed');
    assert.deepEqual(await validate('free.neo'), { message: 'free.neo is free: registering it for a year burns 1 GAS, plus the fees.', severity: InputBoxValidationSeverity.Info });
    available = false;
    assert.equal(await validate('taken.neo'), 'taken.neo is taken: someone holds it until it expires.');

    const offered = editor.quickPicks[0]!.items.map((item) => (item.account as SigningAccount).address);
    assert.ok([ALICE, BOB, nodeKey.account.address].every((address) => offered.includes(address)), 'the workspace\'s accounts of this network');
    const confirmation = editor.messages.find((m) => m.modal)!;
    assert.equal(confirmation.text, `Register free.neo for ${ALICE.slice(0, 4)}…${ALICE.slice(-4)} on a private chain (magic ${MAGIC})?`);
    assert.deepEqual(confirmation.items, ['Sign and Send']);
    assert.match(confirmation.detail ?? '', new RegExp(`Signer, pays the fees: ${ALICE} \\(Alice · alice, ${FILE}\\)`));
    assert.match(confirmation.detail ?? '', /of which 1 GAS is the price the contract burns/);
    assert.ok(invoked().some((script) => script.includes('register')));
    assert.equal(sent().length, 1);
    assert.deepEqual(context.views[ViewIds.allDomains].calls, ['reload']);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, [`reloadOwners ${ALICE}`]);
    assert.ok(context.details.loads.some((load) => load.names.includes('free.neo')));
    assert.equal(context.lookups.cleared, 1);
    assert.match(editor.messages.at(-1)!.text, /^Register free\.neo for .*: done; the node reports the transaction 0x[0-9a-f]{64} in a block\.$/);
    assert.deepEqual(context.chains.walletsRead, [FILE], 'the wallet is read once, after Sign and Send');
  });

  it('Register Name…: a name taken is refused before any account is asked for', async () => {
    available = false;
    const outcome = await registerName(ctx, 'taken.neo');
    assert.equal(outcome, undefined);
    assert.deepEqual(editor.messages.map((m) => [m.kind, m.text]), [['error', 'taken.neo is taken: someone holds it until it expires.']]);
    assert.equal(editor.quickPicks.length, 0);
  });

  it('declined: nothing is signed or sent, no key read, the status bar says so', async () => {
    editor.quickPickAnswers.push(pickAccount(BOB));
    editor.messageAnswers.push(undefined);
    const outcome = await registerName(ctx, 'free.neo');
    assert.equal(outcome?.kind, 'declined');
    assert.equal(sent().length, 0);
    assert.deepEqual(context.chains.walletsRead, []);
    assert.match(editor.statusBar.at(-1) ?? '', /not signed, nothing was sent/);
  });

  it('a node or contract changed while the confirmation is open: the transaction is not sent, and no key is read', async () => {
    editor.quickPickAnswers.push(pickAccount(ALICE));
    editor.messageAnswers.push(async () => {
      await context.settings.write('contractHash', '0x50ac1c37690cc2cfc594472833cf57505d5f46de');
      return 'Sign and Send';
    });
    const outcome = await registerName(ctx, 'free.neo');
    assert.equal(outcome?.kind === 'failed' && outcome.stage, 'confirm');
    assert.equal(sent().length, 0);
    assert.deepEqual(context.chains.walletsRead, []);
    assert.match(editor.messages.at(-1)!.text, /changed while the confirmation was open: the transaction was not sent/);
    assert.equal(editor.messages.at(-1)!.kind, 'error');
  });

  it('Set Record…: the type picked, the value checked as the contract checks it, signed by the owner found in the workspace; the name\'s details reload', async () => {
    holds('alice.neo', ALICE);
    editor.quickPickAnswers.push(pickLabel('A'));
    editor.inputBoxAnswers.push('93.184.216.34');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setRecord(ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.deepEqual(editor.quickPicks[0]!.items.map((item) => item.label), ['A', 'AAAA', 'TXT', 'CNAME'], 'no account asked: the owner is the one account that may sign');
    const validate = editor.inputBoxes[0]!.validateInput!;
    assert.match(validate('10.0.0.1') ?? '', /private range 10\.0\.0\.0\/8/);
    assert.equal(validate('93.184.216.34'), undefined);
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', /Value: "93\.184\.216\.34"/);
    assert.ok(invoked().some((script) => script.includes('setRecord')));
    assert.ok(context.details.loads.some((load) => load.names.includes('alice.neo')));
    assert.deepEqual(context.views[ViewIds.allDomains].calls, [], 'All Domains gains no name');
  });

  it('Set Record… on a name whose owner the workspace does not hold: says whose key is needed, asks the node nothing', async () => {
    holds('carol.neo', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    const outcome = await setRecord(ctx, 'carol.neo');
    assert.equal(outcome, undefined);
    assert.match(editor.messages[0]!.text, /Only the owner of carol\.neo, NMBfzaEq2c5zodiNbLPoohVENARMbJim1r, may do this/);
    assert.deepEqual(node.calls, []);
  });

  it('a name nobody holds (expired): says so and offers Register Name… in words', async () => {
    context.details.known.set('old.neo', { name: 'old.neo', state: 'expired', expiration: Date.UTC(2020, 0, 1) });
    assert.equal(await renewName(ctx, 'old.neo'), undefined);
    assert.match(editor.messages[0]!.text, /old\.neo has expired: nobody holds it now\. Register it again/);
  });

  it('Renew: the owner offered first among the accounts that may pay; the message gives the new expiration', async () => {
    holds('alice.neo', ALICE);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await renewName(ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done');
    assert.equal((editor.quickPicks[0]!.items[0]!.account as SigningAccount).address, ALICE);
    assert.match(editor.quickPicks[0]!.items[0]!.description as string, /owner/);
    assert.match(editor.messages.at(-1)!.text, /alice\.neo now expires on 2028-01-01\.$/);
    assert.equal(editor.quickPicks.length, 1, 'neo-go\'s port has renew(name) only: no years asked');
    const detail = editor.messages.find((m) => m.modal)!.detail ?? '';
    assert.match(detail, /^Call: renew\(name: "alice\.neo"\)$/m);
    assert.match(detail, /^Expires: 2027-01-01 → 2028-01-01$/m, 'the expiration read before, and a year later');
  });

  describe('Renew on a contract with renew(name, years) (the C# NameService)', () => {
    beforeEach(async () => {
      context.writeInfo = { ...info, contract: fixtureAbi('nameservice-csharp') };
      ctx = await loadedWrite(context);
      holds('alice.neo', ALICE);
    });
    const yearsPick = () => editor.quickPicks.find((pick) => pick.items.some((item) => typeof item.years === 'number'));

    it('asks how many years, 1 first, each with the expiration it gives; the years chosen reach the call and the confirmation', async () => {
      editor.quickPickAnswers.push(pickAccount(ALICE), pickLabel('3 years'));
      editor.messageAnswers.push('Sign and Send');
      const outcome = await renewName(ctx, 'alice.neo');
      assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
      const items = yearsPick()!.items;
      assert.deepEqual(items.slice(0, 3).map((item) => [item.label, item.description]), [
        ['1 year', 'until 2028-01-01'], ['2 years', 'until 2028-12-31'], ['3 years', 'until 2029-12-31'],
      ]);
      assert.equal(items.length, 9, 'ten years from 2027-01-01 would end beyond ten years after the chain\'s time (2026-01-01): the contract refuses it');
      const confirmation = editor.messages.find((m) => m.modal)!;
      assert.match(confirmation.text, /^Renew alice\.neo for 3 years on /);
      assert.match(confirmation.detail ?? '', /^Call: renew\(name: "alice\.neo", years: 3\)$/m);
      assert.match(confirmation.detail ?? '', /^Expires: 2027-01-01 → 2029-12-31$/m);
      assert.equal(sent().length, 1);
    });

    it('Escape on the years: stops without a word, nothing prepared', async () => {
      editor.quickPickAnswers.push(pickAccount(ALICE), () => undefined);
      assert.equal(await renewName(ctx, 'alice.neo'), undefined);
      assert.ok(yearsPick());
      assert.deepEqual(editor.messages, []);
      assert.ok(!node.calls.some((call) => call.method === 'invokescript'));
    });

    it('a name already expiring ten years ahead: says so, asks no years', async () => {
      context.details.known.set('alice.neo', { ...context.details.known.get('alice.neo')!, expiration: context.details.clock + 3650 * 86_400_000 });
      editor.quickPickAnswers.push(pickAccount(ALICE));
      assert.equal(await renewName(ctx, 'alice.neo'), undefined);
      assert.equal(yearsPick(), undefined);
      assert.deepEqual(editor.messages.map((m) => m.text), ['alice.neo already expires on 2035-12-30: this contract renews a name up to 10 years ahead, not beyond.']);
    });
  });

  it('Renew on NeoFS\'s NNS (its renew checks the admin\'s witness): only the owner or admin may sign; a name the workspace does not hold is refused before the node is asked', async () => {
    context.writeInfo = { ...info, contract: fixtureAbi('neofs-nns') };
    ctx = await loadedWrite(context);
    holds('carol.neo', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    assert.equal(await renewName(ctx, 'carol.neo'), undefined);
    assert.match(editor.messages[0]!.text, /carol\.neo/);
    assert.ok(!node.calls.some((call) => call.method === 'invokescript'));
    assert.equal(editor.quickPicks.length, 0, 'no account offered that the contract would refuse');
  });

  it('Set Admin…: another workspace account (it signs too), or Remove the Admin when there is one', async () => {
    holds('alice.neo', ALICE, BOB);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done');
    const labels = editor.quickPicks[0]!.items.map((item) => item.label);
    assert.equal(labels[0], '$(close) Remove the Admin');
    assert.ok(!labels.includes('Alice') && !labels.includes(BOB), 'Bob is the admin already; Alice signs as the owner');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', /New admin: none \(the admin is removed\)/);
  });

  it('Transfer…: an NNS name typed is resolved, its address shown in a modal, used only once confirmed', async () => {
    holds('alice.neo', ALICE);
    const resolved: ResolveResult = { kind: 'found', data: `address=${BOB}`, asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo' }], retraced: true };
    Object.assign(context.lookups, { resolve: () => Promise.resolve(resolved) });
    editor.inputBoxAnswers.push('bob.neo');
    editor.messageAnswers.push('Use This Address', 'Sign and Send');
    const outcome = await transferName(ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const [question, confirmation] = editor.messages.filter((m) => m.modal);
    assert.equal(question!.text, `bob.neo resolves to ${BOB}. Make this address the new owner?`);
    assert.match(confirmation!.detail ?? '', new RegExp(`New owner: ${BOB}, resolved from bob\\.neo`));
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, [`reloadOwners ${ALICE} ${BOB}`], 'both owners\' lists reload');
    const validate = editor.inputBoxes[0]!.validateInput!;
    assert.match(validate('Nnot-an-address') ?? '', /./);
  });

  it('Transfer…: the resolved address declined: nothing is prepared', async () => {
    holds('alice.neo', ALICE);
    const resolved: ResolveResult = { kind: 'found', data: `address=${BOB}`, asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo' }], retraced: true };
    Object.assign(context.lookups, { resolve: () => Promise.resolve(resolved) });
    editor.inputBoxAnswers.push('bob.neo');
    editor.messageAnswers.push(undefined);
    assert.equal(await transferName(ctx, 'alice.neo'), undefined);
    assert.ok(!node.calls.some((call) => call.method === 'invokescript'));
  });

  it('Delete Record…: the name\'s records offered by type; none: says so', async () => {
    holds('alice.neo', ALICE);
    node.handle('invokefunction', (params) => (params[1] === 'getAllRecords'
      ? halted([{ type: 'InteropInterface', interface: 'IIterator', truncated: false, iterator: [
        { type: 'Struct', value: [{ type: 'ByteString', value: Buffer.from('alice.neo').toString('base64') }, { type: 'Integer', value: '16' }, { type: 'ByteString', value: Buffer.from('hello').toString('base64') }] },
      ] }])
      : policyAnswers({ balance: 50n * GAS })(params, 0)));
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await deleteRecord(ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.deepEqual(editor.quickPicks[0]!.items.map((item) => [item.label, item.description]), [['TXT', 'hello']]);
    assert.ok(invoked().some((script) => script.includes('deleteRecord')));
  });

  it('no account for this network: says which files are read and how to make one', async () => {
    context.chains.keyEntries = [];
    assert.equal(await registerName(ctx, 'free.neo'), undefined);
    assert.match(editor.messages[0]!.text, /\*\.neo-express files .* NEP-6 wallet files .* neoxp wallet create/);
  });

  it('Restricted Mode: the write commands are not even loaded; LazyWrite says why', async () => {
    let loads = 0;
    const lazy = new LazyWrite({ extensionUri: Uri.from({ scheme: 'file', path: '/extension' }), settings: context.settings, chains: context.chains, log: { note: () => undefined, onRequest: () => undefined }, l10n: englishLocalizer }, () => {
      loads++;
      return Promise.reject(new Error('not loaded'));
    });
    editor.isTrusted = false;
    assert.equal(await lazy.commands(), undefined);
    assert.equal(loads, 0);
    assert.match(editor.messages[0]!.text, /^Managing names needs a trusted workspace: in Restricted Mode NNS Explorer reads no wallet and signs nothing\./);
  });

  it('Restricted Mode, once loaded: every write command still says it signs nothing there, before asking anything or reading a wallet', async () => {
    editor.isTrusted = false;
    holds('alice.neo', ALICE);
    for (const command of [registerName, renewName, setRecord, deleteRecord, setAdmin, transferName]) {
      assert.equal(await command(ctx, 'alice.neo'), undefined);
    }
    assert.equal(editor.messages.length, 6);
    for (const message of editor.messages) assert.match(message.text, /^Managing names needs a trusted workspace/);
    assert.deepEqual([editor.quickPicks.length, editor.inputBoxes.length, node.calls.length, context.chains.walletsRead.length], [0, 0, 0, 0]);
  });

  it('the web build: says it does not sign and loads nothing, neither the commands nor the signing code', async () => {
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.reject(new Error('not loaded'));
    };
    const parts = { extensionUri: Uri.from({ scheme: 'file', path: '/extension' }), settings: context.settings, chains: context.chains, log: { note: () => undefined, onRequest: () => undefined }, l10n: englishLocalizer };
    const worker = { WorkerGlobalScope: class {} };
    const lazy = new LazyWrite(parts, load, worker);
    assert.equal(lazy.available, false);
    assert.equal(await lazy.commands(), undefined);
    // The service refuses too, were it made there.
    const web = new WriteService({ ...parts, loader: new WriteModuleLoader(parts.extensionUri, 'Managing names needs VS Code desktop (or code-server): the web build does not sign.', load, worker) });
    assert.equal(await registerName({ ...ctx, write: web }, 'free.neo'), undefined);
    assert.deepEqual(editor.messages.map((m) => m.text), [
      'Managing names needs VS Code desktop (or code-server): the web build does not sign.',
      'Managing names needs VS Code desktop (or code-server): the web build does not sign.',
    ]);
    assert.equal(loads, 0);
  });

  it('loads the write commands once, and one write service for the window', async () => {
    const again = await context.write.commands();
    assert.equal(again?.service, (await context.write.commands())?.service);
    assert.equal(ctx.write, again?.service);
  });

  it('from the command table: loaded on the first write, run in the write bundle\'s boundary: a failure is logged and shown once, never thrown', async () => {
    context.writeInfo = undefined;
    const [, run] = COMMANDS.find(([id]) => id === CommandIds.registerName)!;
    assert.equal(await run(context, 'free.neo'), undefined);
    assert.equal(context.notices.notified.length, 1);
    assert.match(context.notices.notified[0]!.text, /no node in the fake context/);
    assert.equal(context.log.failures[0]?.source, CommandIds.registerName);
  });

  it('Forget Wallet Passwords: forgets what was kept and says how many', () => {
    assert.equal(forgetWalletPasswords(context), 0);
    assert.match(editor.statusBar.at(-1) ?? '', /0 wallet passwords forgotten/);
  });
});
