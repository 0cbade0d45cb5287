// What the tests of the names files' editor share: changes planned by the real operation specs on a
// family's ABI, batches and plans of them, and a stand-in for the model's functions (the model's own
// tests prove those) whose answers each test can replace.
import assert from 'node:assert/strict';
import type { NameOnChain, NamesState } from '../../../../src/core';
import type {
  DeclaredName, FileProblem, NameChange, NamesFile, NamesPlan, PlannedBatch, RecordTypeName,
} from '../../../../src/model/namesFile/api';
import type { NamesModel } from '../../../../src/model/namesFile/namesModel';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import type { ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { registerSpec, type RegisterOperation } from '../../../../src/model/write/operations/register';
import { renewedExpiration, renewSpec, type RenewOperation } from '../../../../src/model/write/operations/renew';
import { setRecordSpec, type SetRecordOperation } from '../../../../src/model/write/operations/setRecord';
import type { OperationData, OperationSpec } from '../../../../src/model/write/operations/operationSpec';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { contractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import type { FilePlan, PlanChain } from '../../../../src/services/namesFile/namesFileReader';
import { API, fixtureAbi } from '../write/fixtures';

/** The change `data` makes, planned by its spec on `api`. */
function change<O extends OperationData>(spec: OperationSpec<O>, data: O, signer: SigningAccount, api: ContractWriteApi) {
  const planned = spec.plan(data, api, l10n);
  assert.ok(planned.ok, planned.ok ? '' : planned.problem);
  return { needs: planned.plan.signers, signers: [signer], operations: [{ spec: spec as unknown as OperationSpec<OperationData>, data, plan: planned.plan }] };
}

export function registerChange(name: string, owner: SigningAccount, api: ContractWriteApi = API.neoGo, price?: bigint): NameChange {
  // NeoFS's NNS records an e-mail address with each name.
  const data: RegisterOperation = { kind: 'register', name, owner: { address: owner.address, scriptHash: owner.scriptHash }, ...(api.family === 'neoFs' ? { soa: { email: 'admin@example.com' } } : {}) };
  return { kind: 'register', name, owner: { address: owner.address, scriptHash: owner.scriptHash }, wasExpired: false, ...(price === undefined ? {} : { price }), ...change(registerSpec, data, owner, api) };
}

export function setRecordChange(name: string, type: RecordTypeName, value: string, signer: SigningAccount, api: ContractWriteApi = API.neoGo, old: readonly string[] = []): NameChange {
  const data: SetRecordOperation = { kind: 'setRecord', name, type, value };
  return { kind: 'setRecord', name, type, old, values: [value], ...change(setRecordSpec, data, signer, api) };
}

export function renewChange(name: string, expiration: number, signer: SigningAccount, api: ContractWriteApi = API.neoGo, price?: bigint): NameChange {
  const data: RenewOperation = { kind: 'renew', name, years: 1, expiration };
  return { kind: 'renew', name, years: 1, oldExpiration: expiration, newExpiration: renewedExpiration(expiration, 1), ...(price === undefined ? {} : { price }), ...change(renewSpec, data, signer, api) };
}

/** One transaction of these changes, signed by the first change's signers. */
export function batchOf(changes: readonly NameChange[], stage = 0): PlannedBatch {
  return { changes, calls: changes.flatMap((each) => each.operations.map((operation) => operation.plan.call)), signers: changes[0]?.signers ?? [], stage };
}

/** A plan of these changes, by name in their order. */
export function planOf(changes: readonly NameChange[], rest: Partial<Pick<NamesPlan, 'conflicts' | 'unchanged'>> = {}): NamesPlan {
  const names: string[] = [];
  for (const each of changes) if (!names.includes(each.name)) names.push(each.name);
  return {
    names: names.map((name) => ({ name, changes: changes.filter((each) => each.name === name), notes: [] })),
    conflicts: rest.conflicts ?? [], unchanged: rest.unchanged ?? [], changeCount: changes.length,
  };
}

/** A names file as the stand-in parse reads it: `{ "names": { name: {…} } }`; a name with ".." is an error. */
function parseFile(text: string): { file: NamesFile; problems: FileProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { file: { names: [] }, problems: [{ offset: 0, length: 1, severity: 'error', message: 'Not JSON.' }] };
  }
  const entries = Object.entries((json as { names?: Record<string, { owner?: string }> }).names ?? {});
  const names: DeclaredName[] = [];
  const problems: FileProblem[] = [];
  for (const [name, value] of entries) {
    const offset = text.indexOf(JSON.stringify(name));
    const nameRange = { offset, length: JSON.stringify(name).length };
    if (name.includes('..')) problems.push({ ...nameRange, severity: 'error', message: `${name}: an empty label.` });
    const owner = typeof value.owner === 'string' ? { value: { address: value.owner, scriptHash: '0x00' }, range: { offset: text.indexOf(value.owner) - 1, length: value.owner.length + 2 } } : undefined;
    names.push({ name, nameRange, entryRange: nameRange, ...(owner ? { owner } : {}) });
  }
  return { file: { names }, problems };
}

/** What the stand-in model was asked. */
export interface ModelCalls {
  readonly parsed: Array<{ family?: string }>;
  readonly read: string[][];
  readonly planned: number;
}

/**
 * The model's functions as the editor calls them: a parse of the shape above, a warning for an owner no
 * account signs for, the plan `plan` answers (none by default), one batch per stage and signer, a split
 * in halves, and texts that list what they were given.
 */
export function fakeModel(over: Partial<NamesModel> & { plan?: () => NamesPlan; states?: ReadonlyMap<string, NameOnChain> } = {}): NamesModel & { calls: ModelCalls } {
  const calls = { parsed: [] as Array<{ family?: string }>, read: [] as string[][], planned: 0 };
  const model: NamesModel = {
    parseNamesFile: (text, options) => {
      calls.parsed.push(options.family ? { family: options.family } : {});
      return parseFile(text);
    },
    signabilityProblems: (file, accounts) => file.names.flatMap((declared) => declared.owner?.value && !accounts.some((account) => account.address === declared.owner?.value?.address)
      ? [{ ...declared.owner.range, severity: 'warning' as const, message: `No workspace account signs for ${declared.owner.value.address}.` }]
      : []),
    planNames: () => {
      calls.planned++;
      return over.plan ? over.plan() : planOf([]);
    },
    groupPlan: (plan) => {
      const changes = plan.names.flatMap((name) => name.changes);
      const groups = new Map<string, NameChange[]>();
      for (const each of changes) groups.set(each.signers.map((signer) => signer.address).join(','), [...(groups.get(each.signers.map((signer) => signer.address).join(',')) ?? []), each]);
      return [...groups.values()].map((group) => batchOf(group));
    },
    splitBatch: (batch) => (batch.changes.length < 2 ? undefined : [batchOf(batch.changes.slice(0, Math.ceil(batch.changes.length / 2)), batch.stage), batchOf(batch.changes.slice(Math.ceil(batch.changes.length / 2)), batch.stage)]),
    planText: (plan, costs) => `${plan.names.map((name) => `${name.name}: ${name.changes.map((each) => each.kind).join(', ')}`).join('\n')}\n${costs ? `cost ${costs.systemFee + costs.networkFee}` : 'no cost'}\n`,
    batchConfirmationLines: (batch) => batch.changes.map((each) => `${each.kind} ${each.name}`),
    exportNamesFile: (states) => `${JSON.stringify({ names: Object.fromEntries(states.map((state) => [state.name, { owner: state.owner?.address }])) }, null, 2)}\n`,
    readNamesState: (_node, names) => {
      calls.read.push([...names]);
      const state: NamesState = { names: names.map((name) => over.states?.get(name) ?? { name, state: 'free' }), chainTime: Date.UTC(2026, 0, 1), requests: 1, calls: names.length };
      return Promise.resolve(state);
    },
    ...over,
  };
  return Object.assign(model, { calls });
}

/** A plan as the reader hands it: the file parsed by the stand-in, the plan given, read of neo-go's contract. */
export function filePlanOf(text: string, plan: NamesPlan, accounts: readonly SigningAccount[] = []): FilePlan {
  const abi = fixtureAbi('nft-nd-nns-neo-go');
  const chain: PlanChain = {
    node: { rpcUrl: 'http://localhost:50012/', contractHash: abi.hash },
    info: { network: { magic: 1234567890, addressVersion: 53, maxValidUntilBlockIncrement: 5760, msPerBlock: 100 }, blockCount: 100, readAt: Date.UTC(2026, 0, 1), contract: abi, committee: [] },
    api: contractWriteApi(abi), accounts,
  };
  const parse = parseFile(text);
  return parse.problems.some((problem) => problem.severity === 'error')
    ? { kind: 'invalid', parse }
    : { kind: 'planned', parse, plan, chain, state: { names: [], requests: 1, calls: 1 } };
}
