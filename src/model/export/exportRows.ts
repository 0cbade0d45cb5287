// What an export of a view holds: its lists as shown (filtered, in name order), each name with what is known of
// it, and a header saying where the names come from and whether the list is complete. Details not loaded are
// exported as unknown, never fetched here; exportFormats.ts writes it.
import type { NodeConfig, Owner } from '../../core';
import type { DomainEntry } from '../tree/domainTree';
import { expiryStatus, type ExpiryStatus } from '../details/expiry';
import type { DetailsLookup } from '../tree/sortOrder';
import { redactUrl } from '../text/untrustedText';

export type ExportFormat = 'csv' | 'json';

/** One list of a view, as the view shows it. */
export interface ExportList {
  /** `all`: All Domains; `configured` / `browsed`: an owner of Owner Domains. */
  readonly role: 'all' | 'configured' | 'browsed';
  /** Whose names these are (`tokensOf`); undefined for All Domains and for an invalid nns.owner. */
  readonly owner?: Owner;
  /** The names shown: after the filter, in name order. */
  readonly entries: readonly DomainEntry[];
  /** Names loaded, before the filter. */
  readonly loaded: number;
  /** The node handed out the whole list. */
  readonly complete: boolean;
  /** When not complete: why (the node's reason, the failure, or that it was not loaded). */
  readonly incompleteReason?: string;
  /** The contract's own count of the list (`totalSupply`, `balanceOf`), when the node told it. */
  readonly contractCount?: number;
}

/** A view's lists and what is known of their names, at the moment of the export. */
export interface ExportSource {
  /** The view's title: "All Domains", "Owner Domains". */
  readonly view: string;
  /** Where the names come from; undefined when no list could be loaded. */
  readonly node: NodeConfig | undefined;
  readonly filter: string;
  /** `nns.expiryWarningDays`: which names are `expiring`. */
  readonly warningDays: number;
  readonly lists: readonly ExportList[];
  readonly details: DetailsLookup;
  /** The chain's time, which judges expiry as the rows do; else the export's time. */
  readonly chainNow?: number;
}

/** `unknown`: the details are not loaded (or cannot be: a name that was not valid UTF-8). */
export type ExportState = ExpiryStatus;

export interface ExportRow {
  /** Owner Domains: the owner whose list holds the name (from `tokensOf`). */
  readonly listOwner?: string;
  readonly name: string;
  readonly state: ExportState;
  /** ISO 8601 (UTC), from `properties` or storage; null when not known. */
  readonly expiration: string | null;
  /**
   * The N3 address from `ownerOf` or storage; for an expired name its last owner when storage gave it
   * (the contract reveals none); null when not known.
   */
  readonly owner: string | null;
  /** The bytes were not valid UTF-8: the name holds U+FFFD where they were. */
  readonly invalidUtf8: boolean;
}

export interface ExportListHeader {
  readonly owner: string | null;
  readonly role: ExportList['role'];
  readonly names: number;
  readonly loaded: number;
  /** The contract's own count of the list; null where the node did not tell it. */
  readonly contractCount: number | null;
  readonly complete: boolean;
  readonly incompleteReason?: string;
}

export interface ExportHeader {
  readonly format: typeof EXPORT_FORMAT_ID;
  readonly version: 1;
  readonly view: string;
  readonly node: string | null;
  readonly contract: string | null;
  readonly exportedAt: string;
  readonly filter: string | null;
  readonly warningDays: number;
  /** Every list is loaded and the node handed out the whole of it. */
  readonly complete: boolean;
  /** Why not, one reason per list that is not. */
  readonly incompleteReasons: readonly string[];
  /** Names exported. */
  readonly names: number;
  /** Names exported whose details were not loaded (state `unknown`). */
  readonly detailsUnknown: number;
  readonly lists: readonly ExportListHeader[];
}

const EXPORT_FORMAT_ID = 'nns-explorer/domains';

/** An expiration from the chain as ISO 8601; a value no Date can hold stays a number. */
function exportTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString();
}

/** What is known of one name now. */
export function exportRow(entry: DomainEntry, list: ExportList, source: ExportSource, now: number): ExportRow {
  const details = entry.invalidUtf8 ? undefined : source.details(entry.name);
  const state = expiryStatus(details, source.chainNow ?? now, source.warningDays);
  // An expired name read from storage keeps its expiration and its last owner.
  const known = details !== undefined && details.state !== 'error';
  return {
    ...(list.owner && list.role !== 'all' ? { listOwner: list.owner.address } : {}),
    name: entry.name,
    state,
    expiration: known && details.expiration !== undefined ? exportTime(details.expiration) : null,
    owner: known && details.owner ? details.owner.address : null,
    invalidUtf8: entry.invalidUtf8,
  };
}

/** Names exported, in all lists. */
export function exportedCount(source: ExportSource): number {
  return source.lists.reduce((sum, list) => sum + list.entries.length, 0);
}

/** Names whose details are not loaded (a name that was not valid UTF-8 has none to load). */
export function namesWithoutDetails(source: ExportSource): string[] {
  const names: string[] = [];
  for (const list of source.lists) {
    for (const entry of list.entries) if (!entry.invalidUtf8 && !source.details(entry.name)) names.push(entry.name);
  }
  return names;
}

/** Names exported as `unknown`: details not loaded, or a name that was not valid UTF-8. */
function detailsUnknownCount(source: ExportSource): number {
  return source.lists.reduce((sum, list) => sum + list.entries.filter((entry) => entry.invalidUtf8 || !source.details(entry.name)).length, 0);
}

/** `1622 of 12000 names listed. `: a partial list's count against the contract's, where it is known. */
function partialCount(list: ExportListHeader): string {
  return list.contractCount !== null && list.contractCount > list.loaded ? `${list.loaded} of ${list.contractCount} names listed. ` : '';
}

export function exportHeader(source: ExportSource, now: number): ExportHeader {
  const lists = source.lists.map((list): ExportListHeader => ({
    owner: list.owner?.address ?? null,
    role: list.role,
    names: list.entries.length,
    loaded: list.loaded,
    contractCount: list.contractCount ?? null,
    complete: list.complete,
    ...(list.complete ? {} : { incompleteReason: list.incompleteReason ?? 'The node did not return the whole list.' }),
  }));
  return {
    format: EXPORT_FORMAT_ID,
    version: 1,
    view: source.view,
    node: source.node ? redactUrl(source.node.rpcUrl) : null,
    contract: source.node?.contractHash ?? null,
    exportedAt: new Date(now).toISOString(),
    filter: source.filter || null,
    warningDays: source.warningDays,
    complete: lists.every((list) => list.complete),
    incompleteReasons: lists.flatMap((list) => (list.complete ? [] : [`${list.owner ? `${list.owner}: ` : ''}${partialCount(list)}${list.incompleteReason ?? ''}`])),
    names: exportedCount(source),
    detailsUnknown: detailsUnknownCount(source),
    lists,
  };
}
