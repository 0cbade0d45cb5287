// A fake `vscode` module for unit tests of the editor-backed layers (services, views, documents,
// commands). Importing this file makes every later `import … from 'vscode'` load it instead, so the
// code under test runs unchanged; `editor` scripts the user's answers and records what the code did.
// Only the part of the API this extension uses is here, and only as far as the tests need it.
import Module from 'node:module';
import { formatTemplate } from '../../../src/model/text/localizer';

// ---- the module hook: 'vscode' resolves to this file (one instance, shared with the tests)
type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const THIS_FILE = __filename;
if (!(loader._resolveFilename as { fakesVscode?: boolean }).fakesVscode) {
  const resolve = loader._resolveFilename;
  const fakeResolve: ResolveFilename = function (this: unknown, request, ...rest) {
    return request === 'vscode' ? THIS_FILE : resolve.call(this, request, ...rest);
  };
  Object.assign(fakeResolve, { fakesVscode: true });
  loader._resolveFilename = fakeResolve;
}

// ---- values and classes

export class Disposable {
  constructor(private readonly onDispose: () => void = () => {}) {}
  static from(...disposables: Array<{ dispose(): unknown }>): Disposable {
    return new Disposable(() => disposables.forEach((disposable) => disposable.dispose()));
  }
  dispose(): void {
    this.onDispose();
  }
}

export type Event<T> = (listener: (value: T) => unknown) => Disposable;

export class EventEmitter<T> {
  private readonly listeners = new Set<(value: T) => unknown>();
  readonly event: Event<T> = (listener) => {
    this.listeners.add(listener);
    return new Disposable(() => this.listeners.delete(listener));
  };
  fire(value: T): void {
    for (const listener of [...this.listeners]) listener(value);
  }
  dispose(): void {
    this.listeners.clear();
  }
}

