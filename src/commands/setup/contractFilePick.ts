// The contract Set Up NNS on This Chain… deploys: the workspace's manifests whose ABI is an NNS
// contract's, each with its NEF beside it, or the file dialogs; the files are read through workspace.fs
// and checked by the write module before anything is asked of the node.
import * as vscode from 'vscode';
import type { ContractFiles } from '../../core/write';
import { contractFileItems, contractFilesPromptText, manifestBeside, MANIFEST_SUFFIX, NEF_SUFFIX, pairContractFiles, readCandidate, type ContractFileCandidate, type ContractFilePaths } from '../../model/setup/contractFiles';
import type { Localizer } from '../../model/text/localizer';
import type { WriteModule } from '../../model/write/accounts/keySource';

/** The files found and read at most: a workspace with more contracts than this is searched no further. */
const MAX_FILES = 200;
/** The larger of the two files' limits, from the NEF's and the manifest's formats: parseNef and parseManifest check each exactly. */
const MAX_FILE_BYTES = 0xffff * 2;
const EXCLUDE = '**/node_modules/**';

/** A contract chosen: its files' workspace-relative paths, and their contents as the write module read them. */
export interface ChosenContract {
  readonly paths: ContractFilePaths;
  readonly files: ContractFiles;
}

/** Asks for the contract's files; undefined when dismissed. Throws the write module's error for a file that is no NEF or manifest. */
export async function pickContractFiles(write: WriteModule, l10n: Localizer): Promise<ChosenContract | undefined> {
  const words = contractFilesPromptText(l10n);
  const found = await workspaceCandidates(write);
  // QuickPickItem has a `kind` of its own: the row rides beside its words.
  const items = contractFileItems(found.candidates, l10n).map((row) => ({ label: row.label, description: row.description, ...(row.kind === 'files' ? { detail: row.detail } : {}), row }));
  const picked = (await vscode.window.showQuickPick(items, { title: words.title, placeHolder: words.placeholder, ignoreFocusOut: true }))?.row;
  if (!picked) return undefined;
  const uris = picked.kind === 'files' ? { nef: found.uris.get(picked.paths.nef), manifest: found.uris.get(picked.paths.manifest) } : await browse(l10n);
  if (!uris?.nef || !uris.manifest) return undefined;
  const [nef, manifest] = await Promise.all([readBytes(uris.nef), readBytes(uris.manifest)]);
  return {
    paths: { nef: vscode.workspace.asRelativePath(uris.nef, false), manifest: vscode.workspace.asRelativePath(uris.manifest, false) },
    files: { nef: write.parseNef(nef), manifest: write.parseManifest(new TextDecoder().decode(manifest)) },
  };
}

/** The workspace's manifests with their .nef beside them, read as the set-up sees them. */
async function workspaceCandidates(write: WriteModule): Promise<{ readonly candidates: ContractFileCandidate[]; readonly uris: Map<string, vscode.Uri> }> {
  const uris = new Map<string, vscode.Uri>();
  const [manifests, nefs] = await Promise.all([
    vscode.workspace.findFiles(`**/*${MANIFEST_SUFFIX}`, EXCLUDE, MAX_FILES),
    vscode.workspace.findFiles(`**/*${NEF_SUFFIX}`, EXCLUDE, MAX_FILES),
  ]);
  const relative = (uri: vscode.Uri) => {
    const path = vscode.workspace.asRelativePath(uri, false);
    uris.set(path, uri);
    return path;
  };
  const pairs = pairContractFiles(manifests.map(relative), nefs.map(relative));
  const candidates = await Promise.all(pairs.map(async (pair) => {
    const uri = uris.get(pair.manifest);
    try {
      return uri ? readCandidate(pair, new TextDecoder().decode(await readBytes(uri)), write) : undefined;
    } catch {
      return undefined;
    }
  }));
  return { candidates: candidates.filter((candidate): candidate is ContractFileCandidate => candidate !== undefined), uris };
}

/** The file dialogs: the .nef, then the manifest beside it when it exists, else a second dialog. */
async function browse(l10n: Localizer): Promise<{ readonly nef: vscode.Uri; readonly manifest: vscode.Uri } | undefined> {
  const words = contractFilesPromptText(l10n);
  const [nef] = await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: words.nefDialog, filters: { NEF: ['nef'] } }) ?? [];
  if (!nef) return undefined;
  const besidePath = manifestBeside(nef.path);
  const beside = besidePath ? nef.with({ path: besidePath }) : undefined;
  if (beside && (await exists(beside))) return { nef, manifest: beside };
  const [manifest] = await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: words.manifestDialog, filters: { Manifest: ['json'] } }) ?? [];
  return manifest ? { nef, manifest } : undefined;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** A file's bytes; refused past the files' limit before reading it. */
async function readBytes(uri: vscode.Uri): Promise<Uint8Array> {
  const { size } = await vscode.workspace.fs.stat(uri);
  if (size > MAX_FILE_BYTES) throw new Error(`${vscode.workspace.asRelativePath(uri, false)} is larger than ${MAX_FILE_BYTES} bytes: no contract file.`);
  return vscode.workspace.fs.readFile(uri);
}
