import assert from 'node:assert/strict';
import { editor, QuickPickItemKind, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { backToConfiguredOwner, closeOwner, lookUpOwner, setConfiguredOwner, setOwner } from '../../../src/commands/ownerCommands';
import { StateKeys } from '../../../src/model/ids';
import { ADDRESS, fakeContext, HASH } from './fakeContext';

const OTHER = 'NXV7ZhHiyM1aHXwpVsRZC6BwNFP2jghXAq';
const THIRD = 'NXkuiiRsBbpQ22n1eEo5g7wwcFq6K4xyLM';
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const row = (address: string, scriptHash: string) => ({ kind: 'owner', id: `v/${scriptHash}`, section: scriptHash, role: 'browsed', label: address, address, scriptHash, tooltip: '', expanded: true });

describe('commands/ownerCommands: Look Up, Set Owner and the owner rows', () => {
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
    editor.quickPickScripts.push((quickPick) => quickPick.hide());
    assert.equal(await lookUpOwner(context), undefined);
    assert.deepEqual([context.owners.calls, editor.messages], [[], []]);
  });

  it('without recent owners nor a trusted folder (no wallets to offer), asks in an input box that validates as the user types', async () => {
    const context = fakeContext();
    editor.workspaceFolders = undefined;
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

  it('takes an address pasted into the list of recent owners with one Enter; a partial one is told wrong in the list, and goes on into the input box', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER]);
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type(ADDRESS);
      quickPick.enter();
    });
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.equal(editor.inputBoxes.length, 0, 'no second step');

    let problem: string | undefined;
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('NQQQQQ');
      problem = quickPick.activeItems[0]?.label;
      // Enter on the problem does nothing: the list stays open.
      quickPick.enter();
      assert.equal(quickPick.visible, true);
      quickPick.accept(quickPick.items.find((item) => item.label.includes('Enter an Address')));
    });
    editor.inputBoxAnswers.push(ADDRESS);
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.match(problem ?? '', /an N3 address has 34 characters, this one has 6/, 'said in the first box, as it is typed');
    assert.equal(editor.inputBoxes[0]?.value, 'NQQQQQ', 'what was typed is kept');
  });

  it('a bad checksum is told in the first box, and Enter takes nothing', async () => {
    const context = fakeContext();
    const badChecksum = `${ADDRESS.slice(0, -1)}s`;
    let shown: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type(badChecksum);
      shown = quickPick.shownItems.map((item) => item.label);
      quickPick.enter();
      quickPick.hide();
    });
    assert.equal(await lookUpOwner(context), undefined);
    assert.match(shown[0] ?? '', /checksum/i);
    assert.deepEqual([context.owners.calls, editor.inputBoxes], [[], []]);
  });

  it('offers the accounts of the workspace\'s wallets before typing (label, address, wallet and file), then recent owners', async () => {
    const context = fakeContext();
    await context.globalState.update(StateKeys.recentOwners, [OTHER, ADDRESS]);
    context.chains.accountList = [
      { address: ADDRESS, scriptHash: HASH, label: 'alice', wallet: 'dev wallet', file: 'wallets/dev.wallet.json' },
      { address: OTHER, scriptHash: `0x${'00'.repeat(20)}`, label: '', wallet: 'node1', file: 'default.neo-express' },
    ];
    let items: Array<[string, unknown, unknown]> = [];
    editor.quickPickScripts.push((quickPick) => {
      setImmediate(() => {
        items = quickPick.items.map((item) => [item.label, item.description, item.detail]);
        quickPick.accept(quickPick.items.find((item) => item.label === 'alice'));
      });
    });
    assert.equal(await lookUpOwner(context), ADDRESS);
    assert.deepEqual(items, [
      ['$(edit) Enter an Address or Script Hash…', undefined, undefined],
      ['Workspace Wallets', undefined, undefined],
      ['alice', ADDRESS, 'dev wallet · wallets/dev.wallet.json'],
      [OTHER, undefined, 'node1 · default.neo-express'],
    ]);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
  });

  it('Set Owner… writes nns.owner, then shows that owner; the welcome offers it', async () => {
    const context = fakeContext();
    assert.equal(await setOwner(context, ADDRESS), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
  });

  it('Set as Configured Owner does it at once, keeps the owner configured until then among the looked-up owners, and offers Undo', async () => {
    const context = fakeContext({ owner: OTHER });
    assert.equal(await setConfiguredOwner(context, row(ADDRESS, HASH)), ADDRESS);
    assert.deepEqual(context.settings.written, [['owner', ADDRESS]]);
    assert.deepEqual(context.owners.calls, [`keep ${OTHER}`, `close ${ADDRESS}`]);
    // No modal dialog: a message that says what was done, with Undo.
    const [told] = editor.messages;
    assert.deepEqual([told?.kind, told?.text, told?.items], [
      'information', `${ADDRESS} is the configured owner now (setting nns.owner); ${OTHER} stays in Owner Domains, looked up.`, ['Undo'],
    ]);
    assert.equal(editor.messages.length, 1);
  });

  it('Undo puts the previous nns.owner back: the owner set is looked up again, the previous one configured again', async () => {
    const context = fakeContext({ owner: OTHER });
    editor.messageAnswers.push('Undo');
    assert.equal(await setConfiguredOwner(context, row(ADDRESS, HASH)), ADDRESS);
    await settle();
    assert.deepEqual(context.settings.undone, [['owner', OTHER]]);
    assert.equal(context.settings.values.owner, OTHER);
    assert.deepEqual(context.owners.calls, [`keep ${OTHER}`, `close ${ADDRESS}`, `keep ${ADDRESS}`, `close ${OTHER}`]);
    // Without an owner configured before, Undo removes the value written (the setting is unset again).
    const fresh = fakeContext({ owner: '' });
    editor.messageAnswers.push('Undo');
    await setConfiguredOwner(fresh, row(ADDRESS, HASH));
    await settle();
    assert.deepEqual([fresh.settings.undone, fresh.owners.calls], [[['owner', '']], [`close ${ADDRESS}`, `keep ${ADDRESS}`]]);
  });

  it('Undo leaves nns.owner alone when it changed since', async () => {
    const context = fakeContext({ owner: OTHER });
    let answer: (choice: string) => void = () => {};
    editor.messageAnswers.push(new Promise((resolve) => { answer = resolve; }));
    await setConfiguredOwner(context, row(ADDRESS, HASH));
    context.settings.values.owner = THIRD;
    answer('Undo');
    await settle();
    assert.deepEqual(context.settings.undone, []);
  });

  it('a looked-up owner\'s row: Set as Configured Owner writes it and closes it as looked up; Close closes it; Back to the Configured Owner closes all', async () => {
    const context = fakeContext({ owner: OTHER });
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
