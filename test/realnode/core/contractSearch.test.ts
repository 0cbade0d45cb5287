// The search for the NNS contract on a real neo-go node: its private chain is no public network
// (getversion's magic), the contract's hash is the deployer's own (not MainNet's), and getcontractstate
// of the ids past the last contract answers neo-go's "Unknown contract" (−102).
import assert from 'node:assert/strict';
import { findNameService, NNS_MAINNET_HASH } from '../../../src/core';
import { realNode } from '../support/realNode';

const real = realNode();

describe(`real node (${real.configuration.name}): the NNS contract found on the node`, function () {
  this.timeout(60_000);

  it('finds the deployed NNS contract by its manifest, among the contracts from id 1 up', async () => {
    assert.notEqual(real.seed.contractHash.toLowerCase(), NNS_MAINNET_HASH, 'a local chain has a hash of its own');
    const search = await findNameService(real.rpcUrl);
    assert.equal(search.kind, 'found', JSON.stringify(search));
    assert.deepEqual(search.kind === 'found' ? search.found.map((contract) => contract.hash) : [], [real.seed.contractHash.toLowerCase()]);
    assert.ok(search.kind === 'found' && search.contracts >= 1);
  });
});
