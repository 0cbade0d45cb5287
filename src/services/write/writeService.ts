// What the write commands and the set-up's share, each piece generic over what is signed: the write
// module, what a node and contract tell a write (cached), the workspace's signing accounts, the keys read
// only when signing, the confirmation, the progress, and runNameOperation with all of them.
import * as vscode from 'vscode';
import { listRoots, readContractWriteInfo, type ContractWriteInfo, type NodeConfig } from '../../core';
import type { Localizer } from '../../model/text/localizer';
import { keySourceFor, type KeySource, type WriteModule } from '../../model/write/accounts/keySource';
import { accountsForNetwork, committeeSigner, elsewhereAccounts, readNeoExpressKeys, readNep6Keys, signingAccounts, type KeyEntry, type SigningAccount } from '../../model/write/accounts/signingAccounts';
import type { OperationData, OperationSpec } from '../../model/write/operations/operationSpec';
import { checkNameOperation, runNameOperation, type OperationCheck, type RunOptions, type RunOutcome, type RunStep } from '../../model/write/run/runNameOperation';
import type { RunIo } from '../../model/write/run/runTransaction';
import { runStepText, writeUnavailableText } from '../../model/write/run/runText';
import type { StateLike } from '../../model/write/run/savedTransactions';
import { WriteInfoCache } from '../../model/write/run/writeInfoCache';
import type { ConfirmationText } from '../../model/write/words/confirmationText';
import type { RequestLog } from '../requestLog';
import type { SettingsService } from '../settings';
import type { WorkspaceChains } from '../workspaceChains';
import { ContextFiles } from './contextFiles';
import { WalletPasswords, PASSWORD_ATTEMPTS } from './walletPasswords';
import { WriteModuleLoader, WriteUnavailableError } from './writeModule';

export interface WriteServiceParts {
  readonly extensionUri: vscode.Uri;
  readonly settings: Pick<SettingsService, 'read'>;
  readonly chains: Pick<WorkspaceChains, 'signingEntries' | 'readWallet'>;
  readonly log: Pick<RequestLog, 'note' | 'onRequest'>;
  readonly l10n: Localizer;
  /** The workspace state, where the transactions saved for signing elsewhere are remembered. */
  readonly state: StateLike;
  /** Tests: the write module's loader, and how the contract's write info is read. */
  readonly loader?: WriteModuleLoader;
  readonly readInfo?: (node: NodeConfig) => Promise<ContractWriteInfo>;
}

/** One name operation as a command asks for it; the rest (keys, confirmation, progress, log) is the service's. */
export interface OperationRequest<O extends OperationData = OperationData> {
  readonly write: WriteModule;
  readonly node: NodeConfig;
  readonly info: ContractWriteInfo;
  readonly spec: OperationSpec<O>;
  readonly operation: O;
  readonly signers: readonly SigningAccount[];
  readonly holder?: RunOptions['holder'];
  readonly price?: bigint;
}

export class WriteService implements vscode.Disposable {
  readonly passwords: WalletPasswords;
  /** Contexts saved for signing elsewhere and read back, and their transactions' documents. */
  readonly contexts: ContextFiles;
  private readonly loader: WriteModuleLoader;
  private readonly infos: WriteInfoCache;

  constructor(private readonly parts: WriteServiceParts) {
    this.passwords = new WalletPasswords(parts.l10n);
    this.contexts = new ContextFiles(parts.l10n, parts.state);
    this.loader = parts.loader ?? new WriteModuleLoader(parts.extensionUri, writeUnavailableText('web', parts.l10n));
    const onRequest = parts.log.onRequest;
    this.infos = new WriteInfoCache(parts.readInfo ?? ((node) => readContractWriteInfo(node, { onRequest })));
  }

  /** Whether this extension host signs (not the web build). */
  get available(): boolean {
    return this.loader.available;
  }

