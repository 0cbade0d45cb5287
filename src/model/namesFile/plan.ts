// The plan of a names file: what it declares against what the chain holds, name by name — the changes
// (each call planned by its operation's spec on the contract's ABI, with who signs it), the conflicts
// left alone, the names already as declared. Pure: the file, the state and the workspace's accounts in.
import type { NameOnChain, Owner } from '../../core';
import { DAY_MS, formatDate } from '../details/expiry';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';
import type { AccountRef } from '../write/accounts/accountRef';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import { isUnsupported, unsupportedText } from '../write/contracts/contractApi';
import type { RecordTypeName } from '../write/contracts/recordValues';
import { deleteRecordSpec } from '../write/operations/deleteRecord';
import type { OperationData, OperationSpec, SignerNeed } from '../write/operations/operationSpec';
import { registerSpec } from '../write/operations/register';
import { renewalCappedText, renewalYears, renewedExpiration, renewSigner, renewSpec, YEAR_MS } from '../write/operations/renew';
import { setAdminSpec } from '../write/operations/setAdmin';
import { setRecordSpec } from '../write/operations/setRecord';
import { transferSpec } from '../write/operations/transfer';
import type {
  Conflict, ConflictKind, DeclaredAccount, DeclaredName, NameChange, NameChanges, NamesFile, NamesPlan, NamesState, PlanContext, PlannedOperation,
} from './api';
import { declaredNameProblem } from './syntax';

/** The file's names against the chain's, in the file's order. */
export function planNames(file: NamesFile, state: NamesState, context: PlanContext): NamesPlan {
  const planner = new Planner(state, context);
  // A name above another is planned first: who will hold it decides who signs for the names below it.
  const byDepth = file.names.map((declared, index) => ({ declared, index })).sort((a, b) => depth(a.declared.name) - depth(b.declared.name) || a.index - b.index);
  const results = new Array<NameResult>(file.names.length);
  for (const { declared, index } of byDepth) results[index] = planner.name(declared);
  const names: NameChanges[] = [];
  const conflicts: Conflict[] = [];
  const unchanged: string[] = [];
  for (const result of results) {
    if (result.kind === 'changes') names.push(result.changes);
    else if (result.kind === 'conflict') conflicts.push(result.conflict);
    else unchanged.push(result.name);
  }
  return { names, conflicts, unchanged, changeCount: names.reduce((sum, name) => sum + name.changes.length, 0) };
}

type NameResult =
  | { readonly kind: 'changes'; readonly changes: NameChanges }
  | { readonly kind: 'conflict'; readonly conflict: Conflict }
  | { readonly kind: 'unchanged'; readonly name: string };

/** Who holds a name once the plan ran. */
interface Holding {
  readonly exists: boolean;
  readonly owner?: Owner;
  readonly admin?: Owner | null;
}

/** Why a name is left alone: thrown while it is planned, caught for it. */
class Conflicted {
  constructor(readonly kind: ConflictKind, readonly message: string) {}
}

const depth = (name: string): number => name.split('.').length;

class Planner {
  private readonly chain = new Map<string, NameOnChain>();
  private readonly planned = new Map<string, Holding>();

  constructor(state: NamesState, private readonly context: PlanContext) {
    for (const each of [...(state.ancestors ?? []), ...state.names]) this.chain.set(each.name, each);
  }

  name(declared: DeclaredName): NameResult {
    const onChain = this.chain.get(declared.name);
    try {
      return this.plan(declared, onChain);
    } catch (error) {
      if (!(error instanceof Conflicted)) throw error;
      if (onChain) this.planned.set(declared.name, holdingOf(onChain));
      return { kind: 'conflict', conflict: { name: declared.name, kind: error.kind, message: error.message } };
    }
  }

