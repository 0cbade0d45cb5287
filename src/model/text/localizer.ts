/**
 * The slice of `vscode.l10n` that editor-free modules need. The extension passes one backed by
 * `vscode.l10n.t`; unit tests pass `englishLocalizer`. Keeping the call shape `l10n.t('…')` lets
 * `@vscode/l10n-dev export` find every string.
 */
export interface Localizer {
  t(message: string, ...args: Array<string | number | boolean>): string;
  /** An integer formatted for the UI language, e.g. 100000 → "100,000". */
  count(value: number): string;
}

export function formatTemplate(message: string, args: ReadonlyArray<string | number | boolean>): string {
  return message.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

export const englishLocalizer: Localizer = {
  t: (message, ...args) => formatTemplate(message, args),
  count: (value) => value.toLocaleString('en-US'),
};
