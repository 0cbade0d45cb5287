// The prompts of a signer that signs elsewhere: rows for the accounts the workspace knows without their
// keys and a row to type one (an address, a public key, a multisig's m and keys), or the keys of an
// address the operation names (the owner). The transaction is then only saved for signing elsewhere.
import * as vscode from 'vscode';
import type { Localizer } from '../../model/text/localizer';
import { escapeIcons } from '../../model/text/untrustedText';
import { accountOfKeys, elsewhereSigner, knownAccount, parseElsewhereInput } from '../../model/write/accounts/elsewhereAccount';
import type { SigningAccount } from '../../model/write/accounts/signingAccounts';
import { elsewherePromptText } from '../../model/write/words/elsewhereText';
import type { WriteModule } from '../../model/write/accounts/keySource';

/** What a pick of signers adds for signing elsewhere: the accounts known without keys, and how to ask for another. */
export interface ElsewhereRows {
  readonly known: readonly SigningAccount[];
  /** The rows of a pick: the accounts known (but `except`), then the row to type one. */
  readonly items: (except?: ReadonlySet<string>) => ElsewhereItem[];
  /** Asks for a signer typed; `required`: the address it must be. */
  readonly ask: (title: string, required?: string) => Promise<SigningAccount | undefined>;
}

/** What the prompts need of a write under way: the write module builds the accounts of keys, for the node's address version. */
export interface ElsewhereSession {
  readonly write: Pick<WriteModule, 'accountFromPublicKey' | 'multisigAccount'>;
  readonly info: { readonly network: { readonly addressVersion: number } };
}

export type ElsewhereItem = vscode.QuickPickItem & { readonly account?: SigningAccount; readonly typed?: true };

function elsewhereItems(known: readonly SigningAccount[], l10n: Localizer, except: ReadonlySet<string> = new Set()): ElsewhereItem[] {
  const words = elsewherePromptText(l10n);
  return [
    ...known.filter((account) => !except.has(account.address)).map((account): ElsewhereItem => ({
      label: escapeIcons(account.label || account.address),
      description: [account.label ? account.address : '', words.row(account)].filter(Boolean).join(' · '),
      detail: escapeIcons([account.wallet, account.file].filter(Boolean).join(' · ')),
      iconPath: new vscode.ThemeIcon('globe'),
      account,
    })),
    { label: `$(add) ${words.typeRow}`, detail: words.typeRowDetail, typed: true },
  ];
}

/** The signer a row stands for: its account, or for the row to type one, one asked for now. */
export async function chosenSigner(item: ElsewhereItem | undefined, rows: ElsewhereRows | undefined, title: string): Promise<SigningAccount | undefined> {
  if (item?.typed) return rows?.ask(title);
  return item?.account;
}

/**
 * The rows of this session: the workspace's accounts known without keys on its network, and the
 * prompts of one typed (`workspace`: the accounts that sign here, whose keys of a typed account sign into the file).
 */
export function elsewhereRows(session: ElsewhereSession, known: readonly SigningAccount[], workspace: readonly SigningAccount[], l10n: Localizer): ElsewhereRows {
  const version = session.info.network.addressVersion;
  const words = elsewherePromptText(l10n);
  const ofKeys = (text: string) => {
    const input = parseElsewhereInput(text, version, l10n, false);
    if (input.kind !== 'keys') return { problem: input.kind === 'invalid' ? input.problem : '' };
    try {
      return { account: accountOfKeys(session.write, input, version) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  };
  const keysOf = async (title: string, address: string): Promise<SigningAccount | undefined> => {
    const found = knownAccount(address, [...known, ...workspace]);
    if (found) return found;
    const typed = await vscode.window.showInputBox({
      title, prompt: words.keysPrompt(address), ignoreFocusOut: true,
      validateInput: (text) => {
        if (text.trim() === '') return undefined;
        const made = ofKeys(text);
        if (!made.account) return made.problem;
        return made.account.address === address ? undefined : words.notThatAccount(made.account.address, address);
      },
    });
    if (typed === undefined || typed.trim() === '') return undefined;
    const made = ofKeys(typed);
    if (!made.account || made.account.address !== address) return undefined;
    return elsewhereSigner(made.account, workspace);
  };
  return {
    known,
    items: (except) => elsewhereItems(known, l10n, except),
    async ask(title, required) {
      if (required !== undefined) return keysOf(title, required);
      const typed = await vscode.window.showInputBox({
        title, prompt: words.anyPrompt, ignoreFocusOut: true,
        validateInput: (text) => {
          if (text.trim() === '') return undefined;
          const input = parseElsewhereInput(text, version, l10n);
          if (input.kind === 'invalid') return input.problem;
          if (input.kind === 'account') {
            const found = knownAccount(input.scriptHash, [...known, ...workspace]);
            return { message: found ? words.makes(found.address) : words.keysNext(input.address), severity: vscode.InputBoxValidationSeverity.Info };
          }
          const made = ofKeys(text);
          return made.account ? { message: words.makes(made.account.address), severity: vscode.InputBoxValidationSeverity.Info } : made.problem;
        },
      });
      if (typed === undefined || typed.trim() === '') return undefined;
      const input = parseElsewhereInput(typed, version, l10n);
      if (input.kind === 'invalid') {
        void vscode.window.showErrorMessage(input.problem);
        return undefined;
      }
      if (input.kind === 'account') return knownAccount(input.scriptHash, [...known, ...workspace]) ?? keysOf(title, input.address);
      const made = ofKeys(typed);
      if (!made.account) {
        void vscode.window.showErrorMessage(made.problem);
        return undefined;
      }
      return knownAccount(made.account.scriptHash, workspace) ?? elsewhereSigner(made.account, workspace);
    },
  };
}
