import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import {
  getDomainDetails, listRecords, listTokens, listTokensOf, NnsError, resolveName, type DomainList, type NodeConfig,
} from '../../../src/core';
import { generateNames, startDevnet, type Devnet, type DomainRecord, type Personality } from '../../devnet';

/**
 * A response fuzzer: valid answers of the devnet, one of them mutated at a random place (a field
 * deleted, retyped, a huge string, nested 100,000 deep, repeated, a number out of range, emptied),
 * for each listing route and for details, records and resolve. Every call must settle as a
 * well-shaped result or an NnsError, and a list of names called complete must be exactly the
 * contract's list. Seeded (NNS_FUZZ_SEED, default below) and reproducible; fast-check prints the
 * seed and path of a failure, and the suite prints how many mutations it ran.
 *
 * A value turned into another well-formed value of its kind (a name into another name) is not made:
 * no client can tell it from the truth. Records have no count in the contract, so a record lost from
 * a list's last page cannot be told either: for them the property is the shape.
 */

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
const SEED = Number(process.env.NNS_FUZZ_SEED ?? 21_2026);
const RUNS_PER_SCENARIO = Number(process.env.NNS_FUZZ_RUNS ?? 20);
const JAN_2026 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const OWNER = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

const TABLE: DomainRecord[] = [
  ...generateNames(110, { seed: 21, owners: 3 }),
  { name: 'alice.neo', owner: OWNER, expiration: JAN_2026 + 300 * DAY, records: [
    { type: 1, data: '203.0.113.7' }, { type: 16, data: 'hello' }, { name: 'www.alice.neo', type: 5, data: 'alice.neo' },
  ] },
  { name: 'chain.neo', owner: OWNER, expiration: JAN_2026 + 300 * DAY, records: [{ type: 5, data: 'www.alice.neo' }] },
  { name: 'gone.neo', owner: OWNER, expiration: JAN_2026 - DAY },
];

type Mutation = 'delete' | 'retype' | 'huge' | 'nest' | 'repeat' | 'number' | 'empty';
const MUTATIONS: readonly Mutation[] = ['delete', 'retype', 'huge', 'nest', 'repeat', 'number', 'empty'];
/** Strings no schema takes for base64, a decimal or a name (see above: no well-formed substitutes). */
const HUGE = ['Ω', '\u0000', '"\\', '<'] as const;
const OUT_OF_RANGE = ['1e400', '-1e400', '-1', '9007199254740993', '1.5', '-0', '1e21'] as const;
const OTHER_TYPES: readonly unknown[] = [null, true, 0, -7, 'x', [], {}];
const DEEP = 100_000;
/** Far longer than any field of a real answer. */
const HUGE_LENGTH = 300_000;
const MARK = '__nns_fuzz_raw__';

interface Plan {
  /** Which HTTP response of the call is mutated (modulo how many there are). */
  response: number;
  /**
   * Where: `walk` goes down the JSON tree, at each level to the child its number says (modulo the
   * children), and stops where it ends (the envelope as often as the values); `anywhere` takes the
   * node numbered `node` (modulo all of them) in document order, mostly a value among many.
   */
  where: 'walk' | 'anywhere';
  walk: number[];
  node: number;
  mutation: Mutation;
  pick: number;
}

/** Mutates one JSON text as the plan says; the result is text (it may be JSON no JSON.stringify makes). */
function mutate(text: string, plan: Plan): string {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return text;
  }
  const holder = { root };
  const { parent, key, arrayAbove } = plan.where === 'walk' ? walkTo(holder, plan.walk) : nodeAt(holder, plan.node);
  const target = (parent as Record<string | number, unknown>)[key];
  let raw: string | undefined;
  const set = (value: unknown) => {
    (parent as Record<string | number, unknown>)[key] = value;
  };
  switch (plan.mutation) {
    case 'delete':
      if (parent === holder) return '';
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      break;
    case 'retype': {
      const others = OTHER_TYPES.filter((value) => typeOf(value) !== typeOf(target));
      set(structuredClone(others[plan.pick % others.length]));
      break;
    }
    case 'huge':
      set(HUGE[plan.pick % HUGE.length]!.repeat(HUGE_LENGTH));
      break;
    case 'nest':
      raw = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
      set(MARK);
      break;
    case 'repeat':
      if (arrayAbove) arrayAbove.array.splice(arrayAbove.index, 0, structuredClone(arrayAbove.array[arrayAbove.index]));
      else set([target, target]);
      break;
    case 'number':
      raw = OUT_OF_RANGE[plan.pick % OUT_OF_RANGE.length]!;
      set(MARK);
      break;
    case 'empty':
      if (Array.isArray(target)) set([]);
      else if (target !== null && typeof target === 'object') set({});
      else set(null);
      break;
  }
  const json = JSON.stringify(holder.root) ?? '';
  return raw === undefined ? json : json.replace(`"${MARK}"`, raw);
}

