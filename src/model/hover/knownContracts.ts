// Script hashes that name a contract, not an account: the native contracts (the same hash on every network) and
// the NNS contract in use; a hover says what such a hash is instead of counting its names. Other hashes are
// taken for accounts without asking the node.

export const NATIVE_CONTRACTS: Readonly<Record<string, string>> = {
  '0xfffdc93764dbaddd97c48f252a53ea4643faa3fd': 'ContractManagement',
  '0xacce6fd80d44e1796aa0c2c625e9e4e0ce39efc0': 'StdLib',
  '0x726cb6e0cd8628a1350a611384688911ab75f51b': 'CryptoLib',
  '0xda65b600f7124ce6c79950c1772a36403104f2be': 'LedgerContract',
  '0xef4073a0f2b305a38ec4050e4d3d28bc40ea63f5': 'NeoToken',
  '0xd2a4cff31913016155e38e474a2c06d08be276cf': 'GasToken',
  '0xcc5e4edd9f5f8dba8bb65734541df7a1c081c67b': 'PolicyContract',
  '0x49cf4e5378ffcd4dec034fd98a174c5491e395e2': 'RoleManagement',
  '0xfe924b7cfe89ddd271abaf7210a80a7e11178758': 'OracleContract',
  '0xc1e14f19c3e60d0b9244d06dd7ba9b113135ec3b': 'Notary',
};

export type KnownContract = { readonly kind: 'native'; readonly name: string } | { readonly kind: 'nns' };

/** What `scriptHash` (display form, lower case) is, when it is a known contract. */
export function knownContract(scriptHash: string, nnsContractHash: string | undefined): KnownContract | undefined {
  if (scriptHash === nnsContractHash) return { kind: 'nns' };
  const name = Object.prototype.hasOwnProperty.call(NATIVE_CONTRACTS, scriptHash) ? NATIVE_CONTRACTS[scriptHash] : undefined;
  return name ? { kind: 'native', name } : undefined;
}
