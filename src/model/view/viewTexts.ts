// Every text a view shows about its domains: labels, descriptions, tooltips, messages.
import type { IncompleteKind, ListingStrategy } from '../../core';
import type { DomainEntry, DomainGroup } from '../tree/domainTree';
import type { Localizer } from '../text/localizer';
import { escapeInvisible, singleLine } from '../text/untrustedText';

/** Which contract operation filled the view. */
export type ListSource = 'tokens' | 'tokensOf';

/** A domain name as a row label: never markup, invisible characters shown as escapes. */
export function domainLabel(name: string): string {
  return escapeInvisible(name);
}

export function groupLabel(group: DomainGroup, l10n: Localizer): string {
  switch (group.grouping) {
    case 'tld':
      return group.key === '' ? l10n.t('(no top-level domain)') : `.${escapeInvisible(group.key)}`;
    case 'range': {
      // Guide words, as a dictionary's: where the range begins and ends, as short as tells them apart.
      const [first = '', last = ''] = group.key.split('\u0000');
      return `${escapeInvisible(first)} – ${escapeInvisible(last)}`;
    }
  }
}

export function domainCount(count: number, l10n: Localizer): string {
  return count === 1 ? l10n.t('1 domain') : l10n.t('{0} domains', l10n.count(count));
}

export function groupTooltip(group: DomainGroup, l10n: Localizer): string {
  const count = domainCount(group.count, l10n);
  switch (group.grouping) {
    case 'tld':
      return group.key === '' ? l10n.t('{0} without a top-level domain', count) : l10n.t('{0} under .{1}', count, escapeInvisible(group.key));
    case 'range':
      return l10n.t('{0} from {1} to {2}', count, escapeInvisible(group.first), escapeInvisible(group.last));
  }
}

/** How a list was obtained, in plain words: the last line of a name's tooltip. */
function routeText(strategy: ListingStrategy, l10n: Localizer): string {
  switch (strategy) {
    case 'expanded':
      return l10n.t('Listed from one reply of the node.');
    case 'session':
      return l10n.t('Listed page by page through an iterator session.');
    case 'script':
      return l10n.t('Listed by a script the node ran: this node keeps no iterator sessions.');
    case 'storage':
      return l10n.t('Listed from the contract\'s storage, checked against the contract\'s own answer: this node keeps no iterator sessions.');
  }
}

/**
 * Plain-text tooltip of a domain row: the name, then what a user wants to know (`details`: expiry,
 * owner, admin), a warning for a name that was not UTF-8, and last how the list was made.
 */
export function domainTooltip(entry: DomainEntry, strategy: ListingStrategy | undefined, l10n: Localizer, details: readonly string[] = []): string {
  const lines = [domainLabel(entry.name), ...details];
  if (entry.invalidUtf8) lines.push(l10n.t('Warning: the name was not valid UTF-8; invalid bytes are shown as �.'));
  lines.push(strategy ? routeText(strategy, l10n) : l10n.t('The list is still loading.'));
  return lines.join('\n');
}

export type ListState = 'idle' | 'unconfigured' | 'loading' | 'loaded' | 'failed';

/**
 * The count of one list as a description, short enough for a sidebar of the default width beside a
 * view's title and buttons (like a group's count): `3,000`, growing `1,200…` while loading; when
 * partial (the message above the rows says why) `1,622 of 12,000` where the contract's count is known
 * (`total`), else `1,000+`.
 */
export function countText(state: ListState, loaded: number, complete: boolean, l10n: Localizer, total?: number): string | undefined {
  switch (state) {
    case 'loading':
      return loaded > 0 ? l10n.t('{0}…', l10n.count(loaded)) : l10n.t('loading…');
    case 'loaded':
      if (complete) return l10n.count(loaded);
      return ofTotal(loaded, total) ? l10n.t('{0} of {1}', l10n.count(loaded), l10n.count(total)) : l10n.t('{0}+', l10n.count(loaded));
    case 'failed':
      return l10n.t('failed');
    case 'idle':
    case 'unconfigured':
      return undefined;
  }
}

export interface DescriptionInput {
  readonly state: ListState;
  /** Names loaded so far or in total. */
  readonly loaded: number;
  /** Names shown after the filter. */
  readonly shown: number;
  readonly complete: boolean;
  readonly filter?: string;
  /** The contract's own count of the list, when the node told it (see DomainList.contractCount). */
  readonly total?: number;
}

/** A partial list says of how many names it is the first when the contract counts more than it holds. */
export function ofTotal(loaded: number, total: number | undefined): total is number {
  return total !== undefined && total > loaded;
}

/**
 * The view's description: the count alone (what fits beside the title and its buttons in a sidebar
 * of the default width), `12 of 3,000` while a filter hides names (the filter row says which). With
 * several owners it is their names' total: the owner rows below say how many owners there are.
 */
export function viewDescription(input: DescriptionInput, l10n: Localizer): string {
  if (input.state === 'unconfigured') return '';
  const count = countText(input.state, input.loaded, input.complete, l10n);
  if (count === undefined) return '';
  // Filtered, the count of what the filter let through comes first; `12 of 1,622 of 12,000` would not read.
  if (input.filter?.trim() && input.state === 'loaded') return l10n.t('{0} of {1}', l10n.count(input.shown), countText(input.state, input.loaded, input.complete, l10n) ?? '');
  return countText(input.state, input.loaded, input.complete, l10n, input.total) ?? '';
}

export interface MessageInput {
  readonly state: ListState;
  readonly source: ListSource;
  readonly loaded: number;
  readonly shown: number;
  readonly filter?: string;
  readonly complete: boolean;
  /** Why a partial list is not whole (a list from before this was known says nothing: the node's limits). */
  readonly incomplete?: IncompleteKind;
  readonly failure?: string;
  /** The contract's own count of the list, when the node told it. */
  readonly total?: number;
}

/**
 * `TreeView.message`: set whenever the tree alone would not explain itself; else undefined. At most
 * two short sentences, plain; the rows below offer the fix, their tooltips and the log the details.
 */
export function viewMessage(input: MessageInput, l10n: Localizer): string | undefined {
  if (input.state === 'failed') return input.failure;
  if (input.state !== 'loaded') return undefined;
  const noMatch = input.loaded > 0 && input.shown === 0 ? noMatchText(input.filter ?? '', l10n) : undefined;
  if (!input.complete) return [partialText(input.loaded, input.incomplete ?? 'node-limits', l10n, input.total), noMatch].filter(Boolean).join(' ');
  if (input.loaded === 0) return input.source === 'tokens' ? l10n.t('The contract lists no domains.') : l10n.t('This owner has no domains.');
  return noMatch;
}

/** The first line about a partial list; the row below it offers the fix (another node, or Refresh). */
function partialText(loaded: number, kind: IncompleteKind, l10n: Localizer, total: number | undefined): string {
  switch (kind) {
    case 'bound':
      return l10n.t('Showing the first {0} names: the node kept sending more than the list may hold.', l10n.count(loaded));
    case 'changed':
      return l10n.t('Showing {0} names: the list changed while it was read.', l10n.count(loaded));
    default:
      return ofTotal(loaded, total)
        ? l10n.t('Showing the first {0} of {1} names: this node cannot hand out more.', l10n.count(loaded), l10n.count(total))
        : l10n.t('Showing the first {0} names: this node cannot hand out more.', l10n.count(loaded));
  }
}

export function noMatchText(filter: string, l10n: Localizer): string {
  return l10n.t('No domain matches the filter "{0}".', singleLine(filter, 40));
}
