// Set Admin…'s prompt against the fake node: another workspace account (it signs too), or Remove the
// Admin when there is one, or one that signs elsewhere (typed: its key).
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { setAdmin } from '../../../../../src/commands/write/operations/setAdmin';
import { readNeoExpressKeys } from '../../../../../src/model/write/accounts/signingAccounts';
import { generateKey, neoExpressFile } from '../../../support/walletFiles';
import { FILE, MAGIC, pickLabel, writeHarness } from '../writeHarness';

describe('commands/write/operations/setAdmin', () => {
  const h = writeHarness();

  it('another workspace account (it signs too), or Remove the Admin when there is one', async () => {
    h.holds('alice.neo', h.ALICE, h.BOB);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done');
    const labels = editor.quickPicks[0]!.items.map((item) => item.label);
    assert.equal(labels[0], '$(close) Remove the Admin');
    assert.ok(!labels.includes('Alice') && !labels.includes(h.BOB), 'Bob is the admin already; Alice signs as the owner');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', /New admin: none \(the admin is removed\)/);
  });

  it('a new admin signs beside the owner', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.quickPickAnswers.push(pickLabel(h.BOB));
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const detail = editor.messages.find((m) => m.modal)!.detail ?? '';
    assert.match(detail, new RegExp(`^New admin: ${h.BOB}$`, 'm'));
    assert.match(detail, new RegExp(`^Signer: ${h.BOB} \\(bob, ${FILE}\\)$`, 'm'));
  });

  it('no other account in the workspace: an admin that signs elsewhere, typed by its key; only Save is offered', async () => {
    const alone = generateKey();
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alone', key: alone }] }), FILE);
    assert.ok(read.ok);
    h.context.chains.keyEntries = read.entries.filter((entry) => entry.account === alone.account.address);
    h.holds('alone.neo', alone.account.address);
    const far = generateKey();
    editor.quickPickAnswers.push((items) => items.find((item) => item.typed === true));
    editor.inputBoxAnswers.push(Buffer.from(far.key.publicKey).toString('hex'));
    editor.messageAnswers.push(undefined);
    assert.equal((await setAdmin(h.ctx, 'alone.neo'))?.kind, 'declined');
    assert.equal(editor.quickPicks[0]!.items.length, 1, 'only the row to type one');
    const modal = editor.messages.find((m) => m.modal)!;
    assert.match(modal.detail ?? '', new RegExp(`^New admin: ${far.account.address}$`, 'm'));
    assert.match(modal.detail ?? '', new RegExp(`${far.account.address}, signs elsewhere \\(key `));
    assert.deepEqual(modal.items, ['Save for Signing Elsewhere…']);
    assert.equal(h.sent().length, 0);
  });
});