  private plan(declared: DeclaredName, onChain: NameOnChain | undefined): NameResult {
    const { l10n, api } = this.context;
    const name = declared.name;
    const problem = declaredNameProblem(name, api.family, l10n);
    if (problem) throw new Conflicted('invalid', problem);
    if (hasErrors(declared)) throw new Conflicted('invalid', l10n.t('The file\'s entry for {0} has errors: nothing is planned for it.', shown(name)));
    if (!onChain || onChain.state === 'unknown') {
      const why = onChain?.error ? singleLine(onChain.error.message, 300) : l10n.t('it was not read');
      throw new Conflicted('unknown', l10n.t('The node did not say what {0} is now: {1}', shown(name), why));
    }
    const plan = onChain.parent === undefined ? this.token(declared, onChain) : this.underParent(declared, onChain, onChain.parent);
    this.planned.set(name, plan.holding);
    if (plan.changes.length === 0) return { kind: 'unchanged', name };
    return { kind: 'changes', changes: { name, changes: plan.changes, notes: plan.notes } };
  }

  /** A name the contract keeps a token of: registered, transferred, its admin, records and expiry. */
  private token(declared: DeclaredName, onChain: NameOnChain): { changes: NameChange[]; notes: string[]; holding: Holding } {
    const { l10n, chainTime } = this.context;
    const name = declared.name;
    const notes: string[] = [];
    const first: NameChange[] = [];
    let owner: Owner;
    let admin: Owner | null;
    let expiration: number | undefined;
    let records: ReadonlyMap<string, readonly string[]>;
    /** Signs what the owner signs once the first changes ran. */
    let actor: SigningAccount | undefined;
    /** The transfer, when the receiver is outside the workspace: the rest runs before it, signed by the giver. */
    let lastChange: NameChange | undefined;

    if (onChain.state === 'free' || onChain.state === 'expired') {
      const wasExpired = onChain.state === 'expired';
      if (onChain.noRoot) throw new Conflicted('noRoot', l10n.t('.{0} is not a top-level domain of this contract: the committee adds it first.', shown(name.slice(name.lastIndexOf('.') + 1))));
      if (!declared.owner) {
        if (managesNothingOnAFreeName(declared)) return { changes: [], notes, holding: { exists: false } };
        throw new Conflicted('noOwner', wasExpired
          ? l10n.t('{0} has expired and the file names no owner to register it for.', shown(name))
          : l10n.t('{0} is free and the file names no owner to register it for.', shown(name)));
      }
      const to = declared.owner.value!;
      const signer = this.signerOf(to);
      if (!signer) throw new Conflicted('cannotSign', l10n.t('No account of the workspace signs for {0}: {1} cannot be registered for it from here.', to.address, shown(name)));
      if (onChain.price !== undefined && onChain.price < 0n) {
        throw new Conflicted('contractCannot', l10n.t('Names of {0} characters are not open for registration on this contract: only the committee registers them.', (name.split('.')[0] ?? '').length));
      }
      const minter = depth(name) > 2 ? this.minterOf(name) : undefined;
      const operation = this.operation(registerSpec, { kind: 'register', name, owner: refOf(to, signer), ...(this.context.soa ? { soa: this.context.soa } : {}) });
      first.push({
        kind: 'register', name, owner: to, wasExpired, ...priceOf(onChain.price, 1),
        needs: needsOf([operation], minter ? [{ role: 'ownerOrAdmin' }] : []),
        signers: unique([signer, ...(minter ? [minter] : [])]),
        operations: [operation],
      });
      if (wasExpired && onChain.expiration !== undefined) notes.push(l10n.t('{0} expired on {1}: it is registered again, for a year.', shown(name), formatDate(onChain.expiration)));
      owner = to;
      admin = null;
      expiration = chainTime + YEAR_MS;
      records = new Map();
      actor = signer;
    } else {
      if (!onChain.owner) throw new Conflicted('unknown', l10n.t('The node did not say who holds {0}.', shown(name)));
      owner = onChain.owner;
      admin = onChain.admin ?? null;
      expiration = onChain.expiration;
      if (!onChain.records && declared.records) throw new Conflicted('unknown', l10n.t('The node did not say what records {0} has.', shown(name)));
      records = onChain.records ?? new Map();
      actor = this.signerOf(owner);
      const to = declared.owner?.value;
      if (to && to.scriptHash !== owner.scriptHash) {
        const giver = actor;
        if (!giver) throw heldOutside(name, owner, l10n);
        const operation = this.operation(transferSpec, { kind: 'transfer', name, to: refOf(to, this.signerOf(to)) });
        const transfer: NameChange = { kind: 'transfer', name, from: owner, to, needs: needsOf([operation]), signers: [giver], operations: [operation] };
        if (admin) notes.push(l10n.t('The transfer removes the admin ({0}).', admin.address));
        const receiver = this.signerOf(to);
        if (receiver) {
          first.push(transfer);
          actor = receiver;
        } else {
          lastChange = transfer;
          notes.push(l10n.t('{0} is outside the workspace: the other changes run before the transfer, signed by {1}.', to.address, owner.address));
        }
        owner = to;
        admin = null;
      }
    }

    const rest: NameChange[] = [];
    // The admin: set or removed by the owner (a new admin signs too); a transfer removes it.
    if (declared.admin) {
      const wanted = declared.admin.value!;
      if (lastChange?.kind === 'transfer') {
        if (wanted !== null) throw new Conflicted('cannotSign', l10n.t('{0} goes to {1}, outside the workspace, and the transfer removes the admin: only {1} can set it afterwards.', shown(name), lastChange.to.address));
      } else if (wanted === null ? admin !== null : admin?.scriptHash !== wanted.scriptHash) {
        if (!actor) throw heldOutside(name, owner, l10n);
        rest.push(this.adminChange(name, admin, wanted, actor));
        admin = wanted;
      }
    }
    // The records, by the owner or the admin.
    const recordSigner = actor ?? (admin ? this.signerOf(admin) : undefined);
    rest.push(...this.recordChanges(declared, records, recordSigner, owner, notes));
    // The expiry.
    const renewal = this.renewal(declared, onChain, expiration, actor ?? (admin ? this.signerOf(admin) : undefined), owner);
    if (renewal) rest.push(renewal);

    const changes = lastChange ? [...first, ...rest, lastChange] : [...first, ...rest];
    return { changes, notes, holding: { exists: true, owner, admin } };
  }

