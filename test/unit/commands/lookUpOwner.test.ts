import assert from 'node:assert/strict';
import { editor, QuickPickItemKind, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { lookUpOwner } from '../../../src/commands/lookUpOwner';
import { backToConfiguredOwner, closeOwner, setConfiguredOwner } from '../../../src/commands/ownerRows';
import { setOwner } from '../../../src/commands/setOwner';
import { StateKeys } from '../../../src/model/ids';
import { ADDRESS, fakeContext, HASH } from './fakeContext';

const OTHER = 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq';
const row = (address: string, scriptHash: string) => ({ kind: 'owner', id: `v/${scriptHash}`, section: scriptHash, role: 'browsed', label: address, address, scriptHash, tooltip: '', expanded: true });

describe('commands/lookUpOwner, setOwner and the owner rows', () => {
  beforeEach(resetEditor);

  it('Look Up shows a given owner in Owner Domains, remembers it first among recent owners, and writes no setting', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER, ADDRESS]);
    assert.equal(await lookUpOwner(context, ` ${ADDRESS} `), ADDRESS);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
    assert.deepEqual(context.settings.written, []);
    assert.deepEqual(context.globalState.get(StateKeys.recentOwners), [ADDRESS, OTHER]);
    assert.deepEqual([editor.createdQuickPicks, editor.inputBoxes], [[], []]);
  });

  it('turns a script hash into its address', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, HASH), ADDRESS);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
  });

  it('says what is wrong with an invalid owner and changes nothing', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, 'N123'), undefined);
    assert.deepEqual(editor.messages.map((message) => message.kind), ['error']);
    assert.match(editor.messages[0]?.text ?? '', /an N3 address has 34 characters, this one has 4/);
    assert.deepEqual([context.owners.calls, context.settings.written], [[], []]);
    assert.equal(context.globalState.get(StateKeys.recentOwners), undefined);
  });

  it('does nothing for a blank owner or a cancelled prompt', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, '   '), undefined);
    assert.equal(await lookUpOwner(context), undefined);
    assert.deepEqual([context.owners.calls, editor.messages], [[], []]);
  });

  it('without recent owners, asks in an input box that validates as the user types', async () => {
    const context = fakeContext();
    editor.inputBoxAnswers.push(ADDRESS);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.deepEqual(editor.createdQuickPicks, []);
    const [box] = editor.inputBoxes;
    assert.ok(box?.validateInput);
    assert.equal(box.validateInput(ADDRESS), undefined);
    assert.equal(box.validateInput(''), undefined, 'empty is not an error while typing');
    assert.match(box.validateInput('bob') ?? '', /.+/);
    assert.match(box.validateInput(ADDRESS.slice(0, 32)) ?? '', /an N3 address has 34 characters/);
    assert.equal(box.ignoreFocusOut, true);
  });

  it('offers recent owners first; picking one looks it up, the first item asks for another', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER, ADDRESS, 42, '']);
    editor.quickPickScripts.push((quickPick) => quickPick.accept(quickPick.items.find((item) => item.label === ADDRESS)));
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.deepEqual(editor.createdQuickPicks[0]?.items.map((item) => [item.label, item.kind ?? QuickPickItemKind.Default]), [
      ['$(edit) Enter an Address or Script Hash…', QuickPickItemKind.Default],
      ['Recent', QuickPickItemKind.Separator],
      [OTHER, QuickPickItemKind.Default],
      [ADDRESS, QuickPickItemKind.Default],
    ]);
    assert.deepEqual(editor.inputBoxes, []);

    editor.quickPickScripts.push((quickPick) => quickPick.accept(quickPick.items[0]));
    editor.inputBoxAnswers.push(HASH);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.equal(editor.inputBoxes.length, 1);

    editor.quickPickScripts.push((quickPick) => quickPick.hide());
    assert.equal(await lookUpOwner(context), undefined);
    assert.equal(editor.inputBoxes.length, 1, 'Escape in the list asks nothing more');
  });

  it('takes an address pasted into the list of recent owners with one Enter; a partial one goes on into the input box', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER]);
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type(ADDRESS);
      quickPick.enter();
    });
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.equal(editor.inputBoxes.length, 0, 'no second step');

    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('NMBfza');
      quickPick.enter();
    });
    editor.inputBoxAnswers.push(ADDRESS);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.equal(editor.inputBoxes[0]?.value, 'NMBfza', 'what was typed is kept');
  });

  it('Set Owner… writes nns.owner, then shows that owner; the welcome offers it', async () => {
    const context = fakeContext();
    assert.equal(await setOwner(context, ADDRESS), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
  });

  it('Set as Configured Owner asks first, and keeps the owner configured until then among the looked-up owners', async () => {
    const context = fakeContext({ owner: OTHER });
    // Dismissed: nothing written, nothing moved.
    assert.equal(await setConfiguredOwner(context, row(ADDRESS, HASH)), undefined);
    assert.deepEqual([context.settings.written, context.owners.calls], [[], []]);
    const [asked] = editor.messages;
    assert.deepEqual([asked?.kind, asked?.text, asked?.items], ['warning', `Make ${ADDRESS} the configured owner?`, ['Set as Configured Owner']]);
    editor.messageAnswers.push('Set as Configured Owner');
    assert.equal(await setConfiguredOwner(context, row(ADDRESS, HASH)), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.deepEqual(context.owners.calls, [`keep ${OTHER}`, `close ${ADDRESS}`]);
    assert.match(editor.statusBar.at(-1) ?? '', new RegExp(`nns.owner is now ${ADDRESS}`));
  });

  it('a looked-up owner\'s row: Set as Configured Owner writes it and closes it as looked up; Close closes it; Back to the Configured Owner closes all', async () => {
    const context = fakeContext({ owner: OTHER });
    editor.messageAnswers.push('Set as Configured Owner');
    assert.equal(await setConfiguredOwner(context, row(ADDRESS, HASH)), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.equal(await closeOwner(context, row(ADDRESS, HASH)), undefined, 'the configured owner is not closed');
    context.settings.values.owner = OTHER;
    assert.equal(await closeOwner(context, row(ADDRESS, HASH)), ADDRESS);
    await backToConfiguredOwner(context);
    assert.deepEqual(context.owners.calls, [`keep ${OTHER}`, `close ${ADDRESS}`, `close ${ADDRESS}`, 'closeAll']);
    assert.equal(await setConfiguredOwner(context, { kind: 'group' }), undefined);
  });
});
