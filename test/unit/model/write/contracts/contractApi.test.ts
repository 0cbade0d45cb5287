import assert from 'node:assert/strict';
import type { ContractAbi } from '../../../../../src/core/contracts/contractWriteInfo';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { contractWriteApi, familyText, isUnsupported, unsupportedText } from '../../../../../src/model/write/contracts/contractApi';
import { API, fixtureAbi } from '../fixtures';

const method = (name: string, types: string[], returnType = 'Void') => ({ name, parameters: types.map((type, i) => ({ name: `p${i}`, type })), returnType, safe: false });

describe('model/write/contracts/contractApi', () => {
  it('reads the C# NameService: price by length, renew by years, asserts register and transfer', () => {
    const api = API.csharp;
    assert.equal(api.family, 'nameService');
    assert.equal(api.isNameService, true);
    assert.deepEqual(api.register, { method: 'register', parameters: ['name', 'owner'], assertResult: true, soa: false });
    assert.deepEqual(api.renew, {
      plain: { method: 'renew', parameters: ['name'], assertResult: false },
      years: { method: 'renew', parameters: ['name', 'years'], assertResult: false },
    });
    assert.deepEqual(api.setRecord, { byId: false, set: { method: 'setRecord', parameters: ['name', 'type', 'data'], assertResult: false } });
    assert.deepEqual(api.deleteRecord, { method: 'deleteRecord', parameters: ['name', 'type'], assertResult: false, allOfType: false });
    assert.deepEqual(api.transfer, { method: 'transfer', parameters: ['to', 'tokenId', 'data'], assertResult: true });
    assert.deepEqual(api.setPrice, { method: 'setPrice', parameters: ['priceList'], assertResult: false, byLength: true });
    assert.deepEqual(api.getPrice, { method: 'getPrice', byLength: true });
    assert.deepEqual(api.addRoot, { method: 'addRoot', parameters: ['root'], assertResult: false, soa: false });
  });

  it('reads neo-go\'s port: one price, renew(name) only', () => {
    const api = API.neoGo;
    assert.equal(api.family, 'neoGoExample');
    assert.deepEqual(api.renew, { plain: { method: 'renew', parameters: ['name'], assertResult: false } });
    assert.deepEqual(api.setPrice, { method: 'setPrice', parameters: ['price'], assertResult: false, byLength: false });
    assert.deepEqual(api.getPrice, { method: 'getPrice', byLength: false });
    assert.equal(!isUnsupported(api.register) && api.register.assertResult, true, 'register returns a Boolean: asserted');
  });

  it('reads NeoFS\'s NNS: register with SOA, records by id, deleteRecords, registerTLD', () => {
    const api = API.neoFs;
    assert.equal(api.family, 'neoFs');
    assert.equal(!isUnsupported(api.register) && api.register.soa, true);
    assert.deepEqual(api.setRecord, {
      byId: true,
      set: { method: 'setRecord', parameters: ['name', 'typ', 'id', 'data'], assertResult: false },
      add: { method: 'addRecord', parameters: ['name', 'typ', 'data'], assertResult: false },
    });
    assert.deepEqual(api.deleteRecord, { method: 'deleteRecords', parameters: ['name', 'typ'], assertResult: false, allOfType: true });
    assert.deepEqual(api.addRoot, { method: 'registerTLD', parameters: ['name', 'email', 'refresh', 'retry', 'expire', 'ttl'], assertResult: false, soa: true });
  });

  it('says plainly what a contract lacks, and what it declares in a shape it cannot call', () => {
    const abi: ContractAbi = { ...fixtureAbi('nft-nd-nns-neo-go'), name: 'My\u202eNNS\n' };
    const api = contractWriteApi({ ...abi, methods: [...abi.methods.filter((m) => !['renew', 'setAdmin'].includes(m.name)), method('setAdmin', ['String'])] });
    assert.ok(isUnsupported(api.renew));
    assert.equal(unsupportedText(api.renew, api, l10n), 'My\\u{202e}NNS has no renew method: this operation cannot be done on it.');
    assert.ok(isUnsupported(api.setAdmin));
    assert.equal(unsupportedText(api.setAdmin, api, l10n), 'My\\u{202e}NNS declares setAdmin(String), which NNS Explorer does not know how to call.');
    const bare = contractWriteApi({ ...abi, name: '', methods: [] });
    assert.equal(bare.family, 'other');
    assert.ok(isUnsupported(bare.deleteRecord));
    assert.equal(unsupportedText(bare.deleteRecord, bare, l10n), `${abi.hash} has none of the methods deleteRecord, deleteRecords: this operation cannot be done on it.`);
  });

  it('names every method a contract lacks, operation by operation, and reads none of the price methods as a family', () => {
    const bare = contractWriteApi({ ...fixtureAbi('nft-nd-nns-neo-go'), methods: [] });
    const absent = (...methods: string[]) => ({ unsupported: 'absent', methods });
    assert.deepEqual(
      [bare.register, bare.renew, bare.setRecord, bare.deleteRecord, bare.setAdmin, bare.transfer, bare.addRoot, bare.setPrice, bare.getPrice, bare.isAvailable],
      [absent('register'), absent('renew'), absent('setRecord', 'addRecord'), absent('deleteRecord', 'deleteRecords'), absent('setAdmin'), absent('transfer'),
        absent('addRoot', 'registerTLD'), absent('setPrice'), absent('getPrice'), absent('isAvailable')],
    );
  });

  it('asks isAvailable(name) of every family, asserting its Boolean', () => {
    for (const api of [API.csharp, API.neoGo, API.neoFs]) {
      assert.deepEqual(api.isAvailable, { method: 'isAvailable', parameters: ['name'], assertResult: true }, api.name);
    }
  });

  it('transfers a token whose id the ABI declares as a String or as a ByteArray', () => {
    for (const type of ['String', 'ByteArray']) {
      const api = contractWriteApi({ ...fixtureAbi('nft-nd-nns-neo-go'), methods: [method('transfer', ['Hash160', type, 'Any'], 'Boolean')] });
      assert.deepEqual(api.transfer, { method: 'transfer', parameters: ['p0', 'p1', 'p2'], assertResult: true }, type);
    }
  });

  it('adds records by id on a contract that has addRecord without setRecord', () => {
    const api = contractWriteApi({ ...fixtureAbi('nft-nd-nns-neo-go'), methods: [method('addRecord', ['String', 'Integer', 'String'])] });
    assert.deepEqual(api.setRecord, { byId: true, add: { method: 'addRecord', parameters: ['p0', 'p1', 'p2'], assertResult: false } });
  });

  it('tells the family by either price method alone', () => {
    const family = (...methods: ReturnType<typeof method>[]) => contractWriteApi({ ...fixtureAbi('nft-nd-nns-neo-go'), methods }).family;
    assert.equal(family(method('getPrice', ['Integer'], 'Integer')), 'nameService');
    assert.equal(family(method('setPrice', ['Array'])), 'nameService');
    assert.equal(family(method('getPrice', [], 'Integer')), 'neoGoExample');
    assert.equal(family(method('setPrice', ['Integer'])), 'neoGoExample');
  });

  it('lists every declared overload it cannot call, each with its parameter types', () => {
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    const api = contractWriteApi({ ...abi, name: 'X', methods: [method('renew', ['Integer', 'Hash160']), method('renew', ['Array'])] });
    assert.deepEqual(api.renew, { unsupported: 'shape', method: 'renew', signatures: ['renew(Integer, Hash160)', 'renew(Array)'] });
    assert.ok(isUnsupported(api.renew));
    assert.equal(unsupportedText(api.renew, api, l10n), 'X declares renew(Integer, Hash160), renew(Array), which NNS Explorer does not know how to call.');
  });

  it('asserts a method only where its ABI returns a Boolean', () => {
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    const api = contractWriteApi({ ...abi, methods: abi.methods.map((m) => (m.name === 'register' ? { ...m, returnType: 'Void' } : m)) });
    assert.equal(!isUnsupported(api.register) && api.register.assertResult, false);
  });

  it('names each family in words', () => {
    assert.deepEqual(['nameService', 'neoGoExample', 'neoFs', 'other'].map((f) => familyText(f as never, l10n)), [
      'the Neo Project\'s NameService (C#)', 'neo-go\'s NNS example (nft-nd-nns)', 'NeoFS\'s NNS', 'an NNS contract of unknown origin',
    ]);
  });
});
