// Whether a transaction read back (decodeTransaction) is signed for a network: each witness's
// signatures checked over signData(tx, magic) with the keys of its verification script, as the
// node's CheckSig and CheckMultisig check them (protocol notes §11).
import assert from 'node:assert/strict';
import * as write from '../../../src/core/write';

/** Whether every witness of the transaction verifies over signData(tx, magic), as CheckSig/CheckMultisig would. */
export function signedFor(decoded: write.DecodedTransactionBytes, magic: number): boolean {
  const tx: write.UnsignedTransaction = {
    nonce: decoded.transaction.nonce, systemFee: decoded.transaction.systemFee, networkFee: decoded.transaction.networkFee,
    validUntilBlock: decoded.transaction.validUntilBlock, script: decoded.transaction.script,
    signers: decoded.transaction.signers.map((signer) => ({ account: signer.account, scopes: 'CalledByEntry' })),
  };
  assert.equal(write.displayTransactionHash(write.transactionHash(tx)), decoded.displayHash, 'the transaction as rebuilt is the one read');
  assert.equal(decoded.witnesses?.length, tx.signers.length, 'a witness for each signer');
  const data = write.signData(tx, magic);
  return (decoded.witnesses ?? []).every((witness, index) => {
    const account = write.accountFromVerificationScript(witness.verification);
    assert.equal(account.scriptHash, decoded.transaction.signers[index]?.account, 'each witness is its signer\'s');
    const signatures = write.disassemble(witness.invocation).filter((op) => op.name === 'PUSHDATA1' && op.operand.length === 64).map((op) => op.operand);
    if (signatures.length !== account.threshold) return false;
    // CheckMultisig: the signatures in the order of the keys.
    let key = 0;
    for (const signature of signatures) {
      while (key < account.publicKeys.length && !write.verifySignature(signature, data, account.publicKeys[key]!)) key++;
      if (key++ >= account.publicKeys.length) return false;
    }
    return true;
  });
}

