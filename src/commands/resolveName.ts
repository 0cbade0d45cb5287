// nns.resolveName: what a name points at, by the contract's `resolve` (A, AAAA, TXT, CNAME) or NEP-18 (a Neo
// address in a TXT record), with the CNAME chain followed, or in plain words why there is none. From the
// palette (checked as typed), a row's menu, a details document and a hover.
import * as vscode from 'vscode';
import type { ResolveResult, ResolveType } from '../core';
import { describeFailure } from '../model/text/failureText';
import { CommandIds } from '../model/ids';
import { resolvableName, resolveNameProblem } from '../model/names/resolveInput';
import { isResolveKind, recordTypeOf, resolveReport, RESOLVE_KINDS, type ResolveKind, type ResolveReport } from '../model/names/resolveText';
import { forNotification } from '../model/text/untrustedText';
import { activeDetailsName, domainNameOf } from './domainArgument';
import type { CommandContext } from './commandContext';

/** What Resolve Name… works with: the settings, the lookups, strings. */
export interface ResolveContext extends Pick<CommandContext, 'l10n'> {
  readonly lookups: Pick<CommandContext['lookups'], 'resolve'>;
  readonly settings: Pick<CommandContext['settings'], 'read'>;
}

/** What the command found, for scripts and tests. */
export interface ResolveCommandResult {
  readonly kind: ResolveKind;
  readonly result: ResolveResult;
  readonly report: ResolveReport;
}

/** `nns.resolveName(nameOrRowOrDocument?, kind?)`: with both, asks nothing. */
export async function resolveName(context: ResolveContext, arg?: unknown, kindArg?: unknown): Promise<ResolveCommandResult | undefined> {
  const { l10n } = context;
  const given = domainNameOf(arg);
  const name = given !== undefined ? resolvableName(given) : await askName(context);
  if (name === undefined) return undefined;
  const problem = resolveNameProblem(name, l10n);
  if (problem) {
    void vscode.window.showErrorMessage(forNotification(problem));
    return undefined;
  }
  const settings = context.settings.read();
  if (!settings.node.ok) {
    void vscode.window.showErrorMessage(forNotification(describeFailure(settings.node.error, settings.rpcUrlText, l10n).summary));
    return undefined;
  }
  const node = settings.node.value;
  const resolve = async (type: ResolveType): Promise<ResolveResult | undefined> => {
    try {
      return await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: l10n.t('Resolving {0}…', name) },
        () => context.lookups.resolve(node, name, type),
      );
    } catch (error) {
      void vscode.window.showErrorMessage(l10n.t('{0} could not be resolved: {1}', name, forNotification(describeFailure(error, node.rpcUrl, l10n).summary)));
      return undefined;
    }
  };
  let kind: ResolveKind | undefined = isResolveKind(kindArg) ? kindArg : undefined;
  // Asked for the kind, check first: an expired or unregistered name would answer so whatever the
  // kind chosen. Its A record is asked, and kept should A be chosen.
  const checked = kind === undefined ? await resolve('A') : undefined;
  if (kind === undefined) {
    if (!checked) return undefined;
    if (resolvesNothing(checked)) kind = 'A';
    else kind = await pickKind(context, name);
  }
  if (kind === undefined) return undefined;
  const result = checked && (checked.type === recordTypeOf(kind) || resolvesNothing(checked)) ? checked : await resolve(recordTypeOf(kind));
  if (!result) return undefined;
  const report = resolveReport(result, kind, l10n, context.settings.read().addressVersion);
  announce(report, context);
  return { kind, result, report };
}

/**
 * The name asked resolves no record of any kind: its second-level name is expired or nobody's, its
 * top-level domain no root, or the contract refuses it. (Where a CNAME led there, another kind, such
 * as the CNAME itself, may still answer.)
 */
function resolvesNothing(result: ResolveResult): boolean {
  if (result.steps.length > 1) return false;
  return result.kind === 'expired' || result.kind === 'notRegistered' || result.kind === 'noRoot' || result.kind === 'invalidName';
}

/** A notification with what to do next: copy the answer, look at the owner of a NEP-18 address. */
function announce(report: ResolveReport, context: ResolveContext): void {
  const { l10n } = context;
  const message = forNotification(report.message, 400);
  const copy = l10n.t('Copy');
  const showOwner = l10n.t('Show in Owner Domains');
  const buttons = [...(report.address ? [showOwner] : []), ...(report.data !== undefined ? [copy] : [])];
  const shown = report.found ? vscode.window.showInformationMessage(message, ...buttons) : vscode.window.showWarningMessage(message, ...buttons);
  void shown.then(async (choice) => {
    if (choice === copy && report.data !== undefined) {
      await vscode.env.clipboard.writeText(report.data);
      vscode.window.setStatusBarMessage(l10n.t('Copied to the clipboard.'), 3000);
    }
    // The address was decoded and checked (nep18.ts): it is no chain string passed on as it came.
    if (choice === showOwner && report.address) await vscode.commands.executeCommand(CommandIds.lookUpOwner, report.address.address);
  });
}

/** The name, checked as it is typed; the details document in the active editor offers its own. */
function askName(context: ResolveContext): Thenable<string | undefined> {
  const { l10n } = context;
  return vscode.window.showInputBox({
    title: l10n.t('Resolve Name'),
    prompt: l10n.t('An NNS name or a subdomain, e.g. neo.neo or www.neo.neo.'),
    placeHolder: 'neo.neo',
    value: activeDetailsName(),
    ignoreFocusOut: true,
    validateInput: (text) => (text.trim() === '' ? undefined : resolveNameProblem(text, l10n)),
  }).then((text) => (text === undefined || text.trim() === '' ? undefined : resolvableName(text)));
}

type KindItem = vscode.QuickPickItem & { readonly recordKind: ResolveKind };

function pickKind(context: ResolveContext, name: string): Thenable<ResolveKind | undefined> {
  const { l10n } = context;
  const details: Record<ResolveKind, string> = {
    A: l10n.t('IPv4 address'),
    AAAA: l10n.t('IPv6 address'),
    TXT: l10n.t('Text'),
    CNAME: l10n.t('Canonical name: another NNS name'),
    NEP18: l10n.t('Neo address: "address=N…" in a TXT record (NEP-18)'),
  };
  const items: KindItem[] = RESOLVE_KINDS.map((kind) => ({ label: kind === 'NEP18' ? l10n.t('Neo Address') : kind, description: details[kind], recordKind: kind }));
  return vscode.window.showQuickPick(items, { title: l10n.t('Resolve {0}', name), placeHolder: l10n.t('The kind of record to resolve') }).then((item) => item?.recordKind);
}
