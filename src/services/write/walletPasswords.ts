// The password box of a NEP-6 key, and the only place a password may outlive one signature: kept in
// this object's memory, once it opened its key, when the user ticks "keep this wallet unlocked until the
// window closes" (off by default), until the window closes or Forget Wallet Passwords.
import * as vscode from 'vscode';
import { ContextKeys } from '../../model/ids';
import type { Localizer } from '../../model/text/localizer';
import type { KeyHolder } from '../../model/write/accounts/signingAccounts';
import { passwordBoxText, type SignsFor } from '../../model/write/words/passwordText';

/** Passwords asked before the key is refused as WRONG_PASSWORD. */
export const PASSWORD_ATTEMPTS = 3;

const keyOf = (holder: KeyHolder) => `${holder.file}\u0000${holder.account}`;

export class WalletPasswords implements vscode.Disposable {
  /** Passwords the user chose to keep, that opened their key. */
  private readonly kept = new Map<string, string>();
  /** Chosen to keep, not yet known to open the key. */
  private readonly pending = new Map<string, string>();

  constructor(private readonly l10n: Localizer) {}

  /** How many wallet accounts are unlocked (their passwords kept). */
  get unlocked(): number {
    return this.kept.size;
  }

  /** keySourceFor's askPassword: the kept password first, else the box; undefined when the user cancels. `signsFor`: the account signing. */
  async ask(holder: KeyHolder, attempt: number, signsFor?: SignsFor): Promise<string | undefined> {
    const key = keyOf(holder);
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      if (attempt === 1) return kept;
      // It opened the key before and no longer does: the wallet changed. Ask.
      this.kept.delete(key);
      this.changed();
    }
    const answer = await this.box(holder, attempt, signsFor);
    if (answer === undefined) return undefined;
    if (answer.keep) this.pending.set(key, answer.password);
    else this.pending.delete(key);
    return answer.password;
  }

  /** The keys of a signature were opened: the passwords chosen to keep are kept from now on. */
  opened(): void {
    if (this.pending.size === 0) return;
    for (const [key, password] of this.pending) this.kept.set(key, password);
    this.pending.clear();
    this.changed();
  }

  /** The keys were not opened: nothing asked this time is kept. */
  notOpened(): void {
    this.pending.clear();
  }

  /** Forgets every password kept (Forget Wallet Passwords); resolves with how many accounts were unlocked. */
  forgetAll(): number {
    const count = this.kept.size;
    this.kept.clear();
    this.pending.clear();
    this.changed();
    return count;
  }

  private box(holder: KeyHolder, attempt: number, signsFor: SignsFor | undefined): Promise<{ password: string; keep: boolean } | undefined> {
    const text = passwordBoxText(holder, attempt, PASSWORD_ATTEMPTS, this.l10n, signsFor);
    const input = vscode.window.createInputBox();
    input.title = text.title;
    input.prompt = text.prompt;
    input.password = true;
    input.ignoreFocusOut = true;
    if (text.problem) input.validationMessage = text.problem;
    let keep = false;
    const keepButton = (): vscode.QuickInputButton => ({ iconPath: new vscode.ThemeIcon(keep ? 'unlock' : 'lock'), tooltip: keep ? text.keepOn : text.keepOff });
    input.buttons = [keepButton()];
    return new Promise((resolve) => {
      let answered = false;
      const disposables = [
        input.onDidTriggerButton(() => {
          keep = !keep;
          input.buttons = [keepButton()];
        }),
        input.onDidChangeValue(() => {
          input.validationMessage = undefined;
        }),
        input.onDidAccept(() => {
          answered = true;
          resolve({ password: input.value, keep });
          input.hide();
        }),
        input.onDidHide(() => {
          if (!answered) resolve(undefined);
          for (const disposable of disposables) disposable.dispose();
          input.dispose();
        }),
      ];
      input.show();
    });
  }

  private changed(): void {
    void vscode.commands.executeCommand('setContext', ContextKeys.walletsUnlocked, this.kept.size > 0);
  }

  dispose(): void {
    this.kept.clear();
    this.pending.clear();
  }
}
