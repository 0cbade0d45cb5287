import assert from 'node:assert/strict';
import { decodeRecord, RECORD_TYPE_NAMES } from '../../../../src/core/names/records';
import { NnsError } from '../../../../src/core/errors/nnsError';

const text = (value: string) => ({ type: 'ByteString', value: Buffer.from(value).toString('base64') });
const integer = (value: number) => ({ type: 'Integer', value: String(value) });
/** A RecordState as getAllRecords yields it: [Name, Type, Data], and an ID on newer contracts. */
const recordState = (...fields: unknown[]) => ({ type: 'Struct', value: fields });

describe('core/names/records: a RecordState read from getAllRecords', () => {
  it('names the four record types of the contract', () => {
    assert.deepEqual(RECORD_TYPE_NAMES, { 1: 'A', 5: 'CNAME', 16: 'TXT', 28: 'AAAA' });
    const read = [1, 5, 16, 28].map((type) => decodeRecord(recordState(text('alice.neo'), integer(type), text('x'))).typeName);
    assert.deepEqual(read, ['A', 'CNAME', 'TXT', 'AAAA']);
  });

  it('reads the name, the type and the data, as the user sees them', () => {
    assert.deepEqual(decodeRecord(recordState(text('www.alice.neo'), integer(16), text('hello <b>world</b>'))),
      { name: 'www.alice.neo', type: 16, typeName: 'TXT', data: 'hello <b>world</b>' });
  });

  it('a type this client does not know shows as its number', () => {
    assert.deepEqual(decodeRecord(recordState(text('alice.neo'), integer(99), text('mystery'))),
      { name: 'alice.neo', type: 99, typeName: '99', data: 'mystery' });
  });

  it('newer contracts append an ID: read alike; an Array is read as a Struct', () => {
    const withId = decodeRecord(recordState(text('alice.neo'), integer(1), text('10.0.0.1'), integer(7)));
    assert.deepEqual(withId, { name: 'alice.neo', type: 1, typeName: 'A', data: '10.0.0.1' });
    assert.deepEqual(decodeRecord({ type: 'Array', value: [text('alice.neo'), integer(1), text('10.0.0.1')] }), withId);
  });

  it('anything else is INVALID_RESPONSE naming what was wrong, never a crash', () => {
    const cases: [string, unknown, RegExp][] = [
      ['not a struct', text('alice.neo'), /a record of the wrong shape/],
      ['a type that is not an Integer', recordState(text('alice.neo'), text('A'), text('x')), /a record type of the wrong shape/],
      ['a name that is not a ByteString', recordState(integer(1), integer(1), text('x')), /a record name of the wrong shape/],
      ['no data', recordState(text('alice.neo'), integer(1)), /record data of the wrong shape/],
    ];
    for (const [what, item, message] of cases) {
      assert.throws(() => decodeRecord(item), (error: unknown) => {
        assert.ok(error instanceof NnsError, what);
        assert.equal(error.code, 'INVALID_RESPONSE', what);
        assert.equal(error.method, 'getAllRecords', what);
        assert.match(error.message, message, what);
        return true;
      });
    }
  });
});
