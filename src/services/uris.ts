// The URIs of domain rows and details documents (a name travels only as its opaque key), and which
// documents are names files.
import * as vscode from 'vscode';
import { detailsTitle, domainKey, nameFromKey } from '../model/names/domainKey';
import { NAMES_FILE_SUFFIX, UriSchemes } from '../model/ids';

/** TreeItem.resourceUri of a domain row: `nns-domain:/<hex>`, for the decoration provider. */
export function domainUri(name: string): vscode.Uri {
  return vscode.Uri.from({ scheme: UriSchemes.domain, path: `/${domainKey(name)}` });
}

export function nameOfDomainUri(uri: vscode.Uri): string | undefined {
  return uri.scheme === UriSchemes.domain ? nameFromKey(uri.path.replace(/^\//, '')) : undefined;
}

/** A details document: the path is only a tab title (see `detailsTitle`); the name is the key in the query. */
export function detailsUri(name: string): vscode.Uri {
  return vscode.Uri.from({ scheme: UriSchemes.details, path: `/${detailsTitle(name)}`, query: domainKey(name) });
}

export function nameOfDetailsUri(uri: vscode.Uri): string | undefined {
  return uri.scheme === UriSchemes.details ? nameFromKey(uri.query) : undefined;
}

/** The schemes whose documents are the user's files (not a diff's other side, not an output). */
const FILE_SCHEMES = new Set(['file', 'untitled', 'vscode-vfs', 'vscode-remote', 'vscode-userdata']);

/** A workspace document that is a names file (`*.nns.json`). */
export function isNamesFile(uri: vscode.Uri): boolean {
  return FILE_SCHEMES.has(uri.scheme) && uri.path.endsWith(NAMES_FILE_SUFFIX);
}
