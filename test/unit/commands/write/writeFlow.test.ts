// What every write command does around its own questions, with the fake editor, the real write service
// and write module against the fake node: declined, the settings changed meanwhile, no account, no
// committee key, no contract, Restricted Mode and the web build (nothing loaded), the table and its bundle.
import assert from 'node:assert/strict';
import { MemoryState } from '../../support/memoryState';
import { editor, ProgressLocation, Uri } from '../../support/fakeVscode';
import * as write from '../../../../src/core/write';
import { forgetWalletPasswords } from '../../../../src/commands/write/forgetWalletPasswords';
import { LazyWrite } from '../../../../src/commands/write/lazyWrite';
import { registerName } from '../../../../src/commands/write/operations/register';
import { renewName } from '../../../../src/commands/write/operations/renew';
import { setPrice } from '../../../../src/commands/write/operations/setPrice';
import { WRITE_COMMANDS } from '../../../../src/commands/write/writeCommandTable';
import * as writeCommandsBundle from '../../../../src/commands/writeCommandsBundle';
import { WRITE_COMMAND_FUNCTIONS } from '../../../../src/commands/writeCommandsBundle';
import { COMMANDS } from '../../../../src/commands/registry';
import { CommandIds } from '../../../../src/model/ids';
import { englishLocalizer } from '../../../../src/model/text/localizer';
import { readNeoExpressKeys, readNep6Keys } from '../../../../src/model/write/accounts/signingAccounts';
import { WriteModuleLoader } from '../../../../src/services/write/writeModule';
import { WriteService } from '../../../../src/services/write/writeService';
import { detailsUri } from '../../../../src/services/uris';
import { result, rpcError } from '../../core/transactions/fakeNode';
import { generateKey, neoExpressFile, nep6File } from '../../support/walletFiles';
import { elsewhereOf, holderSigner, signingAccountsOf, startCommitteeAction, startWrite } from '../../../../src/commands/write/writeFlow';
import { FILE, MAGIC, pickAccount, writeHarness } from './writeHarness';

