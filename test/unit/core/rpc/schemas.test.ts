import assert from 'node:assert/strict';
import {
  findStorageResultSchema, getStorageResultSchema, invokeResultSchema, iteratorItemSchema, responseEnvelopeSchema, versionSchema,
} from '../../../../src/core/rpc/schemas';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;
const invocation = { script: 'QbfDiAM=', state: 'HALT', gasconsumed: '30', exception: null, stack: [] };

describe('core/rpc/schemas: what a node\'s answer must look like', () => {
  it('base64 from a node: the standard alphabet, padded to a multiple of four, at most two "="', () => {
    for (const text of ['', 'QbfDiAM=', 'YQ==', 'YWJj', 'a+/9']) assert.equal(ok(getStorageResultSchema, text), true, text);
    for (const text of ['YQ', 'YQ=', 'Y===', 'YQ=a', 'a-_9', 'YW Jj', '=YQ=']) assert.equal(ok(getStorageResultSchema, text), false, text);
    assert.equal(getStorageResultSchema.safeParse('YQ').error?.issues[0]?.message, 'not base64');
  });

  it('a JSON-RPC 2.0 envelope: a result (null is one) or an error, and an integer id', () => {
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1, result: null }), true, 'null is a result');
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1, result: true }), true);
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1 }), false, 'neither a result nor an error');
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: null, result: 1 }), false, 'a result answers a request by its id');
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }), true, 'an error may have no id');
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1.5, result: 1 }), false);
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } }), false, 'an error code is an integer');
    assert.equal(ok(responseEnvelopeSchema, { jsonrpc: '2.0', id: 1, error: { code: -1 } }), false, 'an error has a message');
  });

  it('an invocation result: exception null or absent, a decimal gasconsumed, a session id that is not empty', () => {
    assert.equal(ok(invokeResultSchema, invocation), true);
    const { exception: _exception, ...withoutException } = invocation;
    assert.equal(ok(invokeResultSchema, withoutException), true, 'no exception: success is decided by state');
    assert.equal(ok(invokeResultSchema, { ...invocation, session: 'a1b2' }), true);
    assert.equal(ok(invokeResultSchema, { ...invocation, session: '' }), false);
    assert.equal(ok(invokeResultSchema, { ...invocation, gasconsumed: '-1' }), false);
    assert.equal(ok(invokeResultSchema, { ...invocation, gasconsumed: '1e3' }), false);
    assert.equal(invokeResultSchema.safeParse({ ...invocation, gasconsumed: '1e3' }).error?.issues[0]?.message, 'not a decimal integer', 'the words an INVALID_RESPONSE quotes');
    assert.equal(ok(invokeResultSchema, { ...invocation, stack: [{ value: '1' }] }), false, 'every stack item has a type');
  });

  it('an iterator item: its values inline, or an interface and a session iterator id that is not empty', () => {
    assert.equal(ok(iteratorItemSchema, { type: 'InteropInterface' }), true, 'neo-go omits an empty iterator');
    assert.equal(ok(iteratorItemSchema, { type: 'InteropInterface', interface: 'IIterator', id: 'f0' }), true);
    assert.equal(ok(iteratorItemSchema, { type: 'InteropInterface', interface: 'IIterator', id: '' }), false);
    assert.equal(ok(iteratorItemSchema, { type: 'Array', iterator: [] }), false);
  });

  it('getversion: a page size that is a positive integer, or none at all (older nodes)', () => {
    assert.equal(ok(versionSchema, {}), true);
    assert.equal(ok(versionSchema, { useragent: '/NEO-GO:0.106.3/', rpc: { maxiteratorresultitems: 100, sessionenabled: true, other: 1 } }), true);
    for (const size of [0, -1, 1.5, '100']) assert.equal(ok(versionSchema, { rpc: { maxiteratorresultitems: size } }), false, String(size));
  });

  it('getversion: an address version that is a byte, or none (then 53)', () => {
    for (const version of [0, 53, 255]) assert.equal(ok(versionSchema, { protocol: { addressversion: version, network: 860833102 } }), true, String(version));
    assert.equal(ok(versionSchema, { protocol: {} }), true);
    for (const version of [-1, 256, 1.5, '53', null]) assert.equal(ok(versionSchema, { protocol: { addressversion: version } }), false, String(version));
  });

  it('findstorage: neo-go before 0.106 answers an empty page with results null', () => {
    assert.equal(ok(findStorageResultSchema, { truncated: false, next: 0, results: null }), true);
    assert.equal(ok(findStorageResultSchema, { truncated: true, results: [{ key: 'IQ==', value: 'AQ==' }] }), true, 'next is not needed');
    assert.equal(ok(findStorageResultSchema, { truncated: false, results: [{ key: 'IQ', value: 'AQ==' }] }), false, 'keys are base64');
    assert.equal(ok(findStorageResultSchema, { results: [] }), false, 'truncated is said');
  });
});
