// Apply Names File… against the fake node: the plan read anew, its transactions each confirmed once
// with their changes, fees and signers, then how it ended; nothing to change, a file with errors, a
// window that does not sign, a FAULT naming the change that fails: nothing sent.
import assert from 'node:assert/strict';
import { editor } from '../../support/fakeVscode';
import { applyNamesFile } from '../../../../src/commands/namesFile/applyNamesFile';
import { result } from '../../core/transactions/fakeNode';
import { planOf, registerChange, setRecordChange } from '../../model/namesFile/namesFileFixtures';
import { API } from '../../model/write/fixtures';
import { scriptOf } from '../write/writeHarness';
import { FILE, namesFileHarness, TEXT } from './namesFileHarness';

describe('commands/namesFile/applyNamesFile', () => {
  const h = namesFileHarness();
  beforeEach(() => {
    editor.workspaceFiles.set(FILE.path, TEXT);
  });

  it('applies the plan: read anew, one transaction per signer, each confirmed once with its changes; the change shown, the lens told', async () => {
    const alice = await h.account(h.write.ALICE);
    const bob = await h.account(h.write.BOB);
    h.plan = () => planOf([registerChange('alice.neo', alice, API.neoGo), setRecordChange('alice.neo', 'A', '203.0.113.7', alice, API.neoGo), setRecordChange('bob.neo', 'TXT', 'hi', bob, API.neoGo)]);
    editor.messageAnswers.push('Sign and Send', 'Sign and Send');
    const outcome = await applyNamesFile(h.write.context, FILE);
    assert.equal(outcome?.end.kind, 'done', JSON.stringify(editor.messages));
    assert.equal(h.write.sent().length, 2);
    const modals = editor.messages.filter((message) => message.modal);
    assert.equal(modals.length, 2);
    assert.match(modals[0]!.text, /^Apply mydapp\.nns\.json: 2 changes \(transaction 1 of 2\)/);
    assert.match(modals[0]!.detail ?? '', /^register alice\.neo\nsetRecord alice\.neo$/m);
    assert.match(modals[1]!.detail ?? '', /^setRecord bob\.neo$/m);
    assert.match(modals[1]!.detail ?? '', new RegExp(`Signer, pays the fees: .*${h.write.BOB}`));
    assert.match(editor.messages.at(-1)!.text, /^mydapp\.nns\.json is applied: 2 transactions are in blocks \(3 changes\)\./);
    assert.deepEqual(h.model.calls.read, [['alice.neo']], 'the file\'s names read once');
    assert.ok(h.write.context.lookups.cleared > 0, 'what hovers keep is forgotten: the change shown');
    assert.equal(h.editor.lens.stateOf(FILE as never), undefined, 'the lens plans again');
  });

  it('says there is nothing to change, and leaves the conflicts alone', async () => {
    h.plan = () => planOf([], { conflicts: [{ name: 'x.neo', kind: 'heldOutside', message: 'held by someone else' }] });
    assert.equal(await applyNamesFile(h.write.context, FILE), undefined);
    assert.equal(editor.messages.at(-1)!.text, 'mydapp.nns.json: nothing to change; 1 conflict is left alone (Plan Names File lists it).');
    assert.deepEqual(h.write.invoked(), []);
  });

  it('stops at a file with errors, before reading its names', async () => {
    editor.workspaceFiles.set(FILE.path, '{ "names": { "a..neo": {} } }');
    assert.equal(await applyNamesFile(h.write.context, FILE), undefined);
    assert.equal(editor.messages.at(-1)!.text, 'mydapp.nns.json has 1 error: fix it, then apply (the Problems view shows it).');
    assert.deepEqual(h.model.calls.read, []);
  });

  it('signs nothing in Restricted Mode: says why before reading anything', async () => {
    editor.isTrusted = false;
    assert.equal(await applyNamesFile(h.write.context, FILE), undefined);
    assert.match(editor.messages.at(-1)!.text, /^Managing names needs a trusted workspace/);
    assert.deepEqual(h.model.calls.read, []);
  });

  it('names the change that fails the test invocation, and sends nothing', async () => {
    const alice = await h.account(h.write.ALICE);
    h.plan = () => planOf([registerChange('alice.neo', alice, API.neoGo), registerChange('taken.neo', alice, API.neoGo)]);
    h.write.node.handle('invokescript', (params) => (scriptOf({ params }).includes('taken.neo')
      ? result({ script: '', state: 'FAULT', gasconsumed: '2000', exception: 'at instruction 120 (ASSERT): ASSERT is executed with false result.', stack: [], notifications: [] })
      : result({ script: '', state: 'HALT', gasconsumed: '1000', exception: null, notifications: [], stack: [{ type: 'Boolean', value: true }] })));
    const outcome = await applyNamesFile(h.write.context, FILE);
    assert.equal(outcome?.end.kind, 'failed');
    assert.match(editor.messages.at(-1)!.text, /^mydapp\.nns\.json: Register taken\.neo for N\w+…\w+ fails: The contract refused register/);
    assert.equal(editor.messages.filter((message) => message.modal).length, 0);
    assert.equal(h.write.sent().length, 0);
  });

  it('asks NeoFS\'s NNS the e-mail of its registrations, and plans again with it', async () => {
    await h.write.useContract('neofs-nns');
    const alice = await h.account(h.write.ALICE);
    const soas: unknown[] = [];
    const planNames = h.model.planNames;
    Object.assign(h.model, {
      planNames: ((file, state, context) => {
        soas.push(context.soa);
        return planNames(file, state, context);
      }) as typeof planNames,
    });
    h.plan = () => planOf([registerChange('alice.neo', alice, API.neoFs)]);
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await applyNamesFile(h.write.context, FILE), undefined);
    assert.match(String(editor.inputBoxes[0]?.prompt), /records an e-mail address/);
    assert.equal(soas.length, 1);
    editor.inputBoxAnswers.push(' me@example.org ');
    editor.messageAnswers.push(undefined);
    await applyNamesFile(h.write.context, FILE);
    assert.deepEqual(soas.at(-1), { email: 'me@example.org' });
  });
});
