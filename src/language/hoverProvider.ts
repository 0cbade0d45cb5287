// Hovers in any text file: an N3 address or script hash shows its other form and its NNS name count; a name under
// a known root shows its expiration, owner, admin and first records. Nothing is asked before a hover, and a hover
// waits for the node at most HOVER_WAIT_MS, then shows what it has.
import * as vscode from 'vscode';
import { NNS_MAINNET_HASH, type AddressVersion, type DomainDetails, type NodeConfig, type Owner } from '../core';
import { describeFailure } from '../model/text/failureText';
import { accountHover, nameHover, type HoverMarkdown, type Loadable } from '../model/hover/hoverText';
import { accountOnNode, hoverTargetAt } from '../model/hover/hoverTargets';
import { knownContract } from '../model/hover/knownContracts';
import type { Localizer } from '../model/text/localizer';
import type { Lookup, Settled } from '../model/hover/lookupCache';
import { sourceKey } from '../model/chains/settingsValidation';
import type { DetailsService } from '../services/detailsService';
import type { NnsLookups } from '../services/lookups';
import type { SettingsService } from '../services/settings';
import type { WorkspaceChains } from '../services/workspaceChains';
import type { WorkspaceAccount } from '../model/chains/workspaceChain';
import { HoverWait, type Waited } from './hoverWait';

/** "A moment": past it, a hover shows what it has rather than keep the pointer waiting. */
export const HOVER_WAIT_MS = 800;

/** The roots a contract is known to have before its `roots()` answered (MainNet and TestNet: `neo`). */
const KNOWN_ROOTS: Readonly<Record<string, readonly string[]>> = { [NNS_MAINNET_HASH]: ['neo'] };

export interface HoverDependencies {
  readonly settings: Pick<SettingsService, 'read'>;
  readonly details: Pick<DetailsService, 'get' | 'load' | 'cancel' | 'warningDays' | 'store'>;
  readonly lookups: Pick<NnsLookups, 'rootsOf' | 'nameCount' | 'recordsOf' | 'availabilityOf'>;
  readonly l10n: Localizer;
  readonly waitMs?: number;
  /** The workspace's wallets: an address they hold says so. */
  readonly chains?: Pick<WorkspaceChains, 'accounts' | 'knownAccounts'>;
}

export class NnsHoverProvider implements vscode.HoverProvider {
  private hovers = 0;

