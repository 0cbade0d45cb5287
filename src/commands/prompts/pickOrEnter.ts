// A QuickPick of known values (accounts, recent owners, nodes) with an item for entering another, checked as it
// is typed: a valid value is taken with Enter at once; one that is not valid and matches no item says why in the
// list's first row, and the item for entering another carries it into an input box.
import * as vscode from 'vscode';
import { escapeIcons } from '../../model/text/untrustedText';

/** An item of the list: choosing it returns `value`; an item without a value opens the input box. */
export type ChoiceItem = vscode.QuickPickItem & { readonly value?: string };

export interface PickOrEnterOptions {
  readonly title: string;
  /** The known values, and the item that opens the input box; none (and nothing `later`): the input box straight away. */
  readonly choices: readonly ChoiceItem[];
  /** The whole list once what it waits for is read (the workspace's files): replaces `choices`, the list busy meanwhile. */
  readonly later?: Thenable<readonly ChoiceItem[]>;
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
  if (options.choices.length === 0 && !options.later) return enter(options, options.value);
  const chosen = await pick(options);
  if (chosen === undefined) return undefined;
  return chosen.kind === 'value' ? chosen.value : enter(options, chosen.text || options.value);
}

type Choice = { readonly kind: 'value'; readonly value: string } | { readonly kind: 'enter'; readonly text: string };

/** An item that says why the text typed is not valid: Enter on it keeps the list open. */
type ProblemItem = ChoiceItem & { readonly problem: true };

function isProblem(item: ChoiceItem | undefined): item is ProblemItem {
  return item !== undefined && 'problem' in item;
}

function pick(options: PickOrEnterOptions): Promise<Choice | undefined> {
  const quickPick = vscode.window.createQuickPick<ChoiceItem>();
  quickPick.title = options.title;
  quickPick.placeholder = options.pickPlaceholder;
  // URLs and addresses are in the descriptions: typing part of one finds its item.
  quickPick.matchOnDescription = true;
  let choices = options.choices;
  const showChoices = () => {
    quickPick.items = choices;
    const current = options.current === undefined ? undefined : choices.find((item) => item.value === options.current);
    if (current) quickPick.activeItems = [current];
  };
  const showTyped = (text: string) => {
    const typed = text.trim();
    const known = choices.some((item) => item.value === typed);
    if (typed === '' || known) {
      showChoices();
      return;
    }
    const problem = options.problem(typed);
    if (problem === undefined) {
      // A valid value typed (or pasted): first, and active, so that Enter takes it.
      const item: ChoiceItem = { label: escapeIcons(typed), description: options.typedDescription, value: typed, iconPath: new vscode.ThemeIcon('arrow-right'), alwaysShow: true };
      quickPick.items = [item, ...choices];
      quickPick.activeItems = [item];
      return;
    }
    // Not valid: unless it finds items of the list (a filter), say why at once, in this box.
    const needle = typed.toLowerCase();
    const matches = choices.some((item) => item.kind !== vscode.QuickPickItemKind.Separator && !item.alwaysShow
      && `${item.label} ${item.description ?? ''}`.toLowerCase().includes(needle));
    if (matches) {
      showChoices();
      return;
    }
    const item: ProblemItem = { label: escapeIcons(problem), iconPath: new vscode.ThemeIcon('error'), alwaysShow: true, problem: true };
    quickPick.items = [item, ...choices];
    quickPick.activeItems = [item];
  };
  showChoices();
  return new Promise<Choice | undefined>((resolve) => {
    let settled = false;
    const disposables = [
      quickPick.onDidChangeValue(showTyped),
      quickPick.onDidAccept(() => {
        const picked = quickPick.selectedItems[0] ?? quickPick.activeItems[0];
        if (isProblem(picked)) return;
        done(picked?.value !== undefined ? { kind: 'value', value: picked.value } : { kind: 'enter', text: quickPick.value.trim() });
      }),
      quickPick.onDidHide(() => done(undefined)),
    ];
    function done(choice: Choice | undefined) {
      if (settled) return;
      settled = true;
      for (const disposable of disposables) disposable.dispose();
      quickPick.dispose();
      resolve(choice);
    }
    if (options.later) {
      quickPick.busy = true;
      options.later.then((all) => {
        if (settled) return;
        quickPick.busy = false;
        choices = all;
        showTyped(quickPick.value);
      }, () => {
        quickPick.busy = false;
      });
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
