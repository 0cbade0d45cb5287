// Register Name…'s prompts against the fake node: the name checked as typed (free, its price), the owner
// picked, the confirmation, then the name shown in All Domains and its owner's list; refused names asked nothing more.
import assert from 'node:assert/strict';
import { editor, InputBoxValidationSeverity } from '../../../support/fakeVscode';
import { registerName } from '../../../../../src/commands/write/operations/register';
import { ViewIds } from '../../../../../src/model/ids';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { FILE, MAGIC, pickAccount, writeHarness } from '../writeHarness';

describe('commands/write/operations/register', () => {
  const h = writeHarness();

  it('the name checked as typed (free, its price), the owner picked, the confirmation, then the name shows in All Domains and its owner\'s list', async () => {
    editor.inputBoxAnswers.push('free.neo');
    editor.quickPickAnswers.push(pickAccount(h.ALICE));
    editor.messageAnswers.push('Sign and Send');
    const outcome = await registerName(h.ctx);
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));

    const validate = editor.inputBoxes[0]?.validateInput as unknown as (text: string) => Promise<unknown>;
    assert.match(String(await validate('Bad Name!')), /./, 'a name the contract refuses is told as typed');
    assert.equal(await validate('  '), undefined, 'nothing typed: nothing said');
    assert.deepEqual(await validate('free.neo'), { message: 'free.neo is free: registering it for a year burns 1 GAS, plus the fees.', severity: InputBoxValidationSeverity.Info });
    h.available = false;
    assert.equal(await validate('taken.neo'), 'taken.neo is taken: someone holds it until it expires.');

    // The user's own accounts first; the consensus node's account and multisig last, marked; then one that signs elsewhere.
    const { items, options } = editor.quickPicks[0]!;
    assert.equal(items.at(-1)?.label, '$(add) Another Account, Signing Elsewhere…', 'and last, one that signs elsewhere');
    const offered = items.slice(0, -1).map((item) => [(item.account as SigningAccount).address, item.description]);
    assert.deepEqual(offered.slice(0, 2), [[h.ALICE, h.ALICE], [h.BOB, '']]);
    assert.deepEqual(offered.slice(2).map(([, description]) => String(description).replace(/^\w+ · /, '')), ['a consensus node\'s account', 'a multisig of consensus nodes']);
    assert.equal(offered[2]![0], h.nodeKey.account.address);
    assert.deepEqual(options, { title: 'Register free.neo: free: a year burns 1 GAS, plus the fees', placeHolder: 'The owner: it signs and pays', ignoreFocusOut: true, matchOnDescription: true },
      'the quote in the title, a placeholder short enough to be read whole');
    const confirmation = editor.messages.find((m) => m.modal)!;
    assert.equal(confirmation.text, `Register free.neo for ${h.ALICE.slice(0, 4)}…${h.ALICE.slice(-4)} on a private chain (magic ${MAGIC})?`);
    assert.deepEqual(confirmation.items, ['Sign and Send', 'Save for Signing Elsewhere…']);
    assert.match(confirmation.detail ?? '', new RegExp(`Signer, pays the fees: ${h.ALICE} \\(Alice · alice, ${FILE}\\)`));
    assert.match(confirmation.detail ?? '', /^Owner: \w+ \(Alice\)$/m, 'the owner with the wallet\'s label');
    assert.match(confirmation.detail ?? '', /of which 1 GAS is the price the contract burns/);
    assert.ok(h.invoked().some((script) => script.includes('register')));
    assert.equal(h.sent().length, 1);
    assert.deepEqual(h.context.views[ViewIds.allDomains].calls, ['reload']);
    assert.deepEqual(h.context.views[ViewIds.ownerDomains].calls, [`reloadOwners ${h.ALICE}`]);
    assert.ok(h.context.details.loads.some((load) => load.names.includes('free.neo')));
    assert.equal(h.context.lookups.cleared, 1);
    assert.match(editor.messages.at(-1)!.text, /^Register free\.neo for .*: done; the node reports the transaction 0x[0-9a-f]{64} in a block\.$/);
    assert.deepEqual(h.context.chains.walletsRead, [FILE], 'the wallet is read once, after Sign and Send');
  });

  it('a name taken is refused before any account is asked for', async () => {
    h.available = false;
    const outcome = await registerName(h.ctx, 'taken.neo');
    assert.equal(outcome, undefined);
    assert.deepEqual(editor.messages.map((m) => [m.kind, m.text]), [['error', 'taken.neo is taken: someone holds it until it expires.']]);
    assert.equal(editor.quickPicks.length, 0);
  });

  it('a name the contract refuses, typed: said, nothing asked of the node', async () => {
    editor.inputBoxAnswers.push('Bad Name!');
    assert.equal(await registerName(h.ctx), undefined);
    assert.equal(editor.messages[0]?.kind, 'error');
    assert.equal(h.node.calls.filter((call) => call.method === 'invokefunction').length, 0);
  });

  it('on NeoFS\'s NNS: the e-mail address of the name\'s SOA record, checked as typed, reaches the call', async () => {
    await h.useContract('neofs-nns');
    editor.quickPickAnswers.push(pickAccount(h.ALICE));
    editor.inputBoxAnswers.push(' ops@free.neo ');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await registerName(h.ctx, 'free.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const email = editor.inputBoxes.find((box) => box.placeHolder === 'admin@example.com')!;
    assert.equal(email.validateInput!('nobody'), 'An e-mail address, e.g. admin@example.com.');
    assert.equal(email.validateInput!('ops@free.neo'), undefined);
    assert.ok(h.invoked().some((script) => script.includes('ops@free.neo')));
  });
});
