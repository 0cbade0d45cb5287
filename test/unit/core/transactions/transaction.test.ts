// Transactions: the unsigned bytes, the hash, the data a key signs and the signed bytes, pinned
// against neon-core's Transaction for the same fields: one signer, two signers, a multisig witness.
import assert from 'node:assert/strict';
import { tx, wallet } from '@cityofzion/neon-core';
import { hex } from '@scure/base';
import { accountFromPrivateKey, multisigAccount } from '../../../../src/core/signing/accounts';
import { PrivateKey } from '../../../../src/core/signing/keys';
import { buildWitness } from '../../../../src/core/signing/witnesses';
import { buildContractCallScript } from '../../../../src/core/transactions/contractCall';
import {
  displayTransactionHash, serializeSigned, serializeUnsigned, signData, transactionHash, type UnsignedTransaction,
} from '../../../../src/core/transactions/transaction';

const MAGIC = 56753;
const SECRETS = ['84180ac9d6eb6fba207ea4ef9d2200102d1ebeb4b9c07e2c6a738a42742e27a5', 'cbf4b9f70470856bb4f40f80b87edb90865997ffee6df315ab166d713af433a5', '09c2686880095b1a4c249ee3ac4eea8a014f11e6f986d0b5025ac1f39afbd9ae'];
const keys = SECRETS.map((secret) => PrivateKey.fromHex(secret));
const accounts = keys.map((key) => accountFromPrivateKey(key));
const script = buildContractCallScript({
  contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de', method: 'register',
  args: [{ type: 'String', value: 'hello.neo' }, { type: 'Hash160', value: accounts[0]!.scriptHash }],
});

function unsigned(signers: readonly string[], fields: Partial<UnsignedTransaction> = {}): UnsignedTransaction {
  return {
    nonce: 0x12345678, systemFee: 1_234_567n, networkFee: 987_654n, validUntilBlock: 5_000_123, script,
    signers: signers.map((account) => ({ account, scopes: 'CalledByEntry' })), ...fields,
  };
}

/** neon-core's transaction of the same fields. */
function neonOf(ours: UnsignedTransaction): tx.Transaction {
  return new tx.Transaction({
    version: 0, nonce: ours.nonce, systemFee: ours.systemFee.toString(), networkFee: ours.networkFee.toString(), validUntilBlock: ours.validUntilBlock,
    signers: ours.signers.map((signer) => ({ account: signer.account.slice(2), scopes: 'CalledByEntry' })), attributes: [], script: hex.encode(ours.script),
  });
}

