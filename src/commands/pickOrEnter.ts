// A QuickPick of known values with an item for entering another, then an input box that validates as
// the user types: the prompts of nns.lookUpOwner / nns.setOwner (recent owners) and nns.selectNode
// (node presets). What is typed into the list is never lost: a valid value is taken with Enter at
// once, anything else is carried into the input box.
import * as vscode from 'vscode';
import { escapeIcons } from '../model/untrustedText';

/** An item of the list: choosing it returns `value`; an item without a value opens the input box. */
export type ChoiceItem = vscode.QuickPickItem & { readonly value?: string };

export interface PickOrEnterOptions {
  readonly title: string;
  /** The known values, and the item that opens the input box; none: the input box straight away. */
  readonly choices: readonly ChoiceItem[];
  readonly pickPlaceholder: string;
  readonly prompt: string;
  readonly inputPlaceholder: string;
  /** The input box's initial text when nothing was typed into the list. */
  readonly value?: string;
  /** The value in use: its item is the active one when the list opens. */
  readonly current?: string;
  /** Beside a valid value typed into the list, e.g. "look up this owner". */
  readonly typedDescription: string;
  /** Undefined when the text is valid, else why it is not. */
  readonly problem: (text: string) => string | undefined;
}

/** Resolves with the value chosen or entered; undefined when the user cancelled. */
export async function pickOrEnter(options: PickOrEnterOptions): Promise<string | undefined> {
  if (options.choices.length === 0) return enter(options, options.value);
  const chosen = await pick(options);
  if (chosen === undefined) return undefined;
  return chosen.kind === 'value' ? chosen.value : enter(options, chosen.text || options.value);
}

type Choice = { readonly kind: 'value'; readonly value: string } | { readonly kind: 'enter'; readonly text: string };

function pick(options: PickOrEnterOptions): Promise<Choice | undefined> {
  const quickPick = vscode.window.createQuickPick<ChoiceItem>();
  quickPick.title = options.title;
  quickPick.placeholder = options.pickPlaceholder;
  const showChoices = () => {
    quickPick.items = options.choices;
    const current = options.current === undefined ? undefined : options.choices.find((item) => item.value === options.current);
    if (current) quickPick.activeItems = [current];
  };
  showChoices();
  return new Promise<Choice | undefined>((resolve) => {
    const disposables = [
      quickPick.onDidChangeValue((text) => {
        const typed = text.trim();
        const known = options.choices.some((item) => item.value === typed);
        if (typed === '' || known || options.problem(typed) !== undefined) {
          showChoices();
          return;
        }
        // A valid value typed (or pasted): first, and active, so that Enter takes it.
        const item: ChoiceItem = { label: escapeIcons(typed), description: options.typedDescription, value: typed, iconPath: new vscode.ThemeIcon('arrow-right'), alwaysShow: true };
        quickPick.items = [item, ...options.choices];
        quickPick.activeItems = [item];
      }),
      quickPick.onDidAccept(() => {
        const picked = quickPick.selectedItems[0] ?? quickPick.activeItems[0];
        done(picked?.value !== undefined ? { kind: 'value', value: picked.value } : { kind: 'enter', text: quickPick.value.trim() });
      }),
      quickPick.onDidHide(() => done(undefined)),
    ];
    function done(choice: Choice | undefined) {
      for (const disposable of disposables) disposable.dispose();
      quickPick.dispose();
      resolve(choice);
    }
    quickPick.show();
  });
}

function enter(options: PickOrEnterOptions, value: string | undefined): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: options.title,
    prompt: options.prompt,
    placeHolder: options.inputPlaceholder,
    value,
    ignoreFocusOut: true,
    validateInput: (text) => options.problem(text),
  });
}
