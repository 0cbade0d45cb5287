// The plan document around the model's plan text: which file, node and contract it was read from and
// when, what its cost leaves out, whether this window can apply it; or why there is no plan (the file's
// errors, a node that failed). Plain text: chain and file strings pass singleLine.
import type { NodeConfig } from '../../core';
import { formatDateTime } from '../details/expiry';
import type { Localizer } from '../text/localizer';
import { redactUrl, singleLine } from '../text/untrustedText';
import { familyText, type ContractWriteApi } from '../write/contracts/contractApi';
import type { FileProblem, NamesPlan, PlanCosts, PlanText } from './api';

export interface PlanDocumentInput {
  /** The file as the workspace names it. */
  readonly file: string;
  readonly node: NodeConfig;
  readonly api: Pick<ContractWriteApi, 'name' | 'hash' | 'family'>;
  /** When the chain was read (ms since the epoch). */
  readonly readAt: number;
  readonly plan: NamesPlan;
  readonly costs?: PlanCosts;
  /** Transactions Apply would send, where the write module could group them. */
  readonly transactions?: number;
  /** Of those, how many could not be tested now (they depend on earlier ones, or their test failed: `costFailure`). */
  readonly untested?: number;
  readonly costFailure?: string;
  /** Why this window cannot apply it, when it cannot (the web build, Restricted Mode). */
  readonly cannotApply?: string;
}

/** The document: a heading, the model's plan, then what the cost leaves out and whether Apply is possible here. */
export function planDocumentText(input: PlanDocumentInput, planText: PlanText, l10n: Localizer): string {
  const lines = [
    l10n.t('Plan of {0}', singleLine(input.file, 200)),
    l10n.t('Node {0} · contract {1} {2} ({3}) · read {4}', redactUrl(input.node.rpcUrl), singleLine(input.api.name, 60) || l10n.t('(no name)'), input.api.hash, familyText(input.api.family, l10n), formatDateTime(input.readAt)),
    '',
    planText(input.plan, input.costs, l10n).replace(/\n+$/, ''),
  ];
  const notes: string[] = [];
  if (input.plan.changeCount > 0 && input.transactions !== undefined && input.transactions > 0) {
    notes.push(input.transactions === 1 ? l10n.t('Apply sends 1 transaction.') : l10n.t('Apply sends {0} transactions, one after the other.', l10n.count(input.transactions)));
  }
  if (input.untested !== undefined && input.untested > 0) {
    notes.push(input.costFailure
      ? l10n.t('The cost of {0} of them is not counted: their test failed ({1}).', l10n.count(input.untested), singleLine(input.costFailure, 300))
      : l10n.t('The cost of {0} of them is not counted: they act on what an earlier one does, and can be tested only once it is in a block.', l10n.count(input.untested)));
  }
  if (input.plan.changeCount > 0 && input.cannotApply) notes.push(input.cannotApply);
  if (notes.length > 0) lines.push('', ...notes);
  return `${lines.join('\n')}\n`;
}

/** The file's errors, each at its line and column: nothing was read of the chain. */
export function invalidPlanText(file: string, problems: readonly (FileProblem & { readonly line: number; readonly character: number })[], l10n: Localizer): string {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const lines = [
    l10n.t('Plan of {0}', singleLine(file, 200)),
    '',
    errors.length === 1 ? l10n.t('The file has 1 error: fix it, then plan again.') : l10n.t('The file has {0} errors: fix them, then plan again.', l10n.count(errors.length)),
    ...errors.map((problem) => `  ${l10n.t('line {0}, column {1}: {2}', problem.line + 1, problem.character + 1, singleLine(problem.message, 300))}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The plan could not be read from the node (its failure in words). */
export function planFailedText(file: string, failure: string, l10n: Localizer): string {
  return `${[l10n.t('Plan of {0}', singleLine(file, 200)), '', l10n.t('The plan could not be made: {0}', singleLine(failure, 500))].join('\n')}\n`;
}