  /**
   * The write module, once this window may sign: a trusted workspace (an untrusted one cannot make
   * the extension sign) in a Node extension host. WriteUnavailableError says why not, in words.
   */
  async ready(): Promise<WriteModule> {
    if (!vscode.workspace.isTrusted) throw new WriteUnavailableError(writeUnavailableText('untrusted', this.parts.l10n));
    return this.loader.module();
  }

  /** The node and contract of the settings now; throws the settings' error (the boundary words it). */
  currentNode(): NodeConfig {
    const node = this.parts.settings.read().node;
    if (!node.ok) throw node.error;
    return node.value;
  }

  /** The network, ABI and committee of a node and contract, read once per node and hash; `fresh`: read anew (an operation's start). */
  info(node: NodeConfig, options: { readonly fresh?: boolean } = {}): Promise<ContractWriteInfo> {
    if (options.fresh) this.infos.forget(node);
    return this.infos.get(node);
  }

  /** The contract's top-level domains, read now; undefined where they cannot be read (the contract then says it). */
  async roots(node: NodeConfig): Promise<readonly string[] | undefined> {
    try {
      const list = await listRoots(node, { onRequest: this.parts.log.onRequest });
      return list.roots;
    } catch {
      return undefined;
    }
  }

  /** Forgets what was read of nodes and contracts (Refresh, another node or contract). */
  forgetInfo(): void {
    this.infos.forget();
  }

  /** The workspace's accounts that can sign on this network: NEP-6 ones, and those of neo-express chains of its magic. */
  async accounts(info: Pick<ContractWriteInfo, 'network'>): Promise<SigningAccount[]> {
    return accountsForNetwork(signingAccounts(await this.keyEntries()), info.network.magic);
  }

  /** The workspace's accounts on this network that sign elsewhere: NEP-6 accounts without their key, multisigs short of keys. */
  async elsewhereAccounts(info: Pick<ContractWriteInfo, 'network'>): Promise<SigningAccount[]> {
    return accountsForNetwork(elsewhereAccounts(await this.keyEntries()), info.network.magic);
  }

  private keyEntries(): Promise<readonly KeyEntry[]> {
    return this.parts.chains.signingEntries((text, file, format) => (format === 'neo-express' ? readNeoExpressKeys(text, file) : readNep6Keys(text, file)));
  }

  /** The committee's multisig from the workspace's keys (addRoot, setPrice, a set-up), or how many keys are missing. */
  committee(write: WriteModule, info: ContractWriteInfo, accounts: readonly SigningAccount[]): ReturnType<typeof committeeSigner> {
    return committeeSigner(write, info.committee ?? [], accounts, info.network.addressVersion);
  }

  /**
   * The keys of an account, read now: the wallet files through workspace.fs, NEP-6 passwords from the
   * password box; the run's signal (the progress notification's Cancel) stops scrypt. The caller
   * wipes them once signed.
   */
  keySource(write: WriteModule, info: Pick<ContractWriteInfo, 'network'>): KeySource {
    const source = keySourceFor({
      write,
      readFile: (file) => this.parts.chains.readWallet(file),
      askPassword: (holder, attempt, account) => this.passwords.ask(holder, attempt, account),
      attempts: PASSWORD_ATTEMPTS,
      addressVersion: info.network.addressVersion,
    });
    return async (account, signal) => {
      try {
        const keys = await source(account, signal);
        this.passwords.opened();
        return keys;
      } catch (error) {
        this.passwords.notOpened();
        throw error;
      }
    };
  }

  /** The confirmation, a modal: true only for its Sign and Send button, 'save' for Save for Signing Elsewhere…. */
  async confirm(text: ConfirmationText): Promise<boolean | 'save'> {
    const choice = await this.ask(text, [text.button, text.save]);
    return choice !== undefined && choice === text.button ? true : choice !== undefined && choice === text.save ? 'save' : false;
  }