export class Uri {
  readonly authority: string = '';
  readonly fragment: string = '';
  private constructor(
    readonly scheme: string,
    readonly path: string,
    readonly query: string,
  ) {}
  static from(parts: { scheme: string; path?: string; query?: string }): Uri {
    return new Uri(parts.scheme, parts.path ?? '', parts.query ?? '');
  }
  /** `scheme:[//authority]path[?query]`, the authority dropped (the tests use none). */
  static parse(value: string): Uri {
    const match = /^([a-zA-Z][\w+.-]*):(?:\/\/[^/]*)?([^?#]*)(?:\?([^#]*))?/.exec(value);
    if (!match) throw new Error(`not a URI: ${value}`);
    return new Uri(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  }
  static joinPath(base: Uri, ...segments: string[]): Uri {
    return base.with({ path: [base.path.replace(/\/$/, ''), ...segments].join('/') });
  }
  get fsPath(): string {
    return this.path;
  }
  with(change: { scheme?: string; path?: string; query?: string }): Uri {
    return new Uri(change.scheme ?? this.scheme, change.path ?? this.path, change.query ?? this.query);
  }
  toString(): string {
    return `${this.scheme}:${this.path}${this.query ? `?${this.query}` : ''}`;
  }
  toJSON(): { scheme: string; path: string; query: string } {
    return { scheme: this.scheme, path: this.path, query: this.query };
  }
}

export class ThemeColor {
  constructor(readonly id: string) {}
}

export class ThemeIcon {
  constructor(
    readonly id: string,
    readonly color?: ThemeColor,
  ) {}
}

export enum TreeItemCollapsibleState {
  None = 0,
  Collapsed = 1,
  Expanded = 2,
}

export class TreeItem {
  id?: string;
  description?: string | boolean;
  tooltip?: string;
  iconPath?: ThemeIcon;
  contextValue?: string;
  resourceUri?: Uri;
  command?: { command: string; title: string; arguments?: unknown[] };
  accessibilityInformation?: { label: string };
  constructor(
    readonly label: string,
    readonly collapsibleState: TreeItemCollapsibleState = TreeItemCollapsibleState.None,
  ) {}
}

export class FileDecoration {
  constructor(
    readonly badge?: string,
    readonly tooltip?: string,
    readonly color?: ThemeColor,
  ) {}
}

export class CodeLens {
  constructor(
    readonly range: unknown,
    readonly command?: { title: string; command: string; arguments?: unknown[] },
  ) {}
}

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

/** `new Range(startLine, startCharacter, endLine, endCharacter)` or `new Range(start, end)`. */
export class Range {
  readonly startLine: number;
  readonly startCharacter: number;
  readonly endLine: number;
  readonly endCharacter: number;
  constructor(start: number | Position, end: number | Position, endLine?: number, endCharacter?: number) {
    if (typeof start === 'number' && typeof end === 'number') {
      [this.startLine, this.startCharacter, this.endLine, this.endCharacter] = [start, end, endLine ?? 0, endCharacter ?? 0];
    } else {
      const [from, to] = [start as Position, end as Position];
      [this.startLine, this.startCharacter, this.endLine, this.endCharacter] = [from.line, from.character, to.line, to.character];
    }
  }
}

export enum DiagnosticSeverity {
  Error = 0,
  Warning = 1,
  Information = 2,
  Hint = 3,
}

export class Diagnostic {
  source?: string;
  constructor(
    readonly range: Range,
    readonly message: string,
    readonly severity: DiagnosticSeverity = DiagnosticSeverity.Error,
  ) {}
}

/** A document as the fake editor holds it: its text, and positions counted as VS Code counts them. */
export class FakeTextDocument {
  version = 1;
  constructor(
    readonly uri: Uri,
    private text: string,
    readonly languageId = 'json',
  ) {}
  getText(): string {
    return this.text;
  }
  positionAt(offset: number): Position {
    const before = this.text.slice(0, Math.max(0, Math.min(offset, this.text.length)));
    const line = before.split('\n').length - 1;
    return new Position(line, before.length - (before.lastIndexOf('\n') + 1));
  }
  get lineCount(): number {
    return this.text.split('\n').length;
  }
  /** The user edits the text: the change event fires. */
  edit(text: string): void {
    this.text = text;
    this.version++;
    editor.documentChanged.fire({ document: this });
  }
}

export class MarkdownString {
  isTrusted?: boolean | { readonly enabledCommands: readonly string[] };
  supportHtml?: boolean;
  supportThemeIcons?: boolean;
  constructor(readonly value = '') {}
}

export class Hover {
  readonly contents: MarkdownString[];
  constructor(contents: MarkdownString | MarkdownString[], readonly range?: Range) {
    this.contents = Array.isArray(contents) ? contents : [contents];
  }
}

export class CancellationTokenSource {
  private readonly cancelled = new EventEmitter<void>();
  readonly token = { isCancellationRequested: false, onCancellationRequested: this.cancelled.event };
  cancel(): void {
    this.token.isCancellationRequested = true;
    this.cancelled.fire();
  }
  dispose(): void {
    this.cancelled.dispose();
  }
}

/** What VS Code throws for an operation the user cancelled. */
export class CancellationError extends Error {
  constructor() {
    super('Canceled');
    this.name = 'Canceled';
  }
}

export class TabInputText {
  constructor(readonly uri: Uri) {}
}

export enum ExtensionKind {
  UI = 1,
  Workspace = 2,
}

export enum QuickPickItemKind {
  Separator = -1,
  Default = 0,
}

export enum ViewColumn {
  Active = -1,
  Beside = -2,
  One = 1,
  Two = 2,
}

export enum ProgressLocation {
  SourceControl = 1,
  Window = 10,
  Notification = 15,
}

export enum InputBoxValidationSeverity {
  Info = 1,
  Warning = 2,
  Error = 3,
}

export enum ConfigurationTarget {
  Global = 1,
  Workspace = 2,
  WorkspaceFolder = 3,
}

// ---- what the user answers and what the code did

export interface QuickPickItemLike {
  readonly label: string;
  readonly kind?: QuickPickItemKind;
  readonly [key: string]: unknown;
}

export interface InputBoxOptionsLike {
  readonly title?: string;
  readonly prompt?: string;
  readonly placeHolder?: string;
  readonly value?: string;
  readonly ignoreFocusOut?: boolean;
  readonly validateInput?: (text: string) => string | undefined;
  /** An InputBox's validation message when it was shown (`createInputBox`). */
  readonly validationMessage?: string;
}

export interface Inspected {
  defaultValue?: unknown;
  globalValue?: unknown;
  workspaceValue?: unknown;
  workspaceFolderValue?: unknown;
}

/** An InputBox made with `window.createInputBox`: a script, or the next of `inputBoxAnswers`, answers it. */
export class FakeInputBox {
  title = '';
  prompt = '';
  value = '';
  password = false;
  ignoreFocusOut = false;
  validationMessage: string | undefined;
  buttons: ReadonlyArray<{ tooltip?: string }> = [];
  private readonly accepted = new EventEmitter<void>();
  private readonly hidden = new EventEmitter<void>();
  private readonly valueChanged = new EventEmitter<string>();
  private readonly buttonTriggered = new EventEmitter<{ tooltip?: string }>();
  readonly onDidAccept = this.accepted.event;
  readonly onDidHide = this.hidden.event;
  readonly onDidChangeValue = this.valueChanged.event;
  readonly onDidTriggerButton = this.buttonTriggered.event;
  private visible = false;
  show(): void {
    this.visible = true;
    editor.inputBoxes.push({ title: this.title, prompt: this.prompt, ...(this.validationMessage ? { validationMessage: this.validationMessage } : {}) });
    const script = editor.inputBoxScripts.shift();
    setImmediate(() => {
      if (script) return script(this);
      const answer = editor.inputBoxAnswers.shift();
      if (answer === undefined) this.hide();
      else this.enter(answer);
    });
  }
  /** The user presses the first button on the box (e.g. "keep unlocked"). */
  press(index = 0): void {
    const button = this.buttons[index];
    if (button) this.buttonTriggered.fire(button);
  }
  /** The user types `text` and presses Enter. */
  enter(text: string): void {
    this.value = text;
    this.valueChanged.fire(text);
    this.accepted.fire();
  }
  hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.hidden.fire();
  }
  dispose(): void {
    this.hide();
  }
}

/** A QuickPick made with `window.createQuickPick`: the test accepts or hides it. */
export class FakeQuickPick {
  private itemList: readonly QuickPickItemLike[] = [];
  /** Like VS Code: new items make the first one active. */
  activeItems: readonly QuickPickItemLike[] = [];
  selectedItems: readonly QuickPickItemLike[] = [];
  title = '';
  placeholder = '';
  value = '';
  busy = false;
  matchOnDescription = true;
  /** VS Code's default: it sorts the items shown for the text typed by its own score (see `shownItems`). */
  sortByLabel = true;
  visible = false;
  private readonly accepted = new EventEmitter<void>();
  private readonly hidden = new EventEmitter<void>();
  private readonly valueChanged = new EventEmitter<string>();
  readonly onDidAccept = this.accepted.event;
  readonly onDidHide = this.hidden.event;
  readonly onDidChangeValue = this.valueChanged.event;
  get items(): readonly QuickPickItemLike[] {
    return this.itemList;
  }
  set items(items: readonly QuickPickItemLike[]) {
    this.itemList = items;
    this.activateFirst();
  }
  /** The items VS Code shows for the text typed: labels containing it (roughly its filter), and those always shown. */
  get shownItems(): readonly QuickPickItemLike[] {
    const needle = this.value.trim().toLowerCase();
    return this.itemList.filter((item) => item.kind !== QuickPickItemKind.Separator && (item.alwaysShow === true || item.label.toLowerCase().includes(needle)));
  }
  /** The user types `text` into the field (replacing what was there). */
  type(text: string): void {
    this.value = text;
    this.activateFirst();
    this.valueChanged.fire(text);
  }
  private activateFirst(): void {
    const first = this.shownItems[0];
    this.activeItems = first ? [first] : [];
  }
  /** The user presses Enter on the active item (VS Code selects it). */
  enter(): void {
    this.selectedItems = this.activeItems.slice(0, 1);
    this.accepted.fire();
  }
  show(): void {
    this.visible = true;
    const script = editor.quickPickScripts.shift();
    // After the caller's own show() returns, as a person would act.
    if (script) setImmediate(() => script(this));
  }
  /** The user picks `item` and presses Enter. */
  accept(item?: QuickPickItemLike): void {
    if (item) this.selectedItems = [item];
    this.accepted.fire();
  }
  hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.hidden.fire();
  }
  dispose(): void {
    this.hide();
    this.accepted.dispose();
    this.hidden.dispose();
    this.valueChanged.dispose();
  }
}

/** A TreeView made with `window.createTreeView`: what VS Code would show, and its provider to ask. */
export class FakeTreeView<T> {
  description: string | undefined;
  message: string | undefined;
  visible = true;
  selection: readonly T[] = [];
  /** Every value `description` and `message` took, in order. */
  readonly texts: Array<['description' | 'message', string | undefined]> = [];
  readonly revealed: Array<{ element: T; options: unknown }> = [];
  private readonly visibility = new EventEmitter<{ visible: boolean }>();
  readonly onDidChangeVisibility = this.visibility.event;
  private readonly selectionChanged = new EventEmitter<{ selection: readonly T[] }>();
  readonly onDidChangeSelection = this.selectionChanged.event;
  constructor(
    readonly id: string,
    readonly options: { treeDataProvider: { getChildren(element?: T): T[] | Promise<T[]>; getParent?(element: T): T | undefined; onDidChangeTreeData?: (listener: () => void) => unknown }; showCollapseAll?: boolean; canSelectMany?: boolean },
  ) {
    const record = (key: 'description' | 'message') => ({
      get: () => (key === 'description' ? this.descriptionValue : this.messageValue),
      set: (value: string | undefined) => {
        this.texts.push([key, value]);
        if (key === 'description') this.descriptionValue = value;
        else {
          this.messageValue = value;
          this.changed('message');
        }
      },
    });
    Object.defineProperty(this, 'description', record('description'));
    Object.defineProperty(this, 'message', record('message'));
    options.treeDataProvider.onDidChangeTreeData?.(() => this.changed('rows'));
  }
  /**
   * VS Code's extension host passes a view's message and the changes of its rows to the window through
   * one debounce of 200 ms that fires on the leading edge: a change with nothing in the last 200 ms goes
   * at once, the changes after it go together when the 200 ms are over (`passDebounce`). Followed
   * only after `followDeliveries()`; each delivery of rows makes the window fetch the root's rows.
   */
  readonly deliveries: Array<{ message: boolean; messageText: string | undefined; rows?: readonly T[] }> = [];
  private following = false;
  private debouncing = false;
  private queued = { rows: false, message: false };
  followDeliveries(): void {
    this.following = true;
  }
  /** 200 ms pass: what was held back reaches the window. */
  async passDebounce(): Promise<void> {
    const held = this.queued;
    this.queued = { rows: false, message: false };
    this.debouncing = false;
    if (held.rows || held.message) await this.deliver(held);
  }
  private changed(kind: 'rows' | 'message'): void {
    if (!this.following) return;
    if (this.debouncing) {
      this.queued[kind] = true;
      return;
    }
    this.debouncing = true;
    void this.deliver({ rows: kind === 'rows', message: kind === 'message' });
  }
  private async deliver(change: { rows: boolean; message: boolean }): Promise<void> {
    const delivery: { message: boolean; messageText: string | undefined; rows?: readonly T[] } = { message: change.message, messageText: this.messageValue };
    this.deliveries.push(delivery);
    if (change.rows) delivery.rows = await this.getChildren();
  }
  private descriptionValue: string | undefined;
  private messageValue: string | undefined;
  /** VS Code fetches the rows below `element` (the root when undefined). */
  getChildren(element?: T): T[] | Promise<T[]> {
    return this.options.treeDataProvider.getChildren(element);
  }
  reveal(element: T, options?: unknown): Promise<void> {
    this.revealed.push({ element, options });
    return Promise.resolve();
  }
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.visibility.fire({ visible });
  }
  /** The user selects these rows. */
  select(rows: readonly T[]): void {
    this.selection = rows;
    this.selectionChanged.fire({ selection: rows });
  }
  dispose(): void {
    this.visibility.dispose();
    this.selectionChanged.dispose();
  }
}

