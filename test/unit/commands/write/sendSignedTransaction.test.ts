// Send Signed Transaction… and Inspect Transaction… in the fake editor, with the real write service and
// module against the fake node: a registration saved at its confirmation (an owner that signs elsewhere),
// refused while its signature is missing, signed elsewhere, then sent from the lens's file: the name
// shows, the record is forgotten; picked from the palette; refusals said with nothing sent; a context
// from elsewhere; the document of Inspect.
import assert from 'node:assert/strict';
import { editor, Uri } from '../../support/fakeVscode';
import { registerName } from '../../../../src/commands/write/operations/register';
import { inspectTransaction, sendSignedTransaction, type SignedContext } from '../../../../src/commands/write/sendSignedTransaction';
import * as write from '../../../../src/core/write';
import { ViewIds } from '../../../../src/model/ids';
import { generateKey } from '../../support/walletFiles';
import { writeHarness } from './writeHarness';

const FILE_PATH = '/workspace/register-free.neo.context.json';
const FILE = Uri.from({ scheme: 'file', path: FILE_PATH });
const keyHex = (key: ReturnType<typeof generateKey>) => Buffer.from(key.key.publicKey).toString('hex');
const text = (uri: Uri) => new TextDecoder().decode(editor.files.get(uri.toString()));

