import assert from 'node:assert/strict';
import { editor, resetEditor, Uri, ViewColumn, type FakeQuickPick } from '../support/fakeVscode';
import { showDomainDetails } from '../../../src/commands/showDomainDetails';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

const settle = () => new Promise((resolve) => setImmediate(resolve));
const hex = (text: string) => Buffer.from(text).toString('hex');

describe('commands/showDomainDetails', () => {
  beforeEach(resetEditor);

  it('opens the details of a row or a given name, titled with the name', async () => {
    const context = fakeContext();
    assert.equal(await showDomainDetails(context, 'alice.neo'), `nns-details:/alice.neo?${hex('alice.neo')}`);
    assert.deepEqual(editor.shownDocuments, [`nns-details:/alice.neo?${hex('alice.neo')}`]);
  });

  it('from a row (a click, Enter): beside the editor in use as a preview, the focus kept on the row; the next replaces it', async () => {
    const context = fakeContext();
    const row = { kind: 'domain', id: 'r', entry: { name: 'alice.neo', invalidUtf8: false }, parent: undefined };
    await showDomainDetails(context, row);
    editor.activeTextEditor = { document: { uri: Uri.parse('file:///work/notes.md') } };
    await showDomainDetails(context, row);
    editor.visibleTextEditors = [{ document: { uri: Uri.parse(`nns-details:/alice.neo?${hex('alice.neo')}`) }, viewColumn: 2 }];
    await showDomainDetails(context, { ...row, entry: { name: 'bob.neo', invalidUtf8: false } });
    await showDomainDetails(context, 'carol.neo');
    assert.deepEqual(editor.shownOptions, [
      { preview: true, preserveFocus: true, viewColumn: ViewColumn.Active },
      { preview: true, preserveFocus: true, viewColumn: ViewColumn.Beside },
      { preview: true, preserveFocus: true, viewColumn: 2 },
      { preview: true },
    ]);
  });

  it('from the palette: checks the typed name as it is typed, and keeps an invalid one in the field', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['alice.neo']);
    const seen: string[][] = [];
    editor.quickPickScripts.push(async (quickPick: FakeQuickPick) => {
      const labels = () => quickPick.items.map((item) => `${item.label}${item.detail ? ` | ${String(item.detail)}` : ''}`);
      quickPick.type('Bad Name!');
      seen.push(labels());
      quickPick.enter(); // on the invalid name: nothing happens
      await settle();
      assert.equal(quickPick.visible, true);
      quickPick.type('alice.neo');
      seen.push(labels());
      quickPick.type('bob.neo');
      seen.push(labels());
      quickPick.enter();
    });
    assert.equal(await showDomainDetails(context), `nns-details:/bob.neo?${hex('bob.neo')}`);
    assert.deepEqual(seen, [
      ['alice.neo', 'Not a valid NNS name: Bad Name! | a space, "!" cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.'],
      ['alice.neo'],
      ['alice.neo', 'bob.neo'],
    ]);
  });

  it('from the palette: a loaded name is picked as it is', async () => {
    const context = fakeContext();
    await context.views[ViewIds.ownerDomains].loaded(['mine.neo']);
    let icon: unknown;
    editor.quickPickScripts.push((quickPick) => {
      icon = quickPick.items[0]?.iconPath;
      quickPick.accept(quickPick.items[0]);
    });
    assert.equal(await showDomainDetails(context), `nns-details:/mine.neo?${hex('mine.neo')}`);
    assert.ok(icon, 'marked as its row is, like the items of Find Domain…');
  });
});
