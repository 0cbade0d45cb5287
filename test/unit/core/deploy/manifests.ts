// Manifests for the deploy tests, written here from the two NNS families' ABIs (protocol notes §12):
// neo-go's port (setPrice(int), getPrice()) and the C# NameService (setPrice(long[]), getPrice(length)).
type Param = [name: string, type: string];

function method(name: string, params: Param[], returntype: string, offset: number, safe = false) {
  return { name, parameters: params.map(([n, type]) => ({ name: n, type })), returntype, offset, safe };
}

/** The methods both families share: NEP-11, the lists, the records, the write path. */
function shared(): ReturnType<typeof method>[] {
  return [
    method('symbol', [], 'String', 0, true),
    method('decimals', [], 'Integer', 2, true),
    method('totalSupply', [], 'Integer', 4, true),
    method('ownerOf', [['tokenId', 'ByteArray']], 'Hash160', 6, true),
    method('properties', [['tokenId', 'ByteArray']], 'Map', 8, true),
    method('balanceOf', [['owner', 'Hash160']], 'Integer', 10, true),
    method('tokens', [], 'InteropInterface', 12, true),
    method('tokensOf', [['owner', 'Hash160']], 'InteropInterface', 14, true),
    method('transfer', [['to', 'Hash160'], ['tokenId', 'ByteArray'], ['data', 'Any']], 'Boolean', 16),
    method('addRoot', [['root', 'String']], 'Void', 18),
    method('roots', [], 'InteropInterface', 20, true),
    method('isAvailable', [['name', 'String']], 'Boolean', 22, true),
    method('register', [['name', 'String'], ['owner', 'Hash160']], 'Boolean', 24),
    method('renew', [['name', 'String']], 'Integer', 26),
    method('setAdmin', [['name', 'String'], ['admin', 'Hash160']], 'Void', 28),
    method('setRecord', [['name', 'String'], ['type', 'Integer'], ['data', 'String']], 'Void', 30),
    method('getRecord', [['name', 'String'], ['type', 'Integer']], 'String', 32, true),
    method('getAllRecords', [['name', 'String']], 'InteropInterface', 34, true),
    method('deleteRecord', [['name', 'String'], ['type', 'Integer']], 'Void', 36),
    method('resolve', [['name', 'String'], ['type', 'Integer']], 'String', 38, true),
  ];
}

export type Family = 'neo-go' | 'csharp';

/** An NNS contract's manifest of `family` (the script these offsets point into is at least 42 bytes). */
export function nnsManifest(family: Family, name = 'NameService') {
  const prices = family === 'neo-go'
    ? [method('setPrice', [['price', 'Integer']], 'Void', 40), method('getPrice', [], 'Integer', 41, true)]
    : [method('setPrice', [['priceList', 'Array']], 'Void', 40), method('getPrice', [['length', 'Integer']], 'Integer', 41, true)];
  return {
    name,
    groups: [],
    features: {},
    supportedstandards: ['NEP-11'],
    abi: {
      methods: [...shared(), ...prices],
      events: [{ name: 'Transfer', parameters: [{ name: 'from', type: 'Hash160' }, { name: 'to', type: 'Hash160' }, { name: 'amount', type: 'Integer' }, { name: 'tokenId', type: 'ByteArray' }] }],
    },
    permissions: [{ contract: '*', methods: ['onNEP11Payment'] }],
    trusts: [],
    extra: family === 'csharp' ? { Author: 'test' } : null,
  };
}

/** A script as long as the manifests' offsets need. */
export const NNS_TEST_SCRIPT = new Uint8Array(64).fill(0x40);
