// The chain an operation starts on: its limits checked, a transaction's life bounded, and what a later
// answer of the same operation may say of the network and the height.
import assert from 'node:assert/strict';
import { isTransactionError } from '../../../../src/core/errors/transactionError';
import {
  checkHeight, checkSameNetwork, MAX_VALIDITY_BLOCKS, networkInfoOf, operationChainOf, validityBlocks, type NetworkInfo,
} from '../../../../src/core/transactions/operationChain';

const network = (over: Partial<NetworkInfo> = {}): NetworkInfo => ({ magic: 56753, maxValidUntilBlockIncrement: 5760, addressVersion: 53, msPerBlock: 15_000, ...over });
const refused = (code: 'IMPLAUSIBLE_CHAIN' | 'NETWORK_CHANGED', words: RegExp) => (error: unknown) => {
  assert.ok(isTransactionError(error, code), String(error));
  assert.match(error.message, words);
  return true;
};

describe('core/transactions/operationChain', () => {
  it('reads getversion: the magic, the limits, the address version (53 where not told), the block time where told', () => {
    assert.deepEqual(networkInfoOf({ protocol: { network: 7, maxvaliduntilblockincrement: 100, addressversion: 23, msperblock: 200 } }),
      { magic: 7, maxValidUntilBlockIncrement: 100, addressVersion: 23, msPerBlock: 200 });
    assert.deepEqual(networkInfoOf({ protocol: { network: 7, maxvaliduntilblockincrement: 100 } }), { magic: 7, maxValidUntilBlockIncrement: 100, addressVersion: 53 });
  });

  it('starts an operation on a plausible chain, and refuses limits and heights no chain has', () => {
    assert.deepEqual(operationChainOf(network(), 10, 1234), { network: network(), blockCount: 10, readAt: 1234 });
    for (const increment of [1, 0, -5, 2 ** 32, 1.5]) {
      assert.throws(() => operationChainOf(network({ maxValidUntilBlockIncrement: increment }), 10), refused('IMPLAUSIBLE_CHAIN', /which no Neo network allows\. Nothing was signed\.$/));
    }
    assert.equal(operationChainOf(network({ maxValidUntilBlockIncrement: 2 }), 10).network.maxValidUntilBlockIncrement, 2);
    assert.equal(operationChainOf(network({ maxValidUntilBlockIncrement: 2 ** 32 - 1 }), 10).blockCount, 10);
    for (const count of [0, -1, 2 ** 32 - MAX_VALIDITY_BLOCKS, 10.5, Number.NaN]) {
      assert.throws(() => operationChainOf(network(), count), refused('IMPLAUSIBLE_CHAIN', /which no Neo chain can have/), String(count));
    }
    assert.equal(operationChainOf(network(), 1).blockCount, 1);
    assert.equal(operationChainOf(network(), 2 ** 32 - 1 - MAX_VALIDITY_BLOCKS).blockCount, 2 ** 32 - 1 - MAX_VALIDITY_BLOCKS);
  });

  it('refuses MainNet or TestNet making blocks faster than a second: an hour of them would be days', () => {
    assert.throws(() => operationChainOf(network({ magic: 860833102, msPerBlock: 999 }), 10), refused('IMPLAUSIBLE_CHAIN', /MainNet makes a block every 999 ms/));
    assert.throws(() => operationChainOf(network({ magic: 894710606, msPerBlock: 1 }), 10), refused('IMPLAUSIBLE_CHAIN', /TestNet makes a block every 1 ms/));
    assert.equal(operationChainOf(network({ magic: 860833102, msPerBlock: 1000 }), 10).blockCount, 10);
    assert.equal(operationChainOf(network({ magic: 860833102, msPerBlock: undefined }), 10).blockCount, 10);
    // A private chain may be fast.
    assert.equal(operationChainOf(network({ msPerBlock: 1 }), 10).blockCount, 10);
  });

  it('keeps a transaction\'s life to the least of the node\'s limit, about an hour of its blocks, and 86,400 blocks', () => {
    assert.equal(validityBlocks(network()), 240);
    assert.equal(validityBlocks(network({ msPerBlock: 14_999 })), 241, 'an hour rounded up to whole blocks');
    assert.equal(validityBlocks(network({ msPerBlock: undefined })), 240, 'the protocol\'s 15 s where the node does not say');
    assert.equal(validityBlocks(network({ msPerBlock: 0 })), 240);
    assert.equal(validityBlocks(network({ msPerBlock: 100, maxValidUntilBlockIncrement: 1_000_000 })), 36_000);
    assert.equal(validityBlocks(network({ msPerBlock: 1, maxValidUntilBlockIncrement: 1_000_000 })), MAX_VALIDITY_BLOCKS);
    assert.equal(validityBlocks(network({ maxValidUntilBlockIncrement: 100 })), 100);
    assert.equal(validityBlocks(network({ msPerBlock: 7_200_000 })), 1, 'one block at least');
    assert.equal(validityBlocks(network({ msPerBlock: -1000 })), 240, 'a block time below zero is none: the protocol\'s 15 s');
  });

  it('refuses a later answer of another network: another magic, or another address version', () => {
    const chain = operationChainOf(network(), 10);
    checkSameNetwork(chain, network({ maxValidUntilBlockIncrement: 1, msPerBlock: 1 }));
    assert.throws(() => checkSameNetwork(chain, network({ magic: 860833102 })), (error: unknown) => {
      assert.ok(isTransactionError(error, 'NETWORK_CHANGED'));
      assert.deepEqual([error.networkMagic, error.answeredMagic], [56753, 860833102]);
      assert.equal(error.message, 'The node changed its network during the operation: it first said magic 56753, now 860833102. Nothing was signed.');
      return true;
    });
    assert.throws(() => checkSameNetwork(chain, network({ addressVersion: 23 })),
      refused('NETWORK_CHANGED', /^The node changed its network during the operation: magic 56753 still, but address version 23, not 53\. Nothing was signed\.$/));
  });

  it('lets the height grow only as fast as the chain\'s block time allows since the start, never back', () => {
    const chain = operationChainOf(network({ msPerBlock: 1000 }), 500, 0);
    checkHeight(chain, 500, 0);
    assert.throws(() => checkHeight(chain, 499, 0), refused('IMPLAUSIBLE_CHAIN', /went back from block 499 to 498/));
    // A slack of blocks at once; then twice the blocks the time since the start allows.
    checkHeight(chain, 1500, 0);
    assert.throws(() => checkHeight(chain, 1501, 0), refused('IMPLAUSIBLE_CHAIN', /jumped from block 499 to 1500 during the operation, faster than its block time allows/));
    checkHeight(chain, 1520, 10_000);
    assert.throws(() => checkHeight(chain, 1521, 10_000), refused('IMPLAUSIBLE_CHAIN', /jumped/));
    checkHeight(chain, 1500, -5_000);
    assert.throws(() => checkHeight(chain, 0, 0), refused('IMPLAUSIBLE_CHAIN', /which no Neo chain can have/));
    // Where the node does not tell its block time, the protocol's 15 s.
    const slow = operationChainOf(network({ msPerBlock: undefined }), 500, 0);
    checkHeight(slow, 1502, 15_000);
    assert.throws(() => checkHeight(slow, 1503, 15_000), refused('IMPLAUSIBLE_CHAIN', /jumped/));
    // Nor where it tells one that is none (0, or below).
    for (const msPerBlock of [0, -1000]) {
      const none = operationChainOf(network({ msPerBlock }), 500, 0);
      checkHeight(none, 1502, 15_000);
      assert.throws(() => checkHeight(none, 1503, 15_000), refused('IMPLAUSIBLE_CHAIN', /jumped/), String(msPerBlock));
    }
  });
});
