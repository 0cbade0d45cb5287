import assert from 'node:assert/strict';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import { RowReveal } from '../../../src/views/rowReveal';

const row = { kind: 'filter' } as unknown as TreeNode;

/** A tree view whose reveals end when the test says. */
function revealing() {
  const pending: Array<() => void> = [];
  const redrawn: Array<readonly string[] | undefined> = [];
  const reveals = new RowReveal({ reveal: () => new Promise<void>((resolve) => pending.push(resolve)) }, (names) => redrawn.push(names));
  return { reveals, redrawn, finish: () => pending.shift()?.() };
}

describe('views/rowReveal', () => {
  it('redraws details at once when no reveal is in flight', () => {
    const { reveals, redrawn } = revealing();
    reveals.detailsArrived(['a.neo']);
    reveals.detailsArrived(undefined);
    assert.deepEqual(redrawn, [['a.neo'], undefined]);
  });

  it('holds the details that arrive during reveals, and redraws them together once the last is done', async () => {
    const { reveals, redrawn, finish } = revealing();
    const first = reveals.reveal(row, { select: true, focus: true });
    const second = reveals.reveal(row, { select: false, focus: false });
    reveals.detailsArrived(['a.neo']);
    reveals.detailsArrived(['b.neo', 'a.neo']);
    finish();
    await first;
    assert.deepEqual(redrawn, [], 'a reveal is still in flight');
    finish();
    await second;
    assert.deepEqual(redrawn, [['a.neo', 'b.neo']]);
  });

  it('a change of any name held meanwhile redraws every row', async () => {
    const { reveals, redrawn, finish } = revealing();
    const done = reveals.reveal(row, { select: true, focus: true });
    reveals.detailsArrived(['a.neo']);
    reveals.detailsArrived(undefined);
    reveals.detailsArrived(['b.neo']);
    finish();
    await done;
    assert.deepEqual(redrawn, [undefined]);
  });

  it('a reveal that fails still lets the held details through', async () => {
    const redrawn: Array<readonly string[] | undefined> = [];
    const reveals = new RowReveal({ reveal: () => Promise.reject(new Error('gone')) }, (names) => redrawn.push(names));
    const done = reveals.reveal(row, { select: true, focus: true });
    reveals.detailsArrived(['a.neo']);
    await assert.rejects(done, /gone/);
    assert.deepEqual(redrawn, [['a.neo']]);
  });
});
