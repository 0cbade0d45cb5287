// The network fee computed where a node does not serve calculatenetworkfee: the witnesses' execution
// price (neo-go pkg/core/fee, neo Helper.CalculateNetworkFee) and the signed size at full size.
import assert from 'node:assert/strict';
import { sc } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { buildWitness } from '../../../../src/core/signing/witnesses';
import { computeNetworkFee, signedSize, verificationUnits, witnessSize } from '../../../../src/core/transactions/fees';
import { serializeSigned, signData, type UnsignedTransaction } from '../../../../src/core/transactions/transaction';

const keys = ['01', '02', '03', '04'].map((last) => PrivateKey.fromHex(last.padStart(64, '0')));
const single = accountFromPrivateKey(keys[0]!);
const twoOfThree = multisigAccount(2, keys.slice(0, 3).map((key) => key.publicKey));
const oneOfOne = multisigAccount(1, [keys[3]!.publicKey]);
/** Neo's defaults: 1000 datoshi a byte, an execution fee factor of 30. */
const POLICY = { feePerByte: 1000n, execFeeFactorPico: 300_000n };

function transaction(accounts: readonly { scriptHash: string }[]): UnsignedTransaction {
  return {
    nonce: 7, systemFee: 1_000_000n, networkFee: 0n, validUntilBlock: 1000, script: hex.decode('11c01f0c0673796d626f6c0c14de465f5d5057cf33284794c5cfc20c69371cac5041627d5b52'),
    signers: accounts.map((account) => ({ account: account.scriptHash, scopes: 'CalledByEntry' })),
  };
}

describe('core/transactions/fees', () => {
  it('prices a signature witness as neo does: 2 × PUSHDATA1 + CheckSig = 32,784 units (neon-core agrees)', () => {
    assert.equal(verificationUnits(single), 32_784n);
    const witness = buildWitness(single, keys, new Uint8Array(36));
    const neon = sc.calculateExecutionFee(hex.encode(witness.invocation) + hex.encode(witness.verification), 30);
    assert.equal(BigInt(neon.toString()), 32_784n * 30n);
  });

  it('prices an m-of-n multisig witness by its n keys: 8(m + n) + 2 + 32,768 n units (neo-go fee.Calculate)', () => {
    assert.equal(verificationUnits(twoOfThree), 8n * 5n + 2n + 32_768n * 3n);
    assert.equal(verificationUnits(oneOfOne), 8n * 2n + 2n + 32_768n);
  });

  it('sizes the witnesses as the signed transaction holds them', () => {
    for (const accounts of [[single], [twoOfThree], [single, twoOfThree, oneOfOne]]) {
      const tx = transaction(accounts);
      const data = signData(tx, 56753);
      const signed = serializeSigned(tx, accounts.map((account) => buildWitness(account, keys, data)));
      assert.equal(signedSize(tx, accounts), signed.length, accounts.map((a) => a.kind).join());
    }
    assert.equal(witnessSize(single), 1 + 66 + 1 + 40);
    assert.equal(witnessSize(twoOfThree), 1 + 132 + 1 + twoOfThree.verificationScript.length);
  });

  it('adds the size fee and each witness\'s execution fee, rounded up to a datoshi each', () => {
    const tx = transaction([single, twoOfThree]);
    const size = BigInt(signedSize(tx, [single, twoOfThree]));
    assert.equal(computeNetworkFee(tx, [single, twoOfThree], POLICY), size * 1000n + 32_784n * 30n + verificationUnits(twoOfThree) * 30n);
    // A factor that is not a whole datoshi (possible since Faun): 1.2345 datoshi a unit.
    const odd = { feePerByte: 0n, execFeeFactorPico: 12_345n };
    const each = (units: bigint) => (units * 12_345n + 9_999n) / 10_000n;
    assert.equal(computeNetworkFee(tx, [single, twoOfThree], odd), each(32_784n) + each(verificationUnits(twoOfThree)));
    assert.notEqual(each(32_784n) + each(verificationUnits(twoOfThree)), (32_784n + verificationUnits(twoOfThree)) * 12_345n / 10_000n);
  });
});
