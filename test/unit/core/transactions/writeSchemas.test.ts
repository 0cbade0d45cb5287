// The schemas every answer of the write path passes before it is used: what each takes, what each
// refuses, and in which words.
import assert from 'node:assert/strict';
import {
  integerStackSchema, networkFeeSchema, notificationSchema, relayResultSchema, transferStateSchema, verboseTransactionSchema,
} from '../../../../src/core/transactions/writeSchemas';

const GAS = '0xd2a4cff31913016155e38e474a2c06d08be276cf';
const HASH = 'ab'.repeat(32);

/** The first issue's message, or undefined where the value passes. */
function problem(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } }, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error!.issues[0]!.message;
}

const bytes = (value: string) => ({ type: 'ByteString', value });
const transfer = (from: unknown, to: unknown, amount = '5') => ({ type: 'Array', value: [from, to, { type: 'Integer', value: amount }] });

describe('core/transactions/writeSchemas', () => {
  it('takes base64 as nodes write it, padded to whole groups, and nothing else', () => {
    for (const text of ['', 'AAAA', 'AA==', 'AAA=', 'ab+/']) assert.equal(problem(transferStateSchema, transfer(bytes(text), bytes('AAAA'))), undefined, text);
    for (const text of ['AAA', 'AA*A', '*AAA', 'AAA*', 'A===', 'AA=A']) assert.equal(problem(transferStateSchema, transfer(bytes(text), bytes('AAAA'))), 'not base64', text);
  });

  it('takes a transfer from or to nobody (a mint, a burn), and no other kind of party', () => {
    assert.equal(problem(transferStateSchema, transfer({ type: 'Any' }, bytes('AAAA'))), undefined);
    assert.equal(problem(transferStateSchema, transfer(bytes('AAAA'), { type: 'Any' })), undefined);
    assert.notEqual(problem(transferStateSchema, transfer({ type: 'Integer', value: '1' }, bytes('AAAA'))), undefined);
    assert.notEqual(problem(transferStateSchema, transfer(bytes('AAAA'), { type: 'Integer', value: '1' })), undefined);
    assert.notEqual(problem(transferStateSchema, transfer(bytes('AAAA'), bytes('AAAA'), '12x')), undefined);
    assert.notEqual(problem(transferStateSchema, transfer(bytes('AAAA'), bytes('AAAA'), 'x12')), undefined);
  });

  it('takes datoshi as a decimal text or a JSON integer, and says what else is not', () => {
    assert.deepEqual(networkFeeSchema.parse({ networkfee: '-3' }), { networkfee: -3n });
    assert.deepEqual(networkFeeSchema.parse({ networkfee: 5 }), { networkfee: 5n });
    for (const fee of ['12x', 'x12']) {
      const parsed = networkFeeSchema.safeParse({ networkfee: fee });
      assert.ok(!parsed.success);
      assert.ok(JSON.stringify(parsed.error.issues).includes('not a decimal integer'), fee);
    }
  });

  it('takes one Integer as a read-only call\'s answer, in decimal', () => {
    assert.equal(problem(integerStackSchema, [{ type: 'Integer', value: '-7' }]), undefined);
    for (const value of ['7x', 'x7']) assert.equal(problem(integerStackSchema, [{ type: 'Integer', value }]), 'not a decimal integer', value);
  });

  it('takes a notification of a script hash with its event and a stack item, nothing less', () => {
    assert.equal(problem(notificationSchema, { contract: GAS, eventname: 'Transfer', state: { type: 'Array', value: [] } }), undefined);
    assert.equal(problem(notificationSchema, { contract: 'GAS', eventname: 'Transfer', state: { type: 'Array' } }), 'not a script hash');
    assert.notEqual(problem(notificationSchema, { contract: GAS, state: { type: 'Array' } }), undefined);
    assert.notEqual(problem(notificationSchema, { contract: GAS, eventname: 'Transfer', state: {} }), undefined);
  });

  it('takes a transaction hash with or without 0x, in either case, as 0x and lower case; nothing around it', () => {
    assert.deepEqual(relayResultSchema.parse({ hash: HASH.toUpperCase() }), { hash: `0x${HASH}` });
    assert.deepEqual(relayResultSchema.parse({ hash: `0x${HASH}` }), { hash: `0x${HASH}` });
    for (const hash of [`zz${HASH}`, `${HASH}zz`, HASH.slice(2)]) assert.equal(problem(relayResultSchema, { hash }), 'not a transaction hash', hash);
    assert.notEqual(problem(relayResultSchema, {}), undefined);
    assert.notEqual(problem(verboseTransactionSchema, { blockhash: `0x${HASH}` }), undefined);
    assert.equal(problem(verboseTransactionSchema, { hash: HASH }), undefined);
  });
});
