import assert from 'node:assert/strict';
import { isNnsError, resolveName, type NodeConfig } from '../../../../src/core';
import { startDevnet, type Devnet, type DomainRecord } from '../../../devnet';
import { startFixtureServer } from '../fixtureServer';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const A = 1;
const CNAME = 5;
const TXT = 16;
const live = JAN_2026 + 300 * DAY;

/** Names and records shaped after NameService: records of subdomains live under their second-level name. */
const RESOLVE_TABLE: DomainRecord[] = [
  { name: 'alice.neo', owner: OWNER, expiration: live, records: [
    { type: A, data: '203.0.113.7' }, { type: TXT, data: `address=${ADDRESS}` }, { name: 'www.alice.neo', type: CNAME, data: 'alice.neo' },
  ] },
  { name: 'chain.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'www.alice.neo' }] },
  { name: 'deep.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'chain.neo' }] },
  { name: 'dangling.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'ghost.neo' }] },
  { name: 'old.neo', owner: OWNER, expiration: JAN_2026 - DAY, records: [{ type: A, data: '203.0.113.9' }] },
  { name: 'to-old.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'old.neo' }] },
  { name: 'both.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'alice.neo' }, { type: TXT, data: 'direct' }] },
  { name: 'dot.neo', owner: OWNER, expiration: live, records: [{ type: CNAME, data: 'alice.neo.' }] },
  { name: 'empty.neo', owner: OWNER, expiration: live },
];

describe('core/names/resolve: resolve(name, type) and its chain, against the devnet', function () {
  this.timeout(30_000);
  let devnet: Devnet;
  let node: NodeConfig;

  before(async () => {
    devnet = await startDevnet({ names: RESOLVE_TABLE, personality: 'sessions', blockTime: JAN_2026 });
    node = { rpcUrl: devnet.url, contractHash: NNS };
  });
  after(() => devnet.close());
  beforeEach(() => {
    devnet.configure({ personality: 'sessions', noBatch: false });
    devnet.clearRequests();
  });

  const brief = (result: Awaited<ReturnType<typeof resolveName>>) => {
    const { asked: _asked, type: _type, ...rest } = result;
    return rest;
  };

  it('finds a record of the name itself in one HTTP request', async () => {
    const result = await resolveName(node, 'alice.neo', 'A');
    assert.deepEqual(brief(result), { kind: 'found', data: '203.0.113.7', steps: [{ name: 'alice.neo' }], retraced: true });
    assert.equal(devnet.httpRequests.length, 1);
    assert.deepEqual(devnet.httpRequests[0]!.methods, ['invokefunction', 'invokefunction', 'invokefunction']);
  });

  it('shows the CNAME chain the contract followed: two redirects, one round trip each', async () => {
    const result = await resolveName(node, 'chain.neo', 'A');
    assert.deepEqual(brief(result), {
      kind: 'found', data: '203.0.113.7', retraced: true,
      steps: [{ name: 'chain.neo', cname: 'www.alice.neo' }, { name: 'www.alice.neo', cname: 'alice.neo' }, { name: 'alice.neo' }],
    });
    assert.equal(devnet.httpRequests.length, 3);
  });

  it('stops after two redirects as the contract does: a third CNAME is "too many"', async () => {
    const result = await resolveName(node, 'deep.neo', 'A');
    assert.equal(result.kind, 'tooManyRedirections');
    assert.deepEqual(result.steps.map((step) => step.name), ['deep.neo', 'chain.neo', 'www.alice.neo']);
    assert.equal(result.retraced, true);
  });

  it('asks for CNAME itself: the record, not where it leads', async () => {
    assert.deepEqual(brief(await resolveName(node, 'chain.neo', 'CNAME')), { kind: 'found', data: 'www.alice.neo', steps: [{ name: 'chain.neo' }], retraced: true });
    // resolve and one getRecord: the CNAME is not asked for twice.
    assert.deepEqual(devnet.httpRequests[0]!.methods, ['invokefunction', 'invokefunction']);
  });

  it('a record of the type asked wins over a CNAME beside it; a trailing dot is the same name', async () => {
    assert.deepEqual(brief(await resolveName(node, 'both.neo', 'TXT')), { kind: 'found', data: 'direct', steps: [{ name: 'both.neo' }], retraced: true });
    const dotted = await resolveName(node, 'dot.neo', 'A');
    assert.deepEqual(dotted.steps, [{ name: 'dot.neo', cname: 'alice.neo.' }, { name: 'alice.neo' }]);
    assert.equal(dotted.kind === 'found' && dotted.data, '203.0.113.7');
    assert.equal((await resolveName(node, 'alice.neo.', 'A')).asked, 'alice.neo');
  });

  it('no record of that type: at the name, or at the end of its chain', async () => {
    assert.deepEqual(brief(await resolveName(node, 'empty.neo', 'A')), { kind: 'noRecord', steps: [{ name: 'empty.neo' }], retraced: true });
    const viaChain = await resolveName(node, 'chain.neo', 'AAAA');
    assert.equal(viaChain.kind, 'noRecord');
    assert.deepEqual(viaChain.steps.map((step) => step.name), ['chain.neo', 'www.alice.neo', 'alice.neo']);
  });

  it('not registered, expired or under no root: said of the name where the chain broke', async () => {
    assert.deepEqual(brief(await resolveName(node, 'nobody.neo', 'A')), { kind: 'notRegistered', name: 'nobody.neo', steps: [{ name: 'nobody.neo' }], retraced: true });
    const dangling = await resolveName(node, 'dangling.neo', 'A');
    assert.equal(dangling.kind, 'notRegistered');
    assert.equal(dangling.kind === 'notRegistered' && dangling.name, 'ghost.neo');
    assert.deepEqual(dangling.steps.map((step) => step.name), ['dangling.neo', 'ghost.neo']);
    assert.deepEqual(brief(await resolveName(node, 'old.neo', 'A')), { kind: 'expired', name: 'old.neo', steps: [{ name: 'old.neo' }], retraced: true });
    const toOld = await resolveName(node, 'to-old.neo', 'A');
    assert.equal(toOld.kind === 'expired' && toOld.name, 'old.neo');
    assert.deepEqual(brief(await resolveName(node, 'alice.xyz', 'A')), { kind: 'noRoot', name: 'alice.xyz', steps: [{ name: 'alice.xyz' }], retraced: true });
    const sub = await resolveName(node, 'www.nobody.neo', 'A');
    assert.equal(sub.kind === 'notRegistered' && sub.name, 'nobody.neo');
  });

  it('a name the contract refuses is an invalid name, with its words', async () => {
    const result = await resolveName(node, 'Not_A.neo', 'A');
    assert.equal(result.kind, 'invalidName');
    assert.match(result.kind === 'invalidName' ? result.exception : '', /format of the name is incorrect/);
    assert.deepEqual(result.steps, [{ name: 'Not_A.neo' }]);
    assert.equal(result.retraced, true);
  });

  it('reads NEP-18 TXT data as it is (the address is checked by the caller)', async () => {
    const result = await resolveName(node, 'alice.neo', 'TXT');
    assert.equal(result.kind === 'found' && result.data, `address=${ADDRESS}`);
  });

  it('works alike on neo-go (non-200 for failed single requests) and where batches are refused', async () => {
    for (const options of [{ personality: 'neo-go' as const, noBatch: false }, { personality: 'sessions' as const, noBatch: true }]) {
      devnet.configure(options);
      const chain = await resolveName(node, 'chain.neo', 'A');
      assert.equal(chain.kind === 'found' && chain.data, '203.0.113.7', JSON.stringify(options));
      assert.equal(chain.steps.length, 3);
      assert.equal((await resolveName(node, 'nobody.neo', 'A')).kind, 'notRegistered', JSON.stringify(options));
    }
  });

  it('a contract whose getRecord fails (an older NameService) still answers with resolve\'s own result, unretraced', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const halt = (stack: unknown[]) => ({ script: '', state: 'HALT', gasconsumed: '1', exception: null, stack });
    const fault = { script: '', state: 'FAULT', gasconsumed: '1', exception: 'Object reference not set to an instance of an object.', stack: [] };
    for (const [answer, expected] of [
      [halt([{ type: 'ByteString', value: b64('198.51.100.1') }]), { kind: 'found', data: '198.51.100.1' }],
      [halt([{ type: 'Any' }]), { kind: 'noRecord' }],
    ] as const) {
      const server = await startFixtureServer((request) => {
        const params = request.params as [string, string];
        return { jsonrpc: '2.0', id: request.id, result: params[1] === 'resolve' ? answer : fault };
      });
      try {
        const result = await resolveName({ rpcUrl: server.url, contractHash: NNS }, 'old-contract.neo', 'A');
        assert.deepEqual(result, { asked: 'old-contract.neo', type: 'A', ...expected, steps: [{ name: 'old-contract.neo' }], retraced: false });
      } finally {
        await server.close();
      }
    }
    // neo-go's NNS (NeoFS sidechains) answers resolve with an Array: not this contract, said plainly.
    const server = await startFixtureServer((request) => ({ jsonrpc: '2.0', id: request.id, result: { script: '', state: 'HALT', gasconsumed: '1', exception: null, stack: [{ type: 'Array', value: [] }] } }));
    try {
      await assert.rejects(resolveName({ rpcUrl: server.url, contractHash: NNS }, 'x.neo', 'A'), (error: unknown) => isNnsError(error, 'INVALID_RESPONSE'));
    } finally {
      await server.close();
    }
  });

  it('network failures and cancels are NnsErrors; other contracts\' FAULTs stay FAULTs', async () => {
    await assert.rejects(resolveName({ rpcUrl: 'http://127.0.0.1:2/', contractHash: NNS }, 'alice.neo', 'A'), (error: unknown) => isNnsError(error, 'NETWORK'));
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(resolveName(node, 'alice.neo', 'A', { signal: controller.signal }), (error: unknown) => isNnsError(error, 'CANCELLED'));
    await assert.rejects(resolveName({ ...node, contractHash: `0x${'12'.repeat(20)}` }, 'alice.neo', 'A'), (error: unknown) => isNnsError(error, 'FAULT'));
  });
});

/** What a node answers each contract call with, by method and the name (and record type) asked. */
type Answers = {
  resolve: (name: string, type: number) => unknown;
  getRecord: (name: string, type: number) => unknown;
  isAvailable?: (name: string) => unknown;
};

describe('core/names/resolve: a node whose answers disagree or fail (fixtures)', function () {
  this.timeout(10_000);
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const halt = (...stack: unknown[]) => ({ script: '', state: 'HALT', gasconsumed: '1', exception: null, stack });
  const text = (value: string) => halt({ type: 'ByteString', value: b64(value) });
  const none = halt({ type: 'Any' });
  const fault = (exception: string) => ({ script: '', state: 'FAULT', gasconsumed: '1', exception, stack: [] });
  const UNHELD = 'Object reference not set to an instance of an object.';

  async function withNode<T>(answers: Answers, use: (node: NodeConfig, methods: string[]) => Promise<T>): Promise<T> {
    const methods: string[] = [];
    const server = await startFixtureServer((request) => {
      const [, method, args] = request.params as [string, string, { value: string }[]];
      methods.push(method);
      const name = args[0]!.value;
      const answer = method === 'resolve' ? answers.resolve(name, Number(args[1]!.value))
        : method === 'getRecord' ? answers.getRecord(name, Number(args[1]!.value))
          : answers.isAvailable?.(name) ?? fault(UNHELD);
      return answer !== null && typeof answer === 'object' && 'error' in answer ? { jsonrpc: '2.0', id: request.id, ...answer } : { jsonrpc: '2.0', id: request.id, result: answer };
    });
    try {
      return await use({ rpcUrl: server.url, contractHash: NNS }, methods);
    } finally {
      await server.close();
    }
  }

  it('getRecord finding another record than resolve: resolve\'s answer is shown, unretraced', async () => {
    await withNode({ resolve: () => text('198.51.100.1'), getRecord: (_name, type) => type === A ? text('198.51.100.2') : none }, async (node) => {
      assert.deepEqual(await resolveName(node, 'moved.neo', 'A'), { asked: 'moved.neo', type: 'A', kind: 'found', data: '198.51.100.1', steps: [{ name: 'moved.neo' }], retraced: false });
    });
    await withNode({ resolve: () => none, getRecord: (_name, type) => type === A ? text('198.51.100.2') : none }, async (node) => {
      assert.deepEqual(await resolveName(node, 'moved.neo', 'A'), { asked: 'moved.neo', type: 'A', kind: 'noRecord', steps: [{ name: 'moved.neo' }], retraced: false });
    });
  });

  it('a getRecord of the CNAME that FAILs is no "no CNAME": the chain is not called retraced', async () => {
    await withNode({
      resolve: () => none,
      getRecord: (_name, type) => type === CNAME ? fault(UNHELD) : none,
      isAvailable: () => halt({ type: 'Boolean', value: false }),
    }, async (node) => {
      assert.deepEqual(await resolveName(node, 'half.neo', 'A'), { asked: 'half.neo', type: 'A', kind: 'noRecord', steps: [{ name: 'half.neo' }], retraced: false });
    });
  });

  it('the contract\'s refusal read from its words, whichever call said it, of the name where it was said', async () => {
    for (const [exception, expected] of [
      ['The name has expired.', { kind: 'expired', name: 'x.neo' }],
      ['The format of the name is incorrect.', { kind: 'invalidName', name: 'www.x.neo', exception: 'The format of the name is incorrect.' }],
      ['Too many redirections.', { kind: 'tooManyRedirections' }],
    ] as const) {
      await withNode({ resolve: () => fault(exception), getRecord: () => fault(exception), isAvailable: () => fault(exception) }, async (node) => {
        assert.deepEqual(await resolveName(node, 'www.x.neo', 'A'), { asked: 'www.x.neo', type: 'A', ...expected, steps: [{ name: 'www.x.neo' }], retraced: true }, exception);
      });
    }
    // An older contract without getRecord: resolve's own "too many" stands.
    await withNode({ resolve: () => fault('Too many redirections.'), getRecord: () => fault(UNHELD) }, async (node) => {
      assert.deepEqual(await resolveName(node, 'loop.neo', 'A'), { asked: 'loop.neo', type: 'A', kind: 'tooManyRedirections', steps: [{ name: 'loop.neo' }], retraced: false });
    });
  });

  it('a resolve that FAILs for another reason (out of GAS) is a FAULT with its words, whatever the chain retraced says', async () => {
    const gas = 'Insufficient GAS.';
    for (const getRecord of [(_name: string, type: number) => (type === A ? text('198.51.100.1') : none), () => fault('The format of the name is incorrect.')]) {
      await withNode({ resolve: () => fault(gas), getRecord, isAvailable: () => halt({ type: 'Boolean', value: false }) }, async (node) => {
        await assert.rejects(resolveName(node, 'www.x.neo', 'A'), (error: unknown) =>
          isNnsError(error, 'FAULT') && error.message === `The contract could not resolve www.x.neo: ${gas}` && error.exception === gas && error.method === 'resolve');
      });
    }
    // …unless isAvailable says what is wrong with the name that holds it.
    await withNode({ resolve: () => fault(gas), getRecord: () => fault(gas), isAvailable: () => fault('The format of the name is incorrect.') }, async (node) => {
      assert.deepEqual(await resolveName(node, 'www.x.neo', 'A'),
        { asked: 'www.x.neo', type: 'A', kind: 'invalidName', name: 'x.neo', exception: 'The format of the name is incorrect.', steps: [{ name: 'www.x.neo' }], retraced: false });
    });
  });

  it('a resolve answer that is not one text, or an error in its place, is said of resolve', async () => {
    await withNode({ resolve: () => halt({ type: 'Any' }, { type: 'Any' }), getRecord: () => none }, async (node) => {
      await assert.rejects(resolveName(node, 'x.neo', 'A'), (error: unknown) =>
        isNnsError(error, 'INVALID_RESPONSE') && error.message === 'The node\'s result for resolve does not hold exactly one value.');
    });
    // An Integer where a record's text belongs: whether getRecord agrees or fails.
    for (const getRecord of [() => text('198.51.100.1'), () => fault(UNHELD)]) {
      await withNode({ resolve: () => halt({ type: 'Integer', value: '7' }), getRecord }, async (node) => {
        await assert.rejects(resolveName(node, 'x.neo', 'A'), (error: unknown) =>
          isNnsError(error, 'INVALID_RESPONSE') && error.message.startsWith('The node\'s result for resolve has the record of the wrong shape'));
      });
    }
    await withNode({ resolve: () => ({ error: { code: -32603, message: 'internal error' } }), getRecord: () => none }, async (node) => {
      await assert.rejects(resolveName(node, 'x.neo', 'A'), (error: unknown) => isNnsError(error, 'RPC') && /internal error/.test(error.message));
    });
  });

  it('a cancel while the chain is followed ends the call', async () => {
    const controller = new AbortController();
    await withNode({
      resolve: () => text('198.51.100.1'),
      getRecord: (name, type) => {
        if (name === 'alice.neo') controller.abort();
        return type === CNAME && name === 'www.alice.neo' ? text('alice.neo') : name === 'alice.neo' && type === A ? text('198.51.100.1') : none;
      },
    }, async (node) => {
      await assert.rejects(resolveName(node, 'www.alice.neo', 'A', { signal: controller.signal }), (error: unknown) => isNnsError(error, 'CANCELLED'));
    });
  });
});
