// What hovers and Resolve Name… ask the node besides the details of names: the roots, an account's
// count of names, a name's first records, its availability (kept a while per node and contract, and
// forgotten with the details), and `resolve`, always asked afresh.
import type * as vscode from 'vscode';
import {
  getNameCount, isAvailable, listRoots, previewRecords, resolveName,
  type CallOptions, type DomainRecordEntry, type IteratorPreview, type NameAvailability, type NodeConfig, type NodeKnowledge, type ResolveResult, type ResolveType, type RootList,
} from '../core';
import { HOVER_RECORDS } from '../model/hover/hoverText';
import { LookupCache, type Lookup } from '../model/hover/lookupCache';
import { sourceKey } from '../model/chains/settingsValidation';
import type { DetailsService } from './detailsService';
import type { RequestLog } from './requestLog';

const MINUTE = 60_000;
/** Roots change by a committee vote: kept until a refresh. */
const ROOTS_TTL_MS = 24 * 60 * MINUTE;
/** Counts and records change with transactions: a minute, like a block explorer's page. */
const ANSWER_TTL_MS = MINUTE;
/** A failure is not asked again on every hover, but soon. */
const FAILURE_TTL_MS = 15_000;

export class NnsLookups implements vscode.Disposable {
  private readonly roots = new LookupCache<RootList>({ ttlMs: ROOTS_TTL_MS, failureTtlMs: FAILURE_TTL_MS });
  private readonly counts = new LookupCache<number>({ ttlMs: ANSWER_TTL_MS, failureTtlMs: FAILURE_TTL_MS });
  private readonly records = new LookupCache<IteratorPreview<DomainRecordEntry>>({ ttlMs: ANSWER_TTL_MS, failureTtlMs: FAILURE_TTL_MS });
  private readonly availability = new LookupCache<NameAvailability>({ ttlMs: ANSWER_TTL_MS, failureTtlMs: FAILURE_TTL_MS });
  private readonly listener: { dispose(): void };

  constructor(
    private readonly log: Pick<RequestLog, 'onRequest'>,
    details: Pick<DetailsService, 'onDidClear'>,
    private readonly knowledge: NodeKnowledge,
  ) {
    this.listener = details.onDidClear(() => this.clear());
  }

  /** The top-level domains of the contract at `node`. */
  rootsOf(node: NodeConfig): Lookup<RootList> {
    return this.roots.get(sourceKey(node), (signal) => listRoots(node, this.options(signal)));
  }

  /** How many NNS names the account `scriptHash` holds. */
  nameCount(node: NodeConfig, scriptHash: string): Lookup<number> {
    return this.counts.get(`${sourceKey(node)} ${scriptHash}`, (signal) => getNameCount(node, scriptHash, this.options(signal)));
  }

  /** The first records of `name` (as many as a hover lists). */
  recordsOf(node: NodeConfig, name: string): Lookup<IteratorPreview<DomainRecordEntry>> {
    return this.records.get(`${sourceKey(node)} ${name}`, (signal) => previewRecords(node, name, HOVER_RECORDS, this.options(signal)));
  }

  /** `isAvailable(name)`: tells a name nobody holds from a call that failed. */
  availabilityOf(node: NodeConfig, name: string): Lookup<NameAvailability> {
    return this.availability.get(`${sourceKey(node)} ${name}`, (signal) => isAvailable(node, name, this.options(signal)));
  }

  /** `resolve(name, type)` and its chain, asked now. */
  resolve(node: NodeConfig, name: string, type: ResolveType, signal?: AbortSignal): Promise<ResolveResult> {
    return resolveName(node, name, type, this.options(signal));
  }

  /** What each call carries: its cancel, the log, what the nodes taught. */
  private options(signal: AbortSignal | undefined): CallOptions {
    return { signal, onRequest: this.log.onRequest, knowledge: this.knowledge };
  }

  clear(): void {
    for (const cache of [this.roots, this.counts, this.records, this.availability]) cache.clear();
  }

  dispose(): void {
    this.listener.dispose();
    this.clear();
  }
}
