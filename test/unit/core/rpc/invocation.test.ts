import assert from 'node:assert/strict';
import { isNnsError, listRecords, listTokens, previewRecords, resolveName, type NodeConfig } from '../../../../src/core';
import { CONTRACT_FAULTS, invocationOf, isUnrendered } from '../../../../src/core/rpc/invocation';
import type { InvokeResult } from '../../../../src/core/rpc/schemas';
import { SAMPLE_OWNER, startDevnet, type Devnet, type DomainRecord } from '../../../devnet';
import { storageOrder } from '../storageOrder';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';

/** neo-go's answer when a value's JSON is over 131,070 bytes (result.Invoke.MarshalJSON). */
const UNRENDERED: InvokeResult = { script: '', state: 'HALT', gasconsumed: '1000', exception: 'json error: too big: size', stack: null };

/** `count` names of ~200 characters: an Array of 1,000 of them is ~300 KB of JSON, over neo-go's limit. */
function longNames(count: number): DomainRecord[] {
  return Array.from({ length: count }, (_, i) => ({ name: `${String(i).padStart(5, '0')}${'x'.repeat(190)}.neo`, owner: SAMPLE_OWNER }));
}

describe('core/rpc/invocation: results the node ran but would not render (neo-go, over 131,070 bytes of JSON)', function () {
  this.timeout(60_000);

  it('a plain invocation: an INVALID_RESPONSE that says the value was too large to send', () => {
    assert.equal(isUnrendered(UNRENDERED), true);
    assert.equal(isUnrendered({ ...UNRENDERED, state: 'FAULT' }), false);
    assert.throws(() => invocationOf(UNRENDERED, 'getRecord'), (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_RESPONSE'));
      assert.match(error.message, /ran getRecord but would not send its result: the value is too large/);
      assert.match(error.message, /json error: too big: size/);
      assert.match(error.message, /131,070 bytes/);
      return true;
    });
  });

  describe('against the devnet (neo-go personalities)', () => {
    let devnet: Devnet;
    let node: NodeConfig;
    before(async () => {
      devnet = await startDevnet({ names: [], personality: 'neo-go' });
      node = { rpcUrl: devnet.url, contractHash: NNS };
    });
    after(() => devnet.close());
    beforeEach(() => {
      devnet.configure({ personality: 'neo-go', names: [], disabledMethods: [], maxGasInvoke: 15_00000000n });
      devnet.clearRequests();
    });

    it('the unwrap script asks for fewer: a partial list by script where storage cannot be read', async () => {
      const records = longNames(1_200);
      devnet.configure({ names: records, disabledMethods: ['findstorage'], maxGasInvoke: 100_00000000n });
      const list = await listTokens(node);
      assert.equal(list.strategy, 'script');
      assert.equal(list.complete, false);
      assert.match(list.incompleteReason ?? '', /first [\d,]+ names/);
      assert.ok(list.names.length >= 300 && list.names.length < 1_200, `${list.names.length} names`);
      assert.deepEqual(list.names, storageOrder(records).slice(0, list.names.length));
    });

    it('records: the same search, by script; what fits is listed, in order', async () => {
      const records = Array.from({ length: 400 }, (_, i) => ({ type: 16, data: `${String(i).padStart(3, '0')} ${'t'.repeat(250)}` }));
      devnet.configure({ names: [{ name: 'long.neo', owner: SAMPLE_OWNER, records }], maxGasInvoke: 100_00000000n });
      const list = await listRecords(node, 'long.neo');
      assert.equal(list.strategy, 'script');
      assert.equal(list.complete, false);
      assert.match(list.incompleteReason ?? '', /first [\d,]+ records/);
      assert.ok(list.records.length > 100 && list.records.length < 400, `${list.records.length} records`);
      const data = list.records.map((record) => record.data);
      assert.deepEqual(data, [...data].sort(), 'the contract\'s order: by type then data here, all TXT');
    });

    it('a record preview: the first that fit, and more', async () => {
      const records = Array.from({ length: 300 }, (_, i) => ({ type: 16, data: `${String(i).padStart(3, '0')} ${'t'.repeat(250)}` }));
      devnet.configure({ personality: 'neo-go-expansion', names: [{ name: 'long.neo', owner: SAMPLE_OWNER, records }], maxGasInvoke: 100_00000000n });
      const preview = await previewRecords(node, 'long.neo', 300);
      assert.equal(preview.more, true);
      assert.ok(preview.items.length >= 100 && preview.items.length < 300, `${preview.items.length} records`);
      assert.ok(devnet.requests.filter((r) => r.method === 'invokescript').length >= 2, 'asked again with fewer');
    });

    it('resolve of a record too large to send: the step\'s error says so', async () => {
      devnet.configure({ names: [{ name: 'huge.neo', owner: SAMPLE_OWNER, records: [{ type: 16, data: 'z'.repeat(120_000) }] }] });
      const outcome = await resolveName(node, 'huge.neo', 'TXT').then((result) => result, (error: unknown) => error);
      const text = JSON.stringify(outcome, (_, value: unknown) => (value instanceof Error ? value.message : value));
      assert.match(text, /would not send its result: the value is too large/);
    });
  });
});

describe('core/rpc/invocation: CONTRACT_FAULTS', () => {
  // The exceptions as the nodes send them: the MainNet contract's (C#) and neo-go's examples/nft-nd-nns
  // (seen on a real neo-go v0.122.0 node: test/realnode/).
  const exceptions = {
    nameFormat: ['The format of the name is incorrect.', 'at instruction 910 (THROW): unhandled exception: "invalid domain name format"'],
    noRoot: ['The root does not exist.', 'at instruction 973 (THROW): unhandled exception: "root not found"'],
    tooManyRedirections: ['Too many redirections.', 'at instruction 3911 (THROW): unhandled exception: "invalid redirect"'],
    expired: ['The name has expired.'],
  } as const;

  it('reads each refusal in both contracts\' words, and no other refusal as it', () => {
    for (const [kind, texts] of Object.entries(exceptions)) {
      for (const text of texts) {
        for (const [other, pattern] of Object.entries(CONTRACT_FAULTS)) {
          assert.equal(pattern.test(text), other === kind, `${other} on "${text}"`);
        }
      }
    }
  });

  it('does not take neo-go\'s "token not found" (a name nobody holds) for any of them', () => {
    for (const pattern of Object.values(CONTRACT_FAULTS)) assert.equal(pattern.test('unhandled exception: "token not found"'), false);
  });
});