  constructor(private readonly deps: HoverDependencies) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    // Most hovers are over no name or account: the settings are read only for those that are.
    // Addresses of any version are found; the node's version, read with the settings, decides.
    const target = hoverTargetAt(document.lineAt(position.line).text, position.character, null);
    if (!target) return undefined;
    const settings = this.deps.settings.read();
    if (!settings.hoversEnabled) return undefined;
    const owner = target.kind === 'account' ? accountOnNode(target, settings.addressVersion) : undefined;
    if (target.kind === 'account' && !owner) return undefined;
    const wait = new HoverWait(token, Date.now() + (this.deps.waitMs ?? HOVER_WAIT_MS));
    try {
      const node = settings.node;
      const content = target.kind === 'account' && owner
        ? await this.account(owner, target.form, node.ok ? node.value : undefined, node.ok ? undefined : node.error, wait)
        : target.kind === 'name' && node.ok ? await this.name(target.name, node.value, settings.addressVersion, wait) : undefined;
      if (!content || wait.isCancelled) return undefined;
      const markdown = new vscode.MarkdownString(content.markdown);
      // Only the extension's own command links run; nothing else in the text is markup it trusts.
      markdown.isTrusted = { enabledCommands: [...content.commands] };
      markdown.supportHtml = false;
      markdown.supportThemeIcons = false;
      return new vscode.Hover(markdown, new vscode.Range(position.line, target.start, position.line, target.end));
    } finally {
      wait.dispose();
    }
  }

  private async account(owner: Owner, form: 'address' | 'scriptHash', node: NodeConfig | undefined, invalid: unknown, wait: HoverWait): Promise<HoverMarkdown> {
    const { l10n } = this.deps;
    const contract = knownContract(owner.scriptHash, node?.contractHash);
    if (contract) return accountHover({ owner, form, contract }, l10n);
    const accounts = wait.track(this.workspaceAccounts());
    const count = node ? wait.track(this.deps.lookups.nameCount(node, owner.scriptHash)) : undefined;
    const read = await wait.for(accounts);
    // Still reading the files (a first hover, or one just changed): what was read before.
    const wallets = read === 'loading' ? this.deps.chains?.knownAccounts(owner.scriptHash) ?? [] : read.ok ? read.value.filter((account) => account.scriptHash === owner.scriptHash) : [];
    if (!node || !count) return accountHover({ owner, form, wallets, nameCount: { state: 'failed', summary: this.summary(invalid) } }, l10n);
    return accountHover({ owner, form, wallets, nameCount: this.loadable(await wait.for(count), node) }, l10n);
  }

  /** The workspace's wallet accounts, as a lookup the hover waits for like the others. */
  private workspaceAccounts(): Lookup<readonly WorkspaceAccount[]> {
    const chains = this.deps.chains;
    const settled = chains
      ? chains.accounts().then((value): Settled<readonly WorkspaceAccount[]> => ({ ok: true, value }), (error: unknown): Settled<readonly WorkspaceAccount[]> => ({ ok: false, error }))
      : Promise.resolve<Settled<readonly WorkspaceAccount[]>>({ ok: true, value: [] });
    return { settled, cancel: () => {} };
  }

  private async name(name: string, node: NodeConfig, addressVersion: AddressVersion, wait: HoverWait): Promise<HoverMarkdown | undefined> {
    const root = name.slice(name.indexOf('.') + 1);
    const roots = await wait.for(wait.track(this.deps.lookups.rootsOf(node)));
    if (roots !== 'loading' && roots.ok) {
      if (roots.value.complete && !roots.value.roots.includes(root)) return undefined;
    } else if (!(KNOWN_ROOTS[node.contractHash] ?? []).includes(root)) {
      // Not known to be a root (yet): most dotted words in files are no NNS names.
      return undefined;
    }
    const details = wait.track(this.detailsOf(node, name));
    const records = wait.track(this.deps.lookups.recordsOf(node, name));
    const loaded = this.loadable(await wait.for(details), node);
    const recordsLoaded = this.loadable(await wait.for(records), node);
    const failed = loaded.state === 'loaded' && loaded.value.state === 'error' && loaded.value.error?.code === 'FAULT';
    const availability = failed ? await wait.for(wait.track(this.deps.lookups.availabilityOf(node, name))) : undefined;
    return nameHover({
      name,
      details: loaded,
      records: recordsLoaded,
      availability: availability !== undefined && availability !== 'loading' && availability.ok ? availability.value : undefined,
      now: Date.now(),
      warningDays: this.deps.details.warningDays,
      rpcUrl: node.rpcUrl,
      addressVersion,
    }, this.deps.l10n);
  }

  /** The details of `name` from the shared store (loaded with the views' batches), as a lookup. */
  private detailsOf(node: NodeConfig, name: string): Lookup<DomainDetails> {
    const { details } = this.deps;
    const known = () => (details.store.sourceKey === sourceKey(node) ? details.get(name) : undefined);
    const cached = known();
    if (cached) return { settled: Promise.resolve({ ok: true, value: cached }), cancel: () => {} };
    // A word shaped like a name may be one nobody holds: its FAULT is an answer, not a warning.
    const requester = { id: `hover:${++this.hovers}`, label: this.deps.l10n.t('Hover'), anyName: true };
    const settled = details.load(node, [name], requester).then((): Settled<DomainDetails> => {
      const value = known();
      return value ? { ok: true, value } : { ok: false, error: new Error(this.deps.l10n.t('the request was cancelled')) };
    });
    return { settled, cancel: () => details.cancel(requester.id) };
  }

  private loadable<T>(waited: Waited<T>, node: NodeConfig): Loadable<T> {
    if (waited === 'loading') return { state: 'loading' };
    return waited.ok ? { state: 'loaded', value: waited.value } : { state: 'failed', summary: this.summary(waited.error, node.rpcUrl) };
  }

  private summary(error: unknown, rpcUrl?: string): string {
    return describeFailure(error, rpcUrl, this.deps.l10n).summary;
  }
}
