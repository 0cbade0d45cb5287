import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import { NnsError, parseOwner } from '../../../src/core';
import { ownerOfDomain } from '../../../src/commands/ownerArgument';
import { copyOwnerAddress, showOwnerDomains } from '../../../src/commands/ownerCommands';
import { detailsUri } from '../../../src/services/uris';
import { ADDRESS, fakeContext, leaf } from './fakeContext';

const OWNER = parseOwner(ADDRESS);
const DAY = 86_400_000;

describe('commands/ownerArgument (Copy Owner Address, Show Owner\'s Domains)', () => {
  beforeEach(resetEditor);

  it('takes the owner a details document shows, without asking the node', async () => {
    const context = fakeContext();
    const uri = detailsUri('alice.neo');
    context.documents.models.set(uri.toString(), { name: 'alice.neo', owner: OWNER, ownerLine: 3 });
    assert.deepEqual(await ownerOfDomain(context, uri), OWNER);
    assert.deepEqual(context.details.asked, []);
  });

  it('asks the details of a row or name, with progress in the status bar', async () => {
    const context = fakeContext();
    context.details.known.set('alice.neo', { name: 'alice.neo', state: 'active', expiration: Date.now() + 100 * DAY, owner: OWNER });
    assert.deepEqual(await ownerOfDomain(context, leaf('alice.neo')), OWNER);
    assert.deepEqual(context.details.asked, ['alice.neo']);
    assert.equal(editor.progress.length, 1);
  });

  it('says why there is no owner: expired, details failed, settings invalid, nothing chosen', async () => {
    const context = fakeContext();
    context.details.known.set('old.neo', { name: 'old.neo', state: 'expired' });
    context.details.known.set('bad.neo', { name: 'bad.neo', state: 'error', error: new NnsError('TIMEOUT', 'slow') });
    assert.equal(await ownerOfDomain(context, 'old.neo'), undefined);
    assert.equal(await ownerOfDomain(context, 'bad.neo'), undefined);
    context.details.failure = { ok: false, error: new NnsError('INVALID_INPUT', 'nns.rpcUrl must be an http(s) URL', { field: 'rpcUrl' }), rpcUrl: 'x' };
    assert.equal(await ownerOfDomain(context, 'new.neo'), undefined);
    assert.equal(await ownerOfDomain(context, undefined), undefined);
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.text]), [
      ['warning', 'old.neo has expired: the contract no longer reveals its owner.'],
      ['information', 'Select a domain in one of the NNS views first.'],
    ]);
    // Failures go through the notices, with the actions that fix them: Select Another Node… for a node problem.
    assert.deepEqual(context.notices.notified.map(({ text, failure }) => [text, failure.fixIts]), [
      ['The owner of bad.neo could not be loaded: Timeout: http://localhost:50012 did not answer in time.', ['retry', 'selectNode', 'openSettings', 'showLog']],
      ['The owner of new.neo could not be loaded: Invalid setting nns.rpcUrl: nns.rpcUrl must be an http(s) URL', ['openSettings', 'selectNode', 'showLog']],
    ]);
  });

  it('the row of an owner of Owner Domains is that owner', async () => {
    const context = fakeContext();
    const row = { kind: 'owner', id: 'v/o', section: 'o', role: 'browsed', label: ADDRESS, address: ADDRESS, scriptHash: OWNER.scriptHash, tooltip: '', expanded: true };
    assert.deepEqual(await ownerOfDomain(context, row), OWNER);
    assert.equal(await copyOwnerAddress(context, row), ADDRESS);
    assert.deepEqual(context.details.asked, []);
  });

  it('an expired name whose last owner storage told: that owner', async () => {
    const context = fakeContext();
    context.details.known.set('old.neo', { name: 'old.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1), owner: OWNER, source: 'storage' });
    assert.deepEqual(await ownerOfDomain(context, 'old.neo'), OWNER);
    assert.deepEqual(editor.messages, []);
  });

  it('keeps a name from the chain plain in messages: one line, no links', async () => {
    const context = fakeContext();
    const name = 'x\n[a](command:evil).neo';
    context.details.known.set(name, { name, state: 'expired' });
    await ownerOfDomain(context, name);
    const text = editor.messages[0]?.text ?? '';
    assert.ok(!text.includes('\n') && !text.includes('](command:'), text);
  });

  it('Copy Owner Address copies the address; Show Owner\'s Domains looks the owner up', async () => {
    const context = fakeContext();
    context.details.known.set('alice.neo', { name: 'alice.neo', state: 'active', owner: OWNER });
    assert.equal(await copyOwnerAddress(context, 'alice.neo'), ADDRESS);
    assert.equal(editor.clipboard, ADDRESS);
    assert.equal(editor.statusBar.at(-1), `Copied the owner address ${ADDRESS} to the clipboard.`);
    assert.equal(await showOwnerDomains(context, 'alice.neo'), ADDRESS);
    assert.deepEqual(context.owners.calls, [`browse ${ADDRESS}`]);
    assert.deepEqual(context.settings.written, [], 'browsing never writes the settings');
  });
});
