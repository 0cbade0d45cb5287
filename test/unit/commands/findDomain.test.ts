import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { findDomain } from '../../../src/commands/findDomain';
import { ViewIds } from '../../../src/model/ids';
import { fakeContext } from './fakeContext';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('commands/findDomain', () => {
  beforeEach(resetEditor);

  it('with a name, loads All Domains first and reveals the name: the selection is the feedback, no notification', async () => {
    const context = fakeContext();
    const view = context.views[ViewIds.allDomains];
    view.onWhenLoaded = async () => void (await view.loaded(['alice.neo', 'bob.neo']));
    assert.equal(await findDomain(context, 'bob.neo'), 'bob.neo');
    assert.deepEqual(view.calls, ['whenLoaded', 'reveal bob.neo: true']);
    assert.deepEqual(editor.messages, []);
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

  it('without a name, offers every loaded name in a QuickPick with its expiry as the tree shows it; names cannot become icons', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['b.neo', 'a$(zap).neo', 'c.neo']);
    context.details.known.set('b.neo', { name: 'b.neo', state: 'expired' });
    context.details.known.set('c.neo', { name: 'c.neo', state: 'active', expiration: Date.UTC(2999, 0, 1) });
    let shown: { items: Array<[string, unknown]>; placeholder: string; busy: boolean } | undefined;
    editor.quickPickScripts.push((quickPick) => {
      shown = { items: quickPick.items.map((item) => [item.label, item.description]), placeholder: quickPick.placeholder, busy: quickPick.busy };
      quickPick.accept(quickPick.items[0]);
    });
    assert.equal(await findDomain(context), 'a$(zap).neo');
    assert.deepEqual(shown, { items: [['a\\$(zap).neo', undefined], ['b.neo', 'expired'], ['c.neo', 'expires 2999-01-01']], placeholder: 'Type to search 3 domains', busy: false });
    assert.deepEqual(view.calls, ['reveal a$(zap).neo: true']);
    assert.deepEqual(editor.messages, []);
  });

  it('on a partial list, says so and offers the name typed; a name beyond the list opens its details', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['a.neo', 'b.neo'], { complete: false, incompleteReason: 'sessions off' });
    let seen: { placeholder: string; items: string[]; invalid: string[] } | undefined;
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('Zed');
      const invalid = quickPick.items.map((item) => `${item.label}${item.detail ? ` | ${String(item.detail)}` : ''}`);
      quickPick.type('zed.neo');
      seen = { placeholder: quickPick.placeholder, items: quickPick.items.map((item) => `${item.label} ${String(item.description ?? '')}`.trim()), invalid };
      quickPick.enter();
    });
    assert.equal(await findDomain(context), 'zed.neo');
    assert.deepEqual(seen, {
      placeholder: 'Only the first 2 names could be listed: type a full name to look it up',
      items: ['a.neo', 'b.neo', 'zed.neo not in the partial list: show its details'],
      invalid: ['a.neo', 'b.neo', 'Not a valid NNS name: Zed | NNS names are lowercase: zed'],
    });
    assert.deepEqual(editor.shownDocuments, [`nns-details:/zed.neo?${Buffer.from('zed.neo').toString('hex')}`]);
    assert.deepEqual(editor.messages, []);
  });

  it('on a complete list offers no typed name: what is not listed does not exist', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['a.neo']);
    let labels: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('zed.neo');
      labels = quickPick.items.map((item) => item.label);
      quickPick.hide();
    });
    assert.equal(await findDomain(context), undefined);
    assert.deepEqual(labels, ['a.neo']);
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
