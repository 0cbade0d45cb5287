import assert from 'node:assert/strict';
import { editor, QuickPickItemKind, resetEditor } from '../support/fakeVscode';
import { lookUpOwner } from '../../../src/commands/lookUpOwner';
import { StateKeys, ViewIds } from '../../../src/model/ids';
import { ADDRESS, fakeContext, HASH } from './fakeContext';

const OTHER = 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq';

describe('commands/lookUpOwner', () => {
  beforeEach(resetEditor);

  it('writes a given address to nns.owner, remembers it first among recent owners and shows Owner Domains', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER, ADDRESS]);
    assert.equal(await lookUpOwner(context, ` ${ADDRESS} `), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.deepEqual(context.globalState.get(StateKeys.recentOwners), [ADDRESS, OTHER]);
    assert.deepEqual(editor.executed.map((call) => call.command), [`${ViewIds.ownerDomains}.focus`]);
    // A new owner changes the setting, and the settings change reloads the view: no reload here.
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, []);
    assert.deepEqual(editor.quickPicks, []);
    assert.deepEqual(editor.inputBoxes, []);
  });

  it('turns a script hash into its address', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, HASH), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
  });

  it('reloads Owner Domains when the owner is the one already set: no setting change would', async () => {
    const context = fakeContext({ owner: HASH });
    assert.equal(await lookUpOwner(context, ADDRESS), ADDRESS);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['reload']);
  });

  it('says what is wrong with an invalid owner and changes nothing', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, 'N123'), undefined);
    assert.equal(editor.messages.length, 1);
    assert.equal(editor.messages[0]?.kind, 'error');
    assert.match(editor.messages[0]?.text ?? '', /address/i);
    assert.deepEqual(context.settings.written, []);
    assert.equal(context.globalState.get(StateKeys.recentOwners), undefined);
  });

  it('does nothing for a blank owner or a cancelled prompt', async () => {
    const context = fakeContext();
    assert.equal(await lookUpOwner(context, '   '), undefined);
    assert.equal(await lookUpOwner(context), undefined);
    assert.deepEqual([context.settings.written, editor.messages], [[], []]);
  });

  it('without recent owners, asks in an input box that validates as the user types', async () => {
    const context = fakeContext();
    editor.inputBoxAnswers.push(ADDRESS);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.deepEqual(editor.quickPicks, []);
    const [box] = editor.inputBoxes;
    assert.ok(box?.validateInput);
    assert.equal(box.validateInput(ADDRESS), undefined);
    assert.equal(box.validateInput(''), undefined, 'empty is not an error while typing');
    assert.match(box.validateInput('bob') ?? '', /.+/);
    assert.equal(box.ignoreFocusOut, true);
  });

  it('offers recent owners first; picking one looks it up, the first item asks for another', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER, ADDRESS, 42, '']);
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === ADDRESS));
    assert.equal(await lookUpOwner(context), ADDRESS);
    const [pick] = editor.quickPicks;
    assert.deepEqual(pick?.items.map((item) => [item.label, item.kind ?? QuickPickItemKind.Default]), [
      ['$(edit) Enter an Address or Script Hash…', QuickPickItemKind.Default],
      ['Recent', QuickPickItemKind.Separator],
      [OTHER, QuickPickItemKind.Default],
      [ADDRESS, QuickPickItemKind.Default],
    ]);
    assert.deepEqual(editor.inputBoxes, []);

    editor.quickPickAnswers.push((items) => items[0]);
    editor.inputBoxAnswers.push(HASH);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.equal(editor.inputBoxes.length, 1);

    editor.quickPickAnswers.push(() => undefined);
    assert.equal(await lookUpOwner(context), undefined);
    assert.equal(editor.inputBoxes.length, 1, 'Escape in the list asks nothing more');
  });
});
