// The failures of the write path, in the style of NnsError: a code to act on, the data a message needs,
// and a plain message for library users; transport failures stay NnsErrors. No message or field ever
// holds a key, a WIF or a password.

export type TransactionErrorCode =
  /** NEP-2: the password does not decrypt the key (told by the address check). */
  | 'WRONG_PASSWORD'
  /** The text is not a NEP-2 encrypted key (6P…), or its scrypt parameters are unusable or beyond MAX_SCRYPT (`scryptLimit`). */
  | 'INVALID_NEP2'
  /** Not a secp256r1 private or public key, or a verification script that is neither a signature nor a multisig one. */
  | 'INVALID_KEY'
  /** The key was wiped after use and cannot sign again. */
  | 'KEY_WIPED'
  /** A signer's account lacks the keys to sign (a multisig needs its threshold). */
  | 'MISSING_KEYS'
  /** The test invocation (`invokescript`) did not HALT: the contract's reason; nothing was signed. */
  | 'FAULT'
  /** The sender's GAS does not cover the fees (and the GAS the script sends): how much is missing. */
  | 'INSUFFICIENT_GAS'
  /** The node or contract in the settings is not the one the transaction was prepared for: not sent. */
  | 'NODE_CHANGED'
  /** `sendrawtransaction` refused the transaction: the kind, the node's code and reason. */
  | 'REFUSED'
  /** A `.nef` or manifest file that is not one, or is damaged (what is wrong, and where). */
  | 'INVALID_CONTRACT_FILE'
  /** The account is not the chain's committee, whose signature the call needs (addRoot, setPrice). */
  | 'NOT_COMMITTEE'
  /** A contract of this NEF and sender is already deployed (its hash in `contractHash`). */
  | 'ALREADY_DEPLOYED'
  /** The contract lacks a method the operation needs, or takes it in a form not known here. */
  | 'NOT_SUPPORTED'
  /** A later answer of the same operation named another network than its start: nothing signed. */
  | 'NETWORK_CHANGED'
  /** A height or a limit no chain has, or a height that went back or ran ahead during the operation. */
  | 'IMPLAUSIBLE_CHAIN'
  /** The node asked a network fee above the one computed here for the same witnesses. */
  | 'FEE_MISMATCH'
  /** Bytes that are not a Neo N3 transaction as a node reads one: what is wrong, and at which byte (`offset`). */
  | 'INVALID_TRANSACTION'
  /** A contract parameters context file that is not one as neo-go and neo-cli write it: what is wrong, and where (`path`). */
  | 'INVALID_CONTEXT'
  /** The context's transaction is not the one expected (or no longer has its hash): which fields differ (`changes`). */
  | 'CONTEXT_CHANGED'
  /** The context is for another network than the node's (`networkMagic`: the context's, `answeredMagic`: the node's). */
  | 'CONTEXT_OTHER_NETWORK'
  /** The context's transaction can no longer enter a block (`validUntilBlock`, `blockCount`). */
  | 'CONTEXT_EXPIRED'
  /** Signatures are missing: for which signers, and which keys could still give them (`signers`). */
  | 'CONTEXT_INCOMPLETE'
  /** A signature in the context does not verify, or is for a key that is not the signer's (`account`, `publicKey`). */
  | 'CONTEXT_BAD_SIGNATURE';

/**
 * A field of a transaction that differs from the one expected (CONTEXT_CHANGED); `hash`: the data no
 * longer has the hash written beside it; `data`: bytes that differ in no field read (never seen).
 */
export type ContextChange =
  | 'hash' | 'network' | 'nonce' | 'systemFee' | 'networkFee' | 'validUntilBlock' | 'signers' | 'attributes' | 'script' | 'data';

/** Where one signer of a context stands (CONTEXT_INCOMPLETE, and signingStatus). */
export interface SignerStatus {
  /** The signer's script hash, display form. */
  readonly account: string;
  readonly address: string;
  /** `unknown`: the context holds no verification script for it yet (neo-go writes none before the first signature). */
  readonly kind: 'signature' | 'multisig' | 'unknown';
  /** Signatures the account needs (m of a multisig); undefined when its script is unknown. */
  readonly needed?: number;
  /** Its public keys (compressed, hex), in the order of its script; empty when unknown. */
  readonly publicKeys: readonly string[];
  /** The keys whose signature the context holds and which verifies. */
  readonly signedBy: readonly string[];
  /** The keys that could still sign (publicKeys less signedBy); empty when unknown. */
  readonly canStillSign: readonly string[];
  readonly complete: boolean;
}

/** The first limit of the scrypt limits a wallet's scrypt parameters exceed. */
export interface ScryptLimitProblem {
  readonly parameter: 'n' | 'r' | 'p' | 'memory';
  /** The parameter's value; for memory, in bytes (128·N·r). */
  readonly value: number;
  readonly limit: number;
}

/**
 * Why a node refused a transaction, by the codes both implementations share since neo 3.7 / neo-go
 * 0.105 (neo `RpcError.cs`, neo-go `pkg/neorpc/errors.go`: -500 … -512), or by the reason's words
 * where an older node answers -500 for all.
 */
export type RefusalKind =
  | 'alreadyExists'
  | 'mempoolFull'
  | 'alreadyInPool'
  | 'insufficientNetworkFee'
  | 'policy'
  | 'invalidScript'
  | 'invalidAttribute'
  | 'invalidSignature'
  | 'oversized'
  | 'expired'
  | 'insufficientFunds'
  | 'invalidVerificationFunction'
  | 'verificationFailed';

