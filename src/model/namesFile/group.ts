// A plan's changes in the fewest transactions: the changes of the same signers together, a name's
// changes in one transaction where they can be, each transaction within the node's limits, and those
// that depend on others (a transfer's receiver, the names below a name registered) in a later stage.
import type { ContractCall } from '../../core/write';
import type { SigningAccount } from '../write/accounts/signingAccounts';
import type { BatchLimits, NameChange, NamesPlan, PlannedBatch, ScriptBuilder } from './api';

/** Changes of one name that run together, and the units that must have run before (or before them in the same transaction). */
interface Unit {
  readonly name: string;
  readonly changes: readonly NameChange[];
  readonly signers: readonly SigningAccount[];
  readonly after: readonly Unit[];
  /** The order the plan gives it: names above names, a name's units in order. */
  readonly order: number;
}

/** Changes that decide who signs for the names below a name. */
const HOLDING_CHANGES: ReadonlySet<NameChange['kind']> = new Set(['register', 'transfer', 'setAdmin', 'removeAdmin']);

/** The changes in batches, in the order they run (earlier stages first). */
export function groupPlan(plan: NamesPlan, limits: BatchLimits, write: ScriptBuilder): PlannedBatch[] {
  const units = unitsOf(plan);
  // Each unit's level: that of what it follows, one more where its signers differ (another transaction).
  const levels = new Map<Unit, number>();
  for (const unit of units) {
    levels.set(unit, Math.max(0, ...unit.after.map((before) => levels.get(before)! + (sameSigners(before.signers, unit.signers) ? 0 : 1))));
  }
  // The units of a level and signers in one group, in the order they run.
  const groups = new Map<string, Unit[]>();
  for (const unit of [...units].sort((a, b) => levels.get(a)! - levels.get(b)! || a.order - b.order)) {
    const key = `${levels.get(unit)}\u0000${signersKey(unit.signers)}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const sizer = new Sizer(write);
  const batches: { units: Unit[]; signers: readonly SigningAccount[] }[] = [];
  for (const group of groups.values()) batches.push(...sizer.fit(group, limits));
  // A batch's stage: one past the latest stage of the batches it follows.
  const batchOf = new Map<Unit, number>();
  batches.forEach((batch, index) => {
    for (const unit of batch.units) batchOf.set(unit, index);
  });
  const stages: number[] = [];
  batches.forEach((batch, index) => {
    const before = batch.units.flatMap((unit) => unit.after.map((each) => batchOf.get(each)!)).filter((other) => other !== index);
    stages.push(Math.max(0, ...before.map((other) => stages[other]! + 1)));
  });
  return batches
    .map((batch, index) => batchOfChanges(batch.units.flatMap((unit) => unit.changes), batch.signers, stages[index]!))
    .map((batch, index) => ({ batch, index }))
    .sort((a, b) => a.batch.stage - b.batch.stage || a.index - b.index)
    .map(({ batch }) => batch);
}

/** A batch the node could not run within its invoke GAS limit, in two that run one after the other, at a name's boundary near the middle where there is one. */
export function splitBatch(batch: PlannedBatch): readonly [PlannedBatch, PlannedBatch] | undefined {
  const { changes } = batch;
  if (changes.length < 2) return undefined;
  const middle = Math.ceil(changes.length / 2);
  const boundaries = changes.map((_, i) => i).filter((i) => i > 0 && changes[i]!.name !== changes[i - 1]!.name);
  const at = boundaries.length === 0 ? middle : boundaries.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  const half = (part: readonly NameChange[]) => {
    const needed = new Set(part.flatMap((change) => change.signers.map((signer) => signer.scriptHash)));
    return batchOfChanges(part, batch.signers.filter((signer) => needed.has(signer.scriptHash)), batch.stage);
  };
  return [half(changes.slice(0, at)), half(changes.slice(at))];
}

function batchOfChanges(changes: readonly NameChange[], signers: readonly SigningAccount[], stage: number): PlannedBatch {
  return { changes, calls: callsOf(changes), signers, stage };
}

function callsOf(changes: readonly NameChange[]): ContractCall[] {
  return changes.flatMap((change) => change.operations.map((operation) => operation.plan.call));
}

/** The plan's changes in units: a name's changes, cut after a transfer (the receiver signs the rest). */
function unitsOf(plan: NamesPlan): Unit[] {
  const depth = (name: string) => name.split('.').length;
  const names = plan.names.map((name, index) => ({ name, index })).sort((a, b) => depth(a.name.name) - depth(b.name.name) || a.index - b.index);
  const units: Unit[] = [];
  const lastOf = new Map<string, Unit>();
  const holdingChanged = new Set<string>();
  for (const { name } of names) {
    // The closest name above it whose holder the plan changes: its changes run first.
    const labels = name.name.split('.');
    const above = labels.slice(1).map((_, i) => labels.slice(i + 1).join('.')).find((each) => holdingChanged.has(each));
    let after: Unit[] = above ? [lastOf.get(above)!] : [];
    let part: NameChange[] = [];
    const close = () => {
      const unit: Unit = { name: name.name, changes: part, signers: signersOf(part), after, order: units.length };
      units.push(unit);
      after = [unit];
      part = [];
    };
    name.changes.forEach((change, i) => {
      part.push(change);
      if (change.kind === 'transfer' && i < name.changes.length - 1) close();
    });
    if (part.length > 0) close();
    lastOf.set(name.name, units.at(-1)!);
    if (name.changes.some((change) => HOLDING_CHANGES.has(change.kind))) holdingChanged.add(name.name);
  }
  return units;
}

/** The accounts the changes need, the first change's payer first. */
function signersOf(changes: readonly NameChange[]): SigningAccount[] {
  const signers: SigningAccount[] = [];
  for (const signer of changes.flatMap((change) => change.signers)) {
    if (!signers.some((each) => each.scriptHash === signer.scriptHash)) signers.push(signer);
  }
  return signers;
}

function signersKey(signers: readonly SigningAccount[]): string {
  return signers.map((signer) => signer.scriptHash).sort().join(',');
}

function sameSigners(a: readonly SigningAccount[], b: readonly SigningAccount[]): boolean {
  return signersKey(a) === signersKey(b);
}

/** Bytes of a transaction besides its script and witnesses: version, nonce, fees, valid-until, the attributes' count. */
const FIXED_BYTES = 1 + 4 + 8 + 8 + 4 + 1;
/** A signer: its account and its scope (CalledByEntry). */
const SIGNER_BYTES = 20 + 1;
/** A signature in an invocation script: PUSHDATA1, its length, 64 bytes. */
const SIGNATURE_PUSH_BYTES = 66;
/** A public key in a verification script: PUSHDATA1, its length, 33 bytes. */
const KEY_PUSH_BYTES = 35;
/** A verification script's bytes besides its keys: the counts, SYSCALL and its id. */
const VERIFICATION_EXTRA_BYTES = 9;

/** Sizes calls as the write module builds them, and fits units into transactions within the node's limits. */
class Sizer {
  private readonly sizes = new Map<ContractCall, number>();

  constructor(private readonly write: ScriptBuilder) {}

  /** The group's units in as few batches as the limits allow, in order; a unit too large alone is cut between its changes. */
  fit(group: readonly Unit[], limits: BatchLimits): { units: Unit[]; signers: readonly SigningAccount[] }[] {
    const signers = group[0]!.signers;
    const witnesses = signers.reduce((sum, signer) => sum + witnessBytes(signer), 0);
    const fits = (script: number) => script <= limits.maxScriptBytes
      && FIXED_BYTES + varIntBytes(signers.length) + signers.length * SIGNER_BYTES + varIntBytes(script) + script + varIntBytes(signers.length) + witnesses <= limits.maxTransactionBytes;
    const batches: { units: Unit[]; signers: readonly SigningAccount[] }[] = [];
    let current: Unit[] = [];
    let bytes = 0;
    const flush = () => {
      if (current.length > 0) batches.push({ units: current, signers });
      current = [];
      bytes = 0;
    };
    for (const whole of group) {
      for (const unit of this.cut(whole, fits)) {
        const size = this.unitBytes(unit);
        if (current.length > 0 && !fits(bytes + size)) flush();
        current.push(unit);
        bytes += size;
      }
    }
    flush();
    return batches;
  }

  /** A unit in parts that each fit alone (each following the one before); itself where it fits. */
  private cut(unit: Unit, fits: (script: number) => boolean): Unit[] {
    if (fits(this.unitBytes(unit)) || unit.changes.length < 2) return [unit];
    const parts: Unit[] = [];
    let part: NameChange[] = [];
    let bytes = 0;
    const close = () => {
      parts.push({ ...unit, changes: part, after: parts.length === 0 ? unit.after : [parts.at(-1)!] });
      part = [];
      bytes = 0;
    };
    for (const change of unit.changes) {
      const size = this.changeBytes(change);
      if (part.length > 0 && !fits(bytes + size)) close();
      part.push(change);
      bytes += size;
    }
    close();
    return parts;
  }

  private unitBytes(unit: Unit): number {
    return unit.changes.reduce((sum, change) => sum + this.changeBytes(change), 0);
  }

  private changeBytes(change: NameChange): number {
    return change.operations.reduce((sum, operation) => sum + this.callBytes(operation.plan.call), 0);
  }

  private callBytes(call: ContractCall): number {
    let size = this.sizes.get(call);
    if (size === undefined) {
      size = this.write.buildContractCallScript(call).length;
      this.sizes.set(call, size);
    }
    return size;
  }
}

/** A signer's witness: its invocation script (a signature per key it needs) and its verification script. */
function witnessBytes(signer: SigningAccount): number {
  const invocation = signer.threshold * SIGNATURE_PUSH_BYTES;
  const verification = signer.verificationScript.length > 0 ? signer.verificationScript.length / 2 : Math.max(1, signer.publicKeys.length) * KEY_PUSH_BYTES + VERIFICATION_EXTRA_BYTES;
  return varIntBytes(invocation) + invocation + varIntBytes(verification) + verification;
}

function varIntBytes(value: number): number {
  return value < 0xfd ? 1 : value <= 0xffff ? 3 : 5;
}