describe('commands/write/sendSignedTransaction', function () {
  this.timeout(10_000);
  const h = writeHarness();
  const ctx = () => h.ctx as unknown as SignedContext;
  const owner = generateKey();

  /** Register free.neo for `owner`, typed by its key (it signs elsewhere), saved to FILE; the file's text, put in the workspace. */
  async function saveRegistration(): Promise<string> {
    editor.quickPickAnswers.push((items) => items.find((item) => item.typed === true));
    editor.inputBoxAnswers.push(keyHex(owner));
    editor.messageAnswers.push('Save for Signing Elsewhere…');
    editor.saveDialogAnswers.push(FILE);
    const outcome = await registerName(h.ctx, 'free.neo');
    assert.equal(outcome?.kind, 'saved', JSON.stringify(editor.messages));
    const saved = text(FILE);
    editor.workspaceFiles.set(FILE_PATH, saved);
    return saved;
  }

  /** The file signed elsewhere (by the owner's key, as neo-go would). */
  function signElsewhere(saved: string): void {
    const signed = write.addSignatures(write.parseContext(saved), [owner.key]);
    editor.workspaceFiles.set(FILE_PATH, write.serializeContext(signed));
  }

  it('a registration saved for an owner that signs elsewhere: refused while unsigned (whose), then signed elsewhere and sent from the lens\'s file', async () => {
    const saved = await saveRegistration();
    assert.match(editor.messages.at(-1)!.text, new RegExp(`^Register free\\.neo for .*: Saved register-free\\.neo\\.context\\.json; nothing was sent\\. Missing signatures: ${owner.account.address} \\(key `));
    assert.equal(h.sent().length, 0);
    assert.ok(ctx().write.contexts.saved.find(write.parseContext(saved).hash), 'the workspace remembers what it saved');

    editor.messages.length = 0;
    const refused = await sendSignedTransaction(ctx(), FILE);
    assert.equal(refused?.kind, 'failed');
    assert.match(editor.messages[0]!.text, new RegExp(`^Signatures are missing in register-free\\.neo\\.context\\.json: ${owner.account.address} \\(key .*\\)\\. Nothing was sent\\. Have them added \\(neo-go wallet sign`));
    assert.equal(editor.messages[0]!.kind, 'error');
    assert.equal(h.sent().length, 0);

    signElsewhere(saved);
    editor.messages.length = 0;
    editor.messageAnswers.push('Send');
    const outcome = await sendSignedTransaction(ctx(), FILE);
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const confirmation = editor.messages.find((m) => m.modal)!;
    assert.match(confirmation.text, /^Register free\.neo for /, 'in the words of the confirmation it was saved with');
    assert.deepEqual(confirmation.items, ['Send']);
    assert.match(confirmation.detail ?? '', new RegExp(`^Signed elsewhere: ${owner.account.address} \\(signed\\)$`, 'm'));
    assert.equal(h.sent().length, 1);
    assert.deepEqual(h.sent()[0]!.params, [Buffer.from(write.signedBytesOf(write.parseContext(editor.workspaceFiles.get(FILE_PATH) as string))).toString('base64')]);
    // What a registration shows, as after a write from the editor; the record forgotten.
    assert.deepEqual(h.context.views[ViewIds.allDomains].calls, ['reload']);
    assert.ok(h.context.details.loads.some((load) => load.names.includes('free.neo')));
    assert.match(editor.messages.at(-1)!.text, /^Register free\.neo for .*: done; the node reports the transaction 0x[0-9a-f]{64} in a block\.$/);
    assert.equal(ctx().write.contexts.saved.list().length, 0);
  });

  it('a 2-of-2 multisig owner the workspace holds one key of: its signature in the saved file (the wallet read once, at the save), the other added elsewhere, then sent', async () => {
    // Alice's key, as the harness's chain file holds it.
    const aliceKey = [...h.expressText.matchAll(/"private-key": ?"([0-9a-f]{64})"/g)].map((m) => write.PrivateKey.fromHex(m[1]!)).find((key) => write.accountFromPrivateKey(key).address === h.ALICE)!;
    const team = write.multisigAccount(2, [owner.key.publicKey, aliceKey.publicKey]);
    editor.quickPickAnswers.push((items) => items.find((item) => item.typed === true));
    editor.inputBoxAnswers.push(`2 of ${keyHex(owner)} ${Buffer.from(aliceKey.publicKey).toString('hex')}`);
    editor.messageAnswers.push('Save for Signing Elsewhere…');
    editor.saveDialogAnswers.push(FILE);
    assert.equal((await registerName(h.ctx, 'free.neo'))?.kind, 'saved');
    const modal = editor.messages.find((m) => m.modal)!;
    assert.match(modal.detail ?? '', new RegExp(`${team.address}, signs elsewhere \\(2-of-2 multisig; the workspace adds 1 of its signatures\\)`));
    assert.deepEqual(h.context.chains.walletsRead, ['chain/default.neo-express'], 'the wallet read once, for the save');
    const saved = write.parseContext(text(FILE));
    assert.deepEqual(write.signingStatus(saved).map((s) => [s.address, s.signedBy.length, s.needed]), [[team.address, 1, 2]]);
    assert.match(editor.messages.at(-1)!.text, new RegExp(`Missing signatures: ${team.address} \\(2-of-2 multisig: 1 of 2 signatures; `));
    editor.workspaceFiles.set(FILE_PATH, write.serializeContext(write.addSignatures(saved, [owner.key])));
    editor.messageAnswers.push('Send');
    assert.equal((await sendSignedTransaction(ctx(), FILE))?.kind, 'done');
    assert.equal(h.sent().length, 1);
  });

  it('from the palette: the workspace\'s context files, those saved here first and said so; Escape stops before reading', async () => {
    const saved = await saveRegistration();
    signElsewhere(saved);
    editor.workspaceFiles.set('/workspace/other.context.json', '{}');
    editor.quickPickAnswers.push(() => undefined);
    assert.equal(await sendSignedTransaction(ctx()), undefined);
    const pick = editor.quickPicks.at(-1)!;
    assert.deepEqual(pick.items.map((item) => [item.label, item.detail]), [
      ['register-free.neo.context.json', 'Saved here: Register free.neo for ' + `${owner.account.address.slice(0, 4)}…${owner.account.address.slice(-4)}`],
      ['other.context.json', undefined],
      ['$(folder-opened) Open Another File…', undefined],
    ]);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Send');
    assert.equal((await sendSignedTransaction(ctx()))?.kind, 'done');
    assert.equal(h.sent().length, 1);
  });

  it('refusals said once, nothing sent: not a context, expired, another network, a file changed after it was saved', async () => {
    const saved = await saveRegistration();
    signElsewhere(saved);
    const refused = async (words: RegExp) => {
      editor.messages.length = 0;
      assert.equal((await sendSignedTransaction(ctx(), FILE))?.kind, 'failed');
      assert.equal(editor.messages.length, 1, JSON.stringify(editor.messages));
      assert.match(editor.messages[0]!.text, words);
    };
    const signed = editor.workspaceFiles.get(FILE_PATH) as string;
    const validUntil = write.parseContext(signed).transaction.validUntilBlock;
    h.context.writeInfo = { ...h.info, blockCount: validUntil + 1 };
    await refused(/could enter blocks up to .* and the chain is past it/);
    h.context.writeInfo = { ...h.info, network: { ...h.info.network, magic: 894710606 } };
    await refused(/is for a private chain \(magic 1234567890\); the node of the settings is on TestNet\. Nothing was sent\. Set nns\.rpcUrl to a node of/);
    h.context.writeInfo = h.info;
    editor.workspaceFiles.set(FILE_PATH, signed.replace(/"data":"(.)/, (_, first: string) => `"data":"${first === 'A' ? 'B' : 'A'}`));
    await refused(/was changed|not a contract parameters context/);
    editor.workspaceFiles.set(FILE_PATH, 'not json');
    await refused(/^register-free\.neo\.context\.json is not a contract parameters context NNS Explorer can read: .*it is not JSON/);
    assert.equal(h.sent().length, 0);
    assert.equal(editor.messages.filter((m) => m.modal).length, 0, 'no confirmation was shown');
  });

  it('a context from elsewhere: its own confirmation with its calls; Show Transaction opens its document, Send sends it and refreshes every view', async () => {
    const saved = await saveRegistration();
    signElsewhere(saved);
    await ctx().write.contexts.saved.forget(write.parseContext(saved).hash);
    editor.messages.length = 0;
    editor.messageAnswers.push('Show Transaction');
    assert.equal((await sendSignedTransaction(ctx(), FILE))?.kind, 'shown');
    assert.equal(editor.shownDocuments.length, 1);
    assert.match(editor.shownDocuments[0]!, /^nns-transaction:|transaction/);
    const modal = editor.messages.find((m) => m.modal)!;
    assert.match(modal.text, /^Send a transaction NNS Explorer did not prepare, on a private chain \(magic 1234567890\)\?$/);
    assert.match(modal.detail ?? '', /^Call 1: 0x[0-9a-f]{40} \(the NNS contract of the settings\) register\("free\.neo", /m);
    assert.deepEqual(modal.items, ['Send', 'Show Transaction']);
    assert.equal(h.sent().length, 0);

    editor.messageAnswers.push('Send');
    assert.equal((await sendSignedTransaction(ctx(), FILE))?.kind, 'done');
    assert.equal(h.sent().length, 1);
    assert.ok(h.context.views[ViewIds.ownerDomains].calls.includes('reload'), 'every list refreshed: what it changed is not known');
  });

  it('Inspect Transaction…: the file\'s transaction in a read-only document; nothing checked against the chain, nothing sent', async () => {
    await saveRegistration();
    const uri = await inspectTransaction(ctx(), FILE);
    assert.ok(uri);
    const document = ctx().write.contexts.textOf(uri as unknown as Parameters<SignedContext['write']['contexts']['textOf']>[0]) ?? '';
    assert.match(document, /register/);
    assert.match(document, new RegExp(owner.account.address));
    assert.equal(h.sent().length, 0);
    editor.workspaceFiles.set(FILE_PATH, '[]');
    assert.equal(await inspectTransaction(ctx(), FILE), undefined);
    assert.match(editor.messages.at(-1)!.text, /is not a contract parameters context/);
  });
});