  /** A name kept as records of its parent (the C# NameService, neo-go's port): only its records change, by the parent's owner or admin. */
  private underParent(declared: DeclaredName, onChain: NameOnChain, parent: string): { changes: NameChange[]; notes: string[]; holding: Holding } {
    const { l10n } = this.context;
    const name = declared.name;
    const holding = this.planned.get(parent) ?? holdingOf(onChain);
    if (!holding.exists || !holding.owner) {
      throw new Conflicted('parentNotHeld', l10n.t('{0} is kept under {1}, which nobody holds: declare {1} with an owner to register it.', shown(name), shown(parent)));
    }
    const owner = holding.owner;
    const declaredOwner = declared.owner?.value;
    if (declaredOwner && declaredOwner.scriptHash !== owner.scriptHash) {
      throw new Conflicted('contractCannot', l10n.t('{0} is kept under {1}: its owner is {1}\'s ({2}). Declare the owner under {1}.', shown(name), shown(parent), owner.address));
    }
    if (declared.admin) {
      const wanted = declared.admin.value!;
      const current = holding.admin ?? null;
      if (wanted === null ? current !== null : current?.scriptHash !== wanted.scriptHash) {
        throw new Conflicted('contractCannot', l10n.t('{0} is kept under {1}: its admin is {1}\'s. Declare the admin under {1}.', shown(name), shown(parent)));
      }
    }
    if (declared.renew) throw new Conflicted('contractCannot', l10n.t('{0} is kept under {1}: it expires with {1}. Declare the renewal under {1}.', shown(name), shown(parent)));
    const signer = this.signerOf(owner) ?? (holding.admin ? this.signerOf(holding.admin) : undefined);
    // Before its parent is registered the name has no records; once the parent is held, those the node read.
    const records = onChain.state === 'held' ? onChain.records ?? new Map<string, readonly string[]>() : new Map<string, readonly string[]>();
    const notes: string[] = [];
    const changes = this.recordChanges(declared, records, signer, owner, notes, parent);
    return { changes, notes, holding: { exists: true, owner, admin: holding.admin ?? null } };
  }

