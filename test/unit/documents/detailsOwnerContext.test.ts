import assert from 'node:assert/strict';
import { editor, EventEmitter, resetEditor, Uri } from '../support/fakeVscode';
import { parseOwner } from '../../../src/core';
import type { DetailsDocumentModel } from '../../../src/documents/detailsContentProvider';
import { followDetailsOwner } from '../../../src/documents/detailsOwnerContext';
import { detailsUri } from '../../../src/services/uris';

describe('documents/detailsOwnerContext', () => {
  beforeEach(resetEditor);

  it('offers the owner actions in the title bar only while the active details document shows an owner', () => {
    const models = new Map<string, DetailsDocumentModel>();
    const provided = new EventEmitter<{ uri: Uri; text: string }>();
    const follow = followDetailsOwner({ modelOf: (uri) => models.get(uri.toString()), onDidProvide: provided.event });
    const key = () => editor.executed.filter((call) => call.command === 'setContext' && call.args[0] === 'nns.detailsHaveOwner').map((call) => call.args[1]);
    assert.deepEqual(key(), [false]);

    const alive = detailsUri('alive.neo');
    editor.activeTextEditor = { document: { uri: alive } };
    models.set(alive.toString(), { name: 'alive.neo', owner: parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r'), ownerLine: 3 });
    provided.fire({ uri: alive, text: '' });
    assert.deepEqual(key(), [false, true]);

    const gone = detailsUri('gone.neo');
    models.set(gone.toString(), { name: 'gone.neo' });
    editor.activeTextEditor = { document: { uri: gone } };
    editor.activeEditorChanged.fire(undefined);
    assert.deepEqual(key(), [false, true, false], 'an expired name: no owner to show or copy');
    follow.dispose();
  });
});
