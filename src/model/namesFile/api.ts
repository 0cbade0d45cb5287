// The names file (`*.nns.json`, issue 36) as the model reads, checks, plans, groups, words and writes it:
// the types the editor's half builds on. Each function lives in a file of its own in this folder.
import type { AddressVersion, NameOnChain, NamesState, Owner } from '../../core';
import type { ContractCall } from '../../core/write';
import type { Localizer } from '../text/localizer';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import type { ContractWriteApi, NnsFamily } from '../write/contracts/contractApi';
import type { SoaFields } from '../write/contracts/contractArguments';
import type { RecordTypeName } from '../write/contracts/recordValues';
import type { OperationData, OperationPlan, OperationSpec, SignerNeed } from '../write/operations/operationSpec';

export type { NameOnChain, NamesState } from '../../core';
export type { RecordTypeName } from '../write/contracts/recordValues';

/** A stretch of the file's text: UTF-16 offsets, as jsonc-parser and VS Code's `positionAt` count them. */
export interface Range {
  readonly offset: number;
  readonly length: number;
}

/** A value of the file and where it is written (the value's own range). */
export interface Field<T> {
  readonly value: T;
  readonly range: Range;
}

/** What the editor shows as a diagnostic. */
export interface FileProblem {
  readonly offset: number;
  readonly length: number;
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

/** An owner or admin as the file gives it (an N3 address or a `0x` script hash), read. */
export interface DeclaredAccount {
  readonly address: string;
  /** `0x` and 40 hex digits, display order. */
  readonly scriptHash: string;
}

export interface RenewRule {
  /** Renew when the name expires within this many days of the chain's time. */
  readonly withinDays: number;
  /** For this many years. */
  readonly years: number;
}

/**
 * One name of the file. A field absent is not managed; `null` removes (the admin, a record type).
 * A value the file gets wrong is `undefined` in its field (its problem is among the parse's).
 */
export interface DeclaredName {
  readonly name: string;
  /** The member's key, quotes included. */
  readonly nameRange: Range;
  /** The whole member: key, colon and value. */
  readonly entryRange: Range;
  readonly owner?: Field<DeclaredAccount | undefined>;
  readonly admin?: Field<DeclaredAccount | null | undefined>;
  /** By type: every value the type should hold (a string in the file is one), or null (none). */
  readonly records?: ReadonlyMap<RecordTypeName, Field<readonly string[] | null>>;
  readonly renew?: Field<RenewRule | undefined>;
}

export interface NamesFile {
  /** In the file's order; a name written twice is here once (the first), the second a problem. */
  readonly names: readonly DeclaredName[];
}

export interface NamesFileParse {
  readonly file: NamesFile;
  readonly problems: readonly FileProblem[];
}

export interface ParseOptions {
  /** The contract's family, once the node was read: its own checks run only then. */
  readonly family?: NnsFamily;
  /** The node's address version; default 53, null: any but Neo Legacy's. */
  readonly addressVersion?: AddressVersion;
  readonly l10n: Localizer;
}

/** parseNamesFile (syntax.ts). */
export type ParseNamesFile = (text: string, options: ParseOptions) => NamesFileParse;

/** signabilityProblems (signability.ts): warnings for an owner or admin that no workspace account signs for. */
export type SignabilityProblems = (file: NamesFile, accounts: readonly { readonly address: string }[], l10n: Localizer) => FileProblem[];

/** An operation of the write path, planned on the contract's ABI by its own spec: what a change calls. */
export interface PlannedOperation<O extends OperationData = OperationData> {
  readonly spec: OperationSpec<O>;
  readonly data: O;
  readonly plan: OperationPlan;
}

interface ChangeBase {
  readonly name: string;
  /** Who must sign, as the operations say it. */
  readonly needs: readonly SignerNeed[];
  /** The workspace's accounts that sign it, the payer first. */
  readonly signers: readonly SigningAccount[];
  /** Its calls, in order: one, or more where the contract takes it in steps (a renewal a year at a time; several records of a type). */
  readonly operations: readonly PlannedOperation[];
}

export type NameChange = ChangeBase & (
  /** A free name (or an expired one: `wasExpired`) registered for the declared owner; `price`: datoshi, when read. */
  | { readonly kind: 'register'; readonly owner: DeclaredAccount; readonly wasExpired: boolean; readonly price?: bigint }
  /** Held by another account of the workspace: given to the declared owner (the contract clears the admin). */
  | { readonly kind: 'transfer'; readonly from: Owner; readonly to: DeclaredAccount }
  | { readonly kind: 'setAdmin'; readonly old: Owner | null; readonly admin: DeclaredAccount }
  | { readonly kind: 'removeAdmin'; readonly old: Owner }
  /** `old`: the values the type holds now (none: a new record). */
  | { readonly kind: 'setRecord'; readonly type: RecordTypeName; readonly old: readonly string[]; readonly values: readonly string[] }
  | { readonly kind: 'deleteRecord'; readonly type: RecordTypeName; readonly old: readonly string[] }
  /** Expiring within the rule's days: renewed `years` years (ms since the epoch); `price`: datoshi for all the years, when read. */
  | { readonly kind: 'renew'; readonly years: number; readonly oldExpiration: number; readonly newExpiration: number; readonly price?: bigint }
);

export type ChangeKind = NameChange['kind'];

/** One name's changes, in the order they run. */
export interface NameChanges {
  readonly name: string;
  readonly changes: readonly NameChange[];
  /** What the reader should know besides (an expired name registered again; a transfer that clears the admin). */
  readonly notes: readonly string[];
}

export type ConflictKind =
  /** Held by an account outside the workspace. */
  | 'heldOutside'
  /** Free (or expired), and the file names no owner to register it for. */
  | 'noOwner'
  /** The file names an owner or admin no workspace account can sign for. */
  | 'cannotSign'
  /** A name kept under its parent, or minted by its parent's owner, whose parent the workspace does not hold. */
  | 'parentNotHeld'
  /** Its top-level domain is not a root of the contract. */
  | 'noRoot'
  /** A change the contract cannot make (its ABI lacks the method, or it refuses the value). */
  | 'contractCannot'
  /** The file's entry has errors (see its problems). */
  | 'invalid'
  /** The node did not say what the name is now. */
  | 'unknown';

/** Listed, nothing done for the name. */
export interface Conflict {
  readonly name: string;
  readonly kind: ConflictKind;
  readonly message: string;
}

export interface NamesPlan {
  /** The names with changes, in the file's order. */
  readonly names: readonly NameChanges[];
  readonly conflicts: readonly Conflict[];
  /** The names already as the file says. */
  readonly unchanged: readonly string[];
  /** Changes in all. */
  readonly changeCount: number;
}

export interface PlanContext {
  /** The contract's write API, its hash the configured one. */
  readonly api: ContractWriteApi;
  /** The workspace's accounts for this network. */
  readonly accounts: readonly SigningAccount[];
  /** The chain's time (ms since the epoch) the renewals are judged by. */
  readonly chainTime: number;
  /** NeoFS's NNS records an e-mail address with each name it registers. */
  readonly soa?: SoaFields;
  readonly l10n: Localizer;
}

/** planNames (plan.ts): pure. */
export type PlanNames = (file: NamesFile, state: NamesState, context: PlanContext) => NamesPlan;

/** The node's limits on one transaction. */
export interface BatchLimits {
  readonly maxScriptBytes: number;
  readonly maxTransactionBytes: number;
}

/** One transaction of an apply. */
export interface PlannedBatch {
  readonly changes: readonly NameChange[];
  /** The calls of its script, in order. */
  readonly calls: readonly ContractCall[];
  /** The accounts that sign it, the payer first. */
  readonly signers: readonly SigningAccount[];
  /** Batches of an earlier stage run first: a later one depends on them (a transfer before the new owner's records). */
  readonly stage: number;
}

/** What sizes a batch: the write module's script builder (injected, as the write path injects it). */
export interface ScriptBuilder {
  buildContractCallScript(call: ContractCall): Uint8Array;
}

/** groupPlan (group.ts): the changes in the fewest transactions, in the order they must run. */
export type GroupPlan = (plan: NamesPlan, limits: BatchLimits, write: ScriptBuilder) => PlannedBatch[];

/** splitBatch (group.ts): a batch the node's invoke GAS limit refused, in two that run one after the other; undefined for one change. */
export type SplitBatch = (batch: PlannedBatch) => readonly [PlannedBatch, PlannedBatch] | undefined;

/** What the plan's transactions cost, from their test invocations (datoshi). */
export interface PlanCosts {
  readonly systemFee: bigint;
  readonly networkFee: bigint;
  readonly transactions: number;
}

/** planText (planText.ts): the read-only plan document. */
export type PlanText = (plan: NamesPlan, costs: PlanCosts | undefined, l10n: Localizer) => string;

/** batchConfirmationLines (planText.ts): a batch's changes in words, one a line, for its confirmation. */
export type BatchConfirmationLines = (batch: PlannedBatch, l10n: Localizer) => string[];

export interface ExportOptions {
  /** The names in the order given, or (default) sorted as the views sort them. */
  readonly order?: 'given' | 'sorted';
}

/** exportNamesFile (export.ts): the held names' owner, admin and records as a `*.nns.json` text whose plan is empty. */
export type ExportNamesFile = (states: readonly NameOnChain[], options?: ExportOptions) => string;