  private adminChange(name: string, current: Owner | null, wanted: DeclaredAccount | null, owner: SigningAccount): NameChange {
    const { l10n } = this.context;
    if (wanted === null) {
      const operation = this.operation(setAdminSpec, { kind: 'setAdmin', name, admin: null });
      return { kind: 'removeAdmin', name, old: current!, needs: needsOf([operation]), signers: [owner], operations: [operation] };
    }
    const admin = this.signerOf(wanted);
    if (!admin) throw new Conflicted('cannotSign', l10n.t('No account of the workspace signs for {0}: it cannot be made the admin of {1} from here (the new admin signs too).', wanted.address, shown(name)));
    const operation = this.operation(setAdminSpec, { kind: 'setAdmin', name, admin: refOf(wanted, admin) });
    return { kind: 'setAdmin', name, old: current, admin: wanted, needs: needsOf([operation]), signers: unique([owner, admin]), operations: [operation] };
  }

  /** Each record type the file declares that the chain holds otherwise: set (replacing what is there), or deleted. */
  private recordChanges(
    declared: DeclaredName, records: ReadonlyMap<string, readonly string[]>, signer: SigningAccount | undefined, owner: Owner, notes: string[], parent?: string,
  ): NameChange[] {
    const { l10n } = this.context;
    const name = declared.name;
    const changes: NameChange[] = [];
    for (const [type, field] of declared.records ?? []) {
      const old = records.get(type) ?? [];
      const values = field.value;
      if (values === null ? old.length === 0 : sameValues(old, values)) continue;
      if (!signer) throw parent ? heldOutside(parent, owner, l10n) : heldOutside(name, owner, l10n);
      if (values === null) {
        const operation = this.operation(deleteRecordSpec, { kind: 'deleteRecord', name, type });
        changes.push({ kind: 'deleteRecord', name, type, old, needs: needsOf([operation]), signers: [signer], operations: [operation] });
        continue;
      }
      const operations = this.setRecordOperations(name, type, old, values, notes);
      changes.push({ kind: 'setRecord', name, type, old, values, needs: needsOf(operations), signers: [signer], operations });
    }
    return changes;
  }

  /** A type's records made `values`: one setRecord where the contract keeps one; else those there deleted and each value added. */
  private setRecordOperations(name: string, type: RecordTypeName, old: readonly string[], values: readonly string[], notes: string[]): PlannedOperation[] {
    const { l10n, api } = this.context;
    const method = api.setRecord;
    if (isUnsupported(method)) throw new Conflicted('contractCannot', unsupportedText(method, api, l10n));
    if (!method.byId) {
      if (values.length > 1) throw new Conflicted('contractCannot', l10n.t('This contract keeps one {0} record of a name; the file gives {1} for {2}.', type, values.length, shown(name)));
      return [this.operation(setRecordSpec, { kind: 'setRecord', name, type, value: values[0]! })];
    }
    const operations: PlannedOperation[] = [];
    if (old.length > 0) {
      operations.push(this.operation(deleteRecordSpec, { kind: 'deleteRecord', name, type }));
      notes.push(l10n.t('The {0} records of {1} are deleted, then added as the file gives them.', type, shown(name)));
    }
    for (const value of values) operations.push(this.operation(setRecordSpec, { kind: 'setRecord', name, type, value }));
    return operations;
  }

  /** The renewal the rule asks for, when the name expires within its days of the chain's time. */
  private renewal(declared: DeclaredName, onChain: NameOnChain, expiration: number | undefined, signer: SigningAccount | undefined, owner: Owner): NameChange | undefined {
    const { l10n, api, chainTime } = this.context;
    const rule = declared.renew?.value;
    if (!rule || expiration === undefined || expiration - chainTime > rule.withinDays * DAY_MS) return undefined;
    const name = declared.name;
    const years = rule.years;
    if (!renewalYears(expiration, chainTime).includes(years)) throw new Conflicted('contractCannot', renewalCappedText(name, expiration, l10n));
    const payer = signer ?? (renewSigner(api) === 'payer' ? this.context.accounts[0] : undefined);
    if (!payer) throw heldOutside(name, owner, l10n);
    const method = api.renew;
    const stepwise = !isUnsupported(method) && !method.years && years > 1;
    const operations = stepwise
      ? Array.from({ length: years }, (_, i) => this.operation(renewSpec, { kind: 'renew', name, years: 1, expiration: renewedExpiration(expiration, i) }))
      : [this.operation(renewSpec, { kind: 'renew', name, years, expiration })];
    return {
      kind: 'renew', name, years, oldExpiration: expiration, newExpiration: renewedExpiration(expiration, years), ...priceOf(onChain.price, years),
      needs: needsOf(operations), signers: [payer], operations,
    };
  }

