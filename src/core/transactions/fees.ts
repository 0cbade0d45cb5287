import type { VerificationAccount } from '../signing/accounts';
import { varBytesSize, varInt } from '../encoding/binary';
import { serializeUnsigned, type UnsignedTransaction } from './transaction';

/**
 * The network fee computed here, for nodes that do not serve `calculatenetworkfee` (neo
 * `Wallets/Helper.CalculateNetworkFee`, neo-go `pkg/core/fee`): the transaction's size with its
 * witnesses at full size × the Policy contract's fee per byte, plus the execution price of each
 * witness × the Policy contract's execution fee factor.
 */

/** The Policy contract's settings the fee needs (read in the same batch, `getFeePerByte`, …). */
export interface FeePolicy {
  /** Datoshi per byte of the transaction. */
  readonly feePerByte: bigint;
  /**
   * The execution fee factor in picoGAS units (datoshi × 10,000): `getExecPicoFeeFactor` since the
   * Faun hardfork, else `getExecFeeFactor` × 10,000.
   */
  readonly execFeeFactorPico: bigint;
}

/** Datoshi → the picoGAS units the VM counts in since Faun (neo-go vm.ExecFeeFactorMultiplier). */
export const EXEC_FEE_FACTOR_MULTIPLIER = 10_000n;

/**
 * Opcode and syscall prices in fee units (neo ApplicationEngine.OpCodePriceTable, neo-go
 * fee/opcode.go; CheckSig's price, CheckMultisig's per key): PUSHDATA1 2^3, PUSH1…PUSH16 and PUSHINT8/16
 * 2^0, SYSCALL 0, System.Crypto.CheckSig 2^15 (CheckMultisig: 2^15 per key, charged by the syscall).
 */
const PRICE = { PUSHDATA1: 1n << 3n, PUSH_INT: 1n, SYSCALL: 0n, CHECK_SIG: 1n << 15n } as const;
/** A signature pushed by an invocation script: PUSHDATA1 64 <64 bytes>. */
const PUSHED_SIGNATURE_BYTES = 66;

/** The fee units of verifying `account`'s witness: its invocation and verification scripts. */
export function verificationUnits(account: VerificationAccount): bigint {
  if (account.kind === 'signature') return PRICE.PUSHDATA1 * 2n + PRICE.SYSCALL + PRICE.CHECK_SIG;
  const m = BigInt(account.threshold);
  const n = BigInt(account.publicKeys.length);
  // The invocation pushes m signatures; the verification m, n keys, n, then the syscall.
  return PRICE.PUSHDATA1 * m + PRICE.PUSH_INT + PRICE.PUSHDATA1 * n + PRICE.PUSH_INT + PRICE.SYSCALL + PRICE.CHECK_SIG * n;
}

/** The bytes `account`'s witness takes in the signed transaction: invocation and verification, each with its length. */
export function witnessSize(account: VerificationAccount): number {
  return varBytesSize(PUSHED_SIGNATURE_BYTES * account.threshold) + varBytesSize(account.verificationScript.length);
}

/** The size of the signed transaction: its unsigned part, the witness count, the witnesses. */
export function signedSize(tx: UnsignedTransaction, accounts: readonly VerificationAccount[]): number {
  return serializeUnsigned(tx).length + varInt(accounts.length).length + accounts.reduce((sum, account) => sum + witnessSize(account), 0);
}

/**
 * The network fee of `tx` signed by `accounts` (in the order of its signers), in datoshi. Each
 * witness's execution price is rounded up to a datoshi on its own, as the nodes charge it.
 */
export function computeNetworkFee(tx: UnsignedTransaction, accounts: readonly VerificationAccount[], policy: FeePolicy): bigint {
  const sizeFee = BigInt(signedSize(tx, accounts)) * policy.feePerByte;
  const executionFee = accounts.reduce((sum, account) => sum + ceilDiv(verificationUnits(account) * policy.execFeeFactorPico, EXEC_FEE_FACTOR_MULTIPLIER), 0n);
  return sizeFee + executionFee;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
