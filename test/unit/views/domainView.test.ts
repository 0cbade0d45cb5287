import assert from 'node:assert/strict';
import { EventEmitter, editor, resetEditor, type FakeTreeView } from '../support/fakeVscode';
import { incompleteMessage, NnsError, NodeKnowledge, parseOwner, type DomainList, type ListOptions, type NodeConfig } from '../../../src/core';
import type { ContractSearchState } from '../../../src/model/view/contractSearchText';
import { shortAddress } from '../../../src/model/text/addressText';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { validateSettings } from '../../../src/model/chains/settingsValidation';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import { DetailsService } from '../../../src/services/detailsService';
import type { ViewSource } from '../../../src/services/viewSources';
import { NodeHistory } from '../../../src/services/nodeHistory';
import { DomainView, type SectionSpec } from '../../../src/views/domainView';
import { FakeMemento } from '../commands/fakeContext';

const NODE: NodeConfig = { rpcUrl: 'http://localhost:50012', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const A = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
const B = parseOwner(`0x${'22'.repeat(20)}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const list = (names: string[], more: Partial<DomainList> = {}): DomainList => ({ names, invalidUtf8: [], complete: true, strategy: 'session', gasConsumed: 0n, requests: 1, addressVersion: 53, ...more });

/** Details that never reach a node: the view's details are not under test here. */
class QuietDetails extends DetailsService {
  constructor() {
    super({ knowledge: new NodeKnowledge(), read: () => validateSettings(() => undefined, true) }, { onRequest: () => {}, detailsStarted: () => {}, detailsBatch: () => {}, detailsFinished: () => {}, note: () => {} });
  }
  override load(): Promise<void> {
    return Promise.resolve();
  }
}

/** A node whose answers the test gives: each load waits for `answer`. */
function node() {
  const pending: Array<{ resolve: (list: DomainList) => void; reject: (error: unknown) => void; options: Pick<ListOptions, 'onPage' | 'signal'> }> = [];
  const source = (key: string): ViewSource => ({
    kind: 'request', key, node: NODE,
    request: (options) => new Promise<DomainList>((resolve, reject) => pending.push({ resolve, reject, options })),
  });
  return {
    source,
    async answer(value: DomainList | Error): Promise<void> {
      await settle();
      const next = pending.shift();
      assert.ok(next, 'no load is waiting for an answer');
      if (value instanceof Error) next.reject(value);
      else next.resolve(value);
      await settle();
    },
  };
}

const log = { lines: [] as string[], loadStarted: () => {}, loadFinished: () => {}, failed: (list: string, summary: string) => log.lines.push(`${list}: ${summary}`) };

/** The search for the NNS contract, answered by the test. */
class FakeContracts {
  readonly asked: string[] = [];
  state: ContractSearchState = { kind: 'searching' };
  private readonly changed = new EventEmitter<void>();
  readonly onDidChange = this.changed.event;
  stateOf(rpcUrl: string): ContractSearchState {
    this.asked.push(rpcUrl);
    return this.state;
  }
  settle(state: ContractSearchState): void {
    this.state = state;
    this.changed.fire();
  }
}

function allDomains(resolve: () => ViewSource, contracts?: FakeContracts, state = new FakeMemento()): { view: DomainView; tree: FakeTreeView<TreeNode> } {
  const view = new DomainView({
    viewId: 'nns.allDomains', title: 'All Domains', listSource: 'tokens', sortable: false, state, nodes: new NodeHistory(state), details: new QuietDetails(), l10n, log, contracts,
    sections: [{ key: 'all', role: 'all', resolve, logName: 'All Domains' }],
  });
  return { view, tree: editor.treeViews.get('nns.allDomains') as FakeTreeView<TreeNode> };
}

/** Owner Domains with two owners, both open: A configured, B looked up; their lists from `devnet`. */
function twoOwners(devnet: ReturnType<typeof node>): { view: DomainView; tree: FakeTreeView<TreeNode> } {
  const view = new DomainView({
    viewId: 'nns.ownerDomains', title: 'Owner Domains', listSource: 'tokensOf', sortable: true, state: new FakeMemento(), nodes: { remember: () => {} }, details: new QuietDetails(), l10n, log, sections: [],
  });
  view.setSections([
    { key: 'owner:a', role: 'configured', owner: A, resolve: () => ({ ...devnet.source('a'), owner: A } as ViewSource), logName: 'A', expanded: true },
    { key: 'owner:b', role: 'browsed', owner: B, resolve: () => ({ ...devnet.source('b'), owner: B } as ViewSource), logName: 'B', expanded: true },
  ]);
  return { view, tree: editor.treeViews.get('nns.ownerDomains') as FakeTreeView<TreeNode> };
}

const labels = (rows: readonly TreeNode[]) => rows.map((row) => (row.kind === 'domain' ? row.entry.name : row.kind === 'group' ? `group ${row.key}` : row.kind === 'owner' ? `owner ${row.label}` : row.kind === 'filter' ? `filter ${row.text}` : `action ${row.label}`));

describe('views/domainView', () => {
  beforeEach(resetEditor);

  it('shows the count and the message with the rows they describe; a reload clears the old message first', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren(); // the view is on screen: it loads
    await devnet.answer(list(['b.neo', 'a.neo'], { complete: false, incompleteReason: 'sessions are off' }));
    // The texts of the loaded list wait until VS Code has fetched its rows…
    assert.ok(view.textsPending);
    assert.notEqual(tree.description, '2+');
    assert.deepEqual(labels(await tree.getChildren()), ['action Select Another Node…', 'a.neo', 'b.neo']);
    // …then come with them.
    assert.equal(tree.description, '2+');
    assert.equal(tree.message, 'Showing the first 2 names: this node cannot hand out more.');
    const texts = tree.texts.length;
    const reload = view.reload();
    // The new load clears the message at once, with the rows it draws (see the next test), not after them.
    assert.deepEqual(tree.texts.slice(texts).filter(([key]) => key === 'message').at(-1), ['message', undefined]);
    await devnet.answer(list(['c.neo']));
    await reload;
    await tree.getChildren();
    assert.deepEqual([tree.description, tree.message], ['1', undefined]);
    view.dispose();
  });

  it('a contract that lists no name (just set up): Register Name… above the empty list, in a trusted workspace only', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    await devnet.answer(list([]));
    const rows = await tree.getChildren();
    assert.deepEqual(labels(rows), ['action Register Name…']);
    assert.deepEqual(rows[0]?.kind === 'action' && [rows[0].command, rows[0].args], ['nns.registerName', []]);
    assert.equal(tree.message, 'The contract lists no domains.');
    editor.isTrusted = false;
    const reload = view.reload();
    await devnet.answer(list([]));
    await reload;
    assert.deepEqual(labels(await tree.getChildren()), []);
    view.dispose();
  });

  it('a partial list: two plain lines at most, the reason in the tooltip of Select Another Node…', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    const incomplete = { kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, listed: 1000, noun: 'names' } as const;
    await devnet.answer(list(Array.from({ length: 1000 }, (_, i) => `n${i}.neo`), { complete: false, incompleteReason: incompleteMessage(incomplete), incomplete }));
    const [first] = await tree.getChildren();
    // The model's words for the core's reason: in English, the core's own message.
    assert.equal(first?.kind === 'action' && first.tooltip, 'This node returns iterators by session id but has sessions disabled, so only the first 1,000 names could be listed: '
      + 'more exist, but one invocation cannot return them within the node\'s GAS, stack and result-size limits. A node with iterator sessions enabled lists them all.');
    assert.equal(tree.message, 'Showing the first 1,000 names: this node cannot hand out more.');
    view.dispose();
  });

  it('a partial list whose count the contract gave: of how many, in the header, the message and the status', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    await devnet.answer(list(Array.from({ length: 1622 }, (_, i) => `n${i}.neo`), { complete: false, incompleteReason: 'sessions off', contractCount: 12_000 }));
    await tree.getChildren();
    assert.deepEqual([tree.description, tree.message], ['1,622 of 12,000', 'Showing the first 1,622 of 12,000 names: this node cannot hand out more.']);
    assert.equal(view.status().total, 12_000);
    view.dispose();
  });

  it('a partial list that changed while it was read offers Retry, not another node; one past its bound says so', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    const incomplete = { kind: 'changed', cause: 'miscounted', counted: 3, method: 'totalSupply', listed: 2, noun: 'names' } as const;
    const reason = incompleteMessage(incomplete);
    await devnet.answer(list(['b.neo', 'a.neo'], { complete: false, incompleteReason: reason, incomplete }));
    const [first] = await tree.getChildren();
    assert.deepEqual(labels(await tree.getChildren()), ['action Retry', 'a.neo', 'b.neo']);
    assert.equal(first?.kind === 'action' && first.tooltip, reason);
    assert.equal(tree.message, 'Showing 2 names: the list changed while it was read.');
    const reload = view.reload();
    const bound = { kind: 'bound', cause: 'past-count', kept: 2, noun: 'names', counted: 1, method: 'totalSupply' } as const;
    await devnet.answer(list(['b.neo', 'a.neo'], { complete: false, incompleteReason: incompleteMessage(bound), incomplete: bound }));
    await reload;
    assert.deepEqual(labels(await tree.getChildren()), ['action Select Another Node…', 'a.neo', 'b.neo']);
    assert.equal(tree.message, 'Showing the first 2 names: the node kept sending more than the list may hold.');
    view.dispose();
  });

  it('a partial list: its message reaches the window with the rows it explains, not 200 ms after them', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    tree.followDeliveries();
    await tree.getChildren();
    await tree.passDebounce();
    const before = tree.deliveries.length;
    await devnet.answer(list(['b.neo', 'a.neo'], { complete: false, incompleteReason: 'sessions are off' }));
    await tree.passDebounce();
    await settle();
    await tree.passDebounce();
    // The delivery that brings Select Another Node… brings the message above it.
    const rows = tree.deliveries.slice(before).find((delivery) => delivery.rows?.some((row) => row.kind === 'action'));
    assert.deepEqual(labels(rows?.rows ?? []), ['action Select Another Node…', 'a.neo', 'b.neo']);
    assert.deepEqual([rows?.message, rows?.messageText], [true, 'Showing the first 2 names: this node cannot hand out more.']);
    view.dispose();
  });

  it('a failure: the message, then the rows that fix it, the most likely first; an invalid setting leads with Open Settings', async () => {
    const devnet = node();
    let source: () => ViewSource = () => devnet.source('a');
    const { view, tree } = allDomains(() => source());
    await tree.getChildren();
    const hash = `0x${'12'.repeat(20)}`;
    await devnet.answer(new NnsError('FAULT', 'x', { exception: `Called Contract Does Not Exist: ${hash}` }));
    const rows = await tree.getChildren();
    assert.deepEqual(labels(rows), ['action Open Settings', 'action Select Another Node…', 'action Show Log']);
    assert.deepEqual(rows[0]?.kind === 'action' && [rows[0].command, rows[0].args], ['nns.openSettings', ['contractHash']]);
    assert.equal(tree.message, 'This node has no contract 0x1212…1212: is the node on another network, or is nns.contractHash wrong?');
    assert.deepEqual(editor.messages, [], 'the view says it: no notification');

    source = () => ({ kind: 'invalid', error: new NnsError('INVALID_INPUT', 'Contract hash "x" is not a script hash.', { field: 'contractHash' }), rpcUrl: NODE.rpcUrl });
    await view.reload();
    assert.deepEqual(labels(await tree.getChildren()), ['action Open Settings', 'action Show Log'], 'Retry cannot help: a fixed setting reloads by itself');
    view.dispose();
  });

  it('a missing contract: looks for the NNS contract on the node and offers it first, or says none is there', async () => {
    const devnet = node();
    const contracts = new FakeContracts();
    const { view, tree } = allDomains(() => devnet.source('a'), contracts);
    await tree.getChildren();
    await devnet.answer(new NnsError('FAULT', 'x', { exception: `Called Contract Does Not Exist: ${NODE.contractHash}` }));
    assert.deepEqual(labels(await tree.getChildren()), ['action Open Settings', 'action Select Another Node…', 'action Show Log']);
    assert.match(tree.message ?? '', /nns\.contractHash wrong\? Looking for an NNS contract on this node…$/);
    assert.deepEqual([...new Set(contracts.asked)], [NODE.rpcUrl]);

    const found = `0x${'ab'.repeat(20)}`;
    contracts.settle({ kind: 'found', contracts: 4, found: [{ id: 3, hash: found, name: 'NameService' }] });
    const rows = await tree.getChildren();
    assert.deepEqual(labels(rows), ['action Use NameService 0xabab…abab found on this node', 'action Open Settings', 'action Select Another Node…', 'action Show Log']);
    assert.deepEqual(rows[0]?.kind === 'action' && [rows[0].command, rows[0].args], ['nns.useFoundContract', [found]]);
    assert.match(rows[0]?.kind === 'action' ? rows[0].tooltip ?? '' : '', /contract #3 "NameService" of the 4 contracts/);
    assert.equal(tree.message, 'This node has no contract 0x50ac…46de: is the node on another network, or is nns.contractHash wrong?');

    contracts.settle({ kind: 'none', contracts: 3, complete: true });
    // A private chain without NNS: its set-up first.
    assert.deepEqual(labels(await tree.getChildren()), ['action Set Up NNS on This Chain…', 'action Open Settings', 'action Select Another Node…', 'action Show Log']);
    assert.match(tree.message ?? '', /None of the 3 contracts deployed on this node is an NNS contract: deploy one, or select another node\.$/);

    // Another failure: no search.
    contracts.asked.length = 0;
    const reload = view.reload();
    await devnet.answer(new NnsError('FAULT', 'x', { exception: 'Insufficient GAS.' }));
    await reload;
    await tree.getChildren();
    assert.deepEqual(contracts.asked, []);
    view.dispose();
  });

  it('remembers a node that answered a list among the recent nodes of the workspace, not one that failed', async () => {
    const devnet = node();
    const state = new FakeMemento();
    await state.update('nns.recentNodes', ['http://127.0.0.1:7000/']);
    const { view, tree } = allDomains(() => devnet.source('a'), undefined, state);
    await tree.getChildren();
    await devnet.answer(new NnsError('NETWORK', 'down'));
    assert.deepEqual(state.get('nns.recentNodes'), ['http://127.0.0.1:7000/']);
    const reload = view.reload();
    await devnet.answer(list(['a.neo']));
    await reload;
    assert.deepEqual(state.get('nns.recentNodes'), [NODE.rpcUrl, 'http://127.0.0.1:7000/']);
    view.dispose();
  });

  it('groups a list once: shown again, it reuses its tree; a filter groups it anew', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    await devnet.answer(list(Array.from({ length: 2000 }, (_, i) => `n${i}.${i % 2 ? 'neo' : 'gas'}`)));
    const groups = await tree.getChildren();
    assert.deepEqual(labels(groups), ['group gas', 'group neo']);
    tree.setVisible(false);
    tree.setVisible(true);
    const again = await tree.getChildren();
    assert.ok(again.every((row, i) => row === groups[i]), 'the same rows, not a new grouping of 2,000 names');
    await view.setFilter('n1');
    const filtered = await tree.getChildren();
    assert.ok(filtered.some((row) => row.kind === 'group' && !groups.includes(row)), 'the filter groups anew');
    view.dispose();
  });

  it('pages arriving in any order: each render sorts only the new names, the view stays sorted, and the last render is the list\'s', async () => {
    const pending: Array<Pick<ListOptions, 'onPage'> & { resolve: (list: DomainList) => void }> = [];
    const source: ViewSource = { kind: 'request', key: 'p', node: NODE, request: (options) => new Promise<DomainList>((resolve) => pending.push({ ...options, resolve })) };
    const { view, tree } = allDomains(() => source);
    await tree.getChildren();
    await settle();
    const all = Array.from({ length: 3000 }, (_, i) => `n${(i * 7919) % 3000}.neo`);
    const call = pending[0]!;
    const seen: string[][] = [];
    for (let page = 0; page < 3; page++) {
      call.onPage?.(all.slice(page * 1000, (page + 1) * 1000), (page + 1) * 1000);
      seen.push(view.sortedEntries().map((entry) => entry.name));
    }
    const sorted = view.sortedEntries();
    call.resolve(list(all));
    await settle();
    assert.deepEqual(seen.map((names) => names.length), [1000, 2000, 3000]);
    assert.ok(seen.every((names) => names.every((name, i) => i === 0 || names[i - 1]! < name)), 'sorted at each page');
    assert.equal(view.sortedEntries(), sorted, 'the loaded list is not sorted again');
    view.dispose();
  });

  it('a refresh: its pages do not make VS Code fetch the old rows again, so the new list reaches it at once', async () => {
    const pending: Array<Pick<ListOptions, 'onPage'> & { resolve: (list: DomainList) => void }> = [];
    const source: ViewSource = { kind: 'request', key: 'p', node: NODE, request: (options) => new Promise<DomainList>((resolve) => pending.push({ ...options, resolve })) };
    const { view, tree } = allDomains(() => source);
    await tree.getChildren();
    await settle();
    pending[0]!.resolve(list(['a.neo', 'b.neo']));
    await settle();
    await tree.getChildren();
    const shown = await tree.getChildren();
    tree.followDeliveries();
    const reload = view.reload();
    await settle();
    const call = pending[1]!;
    call.onPage?.(['c.neo'], 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a render for the page
    assert.equal(tree.deliveries.length, 0, 'the rows shown did not change: nothing for VS Code to fetch');
    assert.equal(view.textsPending, false, 'the count of the names arriving shows at once, no fetch to wait for');
    assert.equal(tree.description, '1…');
    assert.ok((await tree.getChildren()).every((row, i) => row === shown[i]), 'the rows VS Code holds stay the same objects');
    call.resolve(list(['c.neo']));
    await reload;
    await settle();
    assert.equal(tree.deliveries.length, 1, 'the new list: one change, not held back by one before it');
    assert.deepEqual(labels(tree.deliveries[0]?.rows ?? []), ['c.neo']);
    await tree.getChildren(); // VS Code fetches the rows it was told of: their count comes with them
    assert.equal(tree.description, '1');
    view.dispose();
  });

  it('a filter: a row on top that says it and clears it; "No domain matches" in All Domains too', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    await devnet.answer(list(['alice.neo', 'bob.neo']));
    await view.setFilter('zzqq');
    const [filterRow, ...rest] = await tree.getChildren();
    assert.deepEqual([filterRow?.kind, filterRow?.kind === 'filter' && filterRow.description, rest.length], ['filter', '0 of 2 shown', 0]);
    assert.equal(tree.message, 'No domain matches the filter "zzqq".');
    await view.setFilter('ali');
    assert.deepEqual(labels(await tree.getChildren()), ['filter ali', 'alice.neo']);
    assert.equal(tree.message, undefined);
    view.dispose();
  });

  it('a filter applied or cleared scrolls the view to its first row: the filter row, else the first name', async () => {
    const devnet = node();
    const { view, tree } = allDomains(() => devnet.source('a'));
    await tree.getChildren();
    await devnet.answer(list(['alice.neo', 'bob.neo']));
    await view.setFilter('ali');
    const revealed = () => tree.revealed.map(({ element, options }) => [labels([element])[0], options]);
    // Scrolled into view, neither selected nor focused: the user goes on where they were.
    assert.deepEqual(revealed(), [['filter ali', { select: false, focus: false }]]);
    await view.setFilter('');
    assert.deepEqual(revealed().at(-1), ['alice.neo', { select: false, focus: false }]);
    // A view not on screen is not opened by a reveal (Clear Filter from the palette clears every view).
    tree.setVisible(false);
    await view.setFilter('bob');
    assert.equal(tree.revealed.length, 2);
    view.dispose();
  });

  it('Owner Domains: one row per owner, the configured first, each expanding to its names; it loads when opened', async () => {
    const devnet = node();
    const view = new DomainView({
      viewId: 'nns.ownerDomains', title: 'Owner Domains', listSource: 'tokensOf', sortable: true, state: new FakeMemento(), nodes: { remember: () => {} }, details: new QuietDetails(), l10n, log, sections: [],
    });
    const tree = editor.treeViews.get('nns.ownerDomains') as FakeTreeView<TreeNode>;
    const specs: SectionSpec[] = [
      { key: 'owner:a', role: 'configured', owner: A, resolve: () => ({ ...devnet.source('a'), owner: A } as ViewSource), logName: 'A', expanded: true },
      { key: 'owner:b', role: 'browsed', owner: B, resolve: () => ({ ...devnet.source('b'), owner: B } as ViewSource), logName: 'B' },
    ];
    view.setSections(specs);
    const owners = await tree.getChildren();
    // Each address shortened in the middle, so that the count beside it fits; the tooltip has it whole.
    assert.deepEqual(labels(owners), [`owner ${shortAddress(A.address)}`, `owner ${shortAddress(B.address)}`]);
    assert.ok(owners[0]?.kind === 'owner' && owners[0].tooltip.includes(A.address));
    assert.deepEqual(owners.map((row) => row.kind === 'owner' && [row.role, row.expanded]), [['configured', true], ['browsed', false]]);
    assert.equal(view.section('owner:b')?.loader.state.kind, 'idle', 'a closed owner is not loaded');
    await tree.getChildren(owners[0]);
    await devnet.answer(list(['mine.neo']));
    const [configured] = await tree.getChildren();
    assert.deepEqual(labels(await tree.getChildren(configured)), ['mine.neo']);
    assert.equal(configured?.kind === 'owner' && configured.description, '1');
    // The names' total: the owner rows say how many owners (a longer text would be cut beside the title).
    assert.equal(tree.description, '1');
    // A name's parent is its owner's row, so that reveal finds it.
    const [leaf] = await tree.getChildren(configured);
    assert.equal(leaf && tree.options.treeDataProvider.getParent?.(leaf), configured);
    // Back to the configured owner: the view describes its one list.
    view.setSections(specs.slice(0, 1));
    await tree.getChildren();
    assert.equal(tree.description, '1');
    view.setSections([]);
    assert.deepEqual(await tree.getChildren(), [], 'no owner: the welcome shows');
    view.dispose();
  });

  it('Owner Domains with every owner failing for one reason: the message and its fix rows once, the header says failed; Retry clears the message while it loads', async () => {
    const devnet = node();
    const { view, tree } = twoOwners(devnet);
    const outline = async () => {
      const lines: string[] = [];
      for (const row of await tree.getChildren()) {
        lines.push(labels([row])[0] ?? '');
        for (const child of await tree.getChildren(row)) lines.push(`  ${labels([child])[0] ?? ''}`);
      }
      return lines;
    };
    await outline(); // both owners open: both load
    await devnet.answer(new NnsError('NETWORK', 'down'));
    await devnet.answer(new NnsError('NETWORK', 'down'));
    assert.deepEqual(await outline(), [
      'action Retry', 'action Select Another Node…', 'action Open Settings', 'action Show Log', `owner ${shortAddress(A.address)}`, `owner ${shortAddress(B.address)}`,
    ]);
    const [configured] = (await tree.getChildren()).filter((row) => row.kind === 'owner');
    assert.deepEqual(configured?.kind === 'owner' && [configured.description, configured.tooltip.includes('Node unreachable: down')], ['failed', true]);
    assert.deepEqual([tree.message, tree.description], ['Node unreachable: down', 'failed']);

    // Retry: every list loads again, and the window gets no message with the rows emptied for loading.
    tree.followDeliveries();
    await tree.passDebounce();
    const before = tree.deliveries.length;
    const retry = view.reload();
    await settle();
    await tree.passDebounce();
    // (The first delivery is the window opened by setting the message it had: nothing changes on screen.)
    const rows = tree.deliveries.slice(before).filter((delivery) => delivery.rows);
    assert.ok(rows.length > 0);
    assert.deepEqual(rows.map((delivery) => delivery.messageText), rows.map(() => undefined), 'the old message came with the rows emptied for loading');
    assert.deepEqual(await outline(), [`owner ${shortAddress(A.address)}`, `owner ${shortAddress(B.address)}`]);
    assert.equal(tree.description, 'loading…');
    await devnet.answer(new NnsError('NETWORK', 'down'));
    await devnet.answer(new NnsError('NETWORK', 'down'));
    await retry;
    assert.equal((await outline()).filter((line) => line === 'action Retry').length, 1);
    view.dispose();
  });

  it('Owner Domains: a failure of one owner only stays under that owner; the others show their names', async () => {
    const devnet = node();
    const { view, tree } = twoOwners(devnet);
    const [a, b] = await tree.getChildren();
    await tree.getChildren(a);
    await tree.getChildren(b);
    await devnet.answer(list(['mine.neo']));
    await devnet.answer(new NnsError('TIMEOUT', 'slow'));
    const [first, second] = await tree.getChildren();
    assert.deepEqual(labels(await tree.getChildren(first)), ['mine.neo']);
    assert.deepEqual(labels(await tree.getChildren(second)).slice(0, 1), ['action Retry']);
    assert.equal(tree.description, '1');
    view.dispose();
  });
});