/** A node of the tree: its parent and key, and the nearest array above it with the index taken there. */
interface Place {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  arrayAbove?: { array: unknown[]; index: number };
}

function childrenOf(node: unknown): (string | number)[] {
  if (Array.isArray(node)) return node.map((_, i) => i);
  return node !== null && typeof node === 'object' ? Object.keys(node) : [];
}

function walkTo(holder: { root: unknown }, walk: readonly number[]): Place {
  let place: Place = { parent: holder, key: 'root' };
  for (const step of walk) {
    const node = (place.parent as Record<string | number, unknown>)[place.key];
    const children = childrenOf(node);
    if (children.length === 0) break;
    const key = children[step % children.length]!;
    const parent = node as Record<string, unknown> | unknown[];
    place = { parent, key, arrayAbove: Array.isArray(parent) ? { array: parent, index: key as number } : place.arrayAbove };
  }
  return place;
}

function nodeAt(holder: { root: unknown }, index: number): Place {
  const places: Place[] = [];
  const pending: Place[] = [{ parent: holder, key: 'root' }];
  while (pending.length > 0) {
    const place = pending.pop()!;
    places.push(place);
    const node = (place.parent as Record<string | number, unknown>)[place.key];
    const parent = node as Record<string, unknown> | unknown[];
    for (const key of childrenOf(node).reverse()) {
      pending.push({ parent, key, arrayAbove: Array.isArray(parent) ? { array: parent, index: key as number } : place.arrayAbove });
    }
  }
  return places[index % places.length]!;
}

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** A proxy in front of the devnet that mutates one response of each call as told, and counts responses. */
class MutatingProxy {
  plan: Plan | undefined;
  responses = 0;
  mutated = false;
  private server: Server | undefined;
  url = '';

