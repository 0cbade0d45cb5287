// What a domain view shows besides its names: owner rows, the rows that fix a failure or a partial list, the
// filter row, and the view's description, message and status, all from what each list is now (`SectionFacts`).
// Editor-free: views/domainView.ts gathers the facts and hands the result to VS Code.
import type { DomainList, Owner } from '../../core';
import { CommandIds, type ViewId } from '../ids';
import { shortAddress } from '../text/addressText';
import { fixItAction, type FailureText, type FixIt } from '../text/failureText';
import { incompleteText } from '../text/incompleteText';
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';
import { contractOffers, contractSearchNote, setUpOffer, type ContractSearchState } from './contractSearchText';
import { filterRowDescription, filterRowTooltip, ownerRowDescription, ownerRowTooltip } from './headerRowTexts';
import type { ActionNode, FilterNode, OwnerNode } from './treeNodes';
import { noMatchText, viewDescription, viewMessage, type ListSource, type ListState } from './viewTexts';
import type { SectionRole } from './viewSections';

/** What one list of a view is now. */
export interface SectionFacts {
  readonly key: string;
  readonly role: SectionRole;
  /** The owner listed (owner lists): as of the last load, else as planned. */
  readonly owner?: Owner;
  /** Its owner row starts expanded. */
  readonly expanded?: boolean;
  readonly state: ListState;
  /** The list, once loaded. */
  readonly list?: DomainList;
  /** Names loaded (while loading: of this load so far). */
  readonly loaded: number;
  /** Names the filter lets through. */
  readonly shown: number;
  /** VS Code asked for its rows at least once. */
  readonly requested: boolean;
  readonly failure?: FailureText;
  /** Where the search for the NNS contract stands, for a list that failed because its contract is missing. */
  readonly contractSearch?: { readonly state: ContractSearchState; readonly configuredHash: string; readonly canSign?: boolean };
}

/** What commands need to know of a view's lists as a whole. */
export interface ViewStatus {
  readonly state: ListState;
  readonly loaded: number;
  readonly complete: boolean;
  readonly failure?: string;
  /** The contracts' own count of the lists, when the node told it for each (see `totalOf`). */
  readonly total?: number;
}

/** The row of each FixIt under a failure: its icon and the last part of its id. */
const ACTION_ROWS: Record<FixIt, { readonly icon: string; readonly id: string }> = {
  retry: { icon: 'refresh', id: 'retry' },
  selectNode: { icon: 'plug', id: 'selectNode' },
  openSettings: { icon: 'settings-gear', id: 'settings' },
  showLog: { icon: 'output', id: 'log' },
};

/** A list's failure in words, with what the search for the NNS contract found (when it was missing). */
export function failureSummary(section: SectionFacts, l10n: Localizer): string | undefined {
  if (!section.failure) return undefined;
  const note = section.contractSearch && contractSearchNote(section.contractSearch.state, l10n, section.contractSearch.configuredHash);
  return note ? `${section.failure.summary} ${note}` : section.failure.summary;
}

/**
 * The failures that two lists or more share (the same summary), each with the first list that has
 * it: their fix-it rows are the view's, once. Only with several lists (All Domains has one).
 */
export function sharedFailures(sections: readonly SectionFacts[]): Map<string, SectionFacts> {
  const first = new Map<string, SectionFacts>();
  const shared = new Map<string, SectionFacts>();
  if (sections.length < 2) return shared;
  for (const section of sections) {
    const summary = section.failure?.summary;
    if (summary === undefined) continue;
    const earlier = first.get(summary);
    if (earlier) shared.set(summary, earlier);
    else first.set(summary, section);
  }
  return shared;
}

/**
 * Fix-it rows: after a failure (what can fix it, the most likely first; the contract found on the
 * node first of all), and above a partial list (Select Another Node…, the reason in its tooltip).
 */