  /** Who registers a name NeoFS's NNS mints: the owner (or admin) of the closest name above it that exists once the plan ran. */
  private minterOf(name: string): SigningAccount {
    const { l10n } = this.context;
    const labels = name.split('.');
    for (let i = 1; i < labels.length - 1; i++) {
      const above = labels.slice(i).join('.');
      const onChain = this.chain.get(above);
      const holding = this.planned.get(above) ?? (onChain ? holdingOf(onChain) : undefined);
      if (!holding?.exists || !holding.owner) continue;
      const signer = this.signerOf(holding.owner) ?? (holding.admin ? this.signerOf(holding.admin) : undefined);
      if (!signer) throw new Conflicted('parentNotHeld', l10n.t('{0} is registered by the holder of {1}, {2}, an account outside the workspace.', shown(name), shown(above), holding.owner.address));
      return signer;
    }
    throw new Conflicted('parentNotHeld', l10n.t('No name above {0} is held: declare {1} with an owner to register it first.', shown(name), shown(labels.slice(1).join('.'))));
  }

  private operation<O extends OperationData>(spec: OperationSpec<O>, data: O): PlannedOperation {
    const result = spec.plan(data, this.context.api, this.context.l10n);
    if (!result.ok) throw new Conflicted('contractCannot', result.problem);
    return { spec: spec as unknown as OperationSpec<OperationData>, data, plan: result.plan };
  }

  private signerOf(account: { readonly scriptHash: string }): SigningAccount | undefined {
    return this.context.accounts.find((each) => each.scriptHash === account.scriptHash);
  }
}

function heldOutside(name: string, owner: Owner, l10n: Localizer): Conflicted {
  return new Conflicted('heldOutside', l10n.t('{0} is held by {1}, an account outside the workspace: nothing is done for it.', shown(name), owner.address));
}

function holdingOf(onChain: NameOnChain): Holding {
  return onChain.state === 'held' && onChain.owner ? { exists: true, owner: onChain.owner, admin: onChain.admin ?? null } : { exists: false };
}

/** A field the file got wrong (its problem is among the parse's). */
function hasErrors(declared: DeclaredName): boolean {
  return (declared.owner !== undefined && declared.owner.value === undefined)
    || (declared.admin !== undefined && declared.admin.value === undefined)
    || (declared.renew !== undefined && declared.renew.value === undefined);
}

/** A free name whose entry asks for nothing that needs it registered: no admin, records or renewal to have. */
function managesNothingOnAFreeName(declared: DeclaredName): boolean {
  return (declared.admin === undefined || declared.admin.value === null)
    && [...(declared.records?.values() ?? [])].every((field) => field.value === null)
    && declared.renew === undefined;
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((value, i) => value === sorted[i]);
}

function priceOf(price: bigint | undefined, years: number): { price?: bigint } {
  return price === undefined || price < 0n ? {} : { price: price * BigInt(years) };
}

function needsOf(operations: readonly PlannedOperation[], extra: readonly SignerNeed[] = []): SignerNeed[] {
  const seen = new Set<string>();
  return [...operations.flatMap((operation) => operation.plan.signers), ...extra].filter((need) => {
    const key = JSON.stringify(need);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unique(accounts: readonly SigningAccount[]): SigningAccount[] {
  return accounts.filter((account, i) => accounts.findIndex((each) => each.scriptHash === account.scriptHash) === i);
}

function refOf(account: DeclaredAccount, signer: SigningAccount | undefined): AccountRef {
  return { address: account.address, scriptHash: account.scriptHash, ...(signer?.label ? { label: signer.label } : {}) };
}

const shown = (name: string): string => singleLine(name, 80);
