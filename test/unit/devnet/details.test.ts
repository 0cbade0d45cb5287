import assert from 'node:assert/strict';
import { type Devnet, type DomainRecord, buildUnwrapScript, startDevnet } from '../../devnet/index';
import { parseContractParameter } from '../../devnet/script';
import { type Envelope, type InvokeResult, type ItemJson, NNS, OTHER_OWNER, OWNER, b64, invoke, post } from './helpers';

const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const ADMIN = '0x' + '3c'.repeat(20);

const records: DomainRecord[] = [
  { name: 'alive.neo', owner: OWNER, expiration: START + 30 * DAY, admin: ADMIN, records: [{ type: 16, data: 'hello' }, { type: 1, data: '1.2.3.4' }, { type: 16, data: 'again' }] },
  { name: 'gone.neo', owner: OTHER_OWNER, expiration: START - DAY },
  { name: 'plain.neo', owner: OTHER_OWNER },
];

const stored = (display: string) => Buffer.from(display.slice(2), 'hex').reverse().toString('base64');
const str = (name: string) => [{ type: 'String', value: name }];

function mapOf(item: ItemJson | undefined): Map<string, ItemJson> {
  assert.equal(item?.type, 'Map');
  const entries = item!.value as unknown as { key: { value: string }; value: ItemJson }[];
  return new Map(entries.map((e) => [Buffer.from(e.key.value, 'base64').toString(), e.value]));
}

