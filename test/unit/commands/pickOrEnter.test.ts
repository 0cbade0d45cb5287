import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { pickOrEnter, type PickOrEnterOptions } from '../../../src/commands/pickOrEnter';

const options = (choices: PickOrEnterOptions['choices'], more: Partial<PickOrEnterOptions> = {}): PickOrEnterOptions => ({
  title: 'Title', choices, pickPlaceholder: 'Pick', prompt: 'Prompt', inputPlaceholder: 'e.g. x', value: 'start', typedDescription: 'use it',
  problem: (text) => (text.startsWith('good') ? undefined : 'not that'), ...more,
});
const choices = [{ label: 'One', value: 'one' }, { label: 'Other…', alwaysShow: true }];

describe('commands/pickOrEnter', () => {
  beforeEach(resetEditor);

  it('goes straight to the input box when there is nothing to pick', async () => {
    editor.inputBoxAnswers.push('typed');
    assert.equal(await pickOrEnter(options([])), 'typed');
    assert.deepEqual(editor.createdQuickPicks, []);
    const [box] = editor.inputBoxes;
    assert.deepEqual([box?.title, box?.prompt, box?.placeHolder, box?.value, box?.ignoreFocusOut], ['Title', 'Prompt', 'e.g. x', 'start', true]);
    assert.deepEqual([box?.validateInput?.('bad'), box?.validateInput?.('good')], ['not that', undefined]);
  });

  it('returns the value of the item picked; the item without a value opens the input box', async () => {
    editor.quickPickScripts.push((quickPick) => quickPick.accept(quickPick.items[0]), (quickPick) => quickPick.accept(quickPick.items[1]));
    editor.inputBoxAnswers.push('typed');
    assert.equal(await pickOrEnter(options(choices)), 'one');
    assert.equal(editor.inputBoxes.length, 0);
    assert.equal(await pickOrEnter(options(choices)), 'typed');
    assert.deepEqual(editor.createdQuickPicks.map((pick) => [pick.title, pick.placeholder]), [['Title', 'Pick'], ['Title', 'Pick']]);
    assert.equal(editor.inputBoxes[0]?.value, 'start', 'nothing typed: the input box starts from the value in use');
  });

  it('takes a valid value typed or pasted into the list with one Enter, never asking again', async () => {
    let shown: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('  good-value ');
      shown = quickPick.items.map((item) => `${item.label} ${String(item.description ?? '')}`.trim());
      quickPick.enter();
    });
    assert.equal(await pickOrEnter(options(choices)), 'good-value');
    assert.deepEqual(shown, ['good-value use it', 'One', 'Other…']);
    assert.deepEqual(editor.inputBoxes, []);
  });

  it('carries a partial value into the input box, where it is checked', async () => {
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('partial');
      // Only "Other…" is left (it is always shown): Enter on it.
      assert.deepEqual(quickPick.shownItems.map((item) => item.label), ['Other…']);
      quickPick.enter();
    });
    editor.inputBoxAnswers.push('good-finished');
    assert.equal(await pickOrEnter(options(choices)), 'good-finished');
    assert.equal(editor.inputBoxes[0]?.value, 'partial');
  });

  it('opens with the value in use active', async () => {
    let active: string | undefined;
    editor.quickPickScripts.push((quickPick) => {
      active = quickPick.activeItems[0]?.label;
      quickPick.hide();
    });
    await pickOrEnter(options([{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }], { current: 'b' }));
    assert.equal(active, 'B');
  });

  it('resolves undefined when the user cancels either step', async () => {
    editor.quickPickScripts.push((quickPick) => quickPick.hide(), (quickPick) => quickPick.accept(quickPick.items[1]));
    assert.equal(await pickOrEnter(options(choices)), undefined);
    assert.equal(await pickOrEnter(options(choices)), undefined);
    assert.equal(editor.inputBoxes.length, 1);
  });
});
