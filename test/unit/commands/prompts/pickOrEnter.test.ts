import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../../support/fakeVscode';
import { pickOrEnter, type PickOrEnterOptions } from '../../../../src/commands/prompts/pickOrEnter';

const options = (choices: PickOrEnterOptions['choices'], more: Partial<PickOrEnterOptions> = {}): PickOrEnterOptions => ({
  title: 'Title', choices, pickPlaceholder: 'Pick', prompt: 'Prompt', inputPlaceholder: 'e.g. x', value: 'start', typedDescription: 'use it',
  problem: (text) => (text.startsWith('good') ? undefined : 'not that'), ...more,
});
const choices = [{ label: 'One', value: 'one' }, { label: 'Other…', alwaysShow: true }];

describe('commands/prompts/pickOrEnter', () => {
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

  it('says at once, in the list, why a value typed is not valid; Enter on that does nothing; "Other…" carries it into the input box', async () => {
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('partial');
      assert.deepEqual(quickPick.shownItems.map((item) => item.label), ['not that', 'Other…']);
      assert.equal(quickPick.activeItems[0]?.label, 'not that');
      quickPick.enter();
      assert.equal(quickPick.visible, true, 'still open');
      quickPick.accept(quickPick.items.find((item) => item.label === 'Other…'));
    });
    editor.inputBoxAnswers.push('good-finished');
    assert.equal(await pickOrEnter(options(choices)), 'good-finished');
    assert.equal(editor.inputBoxes[0]?.value, 'partial');
  });

  it('an invalid text that finds items is a filter: no problem is shown', async () => {
    let shown: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('On');
      shown = quickPick.shownItems.map((item) => item.label);
      quickPick.enter();
    });
    assert.equal(await pickOrEnter(options(choices)), 'one');
    assert.deepEqual(shown, ['One', 'Other…']);
  });

  it('adds what is read later (busy meanwhile), keeping what was typed', async () => {
    let release: (items: PickOrEnterOptions['choices']) => void = () => {};
    const later = new Promise<PickOrEnterOptions['choices']>((resolve) => (release = resolve));
    const seen: Array<[boolean, string[]]> = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      seen.push([quickPick.busy, quickPick.items.map((item) => item.label)]);
      quickPick.type('Tw');
      release([{ label: 'One', value: 'one' }, { label: 'Two', value: 'two' }, { label: 'Other…', alwaysShow: true }]);
      setImmediate(() => {
        seen.push([quickPick.busy, quickPick.shownItems.map((item) => item.label)]);
        quickPick.enter();
      });
    });
    assert.equal(await pickOrEnter(options(choices, { later })), 'two');
    assert.deepEqual(seen, [[true, ['One', 'Other…']], [false, ['Two', 'Other…']]]);
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