export type MessageKind = 'error' | 'warning' | 'information';

function freshEditor() {
  return {
    /** Notifications shown, in order. */
    /** `detail`: a modal's detail, when it has one. */
    messages: [] as Array<{ kind: MessageKind; text: string; items: string[]; modal?: boolean; detail?: string }>,
    /** The answers of the next messages, in order: a button's label, undefined (dismissed), one to come, or one chosen on reading the message. */
    messageAnswers: [] as Array<string | undefined | Promise<string | undefined> | ((message: { text: string; items: string[]; detail?: string }) => string | undefined | Promise<string | undefined>)>,
    /** What the user does with the next input boxes made by `createInputBox` (none left: the next of `inputBoxAnswers`). */
    inputBoxScripts: [] as Array<(box: FakeInputBox) => void>,
    /** The input boxes made by `createInputBox`, in order. */
    createdInputBoxes: [] as FakeInputBox[],
    /** QuickPicks shown with `showQuickPick`, with their items. */
    quickPicks: [] as Array<{ items: readonly QuickPickItemLike[]; options: unknown }>,
    /** How the user answers the next `showQuickPick`s: the item chosen; none left: Escape. */
    quickPickAnswers: [] as Array<(items: readonly QuickPickItemLike[]) => QuickPickItemLike | undefined>,
    /** The QuickPicks made by `createQuickPick`, in order. */
    createdQuickPicks: [] as FakeQuickPick[],
    /** What the user does with the next QuickPicks made by `createQuickPick`. */
    quickPickScripts: [] as Array<(quickPick: FakeQuickPick) => void>,
    inputBoxes: [] as InputBoxOptionsLike[],
    /** What the user types into the next input boxes; none left: Escape. */
    inputBoxAnswers: [] as Array<string | undefined>,
    /** `commands.executeCommand` calls (setContext included). */
    executed: [] as Array<{ command: string; args: unknown[] }>,
    clipboard: '',
    statusBar: [] as string[],
    progress: [] as unknown[],
    /** What `withProgress` tasks reported, in order. */
    progressReports: [] as unknown[],
    /** Called on each report of a `withProgress` task, with the source of its token (to cancel it). */
    onProgressReport: undefined as ((value: unknown, source: CancellationTokenSource) => void) | undefined,
    /** Save dialogs shown, with their options. */
    saveDialogs: [] as unknown[],
    /** What the user picks in the next save dialogs; none left: dismissed. */
    saveDialogAnswers: [] as Array<Uri | undefined>,
    /** Open dialogs shown, with their options. */
    openDialogs: [] as unknown[],
    /** What the user picks in the next open dialogs; none left: dismissed. */
    openDialogAnswers: [] as Array<Uri[] | undefined>,
    /** Files written through `workspace.fs`, by URI. */
    files: new Map<string, Uint8Array>(),
    /** The next `workspace.fs.writeFile` fails with this error. */
    writeFailure: undefined as Error | undefined,
    activeTextEditor: undefined as { document: { uri: Uri } } | undefined,
    activeEditorChanged: new EventEmitter<unknown>(),
    textDocuments: [] as Array<{ uri: Uri; getText(): string }>,
    documentOpened: new EventEmitter<FakeTextDocument>(),
    documentChanged: new EventEmitter<{ document: FakeTextDocument }>(),
    documentClosed: new EventEmitter<FakeTextDocument>(),
    /** Diagnostic collections made, by name: each file's diagnostics by URI. */
    diagnostics: new Map<string, Map<string, readonly Diagnostic[]>>(),
    /** CodeLens providers registered, with their selector. */
    codeLensProviders: [] as Array<{ selector: unknown; provider: unknown }>,
    /** Text document content providers registered, by scheme. */
    contentProviders: new Map<string, unknown>(),
    /** `nns.*` settings as `inspect()` reports them, by name. */
    configuration: {} as Record<string, Inspected>,
    /** `update()` calls on the configuration. */
    configurationUpdates: [] as Array<{ section: string; value: unknown; target: ConfigurationTarget }>,
    isTrusted: true,
    workspaceFolders: [{ name: 'workspace' }] as Array<{ name: string; uri?: Uri }> | undefined,
    configurationChanged: new EventEmitter<{ affectsConfiguration(section: string): boolean }>(),
    trustGranted: new EventEmitter<void>(),
    /** Lines written to output channels: [level, text]. */
    logLines: [] as Array<[string, string]>,
    registered: [] as string[],
    /** What each `commands.registerCommand` registered, by command id. */
    commandHandlers: new Map<string, (...args: unknown[]) => unknown>(),
    /** Documents shown with `window.showTextDocument`, by URI, and the options of each. */
    shownDocuments: [] as string[],
    shownOptions: [] as unknown[],
    visibleTextEditors: [] as Array<{ document: { uri: Uri }; viewColumn?: number }>,
    /** TreeViews made with `window.createTreeView`, by view id. */
    treeViews: new Map<string, FakeTreeView<unknown>>(),
    /** The workspace's files (`/path` → text, or bytes) that `findFiles`, `fs.stat` and `fs.readFile` see. */
    workspaceFiles: new Map<string, string | Uint8Array>(),
    /** `findFiles` calls: include, exclude, maxResults. */
    findFilesCalls: [] as Array<[string, string | undefined, number | undefined]>,
    /** File system watchers made, with their glob; fire their events to simulate changes. */
    watchers: [] as Array<{ glob: string; changed: EventEmitter<Uri>; created: EventEmitter<Uri>; deleted: EventEmitter<Uri> }>,
  };
}

