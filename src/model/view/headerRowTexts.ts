// The texts of the rows above the names: an owner of Owner Domains, and the active filter.
import { filterTarget } from '../tree/domainTree';
import type { Localizer } from '../text/localizer';
import { countText, domainCount, ofTotal, type ListState } from './viewTexts';
import { singleLine } from '../text/untrustedText';

export interface OwnerRowInput {
  readonly role: 'configured' | 'browsed' | 'invalid';
  readonly address?: string;
  readonly scriptHash?: string;
  readonly state: ListState;
  readonly loaded: number;
  /** Names shown after the filter. */
  readonly shown: number;
  readonly complete: boolean;
  readonly filter?: string;
  readonly failure?: string;
  /** The contract's own count of the owner's names, when the node told it. */
  readonly total?: number;
}

/** Beside the address: the count as the view's (of the names the filter lets through), or what is going on. */
export function ownerRowDescription(input: OwnerRowInput, l10n: Localizer): string | undefined {
  if (input.role === 'invalid') return l10n.t('invalid setting');
  if (input.state === 'loaded' && input.filter?.trim()) return l10n.t('{0} of {1}', l10n.count(input.shown), countText(input.state, input.loaded, input.complete, l10n) ?? '');
  return countText(input.state, input.loaded, input.complete, l10n, input.total);
}

export function ownerRowTooltip(input: OwnerRowInput, l10n: Localizer): string {
  const lines: string[] = [];
  if (input.address) lines.push(l10n.t('Owner {0}', input.address));
  if (input.scriptHash) lines.push(l10n.t('Script hash {0}', input.scriptHash));
  switch (input.role) {
    case 'configured':
      lines.push(l10n.t('The configured owner (setting nns.owner).'));
      break;
    case 'browsed':
      lines.push(l10n.t('Looked up: kept for this workspace, not written to the settings. Its buttons set it as the configured owner or close it.'));
      break;
    case 'invalid':
      lines.push(l10n.t('The setting nns.owner holds no valid owner.'));
      break;
  }
  if (input.failure) lines.push(input.failure);
  else if (input.state === 'idle') lines.push(l10n.t('Expand to list its domains.'));
  else if (input.state === 'loaded') lines.push(ownerCountLine(input, l10n));
  return lines.join('\n');
}

/**
 * The row's count in words: `35 domains`, `3 of 35 domains shown (filter)`, `…, all the node handed
 * out`; of a partial list, of how many where the contract's count is known (`1,622 of 12,000 domains, …`).
 */
function ownerCountLine(input: OwnerRowInput, l10n: Localizer): string {
  const loaded = domainCount(input.loaded, l10n);
  const filtered = input.filter?.trim() ? l10n.t('{0} of {1} shown (filter)', l10n.count(input.shown), loaded) : undefined;
  if (input.complete) return filtered ?? loaded;
  if (!ofTotal(input.loaded, input.total)) return l10n.t('{0}, all the node handed out', filtered ?? loaded);
  return filtered
    ? l10n.t('{0}, all the node handed out (the contract counts {1})', filtered, l10n.count(input.total))
    : l10n.t('{0} of {1} domains, all the node handed out', l10n.count(input.loaded), l10n.count(input.total));
}

export interface FilterRowInput {
  readonly filter: string;
  readonly shown: number;
  readonly loaded: number;
}

export function filterRowDescription(input: FilterRowInput, l10n: Localizer): string {
  return l10n.t('{0} of {1} shown', l10n.count(input.shown), l10n.count(input.loaded));
}

/** What is shown, matched against what (see `filterTarget`), and what the row and its × do. */
export function filterRowTooltip(input: FilterRowInput, l10n: Localizer): string {
  const filter = singleLine(input.filter, 80);
  const shown = filterTarget(input.filter) === 'label'
    ? l10n.t('Only names whose part before the top-level domain contains "{0}" are shown (type a dot to match whole names, e.g. ".neo").', filter)
    : l10n.t('Only names that contain "{0}" are shown.', filter);
  return `${shown}\n${l10n.t('Click to change the filter; its × clears it.')}`;
}
