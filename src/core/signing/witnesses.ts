import { concatBytes } from '../encoding/binary';
import { TransactionError } from '../errors/transactionError';
import { equalBytes, type VerificationAccount } from './accounts';
import type { PrivateKey } from './keys';

/** A signer's witness: what proves the signature, and the script it is checked against. */
export interface Witness {
  /** Pushes the signatures (PUSHDATA1 64 <signature>, once per signature). */
  readonly invocation: Uint8Array;
  /** The account's verification script: its script hash is the signer's account. */
  readonly verification: Uint8Array;
}

const PUSHDATA1 = 0x0c;
const SIGNATURE_BYTES = 64;

/** PUSHDATA1 64 <signature> for each signature, in the order given. */
export function invocationScript(signatures: readonly Uint8Array[]): Uint8Array {
  return concatBytes(...signatures.map((signature) => {
    if (signature.length !== SIGNATURE_BYTES) throw new RangeError(`a signature has ${SIGNATURE_BYTES} bytes, not ${signature.length}`);
    return concatBytes(Uint8Array.of(PUSHDATA1, SIGNATURE_BYTES), signature);
  }));
}

/**
 * The witness of `account` over `data` (the network magic and the transaction's hash): the keys of
 * `keys` that belong to the account sign, as many as its threshold, in the order of its script
 * (CheckMultisig walks keys and signatures in the same order). MISSING_KEYS when too few are given.
 */
export function buildWitness(account: VerificationAccount, keys: readonly PrivateKey[], data: Uint8Array): Witness {
  const signing = account.publicKeys
    .map((publicKey) => keys.find((key) => equalBytes(key.publicKey, publicKey)))
    .filter((key): key is PrivateKey => key !== undefined);
  if (signing.length < account.threshold) {
    throw new TransactionError('MISSING_KEYS',
      `The account ${account.address} needs ${account.threshold} signature${account.threshold === 1 ? '' : 's'}; ` +
      `${signing.length === 0 ? 'no key of it was' : `only ${signing.length} key${signing.length === 1 ? ' of it was' : 's of it were'}`} given.`,
      { account: account.address, needed: account.threshold, available: signing.length });
  }
  const signatures = signing.slice(0, account.threshold).map((key) => key.sign(data));
  return { invocation: invocationScript(signatures), verification: account.verificationScript };
}

/** The witness `calculatenetworkfee` takes: the verification script and an empty invocation. */
export function unsignedWitness(account: VerificationAccount): Witness {
  return { invocation: new Uint8Array(0), verification: account.verificationScript };
}