export function actionRows(
  viewId: ViewId, idPart: string, section: SectionFacts, failure: FailureText | undefined, partial: DomainList | undefined, l10n: Localizer,
): ActionNode[] {
  const id = (name: string) => `${viewId}/${idPart}/action/${name}`;
  if (partial !== undefined) {
    const tooltip = singleLine(incompleteText(partial.incomplete, l10n), 600);
    // A list that changed while it was read is whole when read again; a node's limits or excess need another node.
    const fixIt: FixIt = partial.incomplete?.kind === 'changed' ? 'retry' : 'selectNode';
    const { label, command, args } = fixItAction(fixIt, {}, l10n, viewId);
    return [{ kind: 'action', id: id(ACTION_ROWS[fixIt].id), label, icon: ACTION_ROWS[fixIt].icon, command, args, tooltip }];
  }
  if (!failure) return [];
  const row = (fixIt: FixIt): ActionNode => {
    const { label, command, args } = fixItAction(fixIt, failure, l10n, viewId);
    // The log holds the whole story; the other rows repeat the summary the message may cut.
    const tooltip = fixIt === 'showLog' ? failure.detail : failure.summary;
    return { kind: 'action', id: id(ACTION_ROWS[fixIt].id), label, icon: ACTION_ROWS[fixIt].icon, command, args, tooltip };
  };
  const rows = failure.fixIts.map(row);
  const search = section.contractSearch;
  const offers = search ? contractOffers(search.state, search.configuredHash, l10n) : [];
  rows.unshift(...offers.map((offer, index): ActionNode => ({
    kind: 'action', id: id(index === 0 ? 'useContract' : `useContract${index}`), label: offer.label, icon: 'search', command: CommandIds.useFoundContract, args: [offer.hash], tooltip: offer.tooltip,
  })));
  // The set-up signs: offered where this window may sign (a trusted workspace, not the web build).
  const setUp = search?.canSign && setUpOffer(search.state, l10n);
  if (setUp) rows.unshift({ kind: 'action', id: id('setUpNns'), label: setUp.label, icon: 'rocket', command: CommandIds.setUpNns, args: [], tooltip: setUp.tooltip });
  return rows;
}

/** The row above an owner's list (none for All Domains' list): its address, its count, its failure. */
export function ownerRow(viewId: ViewId, section: SectionFacts, filter: string, l10n: Localizer): OwnerNode | undefined {
  if (section.role === 'all') return undefined;
  const { owner, failure, list } = section;
  const role: OwnerNode['role'] = section.role === 'configured' && failure?.setting === 'owner' ? 'invalid' : section.role;
  const input = {
    role, address: owner?.address, scriptHash: owner?.scriptHash, state: section.state, loaded: section.loaded, shown: section.shown,
    complete: list?.complete ?? true, filter, failure: failure?.summary, total: list?.contractCount,
  };
  return {
    // The role is part of the row's identity: an owner that becomes the configured one (or stops being
    // it) is a new row to VS Code. Its sticky header keeps a row that only moved (it recomputes which
    // rows to pin when a pinned row is removed, not when one moves), and would show the old owner above
    // the new owner's names until the view scrolled.
    kind: 'owner', id: `${viewId}/${section.key}/${role}`, section: section.key, role,
    label: owner ? shortAddress(owner.address) : 'nns.owner', address: owner?.address, scriptHash: owner?.scriptHash,
    description: ownerRowDescription(input, l10n), tooltip: ownerRowTooltip(input, l10n),
    expanded: section.expanded ?? section.role === 'configured',
  };
}

/** The rows of one list besides its names: its owner row, and its fix-it rows unless its failure is one `shared` (told above the owners). */
export function sectionRows(
  viewId: ViewId, section: SectionFacts, filter: string, shared: ReadonlyMap<string, SectionFacts>, l10n: Localizer,
): { readonly header: OwnerNode | undefined; readonly actions: ActionNode[] } {
  const { failure, list } = section;
  const own = failure && shared.has(failure.summary) ? undefined : failure;
  return { header: ownerRow(viewId, section, filter, l10n), actions: actionRows(viewId, section.key, section, own, list && !list.complete ? list : undefined, l10n) };
}

/** The rows above the lists: the filter's (when one is set and a list is shown), then the fix-it rows of each failure several lists share. */
export function topRows(viewId: ViewId, sections: readonly SectionFacts[], filter: string, l10n: Localizer): Array<FilterNode | ActionNode> {
  const top: Array<FilterNode | ActionNode> = [];
  if (filter && sections.length > 0) {
    const input = { filter, shown: sum(sections, (section) => section.shown), loaded: sum(sections, (section) => section.loaded) };
    top.push({
      kind: 'filter', id: `${viewId}/filter`, viewId, text: singleLine(filter, 40),
      description: filterRowDescription(input, l10n), tooltip: filterRowTooltip(input, l10n),
    });
  }
  // A failure of several lists (the node unreachable) is told once: its rows above the owners, not under each.
  [...sharedFailures(sections).values()].forEach((section, i) => top.push(...actionRows(viewId, `shared${i}`, section, section.failure, undefined, l10n)));
  return top;
}

