// The URIs of domain rows and details documents. A name travels only as its opaque key.
import * as vscode from 'vscode';
import { detailsTitle, domainKey, nameFromKey } from '../model/names/domainKey';
import { UriSchemes } from '../model/ids';

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
