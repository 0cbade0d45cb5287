// nns.renewName, Renew's prompts: the account that pays (the owner's first, or only the owner or admin
// where the contract asks their witness), and the years where the contract renews by years, each with
// the expiration it gives; once in a block, the message gives the new expiration.
import * as vscode from 'vscode';
import { formatDate } from '../../../model/details/expiry';
import { isUnsupported } from '../../../model/write/contracts/contractApi';
import { renewalCappedText, renewalYears, renewedExpiration, renewedText, renewSigner, renewSpec, yearsText } from '../../../model/write/operations/renew';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { holderOf, runOperation, startNameAction, type WriteContext } from '../writeFlow';

/** `nns.renewName(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function renewName(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const title = context.l10n.t('Renew');
  const action = await startNameAction(context, arg, title, renewSigner);
  if (!action) return undefined;
  const { session, name, details, signer } = action;
  const byYears = !isUnsupported(session.api.renew) && session.api.renew.years !== undefined;
  const years = byYears ? await pickYears(context, name, details.expiration, title) : 1;
  if (years === undefined) return undefined;
  const expiration = details.expiration;
  return runOperation(context, session, {
    spec: renewSpec,
    operation: { kind: 'renew', name, years, ...(expiration === undefined ? {} : { expiration }) },
    signers: [signer], holder: holderOf(details),
  }, () => renewedText(name, context.details.get(name)?.expiration, context.l10n));
}

type YearsItem = vscode.QuickPickItem & { readonly years: number };

/** The years, fewest first (the default), those the contract would refuse left out; undefined when the user leaves or none is left (told why). */
async function pickYears(context: WriteContext, name: string, expiration: number | undefined, title: string): Promise<number | undefined> {
  const { l10n } = context;
  const offered = renewalYears(expiration, context.details.now());
  if (expiration !== undefined && offered.length === 0) {
    void vscode.window.showInformationMessage(renewalCappedText(name, expiration, l10n));
    return undefined;
  }
  const items = offered.map((years): YearsItem => ({
    label: yearsText(years, l10n),
    ...(expiration === undefined ? {} : { description: l10n.t('until {0}', formatDate(renewedExpiration(expiration, years))) }),
    years,
  }));
  const picked = await vscode.window.showQuickPick(items, { title, placeHolder: l10n.t('How many years to renew the name for'), ignoreFocusOut: true });
  return picked?.years;
}