/** The view's description (beside its title) and message (above its rows), from the same lists as the rows. */
export function viewHeading(
  sections: readonly SectionFacts[], listSource: ListSource, filter: string, l10n: Localizer,
): { readonly description: string; readonly message: string | undefined } {
  const describe = (section: SectionFacts) => ({
    state: section.state, loaded: section.loaded, shown: section.shown, complete: section.list?.complete ?? true,
    incomplete: section.list?.incomplete?.kind, filter, total: section.list?.contractCount,
  });
  const [only] = sections;
  if (!only) return { description: '', message: undefined };
  if (sections.length === 1) {
    const input = describe(only);
    return { description: viewDescription(input, l10n), message: viewMessage({ ...input, source: listSource, failure: failureSummary(only, l10n) }, l10n) };
  }
  const shown = sum(sections, (section) => section.shown);
  const loaded = sum(sections, (section) => section.loaded);
  // The lists opened, as one: `failed` when each failed (as All Domains says it), a growing count while any loads.
  const opened = sections.map((section) => section.state).filter((state) => state !== 'idle');
  const state = opened.length === 0 ? 'loaded' : combinedState(opened);
  const complete = sections.every((section) => section.list?.complete ?? true);
  const description = viewDescription({ state, loaded, shown, complete, filter, total: totalOf(sections) }, l10n);
  const failures = [...new Set(sections.flatMap((section) => failureSummary(section, l10n) ?? []))];
  const [first] = failures;
  if (first !== undefined) {
    return { description, message: failures.length === 1 ? first : l10n.t('{0} (and {1} more failures: see the owners below)', first, failures.length - 1) };
  }
  const settled = sections.every((section) => section.state === 'loaded' || !section.requested);
  const noMatch = settled && filter && loaded > 0 && shown === 0;
  return { description, message: noMatch ? noMatchText(filter, l10n) : undefined };
}

/** The lists as one: loading while any loads, failed when all failed. */
export function viewStatus(sections: readonly SectionFacts[], l10n: Localizer): ViewStatus {
  if (sections.length === 0) return { state: 'unconfigured', loaded: 0, complete: true };
  const state = combinedState(sections.map((section) => section.state));
  const loaded = sum(sections, (section) => section.loaded);
  const complete = sections.every((section) => section.state !== 'loaded' || (section.list?.complete ?? true));
  const failed = sections.find((section) => section.failure);
  const failure = failed ? failureSummary(failed, l10n) : undefined;
  const total = totalOf(sections);
  return { state, loaded, complete, ...(failure ? { failure } : {}), ...(total === undefined ? {} : { total }) };
}

/** The state of several lists as one: loading while any loads, failed when all failed, else loaded if any is. */
export function combinedState(states: readonly ListState[]): ListState {
  if (states.includes('loading')) return 'loading';
  if (states.length > 0 && states.every((kind) => kind === 'failed')) return 'failed';
  if (states.includes('loaded')) return 'loaded';
  return states[0] ?? 'idle';
}

/**
 * The contract's count of the lists together: known when each list is loaded and the node told it
 * (a complete list counts what it holds); undefined otherwise.
 */
export function totalOf(sections: readonly SectionFacts[]): number | undefined {
  let total = 0;
  for (const section of sections) {
    if (section.state !== 'loaded' || !section.list) return undefined;
    const count = section.list.complete ? section.list.names.length : section.list.contractCount;
    if (count === undefined) return undefined;
    total += count;
  }
  return total;
}

/** A view's filter as stored for the workspace: trimmed, at most 200 characters; anything else is none. */
export function readFilter(stored: unknown): string {
  return typeof stored === 'string' ? stored.trim().slice(0, 200) : '';
}

function sum(sections: readonly SectionFacts[], count: (section: SectionFacts) => number): number {
  return sections.reduce((total, section) => total + count(section), 0);
}
