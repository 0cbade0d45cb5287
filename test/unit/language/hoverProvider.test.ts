import assert from 'node:assert/strict';
import type { CancellationToken, Position, TextDocument } from 'vscode';
import { CancellationTokenSource, type Hover, type MarkdownString } from '../support/fakeVscode';
import type { DomainDetails, NodeConfig } from '../../../src/core';
import { NnsHoverProvider, type HoverDependencies } from '../../../src/language/hoverProvider';
import { CommandIds } from '../../../src/model/ids';
import { englishLocalizer as l10n } from '../../../src/model/text/localizer';
import { LookupCache, type Lookup } from '../../../src/model/hover/lookupCache';
import { sourceKey, validateSettings } from '../../../src/model/chains/settingsValidation';
import { DetailsStore } from '../../../src/model/details/detailsStore';
import type { WorkspaceAccount } from '../../../src/model/chains/workspaceChain';

const NODE: NodeConfig = { rpcUrl: 'http://127.0.0.1:50012/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const document = (text: string) => ({ lineAt: () => ({ text }) }) as unknown as TextDocument;
const position = (character: number) => ({ line: 0, character }) as Position;

/** Answers scripted per lookup; `never` keeps a lookup loading; every ask and cancel is recorded. */
class FakeLookups {
  readonly asked: string[] = [];
  readonly cancelled: string[] = [];
  roots: string[] | 'never' | Error = ['neo'];
  count: number | 'never' = 3;
  private readonly cache = new LookupCache<unknown>({ ttlMs: 1, failureTtlMs: 1 });

  private lookup<T>(what: string, answer: T | 'never' | Error): Lookup<T> {
    this.asked.push(what);
    const inner = this.cache.get(`${what}:${this.asked.length}`, () => answer === 'never' ? new Promise(() => {}) : answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer));
    return { settled: inner.settled as Lookup<T>['settled'], cancel: () => { this.cancelled.push(what); inner.cancel(); } };
  }
  rootsOf = () => this.lookup('roots', this.roots instanceof Error || this.roots === 'never' ? this.roots : { roots: this.roots, complete: true });
  nameCount = (_node: NodeConfig, hash: string) => this.lookup(`count ${hash}`, this.count);
  recordsOf = (_node: NodeConfig, name: string) => this.lookup(`records ${name}`, { items: [{ name, type: 1, typeName: 'A', data: '203.0.113.7' }], more: false });
  availabilityOf = (_node: NodeConfig, name: string) => this.lookup(`available ${name}`, { kind: 'available' as const });
}

function setUp(settings: Record<string, unknown> = {}, details: DomainDetails[] = [], accounts: WorkspaceAccount[] = []) {
  const lookups = new FakeLookups();
  const store = new DetailsStore();
  const loads: string[] = [];
  const detailsService = {
    store,
    warningDays: 30,
    get: (name: string) => store.get(name),
    load: (node: NodeConfig, names: readonly string[], requester: { id: string; anyName?: boolean }) => {
      loads.push(`${requester.id} ${names.join(',')}${requester.anyName ? ' (any name)' : ''}`);
      return store.request(sourceKey(node), names, requester.id, (asked) => Promise.resolve(details.filter((d) => asked.includes(d.name))));
    },
    cancel: (id: string) => store.cancel(id),
  };
  const values: Record<string, unknown> = { rpcUrl: NODE.rpcUrl, contractHash: NODE.contractHash, ...settings };
  const reads = { count: 0 };
  const deps: HoverDependencies = {
    settings: { read: () => (reads.count++, validateSettings((name) => ({ globalValue: values[name] }), true)) },
    details: detailsService as unknown as HoverDependencies['details'],
    lookups: lookups as unknown as HoverDependencies['lookups'],
    l10n,
    waitMs: 50,
    chains: { accounts: () => Promise.resolve(accounts), knownAccounts: () => [] },
  };
  return { provider: new NnsHoverProvider(deps), lookups, loads, reads };
}

const token = () => new CancellationTokenSource().token as unknown as CancellationToken;
const markdownOf = (hover: unknown) => ((hover as Hover).contents[0] as MarkdownString);

