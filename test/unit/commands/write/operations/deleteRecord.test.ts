// Delete Record…'s prompt against the fake node: the name's records offered by type, read now; none: said.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { deleteRecord } from '../../../../../src/commands/write/operations/deleteRecord';
import { halted, policyAnswers } from '../../../core/transactions/fakeNode';
import { GAS } from '../writeNode';
import { writeHarness } from '../writeHarness';

const bytes = (text: string) => ({ type: 'ByteString', value: Buffer.from(text).toString('base64') });
const record = (name: string, type: number, data: string) => ({ type: 'Struct', value: [bytes(name), { type: 'Integer', value: String(type) }, bytes(data)] });

describe('commands/write/operations/deleteRecord', () => {
  const h = writeHarness();
  const withRecords = (records: unknown[]) => h.node.handle('invokefunction', (params) => (params[1] === 'getAllRecords'
    ? halted([{ type: 'InteropInterface', interface: 'IIterator', truncated: false, iterator: records }])
    : policyAnswers({ balance: 50n * GAS })(params, 0)));

  it('the name\'s records offered by type, a type once with all its values; the one picked deleted', async () => {
    h.holds('alice.neo', h.ALICE);
    withRecords([record('alice.neo', 16, 'hello'), record('alice.neo', 16, 'again'), record('www.alice.neo', 1, '93.184.216.34'), record('alice.neo', 99, 'unknown type')]);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await deleteRecord(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.deepEqual(editor.quickPicks[0]!.items.map((item) => [item.label, item.description]), [['TXT', 'hello · again'], ['A · www.alice.neo', '93.184.216.34']]);
    assert.ok(h.invoked().some((script) => script.includes('deleteRecord')));
    const confirmation = editor.messages.find((m) => m.modal);
    assert.match(confirmation?.text ?? '', /Delete the TXT record of alice\.neo on /);
    assert.match(confirmation?.detail ?? '', /^Record: TXT \(type 16\)\nDeleted: "hello"\nDeleted: "again"$/m, 'the values deleted');
  });

  it('none: says so, asks nothing', async () => {
    h.holds('alice.neo', h.ALICE);
    withRecords([]);
    assert.equal(await deleteRecord(h.ctx, 'alice.neo'), undefined);
    assert.deepEqual(editor.messages.map((m) => m.text), ['alice.neo has no record to delete.']);
    assert.equal(editor.quickPicks.length, 0);
  });
});
