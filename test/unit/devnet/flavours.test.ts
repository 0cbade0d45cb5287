import assert from 'node:assert/strict';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { getDomainDetails, listTokens } from '../../../src/core';
import { type Devnet, startDevnet } from '../../devnet/index';
import { NNS, OWNER, invoke, rpc, simpleNames, storageOrder } from './helpers';

const JAN_2026 = Date.UTC(2026, 0, 1);
const str = (value: string) => ({ type: 'String', value });

describe("devnet: neo-go's NNS contract (nnsContract 'neo-go') and neo-go 0.122's personalities", () => {
  let devnet: Devnet;
  const names = [
    ...simpleNames(30),
    { name: 'chain.neo', owner: OWNER, records: [{ type: 5, data: 'hop.neo' }] },
    { name: 'hop.neo', owner: OWNER, records: [{ type: 5, data: 'hop2.neo' }] },
    { name: 'hop2.neo', owner: OWNER, records: [{ type: 5, data: 'end.neo' }] },
    { name: 'end.neo', owner: OWNER, records: [{ type: 1, data: '1.2.3.4' }] },
    { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - 1000 },
  ];

  before(async () => {
    devnet = await startDevnet({ names, personality: 'neo-go-nosession', nnsContract: 'neo-go', blockTime: JAN_2026 });
  });
  after(() => devnet.close());

  const fault = async (method: string, args: unknown[]) => {
    const result = await invoke(devnet.url, 'invokefunction', [NNS, method, args]);
    assert.equal(result.state, 'FAULT', JSON.stringify(result));
    return result.exception?.replace(/^at instruction \d+ \(\w+\): /, '');
  };

  it('words its refusals as neo-go\'s port does: token not found, invalid domain name format, root not found, invalid redirect, name has expired', async () => {
    assert.equal(await fault('properties', [str('nobody.neo')]), 'unhandled exception: "token not found"');
    assert.equal(await fault('ownerOf', [str('nobody.neo')]), 'unhandled exception: "token not found"');
    assert.equal(await fault('isAvailable', [str('-bad-.neo')]), 'unhandled exception: "invalid domain name format"');
    assert.equal(await fault('isAvailable', [str('abc.zzz')]), 'unhandled exception: "root not found"');
    assert.equal(await fault('resolve', [str('chain.neo'), { type: 'Integer', value: '1' }]), 'unhandled exception: "invalid redirect"');
    assert.equal(await fault('properties', [str('gone.neo')]), 'unhandled exception: "name has expired"');
    devnet.configure({ nnsContract: 'mainnet' });
    try {
      assert.equal(await fault('isAvailable', [str('-bad-.neo')]), 'unhandled exception: "The format of the name is incorrect."');
    } finally {
      devnet.configure({ nnsContract: 'neo-go' });
    }
  });

  it('properties without image, records of three items, NameStates stored as a Struct (0x41)', async () => {
    const properties = await invoke(devnet.url, 'invokefunction', [NNS, 'properties', [str('end.neo')]]);
    const keys = (properties.stack[0]!.value as unknown as { key: { value: string } }[]).map((e) => Buffer.from(e.key.value, 'base64').toString());
    assert.deepEqual(keys, ['name', 'expiration', 'admin']);
    const records = await invoke(devnet.url, 'invokefunction', [NNS, 'getAllRecords', [str('end.neo')]]);
    const first = (records.stack[0] as unknown as { iterator: { type: string; value: unknown[] }[] }).iterator[0]!;
    assert.equal(first.type, 'Struct');
    assert.equal(first.value.length, 3);
    const key = Buffer.concat([Buffer.of(0x21), Buffer.from(ripemd160(Buffer.from('end.neo')))]).toString('base64');
    const value = Buffer.from((await rpc<string>(devnet.url, 'getstorage', [NNS, key])).body.result!, 'base64');
    assert.deepEqual([...value.subarray(0, 2)], [0x41, 4]);
  });

  it('the core lists and details the names from its storage (Struct NameStates) as from the MainNet contract\'s', async () => {
    const node = { rpcUrl: devnet.url, contractHash: NNS };
    devnet.configure({ maxIteratorResultItems: 10 }); // cut short: the rest from storage
    const list = await listTokens(node);
    devnet.configure({ maxIteratorResultItems: 100 });
    assert.equal(list.complete, true);
    assert.equal(list.strategy, 'storage');
    assert.deepEqual(list.names, storageOrder(names.map((n) => String(n.name))));
    const [details] = await getDomainDetails(node, ['end.neo']);
    assert.equal(details?.source, 'storage');
    assert.equal(details?.state, 'active');
  });

  it('neo-go 0.122 answers every error with HTTP 200 and an unknown session with -107; 0.106 with 4xx', async () => {
    const unknown = '7cf2a0b0-61a8-4d25-a6e8-8c6bb2a6c0a1';
    const missing = await rpc(devnet.url, 'getstorage', [NNS, Buffer.of(0xff).toString('base64')]);
    assert.equal(missing.status, 200);
    for (const personality of ['neo-go-sessions', 'neo-go-expansion'] as const) {
      devnet.configure({ personality });
      const answer = await rpc(devnet.url, 'terminatesession', [unknown]);
      assert.deepEqual(answer.body.error, { code: -107, message: 'Unknown session' }, personality);
      assert.equal(answer.status, 200);
      const version = (await rpc<{ useragent: string; protocol: Record<string, unknown> }>(devnet.url, 'getversion', [])).body.result!;
      assert.equal(version.useragent, '/NEO-GO:0.122.0/');
      assert.ok(Array.isArray(version.protocol.standbycommittee));
    }
    devnet.configure({ personality: 'neo-go-sessions' });
    const session = await invoke(devnet.url, 'invokefunction', [NNS, 'tokens', []]);
    assert.equal(session.stack[0]?.type, 'InteropInterface');
    assert.equal(typeof session.session, 'string', 'sessions on: an iterator id and a session');
    devnet.configure({ personality: 'neo-go' });
    assert.equal((await rpc(devnet.url, 'getstorage', [NNS, Buffer.of(0xff).toString('base64')])).status, 422);
    devnet.configure({ personality: 'neo-go-nosession' });
  });
});