/** A glob of `findFiles` as the fake understands it: `**\/*.ext` or `**\/*.{a,b}`. */
function globMatches(glob: string, path: string): boolean {
  const match = /^\*\*\/\*\.(?:\{([^}]*)\}|(.+))$/.exec(glob);
  if (!match) throw new Error(`the fake does not understand the glob ${glob}`);
  const extensions = match[1] ? match[1].split(',') : [match[2] ?? ''];
  return extensions.some((extension) => path.endsWith(`.${extension}`)) && !/\/node_modules\//.test(path);
}

/** The fake editor's state; `resetEditor()` before each test. */
export const editor = freshEditor();

export function resetEditor(): void {
  editor.activeEditorChanged.dispose();
  editor.documentOpened.dispose();
  editor.documentChanged.dispose();
  editor.documentClosed.dispose();
  editor.configurationChanged.dispose();
  editor.trustGranted.dispose();
  Object.assign(editor, freshEditor());
}

/** A configuration change of these settings (`nns.owner`, …). */
export function changeConfiguration(...sections: string[]): void {
  editor.configurationChanged.fire({ affectsConfiguration: (section) => sections.includes(section) });
}

function message(kind: MessageKind) {
  return (text: string, ...items: unknown[]): Promise<string | undefined> => {
    const buttons = items.filter((item): item is string => typeof item === 'string');
    const options = items.find((item): item is { modal?: boolean; detail?: string } => typeof item === 'object' && item !== null);
    const shown = { kind, text, items: buttons, ...(options?.modal ? { modal: true } : {}), ...(options?.detail === undefined ? {} : { detail: options.detail }) };
    editor.messages.push(shown);
    const answer = editor.messageAnswers.shift();
    return Promise.resolve(typeof answer === 'function' ? answer(shown) : answer);
  };
}

