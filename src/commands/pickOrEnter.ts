// A QuickPick of known values with an item for entering another, then an input box that validates as
// the user types: the prompts of nns.lookUpOwner (recent owners) and nns.selectNode (node presets).
import * as vscode from 'vscode';

/** An item of the list: choosing it returns `value`; an item without a value opens the input box. */
export type ChoiceItem = vscode.QuickPickItem & { readonly value?: string };

export interface PickOrEnterOptions {
  readonly title: string;
  /** The known values, and the item that opens the input box; none: the input box straight away. */
  readonly choices: readonly ChoiceItem[];
  readonly pickPlaceholder: string;
  readonly prompt: string;
  readonly inputPlaceholder: string;
  /** The input box's initial text. */
  readonly value?: string;
  /** Undefined when the text is valid, else why it is not. */
  readonly problem: (text: string) => string | undefined;
}

/** Resolves with the value chosen or entered; undefined when the user cancelled. */
export async function pickOrEnter(options: PickOrEnterOptions): Promise<string | undefined> {
  if (options.choices.length > 0) {
    const picked = await vscode.window.showQuickPick(options.choices, { title: options.title, placeHolder: options.pickPlaceholder });
    if (!picked) return undefined;
    if (picked.value) return picked.value;
  }
  return vscode.window.showInputBox({
    title: options.title,
    prompt: options.prompt,
    placeHolder: options.inputPlaceholder,
    value: options.value,
    ignoreFocusOut: true,
    validateInput: (text) => options.problem(text),
  });
}
