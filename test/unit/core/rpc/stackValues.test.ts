import assert from 'node:assert/strict';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { readInteger, readStringMap, readText } from '../../../../src/core/rpc/stackValues';

const text = (value: string) => ({ type: 'ByteString', value: Buffer.from(value).toString('base64') });

describe('core/rpc/stackValues: the stack items a contract returns', () => {
  it('an Integer is read with its sign, however large', () => {
    assert.equal(readInteger({ type: 'Integer', value: '-42' }, 'the expiration', 'properties'), -42n);
    assert.equal(readInteger({ type: 'Integer', value: '123456789012345678901234567890' }, 'the expiration', 'properties'), 123456789012345678901234567890n);
  });

  it('an Integer whose value is not all digits is INVALID_RESPONSE, never a SyntaxError', () => {
    for (const value of ['12abc', 'abc12', '1 2', '0x10', '', '-']) {
      assert.throws(() => readInteger({ type: 'Integer', value }, 'the expiration', 'properties'), (error: unknown) => {
        assert.ok(isNnsError(error, 'INVALID_RESPONSE'), value);
        assert.match(error.message, /^The node's result for properties has the expiration of the wrong shape \(value: /);
        return true;
      });
    }
  });

  it('a Map keyed by strings is read by key; a key that is not a string names the map it is in', () => {
    const map = readStringMap({ type: 'Map', value: [{ key: text('name'), value: text('alice.neo') }] }, 'the properties', 'properties');
    assert.deepEqual([...map.keys()], ['name']);
    assert.equal(readText(map.get('name'), 'the name', 'properties'), 'alice.neo');
    assert.throws(
      () => readStringMap({ type: 'Map', value: [{ key: { type: 'Integer', value: '1' }, value: text('x') }] }, 'the properties', 'properties'),
      (error: unknown) => isNnsError(error, 'INVALID_RESPONSE') && error.message.startsWith('The node\'s result for properties has a key of the properties of the wrong shape ('),
    );
  });
});
