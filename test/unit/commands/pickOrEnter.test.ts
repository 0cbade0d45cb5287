import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { pickOrEnter, type PickOrEnterOptions } from '../../../src/commands/pickOrEnter';

const options = (choices: PickOrEnterOptions['choices']): PickOrEnterOptions => ({
  title: 'Title', choices, pickPlaceholder: 'Pick', prompt: 'Prompt', inputPlaceholder: 'e.g. x', value: 'start',
  problem: (text) => (text === 'bad' ? 'not that' : undefined),
});

describe('commands/pickOrEnter', () => {
  beforeEach(resetEditor);

  it('goes straight to the input box when there is nothing to pick', async () => {
    editor.inputBoxAnswers.push('typed');
    assert.equal(await pickOrEnter(options([])), 'typed');
    assert.deepEqual(editor.quickPicks, []);
    const [box] = editor.inputBoxes;
    assert.deepEqual([box?.title, box?.prompt, box?.placeHolder, box?.value, box?.ignoreFocusOut], ['Title', 'Prompt', 'e.g. x', 'start', true]);
    assert.deepEqual([box?.validateInput?.('bad'), box?.validateInput?.('good')], ['not that', undefined]);
  });

  it('returns the value of the item picked; the item without a value opens the input box', async () => {
    const choices = [{ label: 'One', value: 'one' }, { label: 'Other…' }];
    editor.quickPickAnswers.push((items) => items[0], (items) => items[1]);
    editor.inputBoxAnswers.push('typed');
    assert.equal(await pickOrEnter(options(choices)), 'one');
    assert.equal(editor.inputBoxes.length, 0);
    assert.equal(await pickOrEnter(options(choices)), 'typed');
    assert.deepEqual(editor.quickPicks.map((pick) => pick.options), [{ title: 'Title', placeHolder: 'Pick' }, { title: 'Title', placeHolder: 'Pick' }]);
  });

  it('resolves undefined when the user cancels either step', async () => {
    const choices = [{ label: 'One', value: 'one' }, { label: 'Other…' }];
    assert.equal(await pickOrEnter(options(choices)), undefined);
    editor.quickPickAnswers.push((items) => items[1]);
    assert.equal(await pickOrEnter(options(choices)), undefined);
    assert.equal(editor.inputBoxes.length, 1);
  });
});
