// Every text a view shows about its domains: labels, descriptions, tooltips, messages.
import type { ListingStrategy } from '../core';
import type { DomainEntry, DomainGroup } from './domainTree';
import type { Localizer } from './localizer';
import { escapeInvisible, singleLine } from './untrustedText';

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
    case 'prefix':
      return `${escapeInvisible(group.key)}…`;
    case 'range':
      return `${escapeInvisible(group.first)} – ${escapeInvisible(group.last)}`;
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
    case 'prefix':
      return l10n.t('{0} starting with "{1}" under .{2}', count, escapeInvisible(group.key), escapeInvisible(group.tld));
    case 'range':
      return l10n.t('{0} from {1} to {2}', count, escapeInvisible(group.first), escapeInvisible(group.last));
  }
}

export function strategyText(strategy: ListingStrategy, l10n: Localizer): string {
  switch (strategy) {
    case 'expanded':
      return l10n.t('the node expanded the iterator in its reply');
    case 'session':
      return l10n.t('paged through an iterator session (traverseiterator)');
    case 'script':
      return l10n.t('unwrapped inside the VM by a script (invokescript)');
    case 'storage':
      return l10n.t('read from the contract\'s storage page by page (findstorage), checked against the contract\'s own answer');
  }
}

/** Plain-text tooltip of a domain row: the name, its details (`details` lines), how it was listed. */
export function domainTooltip(
  entry: DomainEntry, source: ListSource, strategy: ListingStrategy | undefined, l10n: Localizer, details: readonly string[] = [],
): string {
  const lines = [domainLabel(entry.name), ...details];
  if (entry.invalidUtf8) lines.push(l10n.t('Warning: the name was not valid UTF-8; invalid bytes are shown as �.'));
  // How the list was made comes last: it matters least when hovering a name.
  const operation = source === 'tokens' ? 'tokens()' : 'tokensOf(owner)';
  lines.push(strategy ? l10n.t('Listed by {0}: {1}.', operation, strategyText(strategy, l10n)) : l10n.t('Listed by {0} (still loading).', operation));
  return lines.join('\n');
}

export interface DescriptionInput {
  readonly state: 'idle' | 'unconfigured' | 'loading' | 'loaded' | 'failed';
  /** Names loaded so far or in total. */
  readonly loaded: number;
  /** Names shown after the filter. */
  readonly shown: number;
  readonly complete: boolean;
  readonly filter?: string;
  /** Owner view: the owner's address. */
  readonly owner?: string;
}

/** The view's description: owner, count (growing while loading), active filter. */
export function viewDescription(input: DescriptionInput, l10n: Localizer): string {
  const parts: string[] = [];
  if (input.owner) parts.push(input.owner);
  const filter = input.filter?.trim();
  if (input.state === 'loading') {
    parts.push(input.loaded > 0 ? l10n.t('loading… {0}', l10n.count(input.loaded)) : l10n.t('loading…'));
  } else if (input.state === 'loaded') {
    const total = domainCount(input.loaded, l10n);
    parts.push(input.complete ? total : l10n.t('{0} (partial)', total));
  } else if (input.state === 'failed') {
    parts.push(l10n.t('failed'));
  }
  if (filter && input.state !== 'unconfigured') {
    parts.push(l10n.t('filter "{0}": {1} shown', singleLine(filter, 40), l10n.count(input.shown)));
  }
  return parts.join(' · ');
}

export interface MessageInput {
  readonly state: DescriptionInput['state'];
  readonly source: ListSource;
  readonly loaded: number;
  readonly shown: number;
  readonly filter?: string;
  readonly incompleteReason?: string;
  readonly complete: boolean;
  readonly failure?: string;
}

/** `TreeView.message`: set whenever the tree alone would not explain itself; else undefined. */
export function viewMessage(input: MessageInput, l10n: Localizer): string | undefined {
  if (input.state === 'failed') return input.failure;
  if (input.state !== 'loaded') return undefined;
  if (!input.complete) {
    const reason = input.incompleteReason ? singleLine(input.incompleteReason, 240) : l10n.t('the node did not return the whole list');
    return l10n.t('Partial list: {0} names loaded; {1}. Select another node to see them all.', l10n.count(input.loaded), reason);
  }
  if (input.loaded === 0) return input.source === 'tokens' ? l10n.t('The contract lists no domains.') : l10n.t('This owner has no domains.');
  if (input.shown === 0) return l10n.t('No domain matches the filter "{0}".', singleLine(input.filter ?? '', 40));
  return undefined;
}