export interface TransactionErrorDetails {
  /** FAULT: the contract's words. */
  exception?: string;
  /** FAULT: the GAS the invocation consumed until it stopped (datoshi). */
  gasConsumed?: bigint;
  /** INSUFFICIENT_GAS (datoshi): the sender's balance, what the transaction needs, the difference. */
  balance?: bigint;
  required?: bigint;
  missing?: bigint;
  /** The account concerned (INSUFFICIENT_GAS, MISSING_KEYS, WRONG_PASSWORD, CONTEXT_BAD_SIGNATURE), by address. */
  account?: string;
  /** MISSING_KEYS: the signatures the account needs and the matching keys given. */
  needed?: number;
  available?: number;
  /** NODE_CHANGED: what the transaction was prepared for, and what is configured now. */
  preparedFor?: { rpcUrl: string; contractHash: string };
  configured?: { rpcUrl: string; contractHash: string };
  /** REFUSED: the kind, and the node's code, message and data as it sent them. */
  refusal?: RefusalKind;
  rpcCode?: number;
  rpcMessage?: string;
  rpcData?: unknown;
  /** The transaction's hash (display form) where one was computed. */
  transactionHash?: string;
  /** ALREADY_DEPLOYED, NOT_SUPPORTED: the contract concerned (display form). */
  contractHash?: string;
  /** NOT_COMMITTEE, NOT_SUPPORTED: the contract method concerned. */
  method?: string;
  /** NETWORK_CHANGED: the magic the operation started on, and the one the node answered later. */
  networkMagic?: number;
  answeredMagic?: number;
  /** FEE_MISMATCH (datoshi): what the node asked, and what the witnesses cost as computed here. */
  nodeFee?: bigint;
  computedFee?: bigint;
  /** INVALID_TRANSACTION: where in the bytes the fault is. */
  offset?: number;
  /** INVALID_NEP2: the wallet asks scrypt for more work than MAX_SCRYPT allows. */
  scryptLimit?: ScryptLimitProblem;
  /** INVALID_CONTEXT: where in the file, e.g. `items["0x…"].parameters[1].value`. */
  path?: string;
  /** CONTEXT_CHANGED: the fields that differ. */
  changes?: readonly ContextChange[];
  /** CONTEXT_CHANGED (`hash`): the hash the file gives (`transactionHash` is its data's). */
  contextHash?: string;
  /** CONTEXT_EXPIRED: the last block the transaction may enter, and the node's block count. */
  validUntilBlock?: number;
  blockCount?: number;
  /** CONTEXT_INCOMPLETE: the signers whose signatures are missing, in the order of the signers. */
  signers?: readonly SignerStatus[];
  /** CONTEXT_BAD_SIGNATURE: the key the signature is given for (hex); undefined for a signature without a key that verifies for none. */
  publicKey?: string;
  cause?: unknown;
}

export class TransactionError extends Error {
  readonly code: TransactionErrorCode;
  readonly exception?: string;
  readonly gasConsumed?: bigint;
  readonly balance?: bigint;
  readonly required?: bigint;
  readonly missing?: bigint;
  readonly account?: string;
  readonly needed?: number;
  readonly available?: number;
  readonly preparedFor?: { rpcUrl: string; contractHash: string };
  readonly configured?: { rpcUrl: string; contractHash: string };
  readonly refusal?: RefusalKind;
  readonly rpcCode?: number;
  readonly rpcMessage?: string;
  readonly rpcData?: unknown;
  readonly transactionHash?: string;
  readonly contractHash?: string;
  readonly method?: string;
  readonly networkMagic?: number;
  readonly answeredMagic?: number;
  readonly nodeFee?: bigint;
  readonly computedFee?: bigint;
  readonly offset?: number;
  readonly scryptLimit?: ScryptLimitProblem;
  readonly path?: string;
  readonly changes?: readonly ContextChange[];
  readonly contextHash?: string;
  readonly validUntilBlock?: number;
  readonly blockCount?: number;
  readonly signers?: readonly SignerStatus[];
  readonly publicKey?: string;

  constructor(code: TransactionErrorCode, message: string, details: TransactionErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'TransactionError';
    this.code = code;
    this.exception = details.exception;
    this.gasConsumed = details.gasConsumed;
    this.balance = details.balance;
    this.required = details.required;
    this.missing = details.missing;
    this.account = details.account;
    this.needed = details.needed;
    this.available = details.available;
    this.preparedFor = details.preparedFor;
    this.configured = details.configured;
    this.refusal = details.refusal;
    this.rpcCode = details.rpcCode;
    this.rpcMessage = details.rpcMessage;
    this.rpcData = details.rpcData;
    this.transactionHash = details.transactionHash;
    this.contractHash = details.contractHash;
    this.method = details.method;
    this.networkMagic = details.networkMagic;
    this.answeredMagic = details.answeredMagic;
    this.nodeFee = details.nodeFee;
    this.computedFee = details.computedFee;
    this.offset = details.offset;
    this.scryptLimit = details.scryptLimit;
    this.path = details.path;
    this.changes = details.changes;
    this.contextHash = details.contextHash;
    this.validUntilBlock = details.validUntilBlock;
    this.blockCount = details.blockCount;
    this.signers = details.signers;
    this.publicKey = details.publicKey;
  }
}

export function isTransactionError(value: unknown, code?: TransactionErrorCode): value is TransactionError {
  return value instanceof TransactionError && (code === undefined || value.code === code);
}
