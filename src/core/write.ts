// The core's write door: transactions, fees, keys, signing, sending and waiting, the set-up on a private chain,
// and contract parameters contexts. Its own bundle, loaded on the first write so that the list path does not
// pay for it (why @noble rather than neon-core: docs/architecture.md); the rest of src/ takes only types.
export {
  TransactionError, isTransactionError, type ContextChange, type RefusalKind, type SignerStatus, type TransactionErrorCode, type TransactionErrorDetails,
} from './errors/transactionError';
export { buildContractCallScript, CALL_FLAGS_ALL, type ContractArgument, type ContractCall } from './transactions/contractCall';
export {
  displayTransactionHash, serializeSigned, serializeUnsigned, signData, transactionHash, MAX_SIGNERS,
  type Signer, type UnsignedTransaction, type Witness, type WitnessScope,
} from './transactions/transaction';
export {
  decodeTransaction, MAX_INVOCATION_BYTES, MAX_SCRIPT_BYTES, MAX_TRANSACTION_SIZE, MAX_VERIFICATION_BYTES,
  type DecodedSigner, type DecodedTransaction, type DecodedTransactionBytes, type OracleResponseCode, type TransactionAttribute,
  type WitnessCondition, type WitnessRule, type WitnessScopeFlag,
} from './transactions/decodeTransaction';
export {
  bytesAsHash160, bytesAsString, compareCalls, decodeContractCalls, sameCalls,
  type CallsComparison, type DecodedArgument, type DecodedCall, type MapEntry, type ScriptCalls,
} from './transactions/decodeScript';
export { disassemble, syscallId, syscallName, type Instruction } from './transactions/disassemble';
export { computeNetworkFee, EXEC_FEE_FACTOR_MULTIPLIER, signedSize, verificationUnits, type FeePolicy } from './transactions/fees';
export {
  formatGas, GAS_HASH, POLICY_HASH, prepareTransaction, type PrepareOptions, type PreparedTransaction, type WriteProgress,
} from './transactions/prepare';
export {
  checkHeight, checkSameNetwork, networkInfoOf, operationChainOf, validityBlocks, DEFAULT_MS_PER_BLOCK, MAX_VALIDITY_BLOCKS, VALIDITY_MS,
  type NetworkInfo, type OperationChain,
} from './transactions/operationChain';
export { relayTransaction, sendTransaction, signTransaction, type SendOptions, type SignedTransaction } from './transactions/send';
export {
  parseContext, serializeContext, CONTEXT_TYPE, MAX_CONTEXT_CHARS,
  type ContextItem, type ContextSignature, type ParametersContext, type ParseContextOptions,
} from './transactions/parametersContext';
export {
  addSignatures, badSignatures, contextOf, signDataOf, signedBytesOf, signingStatus, witnessesOf,
  type AddSignaturesOptions, type BadSignature, type ContextOptions, type TransactionToSign,
} from './transactions/contextSigning';
export {
  checkContext, inspectContext, sendContext,
  type CheckContextOptions, type CheckedContext, type ContextInspection, type ExpectedTransaction, type InspectedSigner,
} from './transactions/checkContext';
export { lookUpTransaction, waitForTransaction, type TransactionLook, type TransactionOutcome, type WaitOptions } from './transactions/confirmation';
export { PrivateKey, verifySignature } from './signing/keys';
export {
  accountFromPrivateKey, accountFromPublicKey, accountFromVerificationScript, multisigAccount, multisigScript, scriptHashBytesOf,
  signatureScript, sortPublicKeys, MAX_MULTISIG_KEYS, type VerificationAccount,
} from './signing/accounts';
export { buildWitness, invocationScript } from './signing/witnesses';
export { decryptNep2, encryptNep2, DEFAULT_SCRYPT, LEGACY_ADDRESS_VERSION, type Nep2Options, type ScryptParams } from './signing/nep2';
export { MAX_SCRYPT, scryptLimitProblem, type ScryptLimitProblem, type ScryptLimits } from './signing/scryptLimits';
export { parseNef, nefChecksum, NEF_MAGIC, MAX_NEF_BYTES, type MethodToken, type NefFile } from './deploy/nef';
export {
  checkManifestMatchesScript, contractManifestSchema, isNnsManifest, parseManifest, MAX_MANIFEST_BYTES, PARAMETER_TYPES,
  type ContractManifest, type ManifestFile, type ManifestLike,
} from './deploy/manifest';
export { contractHashOf } from './deploy/contractHash';
export { committeeAccountOf, readCommittee, requireCommittee } from './deploy/committee';
export {
  addRootCall, administrationOf, priceProblem, rootProblem, setPriceCall, DEVELOPMENT_PRICE, MAX_NAME_PRICE, MAX_ROOT_LENGTH,
  type NnsAdministration, type NnsFamily,
} from './deploy/nnsAdmin';
export {
  deployCall, planSetUp, probeSetUp, setUpFault, CONTRACT_MANAGEMENT_HASH, DEFAULT_ROOT, PRICE_LENGTHS_READ,
  type ContractFiles, type ContractReadout, type ExistingContract, type PlannedTransaction, type PriceReadout, type SetUpChoices,
  type SetUpPlan, type SetUpProbe, type SetUpStep,
} from './deploy/setUp';
