import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { clearFilter, filter } from '../../../src/commands/filter';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

describe('commands/filter', () => {
  beforeEach(resetEditor);

  it('applies a given text to the given view without asking', async () => {
    const context = fakeContext();
    await filter(context, ViewIds.ownerDomains, ' neo ');
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['setFilter " neo "']);
    assert.deepEqual(editor.inputBoxes, []);
  });

  it('asks for the text, starting from the current filter; Escape keeps it', async () => {
    const context = fakeContext();
    const view = context.views[ViewIds.allDomains];
    view.filter = 'old';
    editor.inputBoxAnswers.push('new', undefined);
    await filter(context, ViewIds.allDomains);
    await filter(context, ViewIds.allDomains);
    assert.deepEqual(editor.inputBoxes.map((box) => [box.title, box.value]), [['Filter All Domains', 'old'], ['Filter All Domains', 'new']]);
    assert.deepEqual(view.calls, ['setFilter "new"']);
  });

  it('without a view, filters the one on screen, or asks which when both are', async () => {
    const context = fakeContext();
    context.views[ViewIds.allDomains].treeView.visible = false;
    editor.inputBoxAnswers.push('x');
    await filter(context);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['setFilter "x"']);

    context.views[ViewIds.allDomains].treeView.visible = true;
    context.views[ViewIds.allDomains].filter = 'al';
    editor.quickPickAnswers.push((items) => items[0]);
    editor.inputBoxAnswers.push('y');
    await filter(context);
    assert.deepEqual(editor.quickPicks[0]?.items.map((item) => [item.label, item.description]), [['All Domains', '"al"'], ['Owner Domains', '"x"']]);
    assert.deepEqual(context.views[ViewIds.allDomains].calls, ['setFilter "y"']);
  });

  it('clears one view, or every view', async () => {
    const context = fakeContext();
    await clearFilter(context, ViewIds.allDomains);
    await clearFilter(context, 'nns.unknown');
    assert.deepEqual(context.views[ViewIds.allDomains].calls, ['setFilter ""', 'setFilter ""']);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['setFilter ""']);
  });
});
