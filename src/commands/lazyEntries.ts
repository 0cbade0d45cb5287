// What commands ask of the parts loaded on first use (the write bundle, the names files' editor), declared
// here so that the command context names no loader: write/lazyWrite.ts and features/lazyNamesFiles.ts
// implement these, and namesFile/namesFilesEditor.ts the tools.
import type { ListOptions, NodeConfig } from '../core';
import type { PlanDocuments } from '../documents/planDocuments';
import type { NamesFileLens } from '../language/namesFileLens';
import type { NamesModel } from '../model/namesFile/namesModel';
import type { NamesFileReader } from '../services/namesFile/namesFileReader';
import type { RequestLog } from '../services/requestLog';
import type { WriteService, WriteServiceParts } from '../services/write/writeService';

/** What the write entry needs of the bundle it loads (src/commands/writeCommandsBundle.ts; the registry knows the rest). */
export interface WriteBundle {
  readonly WriteService: new (parts: WriteServiceParts) => WriteService;
}

/** The loaded bundle and the window's write service. */
export interface LoadedWrite {
  readonly module: WriteBundle;
  readonly service: WriteService;
}

/** The write commands before and after their bundle loads. */
export interface WriteEntry {
  /** Whether this extension host signs at all (not the web build). */
  readonly available: boolean;
  /** Whether the write commands are loaded (a write asks at once) or still to be. */
  readonly isLoaded: boolean;
  /** The bundle and the write service, loaded once; undefined once the user was told why this window signs nothing. */
  commands(): Promise<LoadedWrite | undefined>;
  /** Forgets what was read of nodes and contracts. */
  forgetInfo(): void;
  /** Forgets the wallet passwords kept in memory; how many accounts were unlocked. */
  forgetPasswords(): number;
}

/** What the names-file commands use of the names files' editor. */
export interface NamesFilesTools {
  readonly reader: NamesFileReader;
  readonly documents: PlanDocuments;
  readonly lens: NamesFileLens;
  readonly model: NamesModel;
  readonly parts: { readonly log: Pick<RequestLog, 'onRequest' | 'note'> };
  /** The chain's names may have changed: the lenses and open plans say it anew; `forget`: what was read of the node too. */
  chainChanged(forget?: boolean): void;
  /** An owner's names as the contract lists them, and whether the node gave the whole list. */
  ownerNames(node: NodeConfig, scriptHash: string, options: Pick<ListOptions, 'signal'>): Promise<{ readonly names: string[]; readonly complete: boolean }>;
}

/** The names files' editor, its bundle loaded and started on first use. */
export interface NamesFilesEntry {
  editor(): Promise<NamesFilesTools>;
}
