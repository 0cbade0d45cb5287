// Set Admin…'s prompt against the fake node: another workspace account (it signs too), one typed as an
// address or an NNS name (its key in the workspace, checked as typed), or Remove the Admin; none to offer: said.
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

  it('an address typed: the workspace\'s account taken with Enter; one whose key the workspace lacks, the owner, or the admin it has refused as typed', async () => {
    h.holds('alice.neo', h.ALICE);
    const stranger = generateKey().account.address;
    const shown: string[] = [];
    editor.quickPickScripts.push((pick) => {
      for (const typed of [stranger, h.ALICE, 'Nbad']) {
        pick.type(typed);
        shown.push(pick.activeItems[0]?.label ?? '');
      }
      pick.type(h.BOB);
      pick.enter();
    });
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setAdmin(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.deepEqual(shown.slice(0, 2), [
      `The new admin signs too, and this workspace holds no key of ${stranger}: add its wallet to the workspace, or choose one of its accounts.`,
      `${h.ALICE} owns alice.neo: the owner may set its records already.`,
    ]);
    assert.ok(shown[2] && shown[2] !== 'Nbad', 'not an address: why, not the text typed');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', new RegExp(`^New admin: ${h.BOB}$`, 'm'));
  });

  it('an NNS name typed: resolved, its address confirmed, then signed by that account; one that leads to an account without its key here: said', async () => {
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
    typeName();
    editor.messageAnswers.push('Use This Address');
    assert.equal(await setAdmin(h.ctx, 'alice.neo'), undefined);
    assert.match(editor.messages.at(-1)!.text, /^The new admin signs too, and this workspace holds no key of N\w+/);
  });

  it('no other account to make the admin: said, nothing asked', async () => {
    const alone = generateKey();
    const read = readNeoExpressKeys(neoExpressFile({ magic: MAGIC, nodes: [generateKey()], wallets: [{ name: 'alone', key: alone }] }), FILE);
    assert.ok(read.ok);
    h.context.chains.keyEntries = read.entries.filter((entry) => entry.account === alone.account.address);
    h.holds('alone.neo', alone.account.address);
    assert.equal(await setAdmin(h.ctx, 'alone.neo'), undefined);
    assert.match(editor.messages[0]?.text ?? '', /^The new admin of alone\.neo signs too: this workspace holds no other account/);
    assert.equal(editor.createdQuickPicks.length, 0);
  });
});