describe('language/hoverProvider', () => {
  it('an address: its script hash, its name count, and the two trusted command links', async () => {
    const { provider, lookups } = setUp();
    const hover = await provider.provideHover(document(`owner ${ADDRESS} here`), position(10), token());
    const markdown = markdownOf(hover);
    assert.match(markdown.value, new RegExp(HASH));
    assert.match(markdown.value, /Holds \*\*3\*\* NNS names/);
    assert.deepEqual(markdown.isTrusted, { enabledCommands: [CommandIds.lookUpOwner, CommandIds.copyScriptHash] });
    assert.equal(markdown.supportHtml, false);
    assert.equal(markdown.supportThemeIcons, false);
    assert.deepEqual({ ...(hover as unknown as Hover).range }, { startLine: 0, startCharacter: 6, endLine: 0, endCharacter: 40 });
    assert.deepEqual(lookups.asked, [`count ${HASH}`]);
  });

  it('an address held by a workspace wallet says which', async () => {
    const { provider } = setUp({}, [], [
      { address: ADDRESS, scriptHash: HASH, label: 'alice', wallet: 'dev wallet', file: 'wallets/dev.wallet.json' },
      { address: 'NfKKQCxe2er6Vvs1ichm6aEiDeQoht6t4B', scriptHash: `0x${'d4'.repeat(20)}`, label: 'bob', wallet: 'dev wallet', file: 'wallets/dev.wallet.json' },
    ]);
    const markdown = markdownOf(await provider.provideHover(document(`owner ${ADDRESS} here`), position(10), token()));
    assert.match(markdown.value, /In the workspace\\: dev wallet · alice/);
    assert.doesNotMatch(markdown.value, /bob/);
  });

  it('a known contract asks nothing; text that is no target asks nothing; hovers can be turned off', async () => {
    const { provider, lookups } = setUp();
    const gas = await provider.provideHover(document('0xd2a4cff31913016155e38e474a2c06d08be276cf'), position(3), token());
    assert.match(markdownOf(gas).value, /GasToken/);
    assert.equal(await provider.provideHover(document('just some words'), position(3), token()), undefined);
    assert.deepEqual(lookups.asked, []);
    const idle = setUp();
    assert.equal(await idle.provider.provideHover(document('just some words'), position(3), token()), undefined);
    assert.equal(idle.reads.count, 0, 'a hover over no target reads no settings');
    const off = setUp({ 'hovers.enabled': false });
    assert.equal(await off.provider.provideHover(document(ADDRESS), position(3), token()), undefined);
    assert.deepEqual(off.lookups.asked, []);
  });

  it('never waits past its moment: a slow node shows "loading…", and the load goes on', async () => {
    const { provider, lookups } = setUp();
    lookups.count = 'never';
    const started = Date.now();
    const hover = await provider.provideHover(document(ADDRESS), position(3), token());
    assert.ok(Date.now() - started < 1000);
    assert.match(markdownOf(hover).value, /NNS names\\: \*loading…\*/);
    assert.deepEqual(lookups.cancelled, [], 'shown, not cancelled: the answer is for the next hover');
  });

  it('a cancelled hover cancels what it asked and shows nothing', async () => {
    const { provider, lookups } = setUp();
    lookups.count = 'never';
    const source = new CancellationTokenSource();
    const pending = provider.provideHover(document(ADDRESS), position(3), source.token as unknown as CancellationToken);
    source.cancel();
    assert.equal(await pending, undefined);
    assert.deepEqual(lookups.cancelled, [`count ${HASH}`]);
  });

  it('a name under a root: details from the shared store, records, Show Domain Details', async () => {
    const { provider, lookups, loads } = setUp({}, [{ name: 'alice.neo', state: 'active', expiration: Date.now() + 400 * 86_400_000, owner: { address: ADDRESS, scriptHash: HASH }, admin: null }]);
    const hover = await provider.provideHover(document('see alice.neo'), position(6), token());
    const markdown = markdownOf(hover);
    assert.match(markdown.value, /Owner `NMBfzaEq2c5zodiNbLPoohVENARMbJim1r`/);
    assert.match(markdown.value, /- A `203\.0\.113\.7`/);
    assert.deepEqual(markdown.isTrusted, { enabledCommands: [CommandIds.showDomainDetails, CommandIds.resolveName] });
    assert.deepEqual(lookups.asked, ['roots', 'records alice.neo']);
    assert.equal(loads.length, 1);
    // The details are the views' cache: a second hover loads nothing.
    await provider.provideHover(document('see alice.neo'), position(6), token());
    assert.equal(loads.length, 1);
  });

  it('a dotted word under no root of the contract is no name: no details asked', async () => {
    const { provider, lookups, loads } = setUp();
    assert.equal(await provider.provideHover(document('open index.ts'), position(7), token()), undefined);
    assert.deepEqual(lookups.asked, ['roots']);
    assert.deepEqual(loads, []);
  });

  it('while the roots are unknown, only the roots a contract is known to have count (neo on MainNet)', async () => {
    const { provider, lookups } = setUp();
    lookups.roots = 'never';
    assert.equal(await provider.provideHover(document('x.n3'), position(1), token()), undefined);
    const neo = await provider.provideHover(document('x.neo'), position(1), token());
    assert.match(markdownOf(neo).value, /x\.neo/);
    const other = setUp({ contractHash: `0x${'12'.repeat(20)}` });
    other.lookups.roots = new Error('down');
    assert.equal(await other.provider.provideHover(document('x.neo'), position(1), token()), undefined);
  });

  it('a name the contract does not hold says "not registered" (isAvailable), in plain words', async () => {
    const fault = { name: 'nobody.neo', state: 'error' as const, error: Object.assign(new Error('FAULT'), { code: 'FAULT' }) } as unknown as DomainDetails;
    const { provider, lookups, loads } = setUp({}, [fault]);
    const hover = await provider.provideHover(document('nobody.neo'), position(2), token());
    // Its FAULT is the answer expected of a word that may be no one's name: the log gets no warning (see requestLog).
    assert.match(loads.at(-1) ?? '', /nobody\.neo \(any name\)$/);
    assert.match(markdownOf(hover).value, /not registered/);
    assert.match(markdownOf(hover).value, /anyone may register it/);
    assert.ok(lookups.asked.includes('available nobody.neo'));
    assert.deepEqual(markdownOf(hover).isTrusted, { enabledCommands: [] });
  });

  it('invalid node settings: an address still shows its script hash and why nothing was counted', async () => {
    const { provider, lookups } = setUp({ rpcUrl: 'not a url' });
    const hover = await provider.provideHover(document(ADDRESS), position(3), token());
    assert.match(markdownOf(hover).value, new RegExp(HASH));
    assert.match(markdownOf(hover).value, /could not be counted/);
    assert.deepEqual(lookups.asked, []);
    assert.equal(await provider.provideHover(document('alice.neo'), position(2), token()), undefined);
  });
});
