// What a write says while it runs (the progress notification's steps) and once it is over (a block, a
// refusal with its fix, a confirmation declined), and why a window signs nothing; never a secret.
import type { Localizer } from '../../text/localizer';
import type { RunOutcome, RunStep } from './runNameOperation';

/** The progress notification's message for a step. */
export function runStepText(step: RunStep, l10n: Localizer): string {
  switch (step.step) {
    case 'preparing': return l10n.t('Testing the transaction on the node (nothing is signed yet)…');
    case 'confirming': return l10n.t('Waiting for your confirmation…');
    case 'keys': return l10n.t('Reading the signing keys from the workspace…');
    case 'signing': return l10n.t('Signing…');
    case 'sending': return l10n.t('Sending the transaction…');
    case 'waiting': return l10n.t('Waiting for a block: the chain is at block {0}, the transaction is valid until block {1}…', l10n.count(step.blockCount), l10n.count(step.validUntilBlock));
    case 'checking': return l10n.t('Looking the transaction up on the node…');
  }
}

/** A notification for the outcome: information when done, an error when refused; the status bar when the user declined or cancelled. */
export type OutcomeNotice =
  | { readonly kind: 'information' | 'error'; readonly text: string }
  | { readonly kind: 'none'; readonly status: string };

/** The button of an error whose transaction may be on the chain: looks it up. */
export function checkAgainButton(l10n: Localizer): string {
  return l10n.t('Check Again');
}

export function outcomeNotice(outcome: RunOutcome, l10n: Localizer): OutcomeNotice {
  switch (outcome.kind) {
    case 'done': return { kind: 'information', text: outcome.message };
    case 'declined': return { kind: 'none', status: l10n.t('{0}: not signed, nothing was sent.', outcome.title) };
    case 'saved': return { kind: 'information', text: `${outcome.title}: ${outcome.message}` };
    case 'failed': {
      const { message, fix } = outcome.refusal;
      // The user's own act (a password box closed, Cancel) is no error: an error notification would outstay what follows.
      if (outcome.refusal.cancelled) return { kind: 'none', status: `${outcome.title}: ${message}` };
      return { kind: 'error', text: fix ? `${outcome.title}: ${message} ${fix}` : `${outcome.title}: ${message}` };
    }
  }
}

/** Why this window signs nothing: the web build, or a workspace not trusted. */
export function writeUnavailableText(reason: 'web' | 'untrusted', l10n: Localizer): string {
  return reason === 'web'
    ? l10n.t('Managing names needs NNS Explorer in a Node extension host (VS Code desktop, or the server of a remote or code-server window): here it runs in the browser as its web build, which does not sign.')
    : l10n.t('Managing names needs a trusted workspace: in Restricted Mode NNS Explorer reads no wallet and signs nothing. Trust this workspace to sign with its accounts.');
}