describe('commands/write/writeFlow', function () {
  this.timeout(10_000);
  const h = writeHarness();
  const parts = () => ({ extensionUri: Uri.from({ scheme: 'file', path: '/extension' }), settings: h.context.settings, chains: h.context.chains, log: { note: () => undefined, onRequest: () => undefined }, l10n: englishLocalizer, state: new MemoryState() });

  it('declined: nothing is signed or sent, no key read, the status bar says so', async () => {
    editor.quickPickAnswers.push(pickAccount(h.BOB));
    editor.messageAnswers.push(undefined);
    const outcome = await registerName(h.ctx, 'free.neo');
    assert.equal(outcome?.kind, 'declined');
    assert.equal(h.sent().length, 0);
    assert.deepEqual(h.context.chains.walletsRead, []);
    assert.match(editor.statusBar.at(-1) ?? '', /not signed, nothing was sent/);
  });

  it('a node or contract changed while the confirmation is open: the transaction is not sent, and no key is read', async () => {
    editor.quickPickAnswers.push(pickAccount(h.ALICE));
    editor.messageAnswers.push(async () => {
      await h.context.settings.write('contractHash', '0x50ac1c37690cc2cfc594472833cf57505d5f46de');
      return 'Sign and Send';
    });
    const outcome = await registerName(h.ctx, 'free.neo');
    assert.equal(outcome?.kind === 'failed' && outcome.stage, 'confirm');
    assert.equal(h.sent().length, 0);
    assert.deepEqual(h.context.chains.walletsRead, []);
    assert.match(editor.messages.at(-1)!.text, /changed while the confirmation was open: the transaction was not sent/);
    assert.equal(editor.messages.at(-1)!.kind, 'error');
  });

  it('sent without an answer: Check Again looks the transaction up, as often as asked; once in a block, the details and the open details document reload', async () => {
    h.holds('alice.neo', h.ALICE);
    const document = { uri: detailsUri('alice.neo'), getText: () => '' };
    editor.textDocuments.push(document);
    // The node answers the send with another hash: it may have taken the transaction.
    h.node.handle('sendrawtransaction', () => result({ hash: '0x' + '00'.repeat(32) }));
    h.node.handle('getrawtransaction', () => rpcError(-100, 'Unknown transaction'));
    let looks = 0;
    editor.quickPickAnswers.push(pickAccount(h.ALICE));
    editor.messageAnswers.push('Sign and Send', 'Check Again', (message) => {
      // Not known yet: said, and Check Again offered again; this time the node has it in a block.
      looks = h.node.calls.filter((call) => call.method === 'getrawtransaction').length;
      h.node.handle('getrawtransaction', (params) => result({ hash: params[0], blockhash: '0x' + 'ab'.repeat(32), confirmations: 1 }));
      return message.items.includes('Check Again') ? 'Check Again' : undefined;
    });
    const outcome = await renewName(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const [sent, unknown, done] = editor.messages.filter((m) => !m.modal);
    assert.deepEqual([sent?.kind, sent?.items], ['error', ['Check Again']]);
    assert.match(sent!.text, /^Renew alice\.neo for a year: The transaction 0x[0-9a-f]{64} was signed and sent, but the node did not answer with its hash: it may have taken it\. Check Again looks it up/);
    assert.deepEqual([unknown?.kind, unknown?.items], ['error', ['Check Again']]);
    assert.match(unknown!.text, /The node does not know the transaction 0x[0-9a-f]{64}: it did not take it, or not yet\./);
    assert.equal(looks, 1);
    assert.deepEqual(done?.kind, 'information');
    assert.match(done!.text, /alice\.neo now expires on 2028-01-01\.$/);
    assert.equal(h.sent().length, 1, 'sent once, looked up twice');
    assert.deepEqual(h.context.details.loads.at(-1)?.names, ['alice.neo']);
    assert.deepEqual(h.context.documents.refreshed, [document.uri.toString()]);
  });

  it('the password box closed: said in the status bar, not as an error that would stay beside the next success', async () => {
    const carol = generateKey();
    const wallet = await nep6File({ name: 'carol', password: 'right', accounts: [{ key: carol }] });
    const read = readNep6Keys(wallet, 'carol.json');
    assert.ok(read.ok);
    h.context.chains.keyEntries = [...read.entries];
    h.context.chains.walletTexts.set('carol.json', wallet);
    h.holds('carol.neo', carol.account.address);
    editor.messageAnswers.push('Sign and Send');
    editor.inputBoxAnswers.push(undefined);
    const outcome = await renewName(h.ctx, 'carol.neo');
    assert.ok(outcome?.kind === 'failed' && outcome.refusal.cancelled, outcome?.kind === 'failed' ? outcome.refusal.message : outcome?.kind);
    assert.deepEqual(editor.messages.filter((m) => !m.modal), [], 'no notification');
    assert.equal(editor.statusBar.at(-1), 'Renew carol.neo for a year: No password was given: nothing was signed or sent.');
    assert.equal(h.sent().length, 0);
  });

  it('no account for this network: says which files are read and how to make one', async () => {
    h.context.chains.keyEntries = [];
    assert.equal(await registerName(h.ctx, 'free.neo'), undefined);
    assert.match(editor.messages[0]!.text, /\*\.neo-express files .* NEP-6 wallet files .* neoxp wallet create/);
  });

  it('a committee\'s operation where the workspace lacks the committee\'s key: told whose keys are missing, nothing asked or sent', async () => {
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: generateKey() }] }), FILE);
    assert.ok(read.ok);
    h.context.chains.keyEntries = [...read.entries];
    assert.equal(await setPrice(h.ctx), undefined);
    const committee = write.committeeAccountOf([Buffer.from(h.nodeKey.key.publicKey).toString('hex')]);
    assert.match(editor.messages[0]?.text ?? '', new RegExp(`^The workspace holds 0 of the 1 keys the committee ${committee.address} needs`));
    assert.deepEqual([editor.inputBoxes.length, h.sent().length], [0, 0]);
  });

  it('a holder the workspace lacks: Sign Elsewhere… asks its public key, checked against its address; the account signs elsewhere', async () => {
    const far = generateKey();
    h.holds('far.neo', far.account.address);
    const session = (await startWrite(h.ctx))!;
    const accounts = (await signingAccountsOf(h.ctx, session))!;
    const elsewhere = await elsewhereOf(h.ctx, session, accounts);
    const details = h.context.details.known.get('far.neo')!;
    editor.messageAnswers.push(undefined);
    assert.equal(await holderSigner(h.ctx, session, accounts, 'far.neo', details, 'owner', 'Transfer', elsewhere), undefined, 'the message dismissed');
    assert.deepEqual(editor.messages[0]!.items, ['Sign Elsewhere…']);
    editor.messageAnswers.push('Sign Elsewhere…');
    editor.inputBoxAnswers.push(Buffer.from(far.key.publicKey).toString('hex'));
    const signer = await holderSigner(h.ctx, session, accounts, 'far.neo', details, 'owner', 'Transfer', elsewhere);
    assert.deepEqual([signer?.address, signer?.signsElsewhere], [far.account.address, true]);
    assert.match(String(editor.inputBoxes[0]!.prompt), new RegExp(`^The public key of ${far.account.address}`));
    assert.equal(h.sent().length, 0);
  });

  it('a committee the workspace lacks the key of: Sign Elsewhere… gives its multisig, signing elsewhere, known from the chain\'s keys', async () => {
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alice', key: generateKey() }] }), FILE);
    assert.ok(read.ok);
    h.context.chains.keyEntries = [...read.entries];
    editor.messageAnswers.push('Sign Elsewhere…');
    const action = await startCommitteeAction(h.ctx);
    const committee = write.committeeAccountOf([Buffer.from(h.nodeKey.key.publicKey).toString('hex')]);
    assert.deepEqual([action?.committee.address, action?.committee.committee, action?.committee.signsElsewhere, action?.committee.keyHolders.length], [committee.address, true, true, 0]);
  });

  it('no contract at the settings\' hash: said, nothing asked', async () => {
    h.context.writeInfo = { ...h.info, contract: undefined };
    for (const command of [() => setPrice(h.ctx), () => registerName(h.ctx)]) assert.equal(await command(), undefined);
    assert.deepEqual(editor.messages.map((m) => m.text.replace(/ on .*/, '')), ['There is no contract 0x' + h.info.contract!.hash.slice(2), 'There is no contract 0x' + h.info.contract!.hash.slice(2)]);
    assert.equal(editor.inputBoxes.length, 0);
  });

  it('Restricted Mode: the write commands are not even loaded; LazyWrite says why', async () => {
    let loads = 0;
    const lazy = new LazyWrite(parts(), () => {
      loads++;
      return Promise.reject(new Error('not loaded'));
    });
    editor.isTrusted = false;
    assert.equal(await lazy.commands(), undefined);
    assert.equal(loads, 0);
    assert.match(editor.messages[0]!.text, /^Managing names needs a trusted workspace: in Restricted Mode NNS Explorer reads no wallet and signs nothing\./);
  });

  it('Restricted Mode, once loaded: every write command of the table still says it signs nothing there, before asking anything or reading a wallet', async () => {
    editor.isTrusted = false;
    h.holds('alice.neo', h.ALICE);
    const names = WRITE_COMMANDS.map((entry) => entry.name);
    for (const name of names) await WRITE_COMMAND_FUNCTIONS[name](h.ctx, 'alice.neo');
    assert.equal(editor.messages.length, names.length);
    for (const message of editor.messages) assert.match(message.text, /^Managing names needs a trusted workspace/);
    assert.deepEqual([editor.quickPicks.length, editor.inputBoxes.length, h.node.calls.length, h.context.chains.walletsRead.length], [0, 0, 0, 0]);
  });

  it('the web build: says it does not sign and loads nothing, neither the commands nor the signing code', async () => {
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.reject(new Error('not loaded'));
    };
    const worker = { WorkerGlobalScope: class {} };
    const lazy = new LazyWrite(parts(), load, worker);
    assert.equal(lazy.available, false);
    assert.equal(await lazy.commands(), undefined);
    // The service refuses too, were it made there.
    const web = new WriteService({ ...parts(), loader: new WriteModuleLoader(parts().extensionUri, 'Managing names needs NNS Explorer in a Node extension host (VS Code desktop, or the server of a remote or code-server window): here it runs in the browser as its web build, which does not sign.', load, worker) });
    assert.equal(await registerName({ ...h.ctx, write: web }, 'free.neo'), undefined);
    assert.deepEqual(editor.messages.map((m) => m.text), [
      'Managing names needs NNS Explorer in a Node extension host (VS Code desktop, or the server of a remote or code-server window): here it runs in the browser as its web build, which does not sign.',
      'Managing names needs NNS Explorer in a Node extension host (VS Code desktop, or the server of a remote or code-server window): here it runs in the browser as its web build, which does not sign.',
    ]);
    assert.equal(loads, 0);
  });

  it('preloads the write commands and the signing code in the background where the window signs, saying nothing; nothing in Restricted Mode or the web build', async () => {
    const loads: string[] = [];
    const bundle = { WriteService };
    const module = { ...write };
    const lazy = (scope?: object) => new LazyWrite({
      ...parts(), loader: new WriteModuleLoader(parts().extensionUri, 'no', (href) => {
        loads.push(href);
        return Promise.resolve(module);
      }, scope),
    }, (href) => {
      loads.push(href);
      return Promise.resolve(bundle);
    }, scope);
    const trusted = lazy();
    assert.equal(trusted.isLoaded, false);
    trusted.preload();
    const loaded = await trusted.commands();
    await loaded!.service.ready();
    assert.equal(trusted.isLoaded, true);
    assert.deepEqual(loads.map((href) => href.replace(/^.*\/dist\//, '')), ['writeCommands.js', 'write.js'], 'each bundle once');
    assert.deepEqual([editor.messages, editor.progress], [[], []], 'nothing said');
    loads.length = 0;
    editor.isTrusted = false;
    lazy().preload();
    lazy({ WorkerGlobalScope: class {} }).preload();
    editor.isTrusted = true;
    lazy({ WorkerGlobalScope: class {} }).preload();
    assert.deepEqual([loads, editor.messages], [[], []]);
  });

  it('a first write before the background load: the status bar says the write commands are loading; once loaded, nothing', async () => {
    const fresh = h.context;
    Object.assign(fresh, { write: new LazyWrite({ ...parts(), loader: new WriteModuleLoader(parts().extensionUri, 'no', () => Promise.resolve(write)) }, () => Promise.resolve(writeCommandsBundle)) });
    const [, run] = COMMANDS.find(([id]) => id === CommandIds.renewName)!;
    await run(fresh, 'alice.neo');
    assert.deepEqual(editor.progress, [{ location: ProgressLocation.Window, title: 'Loading the write commands…' }]);
    editor.progress.length = 0;
    await run(fresh, 'alice.neo');
    assert.deepEqual(editor.progress, [], 'loaded: no progress');
  });

  it('loads the write commands once, and one write service for the window', async () => {
    const again = await h.context.write.commands();
    assert.equal(again?.service, (await h.context.write.commands())?.service);
    assert.equal(h.ctx.write, again?.service);
  });

  it('from the command table: loaded on the first write, run in the write bundle\'s boundary: a failure is logged and shown once, never thrown', async () => {
    h.context.writeInfo = undefined;
    const [, run] = COMMANDS.find(([id]) => id === CommandIds.registerName)!;
    assert.equal(await run(h.context, 'free.neo'), undefined);
    assert.equal(h.context.notices.notified.length, 1);
    assert.match(h.context.notices.notified[0]!.text, /no node in the fake context/);
    assert.equal(h.context.log.failures[0]?.source, CommandIds.registerName);
  });

  it('Forget Wallet Passwords: forgets what was kept and says how many', () => {
    assert.equal(forgetWalletPasswords(h.context), 0);
    assert.match(editor.statusBar.at(-1) ?? '', /0 wallet passwords forgotten/);
  });
});
