// Export Names File… against the devnet (an owner's list) and the stand-in model (the names' state and
// the file's text): what it reads, what it writes only where the save dialog says, what it leaves out.
import assert from 'node:assert/strict';
import { editor, resetEditor, Uri } from '../../support/fakeVscode';
import { scriptHashToAddress, type NameOnChain } from '../../../../src/core';
import { exportNamesFile } from '../../../../src/commands/namesFile/exportNamesFile';
import { NamesFilesEditor } from '../../../../src/commands/namesFile/namesFilesEditor';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { startDevnet, SAMPLE_OWNER } from '../../../devnet';
import { EventEmitter } from '../../support/fakeVscode';
import { fakeContext, leaf, type FakeContext } from '../fakeContext';
import { fakeModel } from '../../model/namesFile/namesFileFixtures';
import { fixtureAbi } from '../../model/write/fixtures';
import { writeInfoAt } from '../../core/transactions/fakeNode';

const OWNER = scriptHashToAddress(SAMPLE_OWNER);
const OTHER = '0x' + '22'.repeat(20);
const SAVED = Uri.from({ scheme: 'file', path: '/workspace/out.nns.json' });

describe('commands/namesFile/exportNamesFile', () => {
  let devnet: Awaited<ReturnType<typeof startDevnet>>;
  let context: FakeContext;
  let namesEditor: NamesFilesEditor;
  let model: ReturnType<typeof fakeModel>;
  const states = new Map<string, NameOnChain>();

  before(async () => {
    devnet = await startDevnet({
      personality: 'sessions',
      names: [{ name: 'alpha.neo', owner: SAMPLE_OWNER }, { name: 'bravo.neo', owner: SAMPLE_OWNER }, { name: 'charlie.neo', owner: OTHER }],
    });
  });
  after(() => devnet.close());

  beforeEach(() => {
    resetEditor();
    editor.workspaceFolders = [{ name: 'workspace', uri: Uri.from({ scheme: 'file', path: '/workspace' }) }];
    states.clear();
    states.set('alpha.neo', { name: 'alpha.neo', state: 'held', owner: { address: OWNER, scriptHash: SAMPLE_OWNER } });
    states.set('bravo.neo', { name: 'bravo.neo', state: 'expired' });
    context = fakeContext({ rpcUrl: devnet.url });
    model = fakeModel({ states });
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    const never = new EventEmitter<never>().event;
    namesEditor = new NamesFilesEditor({
      settings: { read: () => context.settings.read(), knowledge: context.settings.knowledge, onDidChange: never },
      chains: context.chains, log: { onRequest: () => undefined, note: (line) => context.log.note(line) }, l10n, write: context.write,
      details: { onDidClear: never, store: { onDidChange: () => ({ dispose: () => undefined }) } },
      readInfo: () => Promise.resolve({ ...writeInfoAt(1), contract: abi, committee: [] }),
    }, model);
    context.namesFiles = { editor: () => Promise.resolve(namesEditor) };
  });
  afterEach(() => namesEditor.dispose());

  it('exports an owner\'s names (its row): its list read, the names held written where the save dialog says', async () => {
    editor.saveDialogAnswers.push(SAVED);
    const row = { kind: 'owner', id: 'o', address: OWNER, scriptHash: SAMPLE_OWNER };
    const result = await exportNamesFile(context, row);
    assert.deepEqual(result, { uri: SAVED.toString(), names: 1, left: 1 });
    assert.deepEqual(model.calls.read.map((names) => [...names].sort()), [['alpha.neo', 'bravo.neo']], 'its list, not the other owner\'s names');
    const written = new TextDecoder().decode(editor.files.get(SAVED.toString()));
    assert.deepEqual(JSON.parse(written), { names: { 'alpha.neo': { owner: OWNER } } });
    const dialog = editor.saveDialogs[0] as { defaultUri: Uri; filters: Record<string, string[]> };
    assert.equal(dialog.defaultUri.toString(), `file:/workspace/${OWNER}.nns.json`);
    assert.deepEqual(dialog.filters, { 'Names file': ['json'] });
    assert.equal(editor.messages.at(-1)?.text, 'Wrote 1 name to out.nns.json. 1 name nobody holds now was left out.');
  });

  it('exports the rows selected, and writes nothing when the dialog is dismissed', async () => {
    const result = await exportNamesFile(context, leaf('alpha.neo'), [leaf('alpha.neo'), leaf('bravo.neo'), leaf('alpha.neo')]);
    assert.equal(result, undefined);
    assert.deepEqual(model.calls.read, [['alpha.neo', 'bravo.neo']]);
    assert.equal(editor.files.size, 0);
  });

  it('asks for an owner from the palette; says when it holds nothing now', async () => {
    editor.quickPickScripts.push((pick) => {
      pick.type(scriptHashToAddress(OTHER));
      pick.enter();
    });
    const result = await exportNamesFile(context);
    assert.equal(result, undefined);
    assert.deepEqual(model.calls.read, [['charlie.neo']]);
    assert.equal(editor.messages.at(-1)?.text, `${scriptHashToAddress(OTHER)}: no name held now, nothing to export.`);
    assert.equal(editor.saveDialogs.length, 0);
  });

  it('writes where a script says, without a dialog', async () => {
    const result = await exportNamesFile(context, ['alpha.neo'], undefined, { uri: SAVED.toString() });
    assert.equal(result?.names, 1);
    assert.equal(editor.saveDialogs.length, 0);
    assert.ok(editor.files.has(SAVED.toString()));
  });
});
