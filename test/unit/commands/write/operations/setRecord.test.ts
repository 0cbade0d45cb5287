// Set Record…'s prompts against the fake node: the type, the value checked as typed as the contract
// checks it, signed by the owner found in the workspace; a name whose signer the workspace lacks.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { setRecord } from '../../../../../src/commands/write/operations/setRecord';
import { ViewIds } from '../../../../../src/model/ids';
import { pickLabel, writeHarness } from '../writeHarness';

describe('commands/write/operations/setRecord', () => {
  const h = writeHarness();

  it('the type picked, the value checked as the contract checks it, signed by the owner found in the workspace; the name\'s details reload', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.quickPickAnswers.push(pickLabel('A'));
    editor.inputBoxAnswers.push('93.184.216.34');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setRecord(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
    assert.deepEqual(editor.quickPicks[0]!.items.map((item) => [item.label, item.description]), [
      ['A', 'an IPv4 address, e.g. 93.184.216.34'], ['AAAA', 'an IPv6 address, e.g. 2a00:1450:4001:81a::200e'],
      ['TXT', 'text up to 255 bytes, e.g. address=N… (NEP-18)'], ['CNAME', 'another name this one stands for, e.g. www.example.neo'],
    ], 'no account asked: the owner is the one account that may sign');
    const box = editor.inputBoxes[0]!;
    assert.deepEqual([box.title, box.prompt], ['Set a record of alice.neo: A record', 'an IPv4 address, e.g. 93.184.216.34']);
    assert.match(box.validateInput!('10.0.0.1') ?? '', /private range 10\.0\.0\.0\/8/);
    assert.equal(box.validateInput!('93.184.216.34'), undefined);
    assert.equal(box.validateInput!(''), undefined, 'nothing typed: nothing said');
    assert.match(editor.messages.find((m) => m.modal)!.detail ?? '', /Value: "93\.184\.216\.34"/);
    assert.ok(h.invoked().some((script) => script.includes('setRecord')));
    assert.ok(h.context.details.loads.some((load) => load.names.includes('alice.neo')));
    assert.deepEqual(h.context.views[ViewIds.allDomains].calls, [], 'All Domains gains no name');
  });

  it('on a name whose owner the workspace does not hold: says whose key is needed, asks the node nothing', async () => {
    h.holds('carol.neo', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    const outcome = await setRecord(h.ctx, 'carol.neo');
    assert.equal(outcome, undefined);
    assert.match(editor.messages[0]!.text, /Only the owner of carol\.neo, NMBfzaEq2c5zodiNbLPoohVENARMbJim1r, may do this/);
    assert.deepEqual(h.node.calls, []);
  });

  it('Escape on the type or the value: nothing prepared', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.quickPickAnswers.push(() => undefined);
    assert.equal(await setRecord(h.ctx, 'alice.neo'), undefined);
    editor.quickPickAnswers.push(pickLabel('TXT'));
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await setRecord(h.ctx, 'alice.neo'), undefined);
    assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
  });
});