const registration = (what: string) => (): Disposable => {
  editor.registered.push(what);
  return new Disposable();
};

export const window = {
  showErrorMessage: message('error'),
  showWarningMessage: message('warning'),
  showInformationMessage: message('information'),
  showQuickPick(items: readonly QuickPickItemLike[], options?: unknown): Promise<QuickPickItemLike | undefined> {
    editor.quickPicks.push({ items, options });
    return Promise.resolve(editor.quickPickAnswers.shift()?.(items));
  },
  showInputBox(options: InputBoxOptionsLike): Promise<string | undefined> {
    editor.inputBoxes.push(options);
    return Promise.resolve(editor.inputBoxAnswers.shift());
  },
  createTreeView<T>(id: string, options: ConstructorParameters<typeof FakeTreeView<T>>[1]): FakeTreeView<T> {
    const view = new FakeTreeView<T>(id, options);
    editor.treeViews.set(id, view as FakeTreeView<unknown>);
    return view;
  },
  showTextDocument(document: { uri: Uri }, options?: unknown): Promise<unknown> {
    editor.shownDocuments.push(document.uri.toString());
    editor.shownOptions.push(options);
    return Promise.resolve(undefined);
  },
  createInputBox(): FakeInputBox {
    const box = new FakeInputBox();
    editor.createdInputBoxes.push(box);
    return box;
  },
  createQuickPick(): FakeQuickPick {
    const quickPick = new FakeQuickPick();
    editor.createdQuickPicks.push(quickPick);
    return quickPick;
  },
  withProgress<T>(options: unknown, task: (progress: { report(value: unknown): void }, token: CancellationTokenSource['token']) => Promise<T>): Promise<T> {
    editor.progress.push(options);
    const source = new CancellationTokenSource();
    const report = (value: unknown) => {
      editor.progressReports.push(value);
      editor.onProgressReport?.(value, source);
    };
    return task({ report }, source.token);
  },
  showOpenDialog(options: unknown): Promise<Uri[] | undefined> {
    editor.openDialogs.push(options);
    return Promise.resolve(editor.openDialogAnswers.shift());
  },
  showSaveDialog(options: unknown): Promise<Uri | undefined> {
    editor.saveDialogs.push(options);
    return Promise.resolve(editor.saveDialogAnswers.shift());
  },
  setStatusBarMessage(text: string): Disposable {
    editor.statusBar.push(text);
    return new Disposable();
  },
  get activeTextEditor() {
    return editor.activeTextEditor;
  },
  get visibleTextEditors() {
    return editor.visibleTextEditors;
  },
  onDidChangeActiveTextEditor: (listener: (value: unknown) => unknown) => editor.activeEditorChanged.event(listener),
  createOutputChannel(_name: string) {
    const write = (level: string) => (text: string) => editor.logLines.push([level, text]);
    return { info: write('info'), warn: write('warn'), error: write('error'), debug: write('debug'), trace: write('trace'), show: () => {}, dispose: () => {} };
  },
  registerFileDecorationProvider: registration('fileDecorationProvider'),
  tabGroups: { all: [] as Array<{ tabs: Array<{ input: unknown }> }> },
};

