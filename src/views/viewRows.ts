// What a domain view draws from its lists as they are now: each list's facts (model/view/viewContent.ts
// says what they mean), its rows and tree, the rows above the lists, and what the rows read.
import * as vscode from 'vscode';
import type { ViewId } from '../model/ids';
import type { Localizer } from '../model/text/localizer';
import type { DomainTree } from '../model/tree/domainTree';
import { TreeCache } from '../model/tree/treeCache';
import { registerRows } from '../model/view/registerRow';
import { sectionRows, sharedFailures, topRows, type SectionFacts } from '../model/view/viewContent';
import type { ContractFinder } from '../services/contractFinder';
import { isWebWorkerHost } from '../services/extensionHost';
import type { ProviderContent } from './domainTreeProvider';
import type { ListSection } from './listSection';
import type { ViewDetails } from './viewDetails';

export interface ViewRowsParts {
  readonly viewId: ViewId;
  readonly l10n: Localizer;
  readonly details: Pick<ViewDetails, 'get' | 'warningDays' | 'now' | 'rpcUrl'>;
  readonly contracts?: Pick<ContractFinder, 'stateOf'>;
}

export class ViewRows {
  private readonly trees = new TreeCache();

  constructor(private readonly parts: ViewRowsParts) {}

  /** What each list is now, in order, for the rows and texts of the view. */
  facts(sections: readonly ListSection[], filter: string): SectionFacts[] {
    return sections.map((section) => this.factsOf(section, filter));
  }

  /** The rows of the lists (`facts`: theirs, in order), and what their rows read. */
  content(sections: readonly ListSection[], filter: string, facts = this.facts(sections, filter)): ProviderContent {
    const { viewId, l10n, details } = this.parts;
    const shared = sharedFailures(facts);
    const rows = sections.map((section, i) => {
      const fact = facts[i] ?? this.factsOf(section, filter);
      const { header, actions } = sectionRows(viewId, fact, filter, shared, l10n);
      return { key: section.key, header, actions, tree: this.treeOf(section, filter), loaded: fact.state === 'loaded', strategy: fact.list?.strategy };
    });
    const info = {
      l10n,
      details: (name: string) => details.get(name),
      warningDays: () => details.warningDays,
      now: () => details.now(),
      rpcUrl: details.rpcUrl,
    };
    // A contract with no name yet offers its first registration where the workspace may sign.
    const top = [...topRows(viewId, facts, filter, l10n), ...registerRows(viewId, facts, filter, canSign(), l10n)];
    return { top, sections: rows, info };
  }

  /** The list is no longer shown: its tree is not kept. */
  forget(key: string): void {
    this.trees.forget(key);
  }

  private factsOf(section: ListSection, filter: string): SectionFacts {
    const state = section.loader.state;
    return {
      key: section.key, role: section.role, owner: section.owner ?? section.spec.owner, expanded: section.spec.expanded,
      state: state.kind, list: state.kind === 'loaded' ? state.list : undefined, loaded: section.loadedCount(), shown: this.treeOf(section, filter).count,
      requested: section.requested, failure: section.failure, contractSearch: this.contractSearch(section),
    };
  }

  private treeOf(section: ListSection, filter: string): DomainTree {
    return this.trees.treeOf(section.key, section.sortedEntries(), filter, `${this.parts.viewId}/${section.key}`);
  }

  /** Where the search for the NNS contract stands, for a list that failed because its contract is missing. */
  private contractSearch(section: ListSection): NonNullable<SectionFacts['contractSearch']> | undefined {
    const node = section.node;
    if (!section.failure?.contractMissing || !node || !this.parts.contracts) return undefined;
    return { state: this.parts.contracts.stateOf(node.rpcUrl), configuredHash: node.contractHash, canSign: canSign() };
  }
}

/** Whether this window may sign (the set-up and Register Name… rows): a trusted workspace, not the web build. */
function canSign(): boolean {
  return vscode.workspace.isTrusted && !isWebWorkerHost();
}
