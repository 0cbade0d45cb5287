// The committee's calls in each family's form, read from the ABI: the scripts pinned against neon-core,
// the roots and prices each contract would refuse refused here first, in words.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { addRootCall, administrationOf, priceProblem, rootProblem, setPriceCall, MAX_NAME_PRICE } from '../../../../src/core/deploy/nnsAdmin';
import { isNnsError } from '../../../../src/core/errors/nnsError';
import { buildContractCallScript } from '../../../../src/core/transactions/contractCall';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import { nnsManifest } from './manifests';

const HASH = '0xe5a0dae5628e031da1d85bf1211510a03fd767ee';
const neoGo = nnsManifest('neo-go');
const csharp = nnsManifest('csharp');

const neon = (method: string, args: sc.ContractParam[]) => sc.createScript({ scriptHash: HASH.slice(2), operation: method, args });

describe('core/deploy/nnsAdmin', () => {
  it('administrationOf: the family and the forms, from the ABI', () => {
    assert.deepEqual(administrationOf(neoGo), { family: 'neo-go', addRoot: true, setPrice: 'single', getPrice: 'single' });
    assert.deepEqual(administrationOf(csharp), { family: 'csharp', addRoot: true, setPrice: 'byLength', getPrice: 'byLength' });
    const bare = { abi: { methods: neoGo.abi.methods.filter((m) => !['addRoot', 'setPrice', 'getPrice'].includes(m.name)) } };
    assert.deepEqual(administrationOf(bare), { family: 'unknown', addRoot: false });
    // addRoot of another form (neo-go's newer port registers roots through register) is not addRoot(root).
    assert.equal(administrationOf({ abi: { methods: [{ name: 'addRoot', parameters: [{ type: 'String' }, { type: 'Integer' }] }] } }).addRoot, false);
  });

  it('rootProblem: each family\'s rule; an unknown contract the stricter one', () => {
    for (const family of ['neo-go', 'csharp', 'unknown'] as const) {
      for (const root of ['neo', 'a', 'test', 'x1', 'abcdefghijklmnop']) assert.equal(rootProblem(root, family), undefined, `${family} ${root}`);
      assert.match(rootProblem('', family)!, /cannot be empty/);
      assert.match(rootProblem('abcdefghijklmnopq', family)!, /at most 16 characters; this one has 17/);
      for (const root of ['1neo', 'Neo', '-neo', 'ñeo']) assert.match(rootProblem(root, family)!, /starts with a lower-case letter/, `${family} ${root}`);
      for (const root of ['ne.o', 'neO', 'ne o']) assert.ok(rootProblem(root, family), `${family} ${root}`);
    }
    assert.equal(rootProblem('my-root', 'neo-go'), undefined);
    assert.match(rootProblem('my-', 'neo-go')!, /cannot end with a hyphen/);
    assert.match(rootProblem('my-root', 'csharp')!, /only lower-case letters \(a–z\) and digits/);
    assert.match(rootProblem('my-root', 'unknown')!, /only lower-case letters/);
  });

  it('priceProblem: at least 1 datoshi (registration burns it), at most 10,000 GAS; -1 only where a length may be closed', () => {
    assert.equal(priceProblem(1n), undefined);
    assert.equal(priceProblem(MAX_NAME_PRICE), undefined);
    assert.match(priceProblem(0n)!, /at least 0\.00000001 GAS/);
    assert.match(priceProblem(-1n)!, /at least/);
    assert.equal(priceProblem(-1n, { closedAllowed: true }), undefined);
    assert.match(priceProblem(-2n, { closedAllowed: true })!, /at least/);
    assert.match(priceProblem(MAX_NAME_PRICE + 1n)!, /at most 10,000 GAS/);
  });

  it('addRootCall: the script neon-core builds; a root the contract refuses, or a contract without addRoot, refused here', () => {
    const call = addRootCall(HASH, neoGo, 'neo');
    assert.deepEqual(call, { contractHash: HASH, method: 'addRoot', args: [{ type: 'String', value: 'neo' }] });
    assert.equal(hex.encode(buildContractCallScript(call)), neon('addRoot', [sc.ContractParam.string('neo')]));
    assert.throws(() => addRootCall(HASH, csharp, 'my-root'), (error: unknown) => {
      assert.ok(isNnsError(error, 'INVALID_INPUT') && error.field === 'root');
      assert.equal(error.message, 'The top-level domain "my-root" cannot be added: a top-level domain holds only lower-case letters (a–z) and digits.');
      return true;
    });
    assert.throws(() => addRootCall(HASH, { abi: { methods: [] } }, 'neo'), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && error.method === 'addRoot' && error.contractHash === HASH);
  });

  it('setPriceCall: one Integer for neo-go\'s port, a list for the C# NameService (one price: every length)', () => {
    const single = setPriceCall(HASH, neoGo, 1_000_000n);
    assert.equal(hex.encode(buildContractCallScript(single)), neon('setPrice', [sc.ContractParam.integer(1_000_000)]));
    const list = setPriceCall(HASH, csharp, 1_000_000n);
    assert.equal(hex.encode(buildContractCallScript(list)), neon('setPrice', [sc.ContractParam.array(sc.ContractParam.integer(1_000_000))]));
    const byLength = setPriceCall(HASH, csharp, [100_000_000n, -1n, -1n, 500_000_000n]);
    assert.equal(hex.encode(buildContractCallScript(byLength)), neon('setPrice', [sc.ContractParam.array(...[100_000_000, -1, -1, 500_000_000].map((v) => sc.ContractParam.integer(v)))]));
  });

  it('setPriceCall refuses, before anything is signed, what the contract would', () => {
    const invalid = (run: () => unknown, message: RegExp) => assert.throws(run, (error: unknown) => isNnsError(error, 'INVALID_INPUT') && error.field === 'price' && message.test(error.message));
    invalid(() => setPriceCall(HASH, neoGo, 0n), /^Cannot set the price: a price is at least/);
    invalid(() => setPriceCall(HASH, csharp, []), /the list is empty/);
    invalid(() => setPriceCall(HASH, csharp, [-1n, 5n]), /the price of other lengths: a price is at least/);
    invalid(() => setPriceCall(HASH, csharp, [5n, MAX_NAME_PRICE + 1n]), /the price of 1-character names: a price is at most/);
    assert.throws(() => setPriceCall(HASH, neoGo, [5n]), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED') && /one price for every name/.test(error.message));
    assert.throws(() => setPriceCall(HASH, { abi: { methods: [{ name: 'setPrice', parameters: [{ type: 'String' }] }] } }, 5n), (error: unknown) => isTransactionError(error, 'NOT_SUPPORTED'));
  });
  it('administrationOf: either price method tells the family; a parameter list is compared whole', () => {
    const of = (...methods: { name: string; parameters?: { type: string }[] }[]) => administrationOf({ abi: { methods } });
    const p = (...types: string[]) => types.map((type) => ({ type }));
    assert.deepEqual(of({ name: 'setPrice', parameters: p('Integer') }), { family: 'neo-go', addRoot: false, setPrice: 'single' });
    assert.deepEqual(of({ name: 'getPrice' }), { family: 'neo-go', addRoot: false, getPrice: 'single' });
    assert.deepEqual(of({ name: 'setPrice', parameters: p('Array') }), { family: 'csharp', addRoot: false, setPrice: 'byLength' });
    assert.deepEqual(of({ name: 'getPrice', parameters: p('Integer') }), { family: 'csharp', addRoot: false, getPrice: 'byLength' });
    assert.deepEqual(of({ name: 'setPrice', parameters: p('Integer') }, { name: 'getPrice', parameters: p('Integer') }), { family: 'csharp', addRoot: false, setPrice: 'single', getPrice: 'byLength' });
    assert.deepEqual(of({ name: 'getPrice', parameters: p('Integer', '') }), { family: 'unknown', addRoot: false });
    assert.equal(of({ name: 'addRoot' }).addRoot, false);
    assert.equal(of({ name: 'addRoot', parameters: p('Str', 'ing') }).addRoot, false);
  });

  it('a method the contract lacks is refused in words, naming the method', () => {
    const notSupported = (run: () => unknown, method: string, message: string) => assert.throws(run, (error: unknown) => {
      assert.ok(isTransactionError(error, 'NOT_SUPPORTED'));
      assert.deepEqual([error.message, error.method, error.contractHash], [message, method, HASH]);
      return true;
    });
    notSupported(() => addRootCall(HASH, { abi: { methods: [] } }, 'neo'), 'addRoot', 'This contract has no addRoot(root) method: its top-level domains are not added this way.');
    notSupported(() => setPriceCall(HASH, { abi: { methods: [] } }, 5n), 'setPrice', 'This contract has no setPrice method in a form known here (one price, or prices by name length).');
    notSupported(() => setPriceCall(HASH, neoGo, [5n]), 'setPrice', 'This contract takes one price for every name, not prices by length.');
  });
});
