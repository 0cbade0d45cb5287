import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { findDomain } from '../../../src/commands/findDomain';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('commands/findDomain', () => {
  beforeEach(resetEditor);

  it('with a name, loads All Domains first, reveals the name and offers to copy it', async () => {
    const context = fakeContext();
    const view = context.views[ViewIds.allDomains];
    view.onWhenLoaded = async () => void (await view.loaded(['alice.neo', 'bob.neo']));
    editor.messageAnswers.push('Copy Name');
    assert.equal(await findDomain(context, 'bob.neo'), 'bob.neo');
    assert.deepEqual(view.calls, ['whenLoaded', 'reveal bob.neo: true']);
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.text, message.items]), [['information', 'Selected bob.neo in All Domains.', ['Copy Name']]]);
    await settle();
    assert.equal(editor.clipboard, 'bob.neo');
  });

  it('clears a filter that hides the name, since choosing it asked to see it', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['alice.neo', 'bob.neo']);
    view.filter = 'ali';
    assert.equal(await findDomain(context, 'bob.neo'), 'bob.neo');
    assert.deepEqual(view.calls, ['whenLoaded', 'reveal bob.neo: false', 'setFilter ""', 'reveal bob.neo: true']);
  });

  it('warns when the name is not in the list, and keeps the filter', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['alice.neo']);
    view.filter = 'ali';
    assert.equal(await findDomain(context, 'carol.neo'), undefined);
    assert.deepEqual(view.calls, ['whenLoaded', 'reveal carol.neo: false']);
    assert.deepEqual(editor.messages.map((message) => [message.kind, message.text]), [['warning', 'That domain is not in the list of All Domains.']]);
  });

  it('without a name, offers every loaded name in a QuickPick; names cannot become icons', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['b.neo', 'a$(zap).neo', 'c.neo']);
    let shown: { labels: string[]; placeholder: string; busy: boolean } | undefined;
    editor.quickPickScripts.push((quickPick) => {
      shown = { labels: quickPick.items.map((item) => item.label), placeholder: quickPick.placeholder, busy: quickPick.busy };
      quickPick.accept(quickPick.items[0]);
    });
    assert.equal(await findDomain(context), 'a$(zap).neo');
    assert.deepEqual(shown, { labels: ['a\\$(zap).neo', 'b.neo', 'c.neo'], placeholder: 'Type to search 3 domains', busy: false });
    assert.deepEqual(view.calls, ['reveal a$(zap).neo: true']);
  });

  it('opens the QuickPick at once while the list loads, busy, and fills it when the list is there', async () => {
    const context = fakeContext();
    const view = context.views[ViewIds.allDomains];
    let finishLoading = () => {};
    view.onWhenLoaded = () => new Promise<void>((resolve) => {
      finishLoading = () => void view.loaded(['x.neo', 'y.neo']).then(() => resolve());
    });
    const seen: Array<{ count: number; busy: boolean }> = [];
    editor.quickPickScripts.push(async (quickPick: FakeQuickPick) => {
      seen.push({ count: quickPick.items.length, busy: quickPick.busy });
      finishLoading();
      while (quickPick.busy) await settle();
      seen.push({ count: quickPick.items.length, busy: quickPick.busy });
      quickPick.accept(quickPick.items[1]);
    });
    assert.equal(await findDomain(context), 'y.neo');
    assert.deepEqual(seen, [{ count: 0, busy: true }, { count: 2, busy: false }]);
    assert.deepEqual(editor.progress, [{ location: { viewId: ViewIds.allDomains } }]);
  });

  it('does nothing when the QuickPick is dismissed', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['a.neo']);
    editor.quickPickScripts.push((quickPick) => quickPick.hide());
    assert.equal(await findDomain(context), undefined);
    assert.deepEqual([view.calls, editor.messages], [[], []]);
  });
});
