import assert from 'node:assert/strict';
import { editor, resetEditor, Uri } from '../support/fakeVscode';
import { domainNameOf, selectedDomain, targetDomain } from '../../../src/commands/domainArgument';
import { ViewIds } from '../../../src/model/ids';
import { detailsUri, domainUri } from '../../../src/services/uris';
import { fakeContext, leaf } from './fakeContext';

describe('commands/domainArgument', () => {
  beforeEach(resetEditor);

  it('reads a name from a name, a row or a details document, and nothing else', () => {
    assert.equal(domainNameOf('alice.neo'), 'alice.neo');
    assert.equal(domainNameOf(leaf('bob.neo')), 'bob.neo');
    assert.equal(domainNameOf(detailsUri('a\u202eb.neo')), 'a\u202eb.neo');
    // A row's URI is for decorations, not a document; other values stand for no domain.
    assert.equal(domainNameOf(domainUri('alice.neo')), undefined);
    assert.equal(domainNameOf(Uri.from({ scheme: 'file', path: '/alice.neo' })), undefined);
    for (const other of [undefined, null, 42, {}, { kind: 'group' }, ['alice.neo']]) assert.equal(domainNameOf(other), undefined);
  });

  it('takes the selected domain row of the first view that has one', () => {
    const context = fakeContext();
    assert.equal(selectedDomain(context), undefined);
    context.views[ViewIds.ownerDomains].treeView.selection = [leaf('owned.neo')];
    assert.equal(selectedDomain(context), 'owned.neo');
    context.views[ViewIds.allDomains].treeView.selection = [{ kind: 'action', id: 'a', label: 'Retry', icon: 'refresh', command: 'nns.refresh', args: [] }, leaf('all.neo')];
    assert.equal(selectedDomain(context), 'all.neo');
  });

  it('without an argument, takes the active details document before the selection', () => {
    const context = fakeContext();
    context.views[ViewIds.allDomains].treeView.selection = [leaf('selected.neo')];
    assert.equal(targetDomain(context, undefined), 'selected.neo');
    editor.activeTextEditor = { document: { uri: detailsUri('open.neo') } };
    assert.equal(targetDomain(context, undefined), 'open.neo');
    editor.activeTextEditor = { document: { uri: Uri.from({ scheme: 'file', path: '/notes.txt' }) } };
    assert.equal(targetDomain(context, undefined), 'selected.neo');
  });

  it('with an argument, takes only that: one that stands for no domain is not replaced by the selection', () => {
    const context = fakeContext();
    context.views[ViewIds.allDomains].treeView.selection = [leaf('selected.neo')];
    assert.equal(targetDomain(context, 'given.neo'), 'given.neo');
    assert.equal(targetDomain(context, 42), undefined);
    assert.equal(targetDomain(context, Uri.from({ scheme: 'file', path: '/x' })), undefined);
  });
});
