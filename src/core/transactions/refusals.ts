import { excerptOf, type NnsError } from '../errors/nnsError';
import { TransactionError, type RefusalKind } from '../errors/transactionError';

/**
 * `sendrawtransaction`'s refusals (neo `RpcError.cs` since 3.7, neo-go `pkg/neorpc/errors.go`; the
 * same codes): each code's kind, and what it means in words.
 */
const BY_CODE: Readonly<Record<number, RefusalKind>> = {
  [-501]: 'alreadyExists',
  [-502]: 'mempoolFull',
  [-503]: 'alreadyInPool',
  [-504]: 'insufficientNetworkFee',
  [-505]: 'policy',
  [-506]: 'invalidScript',
  [-507]: 'invalidAttribute',
  [-508]: 'invalidSignature',
  [-509]: 'oversized',
  [-510]: 'expired',
  [-511]: 'insufficientFunds',
  [-512]: 'invalidVerificationFunction',
};

/**
 * Older nodes answer -500 for every refusal with the reason in words: C# before 3.7 the VerifyResult
 * (`AlreadyExists`, `Expired`, …), neo-go before 0.105 its error text. Read in this order.
 */
const BY_WORDS: ReadonlyArray<readonly [RegExp, RefusalKind]> = [
  [/already\s*in\s*(the\s*)?(mem(ory)?\s*)?pool/i, 'alreadyInPool'],
  [/already\s*exists/i, 'alreadyExists'],
  [/out\s*of\s*memory|mempool.*(full|capacity)|capacity reached/i, 'mempoolFull'],
  [/insufficient\s*network\s*fee|small\s*network\s*fee|network\s*fee\s*(is\s*)?(too\s*)?(small|low)/i, 'insufficientNetworkFee'],
  [/insufficient\s*funds|insufficient\s*balance|conflict/i, 'insufficientFunds'],
  [/expired|not\s*yet\s*valid/i, 'expired'],
  [/policy/i, 'policy'],
  [/invalid\s*script/i, 'invalidScript'],
  [/invalid\s*attribute/i, 'invalidAttribute'],
  [/invalid\s*signature|signature.*(invalid|failed)|witness/i, 'invalidSignature'],
  [/too\s*big|oversize|invalid\s*(inventory\s*)?size/i, 'oversized'],
];

const SAID: Record<RefusalKind, string> = {
  alreadyExists: 'it is already on the chain',
  mempoolFull: 'its memory pool is full',
  alreadyInPool: 'it is already in its memory pool, waiting for a block',
  insufficientNetworkFee: 'the network fee is below what its policy asks',
  policy: 'its policy refuses it (a signer may be blocked)',
  invalidScript: 'the script is invalid',
  invalidAttribute: 'an attribute is invalid',
  invalidSignature: 'a signature does not verify',
  oversized: 'the transaction is too large',
  expired: 'its valid-until block has passed',
  insufficientFunds: 'the sender\'s GAS does not cover the fees of this and its other pending transactions',
  invalidVerificationFunction: 'a signer\'s verification contract is invalid',
  verificationFailed: 'it did not pass verification',
};

/** Whether a `sendrawtransaction` RPC error is a refusal of the transaction (-500 … -512), not of the call. */
export function isRefusal(error: NnsError): boolean {
  return error.code === 'RPC' && error.rpcCode !== undefined && error.rpcCode <= -500 && error.rpcCode >= -599;
}

/** The refusal a `sendrawtransaction` RPC error stands for: REFUSED with its kind, code and reason. */
export function refusalOf(error: NnsError, transactionHash: string): TransactionError {
  const code = error.rpcCode ?? 0;
  const reason = excerptOf(typeof error.rpcData === 'string' && error.rpcData !== '' ? error.rpcData : error.rpcMessage ?? '', 200);
  const kind = BY_CODE[code] ?? BY_WORDS.find(([words]) => words.test(`${error.rpcMessage ?? ''} ${reason}`))?.[1] ?? 'verificationFailed';
  return new TransactionError('REFUSED', `The node refused the transaction: ${SAID[kind]} (code ${code}${reason ? `: ${reason}` : ''}).`, {
    refusal: kind, rpcCode: error.rpcCode, rpcMessage: error.rpcMessage, rpcData: error.rpcData, transactionHash, cause: error,
  });
}
