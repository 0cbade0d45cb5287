// getDomainDetails on a real neo-go node: from storage (the NameState neo-go's contract stores as a
// Struct), and from the contract (`properties`, `ownerOf`) where storage reads are refused; both
// against what the seed registered and against the contract's own answers.
import assert from 'node:assert/strict';
import { getDomainDetails, type DomainDetails, type RequestEvent } from '../../../src/core';
import { rawRpc, realNode } from '../support/realNode';
import { startRefusingProxy, type RefusingProxy } from '../support/refusingProxy';

const real = realNode();
const { node } = real;
const YEAR = 365 * 86_400_000;

/** A spread of the seed's names (every 31st), the admin's name and the transferred one. */
function sampleNames(): string[] {
  const names = real.seed.names.filter((_, i) => i % 31 === 0).map((n) => n.name);
  return [...new Set([...names, ...real.seed.admins.map((a) => a.name), ...real.seed.transfers.map((t) => t.name)])];
}

function assertMatchesSeed(details: readonly DomainDetails[], source: 'storage' | 'contract'): void {
  const admins = new Map(real.seed.admins.map((a) => [a.name, a.owner]));
  for (const d of details) {
    assert.equal(d.state, 'active', `${d.name}: ${d.error?.message ?? ''}`);
    assert.equal(d.source, source, d.name);
    assert.equal(d.owner?.address, real.names().get(d.name), `${d.name}: owner`);
    assert.equal(d.admin?.address ?? null, admins.get(d.name) ?? null, `${d.name}: admin`);
    if (source === 'contract') {
      // The contract judges expiry itself: no chain time is read beside properties and ownerOf.
      assert.equal(d.chainTime, undefined);
      continue;
    }
    assert.ok(d.chainTime !== undefined && d.expiration !== undefined, d.name);
    // Registered on this chain, a year ahead by its clock (a cached chain is at most 30 days old).
    assert.ok(d.expiration > d.chainTime && d.expiration <= d.chainTime + YEAR, `${d.name}: expires ${new Date(d.expiration).toISOString()}`);
  }
}

describe(`real node (${real.configuration.name}): getDomainDetails`, function () {
  this.timeout(120_000);
  let proxy: RefusingProxy | undefined;
  after(() => proxy?.close());

  it('reads each NameState from storage, owner, admin and expiration as registered, ≤ 100 calls a request', async () => {
    const names = sampleNames();
    const events: RequestEvent[] = [];
    const details = await getDomainDetails(node, names, { onRequest: (e) => events.push(e) });
    assert.deepEqual(details.map((d) => d.name), names);
    assertMatchesSeed(details, 'storage');
    assert.ok(events.every((e) => e.outcome === 'ok' && (e.calls ?? 1) <= 100), JSON.stringify(events.map((e) => [e.calls, e.outcome])));
  });

  it('agrees with the contract\'s own properties and ownerOf', async () => {
    const names = sampleNames().slice(0, 40);
    const details = await getDomainDetails(node, names);
    const calls = names.flatMap((name, i) => [
      { jsonrpc: '2.0', id: 2 * i, method: 'invokefunction', params: [node.contractHash, 'properties', [{ type: 'String', value: name }]] },
      { jsonrpc: '2.0', id: 2 * i + 1, method: 'invokefunction', params: [node.contractHash, 'ownerOf', [{ type: 'String', value: name }]] },
    ]);
    const { json } = await rawRpc(real.rpcUrl, calls);
    const answers = json as { id: number; result: { state: string; stack: { type: string; value: unknown }[] } }[];
    for (const [i, d] of details.entries()) {
      const properties = answers.find((a) => a.id === 2 * i)?.result;
      const ownerOf = answers.find((a) => a.id === 2 * i + 1)?.result;
      assert.equal(properties?.state, 'HALT');
      const map = properties.stack[0]?.value as { key: { value: string }; value: { type: string; value: string } }[];
      const field = (key: string) => map.find((e) => Buffer.from(e.key.value, 'base64').toString() === key)?.value;
      assert.equal(Buffer.from(field('name')?.value ?? '', 'base64').toString(), d.name);
      assert.equal(BigInt(field('expiration')?.value ?? '0'), BigInt(d.expiration ?? -1), `${d.name}: expiration`);
      const ownerHex = Buffer.from(ownerOf?.stack[0]?.value as string, 'base64').reverse().toString('hex');
      assert.equal(`0x${ownerHex}`, d.owner?.scriptHash);
    }
  });

  it('reads them from the contract where storage reads are refused (properties, ownerOf: ≤ 50 names a request)', async () => {
    proxy = await startRefusingProxy(real.rpcUrl, ['getstorage', 'findstorage']);
    const names = sampleNames().slice(0, 120);
    const events: RequestEvent[] = [];
    const details = await getDomainDetails({ ...node, rpcUrl: proxy.url }, names, { onRequest: (e) => events.push(e) });
    assertMatchesSeed(details, 'contract');
    assert.ok(events.every((e) => (e.calls ?? 1) <= 100));
    // The same expirations as the NameStates in storage.
    const fromStorage = await getDomainDetails(node, names);
    assert.deepEqual(details.map((d) => d.expiration), fromStorage.map((d) => d.expiration));
  });

  it('reports a name nobody holds, or one the contract refuses, as that name\'s error alone (neo-go: "token not found")', async () => {
    const [held] = sampleNames();
    assert.ok(held);
    const details = await getDomainDetails(node, [held, 'nobody-holds-this.neo', 'x.unknownroot', 'bad..neo']);
    assert.equal(details[0]?.state, 'active');
    for (const d of details.slice(1)) {
      assert.equal(d.state, 'error', d.name);
      assert.equal(d.error?.code, 'FAULT', d.name);
      assert.match(d.error?.exception ?? '', /token not found/, d.name);
      assert.equal(d.source, undefined);
    }
  });
});
