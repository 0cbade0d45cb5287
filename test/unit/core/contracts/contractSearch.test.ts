import assert from 'node:assert/strict';
import { findNameService, isNnsError, listTokens } from '../../../../src/core';
import { CONTRACT_IDS_PER_REQUEST } from '../../../../src/core/contracts/contractSearch';
import { startFixtureServer, type FixtureServer } from '../fixtureServer';
import { MAINNET_MAGIC, SAMPLE_DEPLOYED_CONTRACTS, startDevnet, type DeployedContract, type Devnet } from '../../../devnet';

/** A local chain's magic (neo-express makes one per instance). */
const LOCAL_MAGIC = 1234567890;
const TESTNET_MAGIC = 894710606;
const LOCAL_NNS = '0x9a8b7c6d5e4f30211203f4e5d6c7b8a998877665';

describe('core: the NNS contract found on a node (getcontractstate by id)', function () {
  this.timeout(30_000);
  let devnet: Devnet;

  before(async () => {
    devnet = await startDevnet({ contractHash: LOCAL_NNS, network: LOCAL_MAGIC, deployedContracts: SAMPLE_DEPLOYED_CONTRACTS, nnsContractId: 3 });
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ contractHash: LOCAL_NNS, network: LOCAL_MAGIC, deployedContracts: SAMPLE_DEPLOYED_CONTRACTS, nnsContractId: 3, personality: 'sessions' });
    devnet.clearRequests();
  });

  for (const personality of ['sessions', 'neo-go', 'csharp-legacy'] as const) {
    it(`finds it among the contracts of a local chain, in one batch after getversion (${personality})`, async () => {
      devnet.configure({ personality });
      const search = await findNameService(devnet.url);
      assert.deepEqual(search, { kind: 'found', contracts: 4, found: [{ id: 3, hash: LOCAL_NNS, name: 'NameService' }] });
      assert.deepEqual(devnet.httpRequests.map((request) => request.methods.length), [1, CONTRACT_IDS_PER_REQUEST]);
      assert.deepEqual(devnet.requests[1]?.params, [1], 'ids from 1 up');
      // The hash found is the one the contract answers at.
      const list = await listTokens({ rpcUrl: devnet.url, contractHash: LOCAL_NNS });
      assert.ok(list.names.length > 0);
    });
  }

  it('does not take a NEP-11 contract without the NNS methods for it', async () => {
    devnet.configure({ deployedContracts: SAMPLE_DEPLOYED_CONTRACTS.filter((contract) => contract.standards?.includes('NEP-11')), nnsContractId: 2 });
    const search = await findNameService(devnet.url);
    assert.equal(search.kind, 'found');
    assert.deepEqual(search.kind === 'found' ? search.found.map((contract) => contract.id) : [], [2]);
  });

  it('says plainly that none was found, and how many contracts it looked at', async () => {
    devnet.configure({ nnsContractId: 0 });
    assert.deepEqual(await findNameService(devnet.url), { kind: 'none', contracts: 3, complete: true });
    // More contracts than it reads: not complete.
    devnet.configure({ nnsContractId: 4 });
    assert.deepEqual(await findNameService(devnet.url, { maxIds: 2 }), { kind: 'none', contracts: 2, complete: false });
  });

  it('reads batch after batch until ten ids in a row are unknown', async () => {
    const many: DeployedContract[] = Array.from({ length: 30 }, (_, index) => ({ hash: `0x${(index + 1).toString(16).padStart(40, '0')}`, name: `C${index}`, methods: ['main'] }));
    devnet.configure({ deployedContracts: many, nnsContractId: 31 });
    const search = await findNameService(devnet.url, { idsPerRequest: 8 });
    assert.deepEqual(search.kind === 'found' ? search.found.map((contract) => contract.id) : search, [31]);
    assert.equal(search.kind === 'found' ? search.contracts : 0, 31);
    // 31 contracts, then ten unknown ids: ids 1–48 in batches of 8, after getversion.
    assert.equal(devnet.httpRequests.length, 1 + 6);
  });

  for (const [network, magic] of [['MainNet', MAINNET_MAGIC], ['TestNet', TESTNET_MAGIC]] as const) {
    it(`does not search ${network}: its NNS hash is known`, async () => {
      devnet.configure({ network: magic });
      assert.deepEqual(await findNameService(devnet.url), { kind: 'publicNetwork', network, hash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' });
      assert.deepEqual(devnet.requests.map((request) => request.method), ['getversion']);
    });
  }

  it('fails with the node\'s error when it refuses getcontractstate', async () => {
    devnet.configure({ disabledMethods: ['getcontractstate'] });
    await assert.rejects(findNameService(devnet.url), (error: unknown) => isNnsError(error, 'RPC') && error.rpcCode === -600);
    devnet.configure({ disabledMethods: [] });
  });
});

