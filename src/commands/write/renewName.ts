// nns.renewName: renews a held name for a year (the contracts take no other signer than whoever pays:
// the owner's account is offered first); once in a block, the message gives the new expiration.
import type { RunOutcome } from '../../model/write/runNameOperation';
import { renewedText } from '../../model/write/commandText';
import { holderOf, runOperation, startNameAction, type WriteContext } from './writeFlow';

/** `nns.renewName(nameOrRow?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function renewName(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const action = await startNameAction(context, arg, context.l10n.t('Renew'), 'payer');
  if (!action) return undefined;
  const { session, name, details, signer } = action;
  return runOperation(context, session, { operation: { kind: 'renew', name }, signers: [signer], holder: holderOf(details) },
    () => renewedText(name, context.details.get(name)?.expiration, context.l10n));
}