describe('core/transactions/transaction', () => {
  const vectors: Array<[string, UnsignedTransaction]> = [
    ['one signer', unsigned([accounts[0]!.scriptHash])],
    ['two signers', unsigned([accounts[0]!.scriptHash, accounts[1]!.scriptHash])],
    ['fees of 0 and of 64 bits, nonce and validUntilBlock at their limits', unsigned([accounts[2]!.scriptHash], {
      systemFee: 0n, networkFee: 2n ** 63n - 1n, nonce: 0xffffffff, validUntilBlock: 0xffffffff,
    })],
  ];

  for (const [title, ours] of vectors) {
    it(`serializes, hashes and prepares for signing as neon-core does: ${title}`, () => {
      const neon = neonOf(ours);
      assert.equal(hex.encode(serializeUnsigned(ours)), neon.serialize(false));
      assert.equal(displayTransactionHash(transactionHash(ours)), `0x${neon.hash()}`);
      assert.equal(hex.encode(signData(ours, MAGIC)), neon.getMessageForSigning(MAGIC));
    });
  }

  it('pins the layout of one: version, nonce, fees, validUntilBlock, signer + CalledByEntry, no attributes, script', () => {
    const [, ours] = vectors[0]!;
    const account = hex.encode(Uint8Array.from(hex.decode(ours.signers[0]!.account.slice(2))).reverse());
    assert.equal(hex.encode(serializeUnsigned(ours)),
      `00 78563412 87d6120000000000 06120f0000000000 bb4b4c00 01 ${account} 01 00 ${(script.length).toString(16)} ${hex.encode(script)}`.replace(/ /g, ''));
    assert.equal(hex.encode(signData(ours, MAGIC)), `b1dd0000${hex.encode(transactionHash(ours))}`);
  });

  it('signs one signer into the bytes neon-core signs', () => {
    const [, ours] = vectors[0]!;
    const neon = neonOf(ours).sign(new wallet.Account(SECRETS[0]), MAGIC);
    const witness = buildWitness(accounts[0]!, [keys[0]!], signData(ours, MAGIC));
    assert.equal(hex.encode(serializeSigned(ours, [witness])), neon.serialize(true));
  });

  it('signs two signers, each its witness in the order of the signers, as neon-core does', () => {
    const [, ours] = vectors[1]!;
    const neon = neonOf(ours).sign(new wallet.Account(SECRETS[0]), MAGIC).sign(new wallet.Account(SECRETS[1]), MAGIC);
    const data = signData(ours, MAGIC);
    const witnesses = [buildWitness(accounts[0]!, keys, data), buildWitness(accounts[1]!, keys, data)];
    assert.equal(hex.encode(serializeSigned(ours, witnesses)), neon.serialize(true));
  });

  it('signs for a 2-of-3 multisig sender as neon-core\'s multisig witness (which orders the signatures itself)', () => {
    const multisig = multisigAccount(2, keys.map((key) => key.publicKey));
    const ours = unsigned([multisig.scriptHash]);
    const neon = neonOf(ours);
    const message = neon.getMessageForSigning(MAGIC);
    // Signed by the last two keys of the script, handed to neon in the other order.
    const byPublicKey = new Map(SECRETS.map((secret) => [new wallet.Account(secret).publicKey, secret]));
    const signing = multisig.publicKeys.slice(1).map((publicKey) => byPublicKey.get(hex.encode(publicKey))!);
    const verification = hex.encode(multisig.verificationScript);
    assert.equal(verification, wallet.constructMultiSigVerificationScript(2, multisig.publicKeys.map((key) => hex.encode(key))));
    neon.addWitness(tx.Witness.buildMultiSig(message, signing.map((secret) => wallet.sign(message, secret)).reverse(), verification));
    const witness = buildWitness(multisig, signing.map((secret) => PrivateKey.fromHex(secret)), signData(ours, MAGIC));
    assert.equal(hex.encode(serializeSigned(ours, [witness])), neon.serialize(true));
  });

  it('refuses what no node would take: no signer, a signer twice, a negative fee, an empty script, witnesses and signers apart', () => {
    const one = accounts[0]!.scriptHash;
    assert.throws(() => serializeUnsigned(unsigned([])), RangeError);
    assert.throws(() => serializeUnsigned(unsigned([one, one.toUpperCase().replace('0X', '0x')])), RangeError);
    assert.throws(() => serializeUnsigned(unsigned([one], { systemFee: -1n })), RangeError);
    assert.throws(() => serializeUnsigned(unsigned([one], { script: new Uint8Array(0) })), RangeError);
    assert.throws(() => serializeUnsigned(unsigned([one], { nonce: 2 ** 32 })), RangeError);
    assert.throws(() => serializeUnsigned(unsigned(Array.from({ length: 17 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`))), RangeError);
    assert.throws(() => serializeSigned(unsigned([one]), []), RangeError);
  });

  it('says what is wrong with what it is given, each in its words: a negative network fee too, an account that is no script hash', () => {
    const one = accounts[0]!.scriptHash;
    const refused = (make: () => unknown, message: string) => assert.throws(make, { name: 'RangeError', message });
    refused(() => serializeUnsigned(unsigned([])), 'a transaction needs a signer (the sender)');
    refused(() => serializeUnsigned(unsigned(Array.from({ length: 17 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`))), 'at most 16 signers');
    refused(() => serializeUnsigned(unsigned([one, one.toUpperCase().replace('0X', '0x')])), 'a signer appears twice');
    refused(() => serializeUnsigned(unsigned([one], { systemFee: -1n })), 'fees cannot be negative');
    refused(() => serializeUnsigned(unsigned([one], { networkFee: -1n })), 'fees cannot be negative');
    refused(() => serializeUnsigned(unsigned([one], { script: new Uint8Array(0) })), 'the script is empty');
    refused(() => serializeUnsigned(unsigned(['0x12'])), 'not a script hash: 0x12');
    refused(() => serializeSigned(unsigned([one, accounts[1]!.scriptHash]), []), '2 signers need as many witnesses, not 0');
  });
});