describe('core: the NNS search on a node that answers oddly', () => {
  const NNS_MANIFEST = {
    name: 'NameService', supportedstandards: ['NEP-11'],
    abi: { methods: ['tokens', 'tokensOf', 'roots', 'resolve', 'isAvailable', 'getAllRecords'].map((name) => ({ name, parameters: [] })) },
  };
  const hashOf = (id: number) => `0x${id.toString(16).padStart(40, '0')}`;
  let server: FixtureServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  interface Node {
    /** getversion's result. */
    version?: unknown;
    /** getcontractstate's answer for an id: a result, or `{ error }`. */
    contract: (id: number) => unknown;
  }
  async function node(options: Node): Promise<{ url: string; requests: { method: string; params: unknown }[] }> {
    const requests: { method: string; params: unknown }[] = [];
    server = await startFixtureServer((request) => {
      requests.push({ method: request.method, params: request.params });
      if (request.method === 'getversion') return { jsonrpc: '2.0', id: request.id, result: options.version ?? { protocol: { network: LOCAL_MAGIC } } };
      const answer = options.contract((request.params as number[])[0]!);
      return answer !== null && typeof answer === 'object' && 'error' in answer ? { jsonrpc: '2.0', id: request.id, ...answer } : { jsonrpc: '2.0', id: request.id, result: answer };
    });
    return { url: server.url, requests };
  }
  const unknown = { error: { code: -102, message: 'Unknown contract' } };
  /** A chain of `count` contracts, `nns` (if any) the NNS one, `state` overriding any contract's state. */
  const chain = (count: number, nns: number, state: (id: number) => unknown = () => undefined) => (id: number) => {
    if (id > count) return unknown;
    return state(id) ?? { id, hash: hashOf(id), manifest: id === nns ? NNS_MANIFEST : { name: `C${id}`, abi: { methods: [{ name: 'main' }] } } };
  };

  it('asks getversion with no parameters, and a node whose getversion has no network is refused as INVALID_RESPONSE', async () => {
    const { url, requests } = await node({ contract: chain(3, 2) });
    assert.deepEqual(await findNameService(url), { kind: 'found', contracts: 3, found: [{ id: 2, hash: hashOf(2), name: 'NameService' }] });
    assert.deepEqual(requests[0], { method: 'getversion', params: [] });
    for (const version of [{ useragent: '/not-neo/' }, { protocol: { addressversion: 53 } }, { protocol: { network: 'MainNet' } }]) {
      await server?.close();
      const odd = await node({ version, contract: chain(3, 2) });
      await assert.rejects(findNameService(odd.url), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE') && error.method === 'getversion', JSON.stringify(version));
      assert.deepEqual(odd.requests.map((request) => request.method), ['getversion']);
    }
  });

  it('a contract whose state does not parse (no manifest, no abi, a method without a name, a hash too long) is counted, not taken, and the search goes on', async () => {
    const odd: Record<number, unknown> = {
      1: { id: 1, hash: hashOf(1) },
      2: { id: 2, hash: hashOf(2), manifest: { name: 'NoAbi', supportedstandards: ['NEP-11'] } },
      3: { id: 3, hash: hashOf(3), manifest: { ...NNS_MANIFEST, abi: { methods: [...NNS_MANIFEST.abi.methods, { parameters: [] }] } } },
      4: { id: 4, hash: `${hashOf(4)}00`, manifest: NNS_MANIFEST },
      5: { id: 5, hash: hashOf(5), manifest: { ...NNS_MANIFEST, abi: {} } },
    };
    const { url } = await node({ contract: chain(6, 6, (id) => odd[id]) });
    assert.deepEqual(await findNameService(url), { kind: 'found', contracts: 6, found: [{ id: 6, hash: hashOf(6), name: 'NameService' }] });
    await server?.close();
    const withoutNns = await node({ contract: chain(5, 0, (id) => odd[id]) });
    assert.deepEqual(await findNameService(withoutNns.url), { kind: 'none', contracts: 5, complete: true });
  });

  it('a contract hash written without 0x (40 hex digits) is read, and shown with it', async () => {
    const { url } = await node({ contract: chain(2, 2, (id) => (id === 2 ? { id, hash: hashOf(2).slice(2).toUpperCase(), manifest: NNS_MANIFEST } : undefined)) });
    assert.deepEqual(await findNameService(url), { kind: 'found', contracts: 2, found: [{ id: 2, hash: hashOf(2), name: 'NameService' }] });
  });

  it('an NNS manifest without supportedstandards is not taken', async () => {
    const { url } = await node({ contract: chain(1, 0, () => ({ id: 1, hash: hashOf(1), manifest: { ...NNS_MANIFEST, supportedstandards: undefined } })) });
    assert.deepEqual(await findNameService(url), { kind: 'none', contracts: 1, complete: true });
  });

  it('a node\'s other error for an id fails the search: −100 with another message (a C# node before 3.7), or "unknown contract" under another code', async () => {
    for (const error of [{ code: -100, message: 'Invalid params' }, { code: -32602, message: 'Unknown contract id' }]) {
      await server?.close();
      const { url } = await node({ contract: (id) => (id === 2 ? { error } : chain(3, 3)(id)) });
      await assert.rejects(findNameService(url), (thrown: unknown) => isNnsError(thrown, 'RPC') && thrown.rpcCode === error.code, error.message);
    }
    // −100 "Unknown contract" is the end of the list, as −102 is.
    await server?.close();
    const { url } = await node({ contract: (id) => (id > 2 ? { error: { code: -100, message: 'Unknown contract' } } : chain(2, 2)(id)) });
    assert.deepEqual(await findNameService(url), { kind: 'found', contracts: 2, found: [{ id: 2, hash: hashOf(2), name: 'NameService' }] });
  });

  it('stops after exactly ten unknown ids in a row, at the end of their batch', async () => {
    const { url, requests } = await node({ contract: chain(5, 0) });
    assert.deepEqual(await findNameService(url, { idsPerRequest: 5 }), { kind: 'none', contracts: 5, complete: true });
    // ids 1–5, then 6–15: ten unknown, and no more requests.
    assert.deepEqual(requests.filter((request) => request.method === 'getcontractstate').map((request) => (request.params as number[])[0]), Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('asks every id up to maxIds, the last one alone in its batch, and reports an NNS contract found when maxIds stopped it', async () => {
    const { url, requests } = await node({ contract: chain(50, 4) });
    assert.deepEqual(await findNameService(url, { idsPerRequest: 3, maxIds: 4 }), { kind: 'found', contracts: 4, found: [{ id: 4, hash: hashOf(4), name: 'NameService' }] });
    assert.deepEqual(requests.filter((request) => request.method === 'getcontractstate').map((request) => (request.params as number[])[0]), [1, 2, 3, 4]);
  });
});
