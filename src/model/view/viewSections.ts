// Which lists each domain view shows, in which order: All Domains its one list; Owner Domains the
// configured owner's (nns.owner, or a row that says it is no owner) first, then the owners looked up,
// newest first. The one place both views' sections are planned; the view loads each (views/listSection.ts).
import type { Owner } from '../../core';
import { ViewIds, type ViewId } from '../ids';
import type { Localizer } from '../text/localizer';

/** `all`: All Domains; `configured`: the owner in nns.owner; `browsed`: an owner looked up. */
export type SectionRole = 'all' | 'configured' | 'browsed';

/** One list of a view: which, in which role, and how it starts. */
export interface SectionPlan {
  /** Stable: `all`, or `owner:<script hash>` (`owner:invalid` for an nns.owner that is no owner). */
  readonly key: string;
  readonly role: SectionRole;
  /** The owner listed, as known when the list was set up (owner lists). */
  readonly owner?: Owner;
  /** The list's name in the log. */
  readonly logName: string;
  /** Its owner row starts expanded (VS Code remembers the user's choice after that). */
  readonly expanded?: boolean;
}

/** The key of an owner's list in Owner Domains. */
export function ownerKey(owner: Owner): string {
  return `owner:${owner.scriptHash}`;
}

/** The list of an nns.owner that is not a valid owner (it shows why). */
export const INVALID_OWNER_KEY = 'owner:invalid';

/** The view's name, as its title bar and the pickers say it. */
export function viewTitle(viewId: ViewId, l10n: Localizer): string {
  return viewId === ViewIds.allDomains ? l10n.t('All Domains') : l10n.t('Owner Domains');
}

/** All Domains: the contract's whole list. */
export function allDomainsSections(): SectionPlan[] {
  return [{ key: 'all', role: 'all', logName: 'All Domains' }];
}

/** What nns.owner holds: an owner, none (`undefined`), or a value that is no owner (`ok: false`). */
export type ConfiguredOwner = { readonly ok: true; readonly value: Owner | undefined } | { readonly ok: false };

/**
 * Owner Domains: the configured owner first (open), then each owner looked up but the configured one,
 * newest first; those looked up in this session (`opened`, by key) open.
 */
export function ownerDomainsSections(configured: ConfiguredOwner, browsed: readonly Owner[], opened: ReadonlySet<string>): SectionPlan[] {
  const plans: SectionPlan[] = [];
  const owner = configured.ok ? configured.value : undefined;
  if (!configured.ok) plans.push({ key: INVALID_OWNER_KEY, role: 'configured', logName: 'Owner Domains (nns.owner)', expanded: true });
  else if (owner) plans.push({ key: ownerKey(owner), role: 'configured', owner, logName: `Owner Domains ${owner.address}`, expanded: true });
  for (const other of browsed) {
    if (other.scriptHash === owner?.scriptHash) continue;
    plans.push({ key: ownerKey(other), role: 'browsed', owner: other, logName: `Owner Domains ${other.address}`, expanded: opened.has(ownerKey(other)) });
  }
  return plans;
}
