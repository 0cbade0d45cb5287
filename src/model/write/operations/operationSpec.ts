// What one name operation declares, in one file of this folder: its plan on a given contract (the call,
// who signs, the price to read, what shows the change) and its words. The run and the words around it
// (run/, words/) take the spec the command hands them and never name an operation.
import type { PriceQuery } from '../../../core';
import type { ContractArgument, ContractCall } from '../../../core/write';
import type { Localizer } from '../../text/localizer';
import { isUnsupported, unsupportedText, type ContractWriteApi, type Supported, type WriteMethod } from '../contracts/contractApi';

/** An operation's data: what the user asked, tagged with its kind ("register", "renew", …). */
export interface OperationData {
  readonly kind: string;
}

/** Who must sign, in order (the first pays the fees). */
export type SignerNeed =
  /** The owner of the name (`account`: the one the operation names, registering). */
  | { readonly role: 'owner'; readonly account?: string }
  | { readonly role: 'ownerOrAdmin' }
  /** The new admin, whose witness the contracts ask too. */
  | { readonly role: 'newAdmin'; readonly account: string }
  | { readonly role: 'committee' }
  /** Anyone who pays. */
  | { readonly role: 'payer' };

/** What shows the change afterwards. */
export interface ReloadPlan {
  /** Names whose details (expiration, records, admin, owner) change. */
  readonly names: readonly string[];
  /** Owners (addresses) whose lists gain or lose a name. */
  readonly owners: readonly string[];
  /** All Domains gains a name. */
  readonly allDomains: boolean;
  /** The contract's roots change. */
  readonly roots: boolean;
}

export interface OperationPlan {
  readonly call: ContractCall;
  /** The names the ABI gives the call's parameters (untrusted text), for the confirmation. */
  readonly parameters: readonly string[];
  readonly signers: readonly SignerNeed[];
  /** The price the contract burns, read before the confirmation: inside the system fee. */
  readonly price?: { readonly query: PriceQuery; readonly name: string; readonly years: number };
  readonly reload: ReloadPlan;
  /** The first signer's own list changes too (it gives the name away): the run adds it once the signer is known. */
  readonly reloadsSigner?: boolean;
}

export type PlanResult = { readonly ok: true; readonly plan: OperationPlan } | { readonly ok: false; readonly problem: string };

/** What the contract said when it refused, where an operation may word the fix itself. */
export type OperationFault =
  /** The call's Boolean answer was false (the ASSERT after it). */
  | 'answeredFalse'
  /** "No authorization", "not witnessed by owner" or "by admin". */
  | 'notWitnessed';

/** One operation: its plan and its words. */
export interface OperationSpec<O extends OperationData> {
  /** Its call on this contract, who signs, the price and what reloads; or why not (the contract lacks the method, or would refuse the input), in words. */
  plan(operation: O, api: ContractWriteApi, l10n: Localizer): PlanResult;
  /** One line in the user's words: "Register alice.neo for NXku…xyLM". */
  title(operation: O, l10n: Localizer): string;
  /** Its values in the confirmation, one a line. */
  argumentLines(operation: O, l10n: Localizer): string[];
  /** What this contract does with it that the user may not expect, in the confirmation. */
  notes?(operation: O, plan: OperationPlan, api: ContractWriteApi, l10n: Localizer): string[];
  /** Its own fix for what the contract said; undefined: the words every operation shares. */
  fix?(operation: O, fault: OperationFault, l10n: Localizer): string | undefined;
}

/** The operation's own lines of the confirmation: its values, then its notes. */
export function operationLines<O extends OperationData>(spec: OperationSpec<O>, operation: O, plan: OperationPlan, api: ContractWriteApi, l10n: Localizer): string[] {
  return [...spec.argumentLines(operation, l10n), ...(spec.notes?.(operation, plan, api, l10n) ?? [])];
}

/** A plan that cannot be made, and why in words. */
export function refused(problem: string): PlanResult {
  return { ok: false, problem };
}

export function planned(plan: OperationPlan): PlanResult {
  return { ok: true, plan };
}

/** The contract's method, or why this contract cannot do the operation, in words. */
export function methodOf<T extends object>(supported: Supported<T>, api: ContractWriteApi, l10n: Localizer): T | string {
  return isUnsupported(supported) ? unsupportedText(supported, api, l10n) : supported;
}

/** The call of `method` on this contract (the configured hash), with its parameters' names. */
export function invoke(api: Pick<ContractWriteApi, 'hash'>, method: WriteMethod, args: ContractArgument[]): Pick<OperationPlan, 'call' | 'parameters'> {
  return {
    call: { contractHash: api.hash, method: method.method, args, assertResult: method.assertResult },
    parameters: method.parameters,
  };
}

/** What shows the change: nothing but `part`. */
export function reload(part: Partial<ReloadPlan>): ReloadPlan {
  return { names: [], owners: [], allDomains: false, roots: false, ...part };
}
