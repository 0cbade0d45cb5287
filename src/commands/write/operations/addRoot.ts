// nns.addRoot, Add Root…'s prompt: the new top-level domain, checked as typed by the rule of the
// contract's family; signed by the committee's account. The set-up asks its first root in the same box.
import * as vscode from 'vscode';
import type { NnsFamily } from '../../../core/write';
import type { Localizer } from '../../../model/text/localizer';
import type { WriteModule } from '../../../model/write/accounts/keySource';
import { addRootSpec, rootPromptText } from '../../../model/write/operations/addRoot';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import type { WriteService } from '../../../services/write/writeService';
import { runOperation, startCommitteeAction, type CommitteeContext } from '../writeFlow';

/** `nns.addRoot(root?)`: the root asked for, the one given offered; undefined when the user left or was told why not. */
export async function addRoot(context: CommitteeContext & { readonly write: Pick<WriteService, 'roots'> }, given?: unknown): Promise<RunOutcome | undefined> {
  const action = await startCommitteeAction(context);
  if (!action) return undefined;
  const { session, committee } = action;
  const family = session.write.administrationOf({ abi: { methods: session.info.contract?.methods ?? [] } }).family;
  const typed = typeof given === 'string' ? given.trim() : undefined;
  // The contract's roots, read while the box is open: one it has already is refused as typed.
  const existing = context.write.roots(session.node);
  const root = await askRoot(session.write, family, context.l10n, { ...(typed ? { value: typed } : {}), existing });
  if (root === undefined) return undefined;
  return runOperation(context, session, { spec: addRootSpec, operation: { kind: 'addRoot', root }, signers: [committee] });
}

/**
 * A root (`value` offered, else the write module's default); what the contract would refuse is said
 * under the box as it is typed: its rule, and a root among `existing` once they are read.
 */
export async function askRoot(
  write: Pick<WriteModule, 'rootProblem' | 'DEFAULT_ROOT'>, family: NnsFamily, l10n: Localizer,
  asked: { readonly title?: string; readonly value?: string; readonly existing?: Promise<readonly string[] | undefined> } = {},
): Promise<string | undefined> {
  const words = rootPromptText(l10n);
  const root = await vscode.window.showInputBox({
    title: asked.title ?? words.title, prompt: words.prompt, value: asked.value ?? write.DEFAULT_ROOT, ignoreFocusOut: true,
    validateInput: async (text) => {
      const candidate = text.trim();
      const rule = write.rootProblem(candidate, family);
      if (rule) return words.problem(rule);
      return (await asked.existing)?.includes(candidate) ? words.exists(candidate) : undefined;
    },
  });
  return root === undefined ? undefined : root.trim();
}
