import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { pricePromptText, setPriceSpec } from '../../../../../src/model/write/operations/setPrice';
import { API, callOf, COMMITTEE, operationDetail, planOf, problemOf } from '../fixtures';

const COMMITTEE_SIGNS = 'Signer, pays the fees: the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP (1 of 1 keys)';

describe('model/write/operations/setPrice', () => {
  it('the committee signs; the prices as each contract takes them', () => {
    const one = planOf(setPriceSpec, { kind: 'setPrice', prices: [100_000_000n] }, API.neoGo);
    assert.deepEqual([callOf(one), one.signers, one.reload], [['setPrice', [100_000_000n], false], [{ role: 'committee' }], { names: [], owners: [], allDomains: false, roots: false }]);
    const list = planOf(setPriceSpec, { kind: 'setPrice', prices: [200_000_000n, -1n, -1n, 20_000_000_000n] }, API.csharp);
    assert.deepEqual(callOf(list), ['setPrice', [[200_000_000n, -1n, -1n, 20_000_000_000n]], false]);
    assert.equal(list.call.args[0]?.type, 'Array');
    assert.deepEqual(callOf(planOf(setPriceSpec, { kind: 'setPrice', prices: [0n] }, API.neoGo)), ['setPrice', [0n], false]);
    assert.deepEqual(callOf(planOf(setPriceSpec, { kind: 'setPrice', prices: [1_000_000_000_000n] }, API.neoGo)), ['setPrice', [1_000_000_000_000n], false], 'the highest price');
    assert.deepEqual(callOf(planOf(setPriceSpec, { kind: 'setPrice', prices: [1n, 1_000_000_000_000n, -1n] }, API.csharp)), ['setPrice', [[1n, 1_000_000_000_000n, -1n]], false]);
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [1n, 2n] }, API.neoGo), 'This contract has one price for every name: give one.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [] }, API.neoGo), 'This contract has one price for every name: give one.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [-1n] }, API.neoGo), 'The price is 0 to 10,000 GAS.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [-1n] }, API.csharp), 'The first price, that of names of every length not listed, cannot be -1 (closed).');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [1_000_000_000_001n] }, API.neoGo), 'The price is 0 to 10,000 GAS.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [1n, 1_000_000_000_001n] }, API.csharp), 'Each price is -1 (closed) or 0 to 10,000 GAS.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [1n, -2n] }, API.csharp), 'Each price is -1 (closed) or 0 to 10,000 GAS.');
    assert.equal(problemOf(setPriceSpec, { kind: 'setPrice', prices: [] }, API.csharp), 'Give at least one price: that of names of every length not listed.');
    assert.match(problemOf(setPriceSpec, { kind: 'setPrice', prices: [1n] }, { ...API.neoGo, setPrice: { unsupported: 'absent', methods: ['setPrice'] } }), /has no setPrice method/);
  });

  it('words: its title, its lines (one price, or by length), its box', () => {
    assert.equal(setPriceSpec.title({ kind: 'setPrice', prices: [1n] }, l10n), 'Set the registration price');
    assert.deepEqual(operationDetail(setPriceSpec, { kind: 'setPrice', prices: [100_000_000n, -1n, 20_000_000_000n] }, [COMMITTEE]), [
      'Call: setPrice(priceList: [100000000, -1, 20000000000])', 'Price of names of other lengths: 1 GAS', 'Price of names of 1 characters: not open for registration',
      'Price of names of 2 characters: 200 GAS', COMMITTEE_SIGNS,
    ]);
    assert.equal(operationDetail(setPriceSpec, { kind: 'setPrice', prices: [100_000_000n, 0n] }, [COMMITTEE])[2], 'Price of names of 1 characters: 0 GAS', 'free, not closed');
    assert.deepEqual(operationDetail(setPriceSpec, { kind: 'setPrice', prices: [100_000_000n] }, [COMMITTEE], API.neoGo), [
      'Call: setPrice(price: 100000000)', 'Price: 1 GAS per name', COMMITTEE_SIGNS,
    ]);
    assert.equal(setPriceSpec.fix, undefined);
    assert.deepEqual(pricePromptText(l10n), {
      title: 'Set Price: the price of a name', prompt: 'In GAS, burnt at each registration; a low price suits a development chain', notGas: 'A GAS amount, such as 0.01',
    });
  });
});
