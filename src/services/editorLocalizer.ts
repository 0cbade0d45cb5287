// The Localizer of the running editor: strings through `vscode.l10n.t` (package.nls.json and the
// bundles it finds), numbers in the UI language.
import * as vscode from 'vscode';
import type { Localizer } from '../model/text/localizer';

export const editorLocalizer: Localizer = {
  t: (message, ...args) => vscode.l10n.t(message, ...args),
  count: (value) => value.toLocaleString(vscode.env.language),
};
