// Records, resolve (a CNAME chain, the NEP's address record), isAvailable, roots and the name count on a
// real neo-go node, against what the seed wrote; neo-go's contract words its refusals its own way.
import assert from 'node:assert/strict';
import {
  getNameCount, isAvailable, isNnsError, listRecords, listRoots, previewRecords, resolveName,
} from '../../../src/core';
import { nep18Address } from '../../../src/model/names/nep18';
import { realNode } from '../support/realNode';

const real = realNode();
const { node } = real;
const { resolve } = real.seed;

describe(`real node (${real.configuration.name}): records, resolve, isAvailable, roots, name count`, function () {
  this.timeout(120_000);

  it('lists a name\'s records as set (A, AAAA, TXT), and a CNAME\'s', async () => {
    const records = await listRecords(node, resolve.name);
    assert.equal(records.complete, true);
    const expected = real.seed.records.filter((r) => r.name === resolve.name);
    assert.deepEqual(
      records.records.map((r) => [r.name, r.typeName, r.data]).sort(),
      expected.map((r) => [r.name, ({ 1: 'A', 5: 'CNAME', 16: 'TXT', 28: 'AAAA' } as Record<number, string>)[r.type], r.data]).sort(),
    );
    const chain = await listRecords(node, resolve.chain);
    assert.deepEqual(chain.records.map((r) => [r.name, r.typeName, r.data]), [[resolve.chain, 'CNAME', resolve.www]]);
    // neo-go's contract keeps a subdomain's records apart from its parent's: getAllRecords of the
    // parent does not list www.resolved.neo's CNAME.
    assert.ok(!records.records.some((r) => r.name === resolve.www));
    const preview = await previewRecords(node, resolve.name, 10);
    assert.deepEqual(preview.items.map((r) => r.data).sort(), expected.map((r) => r.data).sort());
    assert.equal(preview.more, false);
  });

  it('refuses the records of a name nobody holds with neo-go\'s FAULT "token not found"', async () => {
    await assert.rejects(listRecords(node, 'nobody-holds-this.neo'), (error: unknown) => isNnsError(error, 'FAULT') && /token not found/.test(error.exception ?? ''));
  });

  it('resolves along the CNAME chain, retraced step by step', async () => {
    const result = await resolveName(node, resolve.chain, 'A');
    assert.deepEqual(result.kind === 'found' ? result.data : result.kind, resolve.a);
    assert.deepEqual(result.steps, [{ name: resolve.chain, cname: resolve.www }, { name: resolve.www, cname: resolve.name }, { name: resolve.name }]);
    assert.equal(result.retraced, true);
    const aaaa = await resolveName(node, resolve.www, 'AAAA');
    assert.equal(aaaa.kind === 'found' ? aaaa.data : aaaa.kind, resolve.aaaa);
  });

  it('resolves a Neo address by NEP-18 (TXT address=N…)', async () => {
    const result = await resolveName(node, resolve.chain, 'TXT');
    assert.equal(result.kind, 'found');
    const address = nep18Address(result.kind === 'found' ? result.data : '');
    assert.deepEqual(address?.ok ? address.owner.address : address, resolve.txtAddress);
  });

  it('tells apart no record, not registered, no such root, an invalid name and too many redirections', async () => {
    const someName = real.seed.names.at(-1)?.name ?? '';
    assert.equal((await resolveName(node, someName, 'A')).kind, 'noRecord');
    const free = await resolveName(node, 'nobody-holds-this.neo', 'A');
    assert.deepEqual([free.kind, free.kind === 'notRegistered' ? free.name : ''], ['notRegistered', 'nobody-holds-this.neo']);
    assert.equal((await resolveName(node, 'x.unknownroot', 'A')).kind, 'noRoot');
    const invalid = await resolveName(node, 'bad..neo', 'A');
    assert.deepEqual([invalid.kind, invalid.kind === 'invalidName' ? /invalid domain name format/.test(invalid.exception) : false], ['invalidName', true]);
    const far = await resolveName(node, resolve.far, 'A');
    assert.equal(far.kind, 'tooManyRedirections');
    assert.deepEqual(far.steps.map((s) => s.name), [resolve.far, resolve.chain, resolve.www]);
  });

  it('says whether a name is available, and reads neo-go\'s refusals', async () => {
    const [held] = real.seed.names;
    assert.ok(held);
    assert.deepEqual(await isAvailable(node, held.name), { kind: 'unavailable' });
    assert.deepEqual(await isAvailable(node, 'nobody-holds-this.neo'), { kind: 'available' });
    assert.equal((await isAvailable(node, 'x.unknownroot')).kind, 'noRoot');
    assert.equal((await isAvailable(node, 'bad..neo')).kind, 'invalidName');
    assert.equal((await isAvailable(node, 'UPPER.neo')).kind, 'invalidName');
    // neo-go's contract answers isAvailable for second-level names only.
    assert.equal((await isAvailable(node, resolve.www)).kind, 'invalidName');
  });

  it('lists the roots the committee added', async () => {
    assert.deepEqual(await listRoots(node), { roots: real.seed.roots, complete: true });
  });

  it('counts each owner\'s names (balanceOf)', async () => {
    for (const owner of real.seed.owners) {
      assert.equal(await getNameCount(node, owner.address), real.namesOf(owner.address).size, `owner ${owner.index}`);
    }
    assert.equal(await getNameCount(node, real.seed.committee), 0);
  });
});
