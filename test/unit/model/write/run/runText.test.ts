import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { checkAgainButton, outcomeNotice, runStepText, writeUnavailableText } from '../../../../../src/model/write/run/runText';

describe('model/write/run/runText', () => {
  it('says each step of a write while it runs: nothing signed while the node tests it, the block counted with the validity', () => {
    assert.equal(runStepText({ step: 'preparing' }, l10n), 'Testing the transaction on the node (nothing is signed yet)…');
    assert.equal(runStepText({ step: 'confirming' }, l10n), 'Waiting for your confirmation…');
    assert.equal(runStepText({ step: 'keys' }, l10n), 'Reading the signing keys from the workspace…');
    assert.equal(runStepText({ step: 'signing' }, l10n), 'Signing…');
    assert.equal(runStepText({ step: 'sending' }, l10n), 'Sending the transaction…');
    assert.equal(runStepText({ step: 'waiting', blockCount: 12_345, validUntilBlock: 18_104 }, l10n),
      'Waiting for a block: the chain is at block 12,345, the transaction is valid until block 18,104…');
    assert.equal(runStepText({ step: 'checking' }, l10n), 'Looking the transaction up on the node…');
  });

  it('names the button that looks a transaction up again', () => {
    assert.equal(checkAgainButton(l10n), 'Check Again');
  });

  it('says a transaction saved for signing elsewhere as information, with its title before what was saved', () => {
    assert.deepEqual(
      outcomeNotice({ kind: 'saved', title: 'Renew alice.neo', file: '/w/renew-alice.neo.context.json', statuses: [], message: 'Saved to renew-alice.neo.context.json.' }, l10n),
      { kind: 'information', text: 'Renew alice.neo: Saved to renew-alice.neo.context.json.' },
    );
  });

  it("says the user's own cancel only in the status bar, without the fix", () => {
    assert.deepEqual(
      outcomeNotice({ kind: 'failed', title: 'Renew alice.neo', stage: 'keys', refusal: { message: 'Cancelled.', fix: 'Enter the password.', spent: false, cancelled: true } }, l10n),
      { kind: 'none', status: 'Renew alice.neo: Cancelled.' },
    );
  });

  it('says an outcome: done as information, a refusal as an error with its fix when it has one, a declined confirmation only in the status bar', () => {
    const fees = { systemFee: 1n, networkFee: 2n };
    assert.deepEqual(
      outcomeNotice({ kind: 'done', hash: '0x01', title: 'Renew alice.neo', fees, reload: { names: [], owners: [], allDomains: false, roots: false }, message: 'Renew alice.neo: done.' }, l10n),
      { kind: 'information', text: 'Renew alice.neo: done.' },
    );
    assert.deepEqual(outcomeNotice({ kind: 'declined', title: 'Renew alice.neo' }, l10n), { kind: 'none', status: 'Renew alice.neo: not signed, nothing was sent.' });
    assert.deepEqual(
      outcomeNotice({ kind: 'failed', title: 'Renew alice.neo', stage: 'send', refusal: { message: 'The node refused it.', fix: 'Try another node.', spent: false } }, l10n),
      { kind: 'error', text: 'Renew alice.neo: The node refused it. Try another node.' },
    );
    assert.deepEqual(
      outcomeNotice({ kind: 'failed', title: 'Renew alice.neo', stage: 'keys', refusal: { message: 'Cancelled.', fix: '', spent: false } }, l10n),
      { kind: 'error', text: 'Renew alice.neo: Cancelled.' },
    );
  });

  it('says why a window signs nothing: the web build, or Restricted Mode', () => {
    assert.equal(writeUnavailableText('web', l10n), 'Managing names needs NNS Explorer in a Node extension host (VS Code desktop, or the server of a remote or code-server window): here it runs in the browser as its web build, which does not sign.');
    assert.equal(writeUnavailableText('untrusted', l10n),
      'Managing names needs a trusted workspace: in Restricted Mode NNS Explorer reads no wallet and signs nothing. Trust this workspace to sign with its accounts.');
  });
});
