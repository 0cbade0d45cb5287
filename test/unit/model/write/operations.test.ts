import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ContractWriteApi } from '../../../../src/model/write/contractApi';
import { operationTitle, planOperation, type NameOperation, type OperationPlan } from '../../../../src/model/write/operations';
import { API } from './fixtures';

const OWNER = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const OTHER = { address: 'NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW', scriptHash: '0x0000000000000000000000000000000000000001' };

function plan(operation: NameOperation, api: ContractWriteApi): OperationPlan {
  const result = planOperation(operation, api, l10n);
  assert.ok(result.ok, result.ok ? '' : result.problem);
  return result.plan;
}
function problem(operation: NameOperation, api: ContractWriteApi): string {
  const result = planOperation(operation, api, l10n);
  assert.ok(!result.ok, 'planned');
  return result.problem;
}
/** The call as [method, args as plain values, asserted]. */
function callOf(p: OperationPlan): [string, unknown[], boolean] {
  const plain = (arg: OperationPlan['call']['args'][number]): unknown => (arg.type === 'ByteArray' ? new TextDecoder().decode(arg.value) : arg.type === 'Array' ? arg.value.map(plain) : arg.value);
  return [p.call.method, p.call.args.map(plain), p.call.assertResult ?? false];
}

describe('model/write/operations', () => {
  it('register: the owner signs and pays; asserted; the price read by length on the C# contract; the lists to reload', () => {
    const csharp = plan({ kind: 'register', name: 'alice.neo', owner: OWNER }, API.csharp);
    assert.deepEqual(callOf(csharp), ['register', ['alice.neo', OWNER.scriptHash], true]);
    assert.equal(csharp.call.contractHash, API.csharp.hash);
    assert.deepEqual(csharp.signers, [{ role: 'owner', account: OWNER.scriptHash }]);
    assert.deepEqual(csharp.price, { query: { method: 'getPrice', byLength: true }, name: 'alice.neo', years: 1 });
    assert.deepEqual(csharp.reload, { names: ['alice.neo'], owners: [OWNER.address], allDomains: true, roots: false });
    assert.deepEqual(csharp.parameters, ['name', 'owner']);
    assert.deepEqual(plan({ kind: 'register', name: 'alice.neo', owner: OWNER }, API.neoGo).price?.query, { method: 'getPrice', byLength: false });
  });

  it('register on NeoFS\'s NNS: the e-mail and SOA times, defaults from neofs-contract', () => {
    assert.match(problem({ kind: 'register', name: 'alice.neo', owner: OWNER }, API.neoFs), /e-mail address/);
    assert.deepEqual(callOf(plan({ kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email: 'ops@alice.neo' } }, API.neoFs)),
      ['register', ['alice.neo', OWNER.scriptHash, 'ops@alice.neo', 3600n, 600n, 315360000n, 3600n], true]);
  });

  it('register refuses names the contract refuses, before any request', () => {
    assert.match(problem({ kind: 'register', name: 'Alice.neo', owner: OWNER }, API.csharp), /lowercase/);
    assert.match(problem({ kind: 'register', name: 'a.b.neo', owner: OWNER }, API.csharp), /subdomain/);
    assert.match(problem({ kind: 'register', name: 'alice', owner: OWNER }, API.csharp), /top-level domain/);
  });

  it('renew: renew(name) for a year, renew(name, years) where the contract has it; neo-go\'s port renews a year at a time', () => {
    assert.deepEqual(callOf(plan({ kind: 'renew', name: 'alice.neo' }, API.csharp)), ['renew', ['alice.neo'], false]);
    const three = plan({ kind: 'renew', name: 'alice.neo', years: 3 }, API.csharp);
    assert.deepEqual(callOf(three), ['renew', ['alice.neo', 3n], false]);
    assert.equal(three.price?.years, 3);
    assert.deepEqual(three.signers, [{ role: 'payer' }]);
    assert.deepEqual(three.reload, { names: ['alice.neo'], owners: [], allDomains: false, roots: false });
    assert.equal(problem({ kind: 'renew', name: 'alice.neo', years: 2 }, API.neoGo), 'This contract renews a name one year at a time (it has renew(name) only).');
    assert.equal(problem({ kind: 'renew', name: 'alice.neo', years: 11 }, API.csharp), 'A name is renewed for 1 to 10 years.');
    const neoFs = plan({ kind: 'renew', name: 'alice.neo', years: 1 }, API.neoFs);
    assert.deepEqual(callOf(neoFs), ['renew', ['alice.neo'], false]);
    assert.deepEqual(neoFs.signers, [{ role: 'ownerOrAdmin' }], 'NeoFS\'s renew checks the admin\'s witness');
    assert.deepEqual(plan({ kind: 'renew', name: 'alice.neo' }, API.neoGo).signers, [{ role: 'payer' }]);
  });

  it('setRecord: (name, type, data); by id or added on NeoFS\'s; the value checked as the family checks it; subdomains', () => {
    assert.deepEqual(callOf(plan({ kind: 'setRecord', name: 'alice.neo', type: 'A', value: '93.184.216.34' }, API.csharp)), ['setRecord', ['alice.neo', 1n, '93.184.216.34'], false]);
    const sub = plan({ kind: 'setRecord', name: 'www.alice.neo', type: 'CNAME', value: 'alice.neo' }, API.neoGo);
    assert.deepEqual(callOf(sub), ['setRecord', ['www.alice.neo', 5n, 'alice.neo'], false]);
    assert.deepEqual(sub.signers, [{ role: 'ownerOrAdmin' }]);
    assert.deepEqual(sub.reload.names, ['alice.neo']);
    assert.deepEqual(callOf(plan({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi' }, API.neoFs)), ['addRecord', ['alice.neo', 16n, 'hi'], false]);
    assert.deepEqual(callOf(plan({ kind: 'setRecord', name: 'alice.neo', type: 'TXT', value: 'hi', id: 0 }, API.neoFs)), ['setRecord', ['alice.neo', 16n, 0n, 'hi'], false]);
    assert.match(problem({ kind: 'setRecord', name: 'alice.neo', type: 'A', value: '100.64.0.1' }, API.csharp), /reserved range/);
    assert.deepEqual(callOf(plan({ kind: 'setRecord', name: 'alice.neo', type: 'A', value: '100.64.0.1' }, API.neoGo)), ['setRecord', ['alice.neo', 1n, '100.64.0.1'], false]);
    assert.match(problem({ kind: 'setRecord', name: 'alice.neo', type: 'AAAA', value: '::1' }, API.neoGo), /global unicast/);
  });

  it('deleteRecord: deleteRecord(name, type), or NeoFS\'s deleteRecords', () => {
    assert.deepEqual(callOf(plan({ kind: 'deleteRecord', name: 'alice.neo', type: 'TXT' }, API.csharp)), ['deleteRecord', ['alice.neo', 16n], false]);
    assert.deepEqual(callOf(plan({ kind: 'deleteRecord', name: 'alice.neo', type: 'AAAA' }, API.neoFs)), ['deleteRecords', ['alice.neo', 28n], false]);
  });

  it('setAdmin: the owner signs, and the new admin too; null removes it', () => {
    const set = plan({ kind: 'setAdmin', name: 'alice.neo', admin: OTHER }, API.csharp);
    assert.deepEqual(callOf(set), ['setAdmin', ['alice.neo', OTHER.scriptHash], false]);
    assert.deepEqual(set.signers, [{ role: 'owner' }, { role: 'newAdmin', account: OTHER.scriptHash }]);
    const removed = plan({ kind: 'setAdmin', name: 'alice.neo', admin: null }, API.neoGo);
    assert.deepEqual(callOf(removed), ['setAdmin', ['alice.neo', null], false]);
    assert.deepEqual(removed.signers, [{ role: 'owner' }]);
  });

  it('transfer: NEP-11 transfer(to, name bytes, null), asserted; the receiver\'s list reloads', () => {
    const transfer = plan({ kind: 'transfer', name: 'alice.neo', to: OTHER }, API.neoGo);
    assert.deepEqual(callOf(transfer), ['transfer', [OTHER.scriptHash, 'alice.neo', null], true]);
    assert.equal(transfer.call.args[1]?.type, 'ByteArray');
    assert.deepEqual(transfer.reload, { names: ['alice.neo'], owners: [OTHER.address], allDomains: false, roots: false });
  });

  it('addRoot and setPrice: the committee; the root checked as CheckFragment; the prices as each contract takes them', () => {
    const root = plan({ kind: 'addRoot', root: 'test' }, API.neoGo);
    assert.deepEqual([callOf(root), root.signers, root.reload.roots], [['addRoot', ['test'], false], [{ role: 'committee' }], true]);
    assert.match(problem({ kind: 'addRoot', root: '1abc' }, API.csharp), /starting with a letter/);
    assert.deepEqual(callOf(plan({ kind: 'addRoot', root: 'test', soa: { email: 'ops@test' } }, API.neoFs)), ['registerTLD', ['test', 'ops@test', 3600n, 600n, 315360000n, 3600n], false]);
    assert.deepEqual(callOf(plan({ kind: 'setPrice', prices: [100_000_000n] }, API.neoGo)), ['setPrice', [100_000_000n], false]);
    const list = plan({ kind: 'setPrice', prices: [200_000_000n, -1n, -1n, 20_000_000_000n] }, API.csharp);
    assert.deepEqual(callOf(list), ['setPrice', [[200_000_000n, -1n, -1n, 20_000_000_000n]], false]);
    assert.equal(list.call.args[0]?.type, 'Array');
    assert.equal(problem({ kind: 'setPrice', prices: [1n, 2n] }, API.neoGo), 'This contract has one price for every name: give one.');
    assert.equal(problem({ kind: 'setPrice', prices: [-1n] }, API.csharp), 'The first price, that of names of every length not listed, cannot be -1 (closed).');
    assert.equal(problem({ kind: 'setPrice', prices: [1_000_000_000_001n] }, API.neoGo), 'The price is 0 to 10,000 GAS.');
    assert.equal(problem({ kind: 'setPrice', prices: [] }, API.csharp), 'Give at least one price: that of names of every length not listed.');
  });

  it('says what the contract lacks instead of calling it', () => {
    const api: ContractWriteApi = { ...API.neoGo, setAdmin: { unsupported: 'absent', methods: ['setAdmin'] } };
    assert.equal(problem({ kind: 'setAdmin', name: 'alice.neo', admin: null }, api), 'NameService has no setAdmin method: this operation cannot be done on it.');
  });

  it('words each operation in a line', () => {
    const titles = ([
      { kind: 'register', name: 'alice.neo', owner: OWNER },
      { kind: 'renew', name: 'alice.neo' },
      { kind: 'renew', name: 'alice.neo', years: 2 },
      { kind: 'setRecord', name: 'alice.neo', type: 'A', value: '1.1.1.1' },
      { kind: 'deleteRecord', name: 'alice.neo', type: 'TXT' },
      { kind: 'setAdmin', name: 'alice.neo', admin: OTHER },
      { kind: 'setAdmin', name: 'alice.neo', admin: null },
      { kind: 'transfer', name: 'alice.neo', to: { ...OTHER, viaName: 'bob.neo' } },
      { kind: 'addRoot', root: 'test' },
      { kind: 'setPrice', prices: [1n] },
    ] satisfies NameOperation[]).map((operation) => operationTitle(operation, l10n));
    assert.deepEqual(titles, [
      'Register alice.neo for NMBf…im1r', 'Renew alice.neo for a year', 'Renew alice.neo for 2 years', 'Set the A record of alice.neo',
      'Delete the TXT record of alice.neo', 'Make NZs2…j7UW the admin of alice.neo', 'Remove the admin of alice.neo',
      'Transfer alice.neo to bob.neo (NZs2…j7UW)', 'Add the top-level domain .test', 'Set the registration price',
    ]);
  });
});
