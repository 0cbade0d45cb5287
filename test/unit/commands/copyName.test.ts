import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { copyName } from '../../../src/commands/copyName';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext, leaf } from './fakeContext';

describe('commands/copyName', () => {
  beforeEach(resetEditor);

  it('copies a row\'s name and says which name it copied', async () => {
    const context = fakeContext();
    assert.equal(await copyName(context, leaf('alice.neo')), 'alice.neo');
    assert.equal(editor.clipboard, 'alice.neo');
    assert.deepEqual(editor.statusBar, ['Copied alice.neo to the clipboard.']);
  });

  it('Ctrl+C in a view copies its selected names, one per line; a menu on several selected rows copies them all', async () => {
    const context = fakeContext();
    context.views[ViewIds.ownerDomains].treeView.selection = [leaf('a.neo'), { kind: 'action', id: 'x', label: 'Retry', icon: 'refresh', command: 'nns.refresh', args: [] }, leaf('b.neo')];
    context.views[ViewIds.allDomains].treeView.selection = [leaf('other.neo')];
    assert.equal(await copyName(context, { view: ViewIds.ownerDomains }), 'a.neo\nb.neo');
    assert.equal(editor.statusBar.at(-1), 'Copied 2 names to the clipboard.');
    assert.equal(await copyName(context, leaf('c.neo'), [leaf('c.neo'), leaf('d.neo')]), 'c.neo\nd.neo');
    assert.equal(await copyName(context, leaf('c.neo'), [leaf('c.neo')]), 'c.neo');
  });

  it('says what to do when nothing is selected', async () => {
    const context = fakeContext();
    assert.equal(await copyName(context, { view: ViewIds.allDomains }), undefined);
    assert.deepEqual(editor.messages.map((message) => message.text), ['Select a domain in one of the NNS views first.']);
  });
});
