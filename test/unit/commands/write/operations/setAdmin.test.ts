// Set Admin…'s prompt against the fake node: another workspace account (it signs too), one typed as an
// address or an NNS name (checked as typed), or Remove the Admin; an admin whose key is not here signs elsewhere.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { setAdmin } from '../../../../../src/commands/write/operations/setAdmin';
import { readNeoExpressKeys } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile } from '../../../support/walletFiles';
import type { ResolveResult } from '../../../../../src/core/names/resolve';
import { FILE, MAGIC, writeHarness } from '../writeHarness';

describe('commands/write/operations/setAdmin', () => {
  const h = writeHarness();

  it('another workspace account (it signs too), or Remove the Admin when there is one', async () => {
    h.holds('alice.neo', h.ALICE, h.BOB);
    editor.quickPickScripts.push((pick) => pick.accept(pick.items[0]));
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done');
    const labels = editor.createdQuickPicks[0]!.items.map((item) => item.label);
    assert.equal(labels[0], '$(close) Remove the Admin');
    assert.ok(!labels.includes('Alice') && !labels.includes(h.BOB), 'Bob is the admin already; Alice signs as the owner');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', /New admin: none \(the admin is removed\)/);
  });

  it('a new admin signs beside the owner', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.quickPickScripts.push((pick) => pick.accept(pick.items.find((item) => item.label === h.BOB)));
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const detail = editor.messages.find((m) => m.modal)!.detail ?? '';
    assert.match(detail, new RegExp(`^New admin: ${h.BOB}$`, 'm'));
    assert.match(detail, new RegExp(`^Signer: ${h.BOB} \\(bob, ${FILE}\\)$`, 'm'));
  });

  it('an address typed: the workspace\'s account taken with Enter; the owner, the admin it has, or no address, refused as typed', async () => {
    h.holds('alice.neo', h.ALICE);
    const shown: string[] = [];
    editor.quickPickScripts.push((pick) => {
      for (const typed of [h.ALICE, 'Nbad']) {
        pick.type(typed);
        shown.push(pick.activeItems[0]?.label ?? '');
      }
      pick.type(h.BOB);
      pick.enter();
    });
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.equal(shown[0], `${h.ALICE} owns alice.neo: the owner may set its records already.`);
    assert.ok(shown[1] && shown[1] !== 'Nbad', 'not an address: why, not the text typed');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', new RegExp(`^New admin: ${h.BOB}$`, 'm'));
  });

  it('an NNS name typed: resolved, its address confirmed, then signed by that account; one whose key is not here is asked for, to sign elsewhere', async () => {
    h.holds('alice.neo', h.ALICE);
    let address = h.BOB;
    Object.assign(h.context.lookups, { resolve: () => Promise.resolve<ResolveResult>({ kind: 'found', data: `address=${address}`, asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo' }], retraced: true }) });
    const typeName = () => editor.quickPickScripts.push((pick) => {
      pick.type('bob.neo');
      pick.enter();
    });
    typeName();
    editor.messageAnswers.push('Use This Address', 'Sign and Send');
    assert.equal((await setAdmin(h.ctx, 'alice.neo'))?.kind, 'done', JSON.stringify(editor.messages));
    const [question, confirmation] = editor.messages.filter((m) => m.modal);
    assert.equal(question!.text, `bob.neo resolves to ${h.BOB}. Make this address the admin?`);
    assert.match(confirmation!.detail ?? '', new RegExp(`^New admin: ${h.BOB}$`, 'm'));

    address = generateKey().account.address;
    editor.messages.length = 0;
    const sentBefore = h.sent().length;
    typeName();
    editor.messageAnswers.push('Use This Address');
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await setAdmin(h.ctx, 'alice.neo'), undefined, 'its key not given: nothing asked to sign');
    assert.equal(h.sent().length, sentBefore);
  });

  it('no other account in the workspace: an admin typed, that signs elsewhere by its key; only Save is offered', async () => {
    const alone = generateKey();
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alone', key: alone }] }), FILE);
    assert.ok(read.ok);
    h.context.chains.keyEntries = read.entries.filter((entry) => entry.account === alone.account.address);
    h.holds('alone.neo', alone.account.address);
    const far = generateKey();
    editor.quickPickScripts.push((pick) => {
      pick.type(far.account.address);
      pick.enter();
    });
    editor.inputBoxAnswers.push(Buffer.from(far.key.publicKey).toString('hex'));
    editor.messageAnswers.push(undefined);
    assert.equal((await setAdmin(h.ctx, 'alone.neo'))?.kind, 'declined', JSON.stringify(editor.messages));
    const modal = editor.messages.find((m) => m.modal)!;
    assert.match(modal.detail ?? '', new RegExp(`^New admin: ${far.account.address}$`, 'm'));
    assert.match(modal.detail ?? '', new RegExp(`${far.account.address}, signs elsewhere \\(key `));
    assert.deepEqual(modal.items, ['Save for Signing Elsewhere…']);
    assert.equal(h.sent().length, 0);
  });
});
