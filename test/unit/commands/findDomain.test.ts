import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { findDomain } from '../../../src/commands/findDomain';
import { CommandIds, ViewIds } from '../../../src/model/ids';
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
    await context.views[ViewIds.allDomains].loaded(['a.neo', 'b.neo'], { complete: false, incompleteReason: 'sessions off', contractCount: 40 });
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
      placeholder: 'Only the first 2 of 40 names could be listed: type a full name to look it up',
      items: ['zed.neo not in the partial list: show its details'],
      invalid: ['Not a valid NNS name: Zed | NNS names are lowercase: zed'],
    });
    assert.deepEqual(editor.shownDocuments, [`nns-details:/zed.neo?${Buffer.from('zed.neo').toString('hex')}`]);
    assert.deepEqual(editor.messages, []);
  });

  it('on a complete list, text that matches nothing says so and what Enter does: a name opens its details, other text nothing', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['a.neo']);
    const seen: string[][] = [];
    let enterOnText: string | undefined = 'not tried';
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('a');
      seen.push(quickPick.items.map((item) => item.label));
      quickPick.type('Zed');
      seen.push(quickPick.items.map((item) => `${item.label} | ${String(item.detail)}`));
      quickPick.enter();
      enterOnText = quickPick.visible ? 'still open' : 'closed';
      quickPick.type('zed.neo');
      seen.push(quickPick.items.map((item) => `${item.label} | ${String(item.description)}`));
      quickPick.enter();
    });
    assert.equal(await findDomain(context), 'zed.neo');
    assert.deepEqual(seen, [
      ['a.neo'],
      ['No domain contains "Zed" | Enter does nothing: change the text, or press Escape to close. (NNS names are lowercase: zed)'],
      ['zed.neo | no domain in the list contains it: Enter shows its details from the node', 'Register zed.neo… | not in the list: register it for one of the workspace\'s accounts'],
    ]);
    assert.equal(enterOnText, 'still open');
    assert.deepEqual(view.calls, ['reveal zed.neo: false']);
    assert.deepEqual(editor.shownDocuments, [`nns-details:/zed.neo?${Buffer.from('zed.neo').toString('hex')}`]);
    assert.deepEqual(editor.messages, [], 'no warning: the details say whether anyone holds it');
  });

  it('a name nobody in the whole list holds: its Register item runs Register Name… with it; none in Restricted Mode', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['a.neo']);
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('zed.neo');
      quickPick.accept(quickPick.items.find((item) => item.label === 'Register zed.neo…'));
    });
    assert.equal(await findDomain(context), 'zed.neo');
    assert.deepEqual(editor.executed.filter((call) => call.command === CommandIds.registerName), [{ command: CommandIds.registerName, args: ['zed.neo'] }]);
    editor.isTrusted = false;
    let labels: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('zed.neo');
      labels = quickPick.items.map((item) => item.label);
      quickPick.hide();
    });
    await findDomain(context);
    assert.deepEqual(labels, ['zed.neo']);
  });

  it('100,000 names: hands VS Code the best few hundred, the title saying how many match', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(Array.from({ length: 100_000 }, (_, i) => `name${i}.neo`));
    const seen: Array<[number, string]> = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      seen.push([quickPick.items.length, quickPick.title]);
      quickPick.type('name4');
      seen.push([quickPick.items.length, quickPick.title]);
      quickPick.type('name42424');
      seen.push([quickPick.items.length, quickPick.title]);
      quickPick.accept(quickPick.items[0]);
    });
    assert.equal(await findDomain(context), 'name42424.neo');
    assert.deepEqual(seen, [
      [300, 'Find Domain: the best 300 of 100,000 matches, type more to narrow'],
      [300, 'Find Domain: the best 300 of 11,111 matches, type more to narrow'],
      [1, 'Find Domain: 1 match'],
    ]);
  });

  it('offers the matches in one order, which VS Code keeps: the name itself, labels that begin with the text, labels that contain it, the rest; each rank in name order', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['zz.bank', 'xbank.neo', 'bankbank.neo', 'b.neo', 'abank.neo', 'bank.neo', 'bank']);
    let seen: { labels: string[]; title: string; sortByLabel: boolean } | undefined;
    const titles: string[] = [];
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('bank');
      seen = { labels: quickPick.items.map((item) => item.label), title: quickPick.title, sortByLabel: quickPick.sortByLabel };
      quickPick.type('bankb');
      titles.push(quickPick.title);
      quickPick.type('qqq');
      titles.push(quickPick.title);
      quickPick.hide();
    });
    await findDomain(context);
    // Not VS Code's own sort (shorter labels first): it is turned off.
    assert.deepEqual(seen, { labels: ['bank', 'bank.neo', 'bankbank.neo', 'abank.neo', 'xbank.neo', 'zz.bank'], title: 'Find Domain: 6 matches', sortByLabel: false });
    assert.deepEqual(titles, ['Find Domain: 1 match', 'Find Domain: no match']);
  });

  it('each name offered shows its expiry: the details of those on screen are loaded first, then the others; the item the user is on stays active', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(Array.from({ length: 30 }, (_, i) => `n${String(i).padStart(2, '0')}.neo`));
    context.details.known.set('n00.neo', { name: 'n00.neo', state: 'active', expiration: Date.UTC(2999, 0, 1) });
    const arrived: Array<() => void> = [];
    view.onLoadDetails = (names) => new Promise((resolve) => arrived.push(() => {
      for (const name of names) context.details.known.set(name, { name, state: 'active', expiration: Date.UTC(2998, 0, 1) });
      resolve();
    }));
    let seen: { before: unknown[]; after: unknown[]; active: string | undefined } | undefined;
    editor.quickPickScripts.push(async (quickPick: FakeQuickPick) => {
      const before = quickPick.items.slice(0, 3).map((item) => item.description);
      quickPick.activeItems = [quickPick.items[2]!];
      for (const answer of arrived.splice(0)) answer();
      await settle();
      seen = { before, after: quickPick.items.map((item) => item.description), active: quickPick.activeItems[0]?.label };
      quickPick.hide();
    });
    await findDomain(context);
    // Known already: not asked again. The first screen's names in a request of their own, before the rest.
    assert.deepEqual(view.detailsAsked.map((names) => [names[0], names.length]), [['n01.neo', 20], ['n21.neo', 9]]);
    assert.deepEqual(seen?.before, ['expires 2999-01-01', undefined, undefined]);
    assert.ok(seen?.after.every((description) => typeof description === 'string' && description.startsWith('expires ')), String(seen?.after));
    assert.equal(seen?.active, 'n02.neo');
  });

  it('an Enter answered with an item of the list before the last keystroke takes the first item for the text typed', async () => {
    const context = fakeContext();
    await context.views[ViewIds.allDomains].loaded(['paris17.neo', 'paris1708.neo', 'paris18.neo']);
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('paris1');
      const stale = quickPick.items[2]; // paris18.neo, chosen by VS Code from the older list
      quickPick.type('paris1708.neo');
      quickPick.accept(stale);
    });
    assert.equal(await findDomain(context), 'paris1708.neo');
  });

  it('keeps the view\'s filter when the name passes it; when it must go, the status bar says so', async () => {
    const context = fakeContext();
    const view = await context.views[ViewIds.allDomains].loaded(['alice.neo', 'bob.neo']);
    view.filter = 'ali';
    assert.equal(await findDomain(context, 'alice.neo'), 'alice.neo');
    assert.deepEqual(view.calls, ['whenLoaded', 'reveal alice.neo: true']);
    assert.equal(view.filter, 'ali');
    assert.deepEqual(editor.statusBar, []);
    assert.equal(await findDomain(context, 'bob.neo'), 'bob.neo');
    assert.equal(view.filter, '');
    assert.deepEqual(editor.statusBar, ['Filter "ali" cleared to show bob.neo.']);
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
