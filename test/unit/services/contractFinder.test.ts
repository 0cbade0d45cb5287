import assert from 'node:assert/strict';
import { resetEditor } from '../support/fakeVscode';
import { NnsError, NodeKnowledge, type NameServiceSearch, type SearchOptions } from '../../../src/core';
import { ContractFinder } from '../../../src/services/contractFinder';

const URL_ = 'http://127.0.0.1:50012';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function finderWith(answer: (call: number) => Promise<NameServiceSearch>) {
  const notes: string[] = [];
  const calls: Array<{ url: string; options: SearchOptions | undefined }> = [];
  const search = (url: string, options?: SearchOptions) => {
    calls.push({ url, options });
    return answer(calls.length);
  };
  const finder = new ContractFinder({ note: (line) => notes.push(line), onRequest: () => {} }, new NodeKnowledge(), search);
  let changes = 0;
  finder.onDidChange(() => changes++);
  return { finder, notes, calls, changes: () => changes };
}

describe('services/contractFinder', () => {
  beforeEach(resetEditor);

  it('searches a node once, says so when it settles, and logs what it found', async () => {
    const { finder, notes, calls, changes } = finderWith(() => Promise.resolve({ kind: 'found', contracts: 4, found: [{ id: 3, hash: `0x${'ab'.repeat(20)}`, name: 'NameService' }] }));
    assert.deepEqual(finder.stateOf(URL_), { kind: 'searching' });
    assert.deepEqual(finder.stateOf(`${URL_}/`), { kind: 'searching' }, 'the same node, written another way');
    await settle();
    assert.equal(calls.length, 1);
    assert.equal(changes(), 1);
    assert.equal(finder.stateOf(URL_).kind, 'found');
    assert.deepEqual(notes, [`Looking for the NNS contract on ${URL_}: NameService 0x${'ab'.repeat(20)} (id 3) among 4 contracts.`]);
  });

  it('keeps a failure as the search\'s state, and searches anew after clear() (Refresh)', async () => {
    const { finder, calls } = finderWith((call) => (call === 1 ? Promise.reject(new NnsError('RPC', 'Access denied')) : Promise.resolve({ kind: 'none', contracts: 2, complete: true })));
    finder.stateOf(URL_);
    await settle();
    assert.deepEqual(finder.stateOf(URL_), { kind: 'failed', reason: 'Access denied' });
    finder.clear();
    assert.deepEqual(finder.stateOf(URL_), { kind: 'searching' });
    await settle();
    assert.deepEqual(finder.stateOf(URL_), { kind: 'none', contracts: 2, complete: true });
    assert.equal(calls.length, 2);
  });

  it('cancels a search in flight on clear(): its answer is dropped', async () => {
    let release: (value: NameServiceSearch) => void = () => {};
    const { finder, calls, changes } = finderWith(() => new Promise((resolve) => (release = resolve)));
    finder.stateOf(URL_);
    finder.clear();
    assert.equal(calls[0]?.options?.signal?.aborted, true);
    release({ kind: 'none', contracts: 0, complete: true });
    await settle();
    assert.equal(changes(), 0);
    finder.dispose();
  });

  it('on TestNet looks up the known TestNet NNS contracts instead, in the same search, and keeps what it found', async () => {
    const notes: string[] = [];
    const checked: string[] = [];
    const check = { kind: 'testnet' as const, contracts: [{ kind: 'missing' as const, known: { hash: `0x${'cd'.repeat(20)}`, usedBy: 'neow3j' } }] };
    const finder = new ContractFinder({ note: (line) => notes.push(line), onRequest: () => {} }, new NodeKnowledge(),
      () => Promise.resolve({ kind: 'publicNetwork', network: 'TestNet', hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' }),
      (url) => {
        checked.push(url);
        return Promise.resolve(check);
      });
    finder.stateOf(URL_);
    await settle();
    await settle();
    assert.deepEqual(finder.stateOf(URL_), { kind: 'testnet', check });
    assert.deepEqual(checked, [URL_]);
    assert.match(notes[1] ?? '', /known TestNet NNS contracts .*0xcdcd.* missing/);
  });

  it('on MainNet looks up nothing more', async () => {
    let checks = 0;
    const finder = new ContractFinder({ note: () => {}, onRequest: () => {} }, new NodeKnowledge(),
      () => Promise.resolve({ kind: 'publicNetwork', network: 'MainNet', hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' }),
      () => {
        checks++;
        return Promise.reject(new Error('not asked'));
      });
    finder.stateOf(URL_);
    await settle();
    assert.equal(finder.stateOf(URL_).kind, 'publicNetwork');
    assert.equal(checks, 0);
  });
});
