// Which of the workspace's contract files Set Up NNS on This Chain… offers: each manifest with its NEF
// beside it, an NNS contract's by its ABI first; one that does not parse is not offered. The manifest's
// name is the developer's text: shown as a single visible line.
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';
import type { WriteModule } from '../write/accounts/keySource';

export const MANIFEST_SUFFIX = '.manifest.json';
export const NEF_SUFFIX = '.nef';

/** A contract's two files, workspace-relative. */
export interface ContractFilePaths {
  readonly nef: string;
  readonly manifest: string;
}

/** The `.nef` a manifest's compiler wrote beside it; undefined for a path that is no manifest's. */
export function nefBeside(manifest: string): string | undefined {
  return manifest.endsWith(MANIFEST_SUFFIX) && manifest.length > MANIFEST_SUFFIX.length ? `${manifest.slice(0, -MANIFEST_SUFFIX.length)}${NEF_SUFFIX}` : undefined;
}

/** The `.manifest.json` beside a `.nef`; undefined for a path that is no NEF's. */
export function manifestBeside(nef: string): string | undefined {
  return nef.endsWith(NEF_SUFFIX) && nef.length > NEF_SUFFIX.length ? `${nef.slice(0, -NEF_SUFFIX.length)}${MANIFEST_SUFFIX}` : undefined;
}

/** The manifests that have their NEF beside them, in path order. */
export function pairContractFiles(manifests: readonly string[], nefs: readonly string[]): ContractFilePaths[] {
  const present = new Set(nefs);
  return [...new Set(manifests)].sort().flatMap((manifest) => {
    const nef = nefBeside(manifest);
    return nef && present.has(nef) ? [{ nef, manifest }] : [];
  });
}

/** A pair of files as the set-up sees its manifest. */
export interface ContractFileCandidate {
  readonly paths: ContractFilePaths;
  /** The manifest's name (untrusted text). */
  readonly name: string;
  /** Its ABI is an NNS contract's (the methods the lists, details and register call, and NEP-11). */
  readonly nns: boolean;
}

/** What a manifest's text is: its name and whether it is an NNS contract's; undefined when it does not parse as a manifest. */
export function readCandidate(paths: ContractFilePaths, manifestText: string, write: Pick<WriteModule, 'parseManifest' | 'isNnsManifest'>): ContractFileCandidate | undefined {
  try {
    const { manifest } = write.parseManifest(manifestText);
    return { paths, name: manifest.name, nns: write.isNnsManifest(manifest) };
  } catch {
    return undefined;
  }
}

/** A row of the pick: a pair of files, or the file dialog. */
export type ContractFileItem =
  | { readonly kind: 'files'; readonly label: string; readonly description: string; readonly detail: string; readonly paths: ContractFilePaths }
  | { readonly kind: 'browse'; readonly label: string; readonly description: string };

/** The pick's rows: the NNS contracts' files, then the file dialog. */
export function contractFileItems(candidates: readonly ContractFileCandidate[], l10n: Localizer): ContractFileItem[] {
  const files = candidates.filter((candidate) => candidate.nns).map((candidate): ContractFileItem => ({
    kind: 'files',
    label: singleLine(candidate.paths.manifest, 120),
    description: l10n.t('"{0}", an NNS contract', singleLine(candidate.name, 60)),
    detail: l10n.t('with {0}', singleLine(candidate.paths.nef, 120)),
    paths: candidate.paths,
  }));
  return [...files, {
    kind: 'browse',
    label: l10n.t('Choose the .nef File…'),
    description: files.length === 0 ? l10n.t('no NNS contract\'s files in the workspace') : l10n.t('another contract\'s files'),
  }];
}

/** The pick's and the dialogs' words. */
export function contractFilesPromptText(l10n: Localizer): { readonly title: string; readonly placeholder: string; readonly nefDialog: string; readonly manifestDialog: string } {
  return {
    title: l10n.t('Set Up NNS: the contract'),
    placeholder: l10n.t('The NNS contract to deploy: its manifest (.manifest.json), with the .nef beside it'),
    nefDialog: l10n.t('Deploy This NEF'),
    manifestDialog: l10n.t('Use This Manifest'),
  };
}