export const commands = {
  executeCommand(command: string, ...args: unknown[]): Promise<unknown> {
    editor.executed.push({ command, args });
    return Promise.resolve(undefined);
  },
  registerCommand(command: string, handler: (...args: unknown[]) => unknown): Disposable {
    editor.commandHandlers.set(command, handler);
    return registration(`command:${command}`)();
  },
};

export const env = {
  language: 'en',
  clipboard: {
    writeText(text: string): Promise<void> {
      editor.clipboard = text;
      return Promise.resolve();
    },
  },
};

export const workspace = {
  getConfiguration(section: string) {
    return {
      inspect: (name: string) => editor.configuration[name],
      update(name: string, value: unknown, target: ConfigurationTarget): Promise<void> {
        editor.configurationUpdates.push({ section: `${section}.${name}`, value, target });
        const inspected = (editor.configuration[name] ??= {});
        if (target === ConfigurationTarget.Global) inspected.globalValue = value;
        else inspected.workspaceValue = value;
        return Promise.resolve();
      },
    };
  },
  get isTrusted() {
    return editor.isTrusted;
  },
  get workspaceFolders() {
    return editor.workspaceFolders;
  },
  get textDocuments() {
    return editor.textDocuments;
  },
  findFiles(include: string, exclude?: string, maxResults?: number): Promise<Uri[]> {
    editor.findFilesCalls.push([include, exclude, maxResults]);
    const found = [...editor.workspaceFiles.keys()].filter((path) => globMatches(include, path)).slice(0, maxResults);
    return Promise.resolve(found.map((path) => Uri.from({ scheme: 'file', path })));
  },
  asRelativePath(uri: Uri): string {
    return uri.path.replace(/^\/workspace\//, '');
  },
  createFileSystemWatcher(glob: string) {
    const watcher = { glob, changed: new EventEmitter<Uri>(), created: new EventEmitter<Uri>(), deleted: new EventEmitter<Uri>() };
    editor.watchers.push(watcher);
    return { onDidChange: watcher.changed.event, onDidCreate: watcher.created.event, onDidDelete: watcher.deleted.event, dispose: () => {} };
  },
  onDidChangeConfiguration: (listener: (event: { affectsConfiguration(section: string): boolean }) => unknown) => editor.configurationChanged.event(listener),
  onDidGrantWorkspaceTrust: (listener: () => unknown) => editor.trustGranted.event(listener),
  onDidOpenTextDocument: (listener: (document: FakeTextDocument) => unknown) => editor.documentOpened.event(listener),
  onDidCloseTextDocument: (listener: (document: FakeTextDocument) => unknown) => editor.documentClosed.event(listener),
  onDidChangeTextDocument: (listener: (event: { document: FakeTextDocument }) => unknown) => editor.documentChanged.event(listener),
  registerTextDocumentContentProvider(scheme: string, provider: unknown): Disposable {
    editor.registered.push('textDocumentContentProvider');
    editor.contentProviders.set(scheme, provider);
    return new Disposable(() => editor.contentProviders.delete(scheme));
  },
  openTextDocument: (uri: Uri) => Promise.resolve({ uri, languageId: 'plaintext', getText: () => '' }),
  fs: {
    stat(uri: Uri): Promise<{ size: number }> {
      const content = workspaceBytes(uri);
      return content === undefined ? Promise.reject(new Error(`no file ${uri.path}`)) : Promise.resolve({ size: content.length });
    },
    readFile(uri: Uri): Promise<Uint8Array> {
      const content = workspaceBytes(uri);
      return content === undefined ? Promise.reject(new Error(`no file ${uri.path}`)) : Promise.resolve(content);
    },
    writeFile(uri: Uri, content: Uint8Array): Promise<void> {
      const failure = editor.writeFailure;
      editor.writeFailure = undefined;
      if (failure) return Promise.reject(failure);
      editor.files.set(uri.toString(), content);
      return Promise.resolve();
    },
  },
};

function workspaceBytes(uri: Uri): Uint8Array | undefined {
  const content = editor.workspaceFiles.get(uri.path);
  return typeof content === 'string' ? new TextEncoder().encode(content) : content;
}

export const languages = {
  registerCodeLensProvider(selector: unknown, provider: unknown): Disposable {
    editor.registered.push('codeLensProvider');
    const entry = { selector, provider };
    editor.codeLensProviders.push(entry);
    return new Disposable(() => editor.codeLensProviders.splice(editor.codeLensProviders.indexOf(entry), 1));
  },
  createDiagnosticCollection(name: string) {
    const files = new Map<string, readonly Diagnostic[]>();
    editor.diagnostics.set(name, files);
    return {
      name,
      set: (uri: Uri, diagnostics: readonly Diagnostic[]) => void files.set(uri.toString(), diagnostics),
      get: (uri: Uri) => files.get(uri.toString()),
      delete: (uri: Uri) => void files.delete(uri.toString()),
      clear: () => files.clear(),
      dispose: () => {
        files.clear();
        editor.diagnostics.delete(name);
      },
    };
  },
};

export const l10n = {
  t: (text: string, ...args: Array<string | number | boolean>) => formatTemplate(text, args),
};
