// Transfer…'s prompt against the fake node: an address taken as typed, an NNS name resolved and its
// address shown in a modal, used only once confirmed; both owners' lists reload.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import type { ResolveResult } from '../../../../../src/core/names/resolve';
import { transferName } from '../../../../../src/commands/write/operations/transfer';
import { ViewIds } from '../../../../../src/model/ids';
import { writeHarness } from '../writeHarness';

describe('commands/write/operations/transfer', () => {
  const h = writeHarness();
  const resolvesToBob = () => {
    const resolved: ResolveResult = { kind: 'found', data: `address=${h.BOB}`, asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo' }], retraced: true };
    Object.assign(h.context.lookups, { resolve: () => Promise.resolve(resolved) });
  };

  it('an NNS name typed is resolved, its address shown in a modal, used only once confirmed', async () => {
    h.holds('alice.neo', h.ALICE);
    resolvesToBob();
    editor.inputBoxAnswers.push('bob.neo');
    editor.messageAnswers.push('Use This Address', 'Sign and Send');
    const outcome = await transferName(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    const [question, confirmation] = editor.messages.filter((m) => m.modal);
    assert.equal(question!.text, `bob.neo resolves to ${h.BOB}. Make this address the new owner?`);
    assert.match(confirmation!.detail ?? '', new RegExp(`New owner: ${h.BOB}, resolved from bob\\.neo`));
    assert.deepEqual(h.context.views[ViewIds.ownerDomains].calls, [`reloadOwners ${h.ALICE} ${h.BOB}`], 'both owners\' lists reload');
    assert.doesNotMatch(confirmation!.detail ?? '', /admin/, 'no admin: none said to be removed');
    const validate = editor.inputBoxes[0]!.validateInput!;
    assert.match(validate('Nnot-an-address') ?? '', /./);
    assert.equal(validate(''), undefined);
    assert.equal(validate(h.BOB), undefined);
  });

  it('a name with an admin: the confirmation says the transfer removes it, by its address', async () => {
    h.holds('alice.neo', h.ALICE, h.BOB);
    editor.inputBoxAnswers.push('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    editor.messageAnswers.push('Sign and Send');
    assert.equal((await transferName(h.ctx, 'alice.neo'))?.kind, 'done', JSON.stringify(editor.messages));
    assert.match(editor.messages.find((m) => m.modal)?.detail ?? '', new RegExp(`^The transfer also removes the name's admin, ${h.BOB}\\.$`, 'm'));
  });

  it('the resolved address declined: nothing is prepared', async () => {
    h.holds('alice.neo', h.ALICE);
    resolvesToBob();
    editor.inputBoxAnswers.push('bob.neo');
    editor.messageAnswers.push(undefined);
    assert.equal(await transferName(h.ctx, 'alice.neo'), undefined);
    assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
  });

  it('to the owner it has: said as typed; a name that resolves to it, once resolved; nothing prepared', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await transferName(h.ctx, 'alice.neo'), undefined);
    const validate = editor.inputBoxes[0]!.validateInput!;
    assert.equal(validate(` ${h.ALICE} `), `${h.ALICE} already owns alice.neo.`);
    assert.equal(validate(h.BOB), undefined);
    const resolved: ResolveResult = { kind: 'found', data: `address=${h.ALICE}`, asked: 'me.neo', type: 'TXT', steps: [{ name: 'me.neo' }], retraced: true };
    Object.assign(h.context.lookups, { resolve: () => Promise.resolve(resolved) });
    editor.inputBoxAnswers.push('me.neo');
    editor.messageAnswers.push('Use This Address');
    assert.equal(await transferName(h.ctx, 'alice.neo'), undefined);
    assert.equal(editor.messages.at(-1)?.text, `${h.ALICE} already owns alice.neo.`);
    assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
  });
});