  /** A modal of `text` with these buttons (those given); the one clicked, or undefined (Cancel). */
  async ask(text: Pick<ConfirmationText, 'message' | 'detail'>, buttons: ReadonlyArray<string | undefined>): Promise<string | undefined> {
    const offered = buttons.filter((button): button is string => button !== undefined);
    return vscode.window.showWarningMessage(text.message, { modal: true, detail: text.detail }, ...offered);
  }

  /**
   * `task` under a cancellable progress notification titled `title`: it reports the run's steps and
   * gets a signal that Cancel aborts.
   */
  withProgress<T>(title: string, task: (report: (step: RunStep) => void, signal: AbortSignal) => Promise<T>): Promise<T> {
    return Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
      const controller = new AbortController();
      const cancel = token.onCancellationRequested(() => controller.abort());
      try {
        return await task((step) => progress.report({ message: runStepText(step, this.parts.l10n) }), controller.signal);
      } finally {
        cancel.dispose();
      }
    }));
  }

  /**
   * Runs a name operation: prepared for the node and contract of `request`, confirmed in the modal,
   * not sent when the settings name another node or contract by then, signed with the keys read
   * only after Sign and Send, waited for under the progress notification. Never throws for what a
   * user can meet: the outcome says it.
   */
  run<O extends OperationData>(request: OperationRequest<O>, title: string): Promise<RunOutcome> {
    const { log, l10n } = this.parts;
    return this.withProgress(title, (progress, signal) => runNameOperation({
      ...request,
      keySource: this.keySource(request.write, request.info),
      confirm: (text) => this.confirm(text),
      saveContext: (request) => this.contexts.save(request),
      currentSettings: () => this.settingsNow(),
      l10n,
      progress,
      signal,
      log: (line) => log.note(line),
      onRequest: log.onRequest,
    }));
  }

  /**
   * `task` with what any transaction needs besides its calls (the keys read only when signing, the
   * confirmation and Save for Signing Elsewhere…, the settings now, the log) under one cancellable progress notification titled
   * `title`, for transactions the caller words itself (a names file's); `stage` names the one under way.
   */
  withTransactions<T>(write: WriteModule, info: Pick<ContractWriteInfo, 'network'>, title: string, task: (io: RunIo, stage: (text: string) => void) => Promise<T>): Promise<T> {
    const { log, l10n } = this.parts;
    return Promise.resolve(vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
      const controller = new AbortController();
      const cancel = token.onCancellationRequested(() => controller.abort());
      let stage = '';
      const report = (step: RunStep) => progress.report({ message: stage ? `${stage} · ${runStepText(step, l10n)}` : runStepText(step, l10n) });
      try {
        return await task({
          write,
          keySource: this.keySource(write, info),
          confirm: (text) => this.confirm(text),
          saveContext: (request) => this.contexts.save(request),
          currentSettings: () => this.settingsNow(),
          l10n,
          progress: report,
          signal: controller.signal,
          log: (line) => log.note(line),
          onRequest: log.onRequest,
        }, (text) => {
          stage = text;
          progress.report({ message: text });
        });
      } finally {
        cancel.dispose();
      }
    }));
  }

  /** Check Again: the transaction of an outcome not known looked up under the progress notification (waited for in the pool). */
  check(check: OperationCheck, write: WriteModule, title: string): Promise<RunOutcome> {
    const { log, l10n } = this.parts;
    return this.withProgress(title, (progress, signal) => checkNameOperation({
      write, check, title, l10n, progress, signal, log: (line) => log.note(line), onRequest: log.onRequest,
    }));
  }

  /** The node and contract in the settings now, as runNameOperation compares them (invalid settings match nothing). */
  settingsNow(): NodeConfig {
    const settings = this.parts.settings.read();
    return settings.node.ok ? settings.node.value : { rpcUrl: settings.rpcUrlText ?? '', contractHash: '' };
  }

  dispose(): void {
    this.passwords.dispose();
    this.contexts.dispose();
  }
}
