// Plans of a names file written as JSON against a state built by hand, and the plan as plain values.
import assert from 'node:assert/strict';
import type { NamesState } from '../../../../src/core';
import type { NameChange, NamesPlan, PlanContext } from '../../../../src/model/namesFile/api';
import { planNames } from '../../../../src/model/namesFile/plan';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { API, JAN_2026, WORKSPACE } from './fixtures';

export type FileNames = Record<string, unknown>;

/** The plan of `{ "names": names }` on `api` (the C# contract unless told), the workspace's three accounts signing. */
export function planOf(names: FileNames, state: NamesState, options: Partial<PlanContext> & { api?: ContractWriteApi } = {}): NamesPlan {
  const api = options.api ?? API.csharp;
  const parse = parseNamesFile(JSON.stringify({ names }), { family: api.family, l10n });
  assert.deepEqual(parse.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message), [], 'the file has no errors');
  return planNames(parse.file, state, { api, accounts: WORKSPACE, chainTime: state.chainTime ?? JAN_2026, l10n, ...options });
}

/** A change as [kind, its values, who signs, its calls' methods]. */
export function plainChange(change: NameChange): [string, Record<string, unknown>, string[], string[]] {
  const { kind, name: _name, needs: _needs, signers, operations, ...values } = change;
  const shown = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'object' && value !== null && 'address' in value ? value.address : value]));
  return [kind, shown, signers.map((signer) => signer.label), operations.map((operation) => operation.plan.call.method)];
}

/** The plan's changes by name. */
export function changesOf(plan: NamesPlan): Record<string, ReturnType<typeof plainChange>[]> {
  return Object.fromEntries(plan.names.map((name) => [name.name, name.changes.map(plainChange)]));
}

export function conflictsOf(plan: NamesPlan): [string, string][] {
  return plan.conflicts.map((conflict) => [conflict.name, conflict.kind]);
}