  constructor(private readonly target: string) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void (async () => {
          const answer = await fetch(this.target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.concat(chunks) });
          let text = await answer.text();
          const index = this.responses++;
          if (this.plan && index === this.plan.response) {
            text = mutate(text, this.plan);
            this.mutated = true;
          }
          res.writeHead(answer.status, { 'Content-Type': 'application/json' });
          res.end(text);
        })().catch(() => res.destroy());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  reset(plan: Plan | undefined): void {
    this.plan = plan;
    this.responses = 0;
    this.mutated = false;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

/** What the core answered: a result or the error it threw. */
type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Scenario {
  name: string;
  personality: Personality;
  run: (node: NodeConfig) => Promise<unknown>;
  /** Checks one settled call against the clean answer; throws when it breaks the property. */
  check: (settled: Settled, truth: unknown) => void;
}

function assertNnsError(settled: Settled): void {
  if (!settled.ok) assert.ok(settled.error instanceof NnsError, `not an NnsError: ${String(settled.error)}`);
}

const STRATEGIES = new Set(['expanded', 'session', 'script', 'storage']);

/** A name list: well-shaped, and when complete exactly the contract's. */
function checkNames(settled: Settled, truth: unknown): void {
  assertNnsError(settled);
  if (!settled.ok) return;
  const list = settled.value as DomainList;
  assert.ok(Array.isArray(list.names) && list.names.every((name) => typeof name === 'string'));
  assert.ok(list.invalidUtf8.every((i) => Number.isInteger(i) && i >= 0 && i < list.names.length));
  assert.ok(STRATEGIES.has(list.strategy));
  assert.equal(typeof list.gasConsumed, 'bigint');
  if (list.complete) assert.deepEqual(list.names, (truth as DomainList).names, 'a list called complete is not the contract\'s');
  else assert.ok(typeof list.incompleteReason === 'string' && list.incompleteReason.length > 0, 'a partial list without its reason');
}

const SCENARIOS: Scenario[] = [
  { name: 'sessions: tokens', personality: 'sessions', run: (node) => listTokens(node), check: checkNames },
  { name: 'sessions: tokensOf', personality: 'sessions', run: (node) => listTokensOf(node, OWNER), check: checkNames },
  { name: 'expansion: tokens', personality: 'neo-go-expansion', run: (node) => listTokens(node), check: checkNames },
  { name: 'expansion: tokensOf', personality: 'neo-go-expansion', run: (node) => listTokensOf(node, OWNER), check: checkNames },
  { name: 'storage: tokens', personality: 'neo-go', run: (node) => listTokens(node), check: checkNames },
  { name: 'storage: tokensOf', personality: 'neo-go', run: (node) => listTokensOf(node, OWNER), check: checkNames },
  { name: 'script: tokens', personality: 'csharp-nofindstorage', run: (node) => listTokens(node), check: checkNames },
  { name: 'script: tokensOf', personality: 'csharp-nofindstorage', run: (node) => listTokensOf(node, OWNER), check: checkNames },
  {
    name: 'records', personality: 'sessions', run: (node) => listRecords(node, 'alice.neo'),
    check: (settled) => {
      assertNnsError(settled);
      if (!settled.ok) return;
      const list = settled.value as Awaited<ReturnType<typeof listRecords>>;
      assert.equal(typeof list.complete, 'boolean');
      for (const record of list.records) {
        assert.equal(typeof record.name, 'string');
        assert.ok(Number.isFinite(record.type));
        assert.equal(typeof record.typeName, 'string');
        assert.equal(typeof record.data, 'string');
      }
    },
  },
  {
    name: 'details', personality: 'sessions', run: (node) => getDomainDetails(node, ['alice.neo', 'chain.neo', 'gone.neo', 'nobody.neo']),
    check: (settled) => {
      assertNnsError(settled);
      assert.ok(settled.ok, 'details reject only on a cancel');
      const details = settled.value as Awaited<ReturnType<typeof getDomainDetails>>;
      assert.deepEqual(details.map((d) => d.name), ['alice.neo', 'chain.neo', 'gone.neo', 'nobody.neo']);
      for (const d of details) {
        assert.ok(['active', 'expired', 'error'].includes(d.state));
        if (d.state === 'error') assert.ok(d.error instanceof NnsError);
        if (d.expiration !== undefined) assert.ok(Number.isFinite(d.expiration));
        if (d.owner) assert.match(d.owner.address, /^N[1-9A-HJ-NP-Za-km-z]{33}$/);
      }
    },
  },
  {
    name: 'resolve', personality: 'sessions', run: (node) => resolveName(node, 'chain.neo', 'A'),
    check: (settled) => {
      assertNnsError(settled);
      if (!settled.ok) return;
      const result = settled.value as Awaited<ReturnType<typeof resolveName>>;
      assert.ok(['found', 'noRecord', 'notRegistered', 'expired', 'noRoot', 'invalidName', 'tooManyRedirections'].includes(result.kind));
      assert.ok(Array.isArray(result.steps) && result.steps.every((step) => typeof step.name === 'string'));
      if (result.kind === 'found') assert.equal(typeof result.data, 'string');
    },
  },
];

async function settle(promise: Promise<unknown>): Promise<Settled> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

describe(`core: a response fuzzer (seed ${SEED}; NNS_FUZZ_SEED to change it)`, function () {
  this.timeout(300_000);
  let devnet: Devnet;
  let proxy: MutatingProxy;
  let mutations = 0;
  const byKind = new Map<Mutation, number>();

  before(async () => {
    devnet = await startDevnet({ names: TABLE, personality: 'sessions', blockTime: JAN_2026, maxIteratorResultItems: 40, findStoragePageSize: 30 });
    proxy = new MutatingProxy(devnet.url);
    await proxy.start();
  });
  after(async () => {
    await proxy.close();
    await devnet.close();
    const kinds = MUTATIONS.map((kind) => `${kind} ${byKind.get(kind) ?? 0}`).join(', ');
    console.log(`      response fuzzer: ${mutations} mutations ran (seed ${SEED}): ${kinds}`);
  });

  const plans = fc.record({
    response: fc.nat(),
    where: fc.constantFrom('walk' as const, 'anywhere' as const),
    walk: fc.array(fc.nat(), { maxLength: 7 }),
    node: fc.nat(),
    mutation: fc.constantFrom(...MUTATIONS),
    pick: fc.nat(),
  });

  SCENARIOS.forEach((scenario, index) => {
    it(`${scenario.name}: one answer mutated at a time, every call settles as a result or an NnsError`, async () => {
      devnet.configure({ personality: scenario.personality, maxIteratorResultItems: 40, findStoragePageSize: 30 });
      const node: NodeConfig = { rpcUrl: proxy.url, contractHash: NNS };
      proxy.reset(undefined);
      const clean = await settle(scenario.run(node));
      assert.ok(clean.ok, `the clean run failed: ${clean.ok ? '' : String(clean.error)}`);
      if (scenario.check === checkNames) assert.equal((clean.value as DomainList).complete, true, 'the clean list is complete');
      const responses = proxy.responses;
      await fc.assert(fc.asyncProperty(plans, async (plan) => {
        proxy.reset({ ...plan, response: plan.response % responses });
        const settled = await settle(scenario.run(node));
        if (proxy.mutated) {
          mutations++;
          byKind.set(plan.mutation, (byKind.get(plan.mutation) ?? 0) + 1);
        }
        scenario.check(settled, clean.value);
      }), { seed: SEED + index, numRuns: RUNS_PER_SCENARIO });
    });
  });
});