describe('devnet NNS details: ownerOf, properties, getAllRecords', () => {
  let devnet: Devnet;
  before(async () => {
    devnet = await startDevnet({ names: records });
  });
  after(() => devnet.close());

  it('ownerOf: the 20 stored bytes of the owner', async () => {
    const result = await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', str('alive.neo')]);
    assert.equal(result.state, 'HALT');
    assert.deepEqual(result.stack, [{ type: 'ByteString', value: stored(OWNER) }]);
    assert.ok(Number(result.gasconsumed) > 4_000_000, 'a storage read and two native calls');
  });

  it('properties: Map {name, expiration, admin, image}; admin Any when unset', async () => {
    const alive = mapOf((await invoke(devnet.url, 'invokefunction', [NNS, 'properties', str('alive.neo')])).stack[0]);
    assert.deepEqual([...alive.keys()], ['name', 'expiration', 'admin', 'image']);
    assert.deepEqual(alive.get('name'), { type: 'ByteString', value: b64('alive.neo') });
    assert.deepEqual(alive.get('expiration'), { type: 'Integer', value: String(START + 30 * DAY) });
    assert.deepEqual(alive.get('admin'), { type: 'ByteString', value: stored(ADMIN) });
    const plain = mapOf((await invoke(devnet.url, 'invokefunction', [NNS, 'properties', str('plain.neo')])).stack[0]);
    assert.deepEqual(plain.get('admin'), { type: 'Any' });
    assert.deepEqual(plain.get('expiration'), { type: 'Integer', value: String(Date.UTC(2027, 0, 1)) }, 'default: a year after 2026-01-01');
  });

  it('an expired name FAULTs with "The name has expired." in both nodes\' wording', async () => {
    for (const method of ['ownerOf', 'properties', 'getAllRecords']) {
      const result = await invoke(devnet.url, 'invokefunction', [NNS, method, str('gone.neo')]);
      assert.equal(result.state, 'FAULT');
      assert.equal(result.exception, 'An unhandled exception was thrown. The name has expired.');
    }
    devnet.configure({ personality: 'neo-go' });
    const neoGo = await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', str('gone.neo')]);
    assert.equal(neoGo.exception, 'at instruction 3172 (THROW): unhandled exception: "The name has expired."');
    devnet.configure({ personality: 'sessions' });
  });

  it('a name the contract does not hold FAULTs', async () => {
    const result = await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', str('nobody.neo')]);
    assert.equal(result.state, 'FAULT');
    assert.equal(result.exception, 'One of the identified items was in an invalid format.');
  });

  it('isAvailable: true for a free or expired name, false for a held or too-short one; FAULTs on format and root', async () => {
    const answer = async (name: string) => {
      const result = await invoke(devnet.url, 'invokefunction', [NNS, 'isAvailable', str(name)]);
      return result.state === 'HALT' ? result.stack[0] : result.exception;
    };
    assert.deepEqual(await answer('nobody.neo'), { type: 'Boolean', value: true });
    assert.deepEqual(await answer('gone.neo'), { type: 'Boolean', value: true }, 'expired: anyone may register it');
    assert.deepEqual(await answer('alive.neo'), { type: 'Boolean', value: false });
    assert.deepEqual(await answer('ab.neo'), { type: 'Boolean', value: false }, 'two characters: not open for registration');
    assert.equal(await answer('Bad Name!'), 'An unhandled exception was thrown. The format of the name is incorrect.');
    assert.equal(await answer('www.alice.neo'), 'An unhandled exception was thrown. The format of the name is incorrect.');
    assert.equal(await answer('alice.xyz'), 'An unhandled exception was thrown. The root does not exist.');
    devnet.configure({ personality: 'neo-go' });
    assert.equal(await answer('alice.xyz'), 'at instruction 2318 (THROW): unhandled exception: "The root does not exist."');
    devnet.configure({ personality: 'sessions' });
  });

  it('getAllRecords: RecordState structs [name, type, data, id] by type, over a session', async () => {
    const result = await invoke(devnet.url, 'invokefunction', [NNS, 'getAllRecords', str('alive.neo')]);
    assert.equal(result.state, 'HALT');
    const page = await post<Envelope<ItemJson[]>>(devnet.url, { jsonrpc: '2.0', id: 1, method: 'traverseiterator', params: [result.session, result.stack[0]!.id, 10] });
    const decoded = page.body.result!.map((item) => {
      assert.equal(item.type, 'Struct');
      const [name, type, data, id] = item.value as ItemJson[];
      return [Buffer.from(String(name!.value), 'base64').toString(), Number(type!.value), Buffer.from(String(data!.value), 'base64').toString(), Number(id!.value)];
    });
    assert.deepEqual(decoded, [['alive.neo', 1, '1.2.3.4', 0], ['alive.neo', 16, 'hello', 0], ['alive.neo', 16, 'again', 1]]);
  });

  it('getAllRecords expands as Structs under neo-go; an unwrap script copies them into an Array', async () => {
    devnet.configure({ personality: 'neo-go' });
    const expanded = await invoke(devnet.url, 'invokefunction', [NNS, 'getAllRecords', str('plain.neo')]);
    assert.deepEqual(expanded.stack, [{ type: 'InteropInterface' }], 'no records: the empty form');
    const some = await invoke(devnet.url, 'invokefunction', [NNS, 'getAllRecords', str('alive.neo')]);
    assert.equal(some.stack[0]!.iterator?.length, 3);
    assert.equal(some.stack[0]!.iterator?.[0]?.type, 'Struct');
    const script = buildUnwrapScript(NNS, 'getAllRecords', [parseContractParameter({ type: 'String', value: 'alive.neo' })], 10);
    const unwrapped = await invoke(devnet.url, 'invokescript', [Buffer.from(script).toString('base64')]);
    assert.equal(unwrapped.state, 'HALT');
    const array = unwrapped.stack[0]!;
    assert.equal(array.type, 'Array');
    assert.deepEqual((array.value as ItemJson[]).map((v) => v.type), ['Struct', 'Struct', 'Struct']);
    devnet.configure({ personality: 'sessions' });
  });

  it('blockTime moves the chain clock: a name expires once Runtime.Time reaches its expiration', async () => {
    devnet.configure({ blockTime: START + 31 * DAY });
    const later: InvokeResult = await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', str('alive.neo')]);
    assert.equal(later.exception, 'An unhandled exception was thrown. The name has expired.');
    devnet.configure({ blockTime: START - 2 * DAY });
    assert.equal((await invoke(devnet.url, 'invokefunction', [NNS, 'ownerOf', str('gone.neo')])).state, 'HALT');
    devnet.configure({ blockTime: START });
  });

  it('details calls work in a batch, each answered alone', async () => {
    const calls = ['alive.neo', 'gone.neo'].flatMap((name, i) => [
      { jsonrpc: '2.0', id: 2 * i, method: 'invokefunction', params: [NNS, 'properties', str(name)] },
      { jsonrpc: '2.0', id: 2 * i + 1, method: 'invokefunction', params: [NNS, 'ownerOf', str(name)] },
    ]);
    const answer = await post<Envelope<InvokeResult>[]>(devnet.url, calls);
    assert.deepEqual(answer.body.map((r) => r.result?.state), ['HALT', 'HALT', 'FAULT', 'FAULT']);
  });
});
