// Add a top-level domain to the contract, signed by the committee: its plan (the root checked as the
// contract's CheckFragment checks it), its words, and the words of its box, which the set-up asks too.
import type { Localizer } from '../../text/localizer';
import { exactValue, singleLine } from '../../text/untrustedText';
import { soaArguments, text, type SoaFields } from '../contracts/contractArguments';
import { fragmentOk } from '../contracts/recordValues';
import { invoke, methodOf, planned, refused, reload, type OperationSpec } from './operationSpec';

export interface AddRootOperation {
  readonly kind: 'addRoot';
  readonly root: string;
  /** On NeoFS's NNS (registerTLD), the e-mail address of the root's SOA record (and its times). */
  readonly soa?: SoaFields;
}

export const addRootSpec: OperationSpec<AddRootOperation> = {
  plan(operation, api, l10n) {
    if (!fragmentOk(operation.root, true)) {
      return refused(l10n.t('A top-level domain is 1 to 16 of a–z, 0–9 and inner hyphens, starting with a letter: "{0}" is not.', singleLine(operation.root, 40)));
    }
    const method = methodOf(api.addRoot, api, l10n);
    if (typeof method === 'string') return refused(method);
    const args = [text(operation.root)];
    if (method.soa) {
      const soa = soaArguments(operation.soa, l10n);
      if (typeof soa === 'string') return refused(soa);
      args.push(...soa);
    }
    return planned({ ...invoke(api, method, args), signers: [{ role: 'committee' }], reload: reload({ roots: true }) });
  },
  title: (operation, l10n) => l10n.t('Add the top-level domain .{0}', singleLine(operation.root, 80)),
  argumentLines: (operation, l10n) => [l10n.t('Top-level domain: {0}', exactValue(operation.root, 255, l10n))],
};

/** The words of the root's box: Add Root…'s title, what a top-level domain is (the set-up's box says it too), why one typed is refused. */
export interface RootPromptText {
  readonly title: string;
  readonly prompt: string;
  /** The contract's rule broken (the write module's words), as a sentence. */
  problem(rule: string): string;
  /** A top-level domain the contract holds already. */
  exists(root: string): string;
}

export function rootPromptText(l10n: Localizer): RootPromptText {
  return {
    title: l10n.t('Add Root: the new top-level domain'),
    prompt: l10n.t('Names are registered under it: neo gives alice.neo'),
    problem: (rule) => `${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`,
    exists: (root) => l10n.t('The contract has the top-level domain .{0} already.', singleLine(root, 40)),
  };
}
