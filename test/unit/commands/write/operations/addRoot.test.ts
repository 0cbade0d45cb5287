// Add Root…'s prompt against the fake node: the root checked as typed, one confirmation naming the
// committee, whose account the workspace's consensus wallet assembles; a root given is offered.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import * as write from '../../../../../src/core/write';
import { addRoot } from '../../../../../src/commands/write/operations/addRoot';
import { FILE, writeHarness } from '../writeHarness';

describe('commands/write/operations/addRoot', function () {
  this.timeout(10_000);
  const h = writeHarness();

  it('the root checked as typed, one confirmation naming the committee, signed by it and sent', async () => {
    let rootsRead = 0;
    (h.ctx.write as unknown as { roots: () => Promise<readonly string[]> }).roots = async () => {
      rootsRead++;
      return ['neo'];
    };
    editor.inputBoxAnswers.push('dev');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await addRoot(h.ctx);
    assert.ok(outcome?.kind === 'done', JSON.stringify(editor.messages));
    const [box] = editor.inputBoxes;
    assert.deepEqual([box?.title, box?.prompt, box?.value], ['Add Root: the new top-level domain', 'Names are registered under it: neo gives alice.neo', 'neo']);
    const validate = box?.validateInput as unknown as (text: string) => Promise<string | undefined>;
    assert.deepEqual(await Promise.all(['dev', 'Dev', 'a-', 'x'.repeat(17), ' dev ', 'neo', ' neo'].map((text) => validate(text))), [
      undefined, 'A top-level domain starts with a lower-case letter (a–z).', 'A top-level domain cannot end with a hyphen.', 'A top-level domain is at most 16 characters; this one has 17.', undefined,
      'The contract has the top-level domain .neo already.', 'The contract has the top-level domain .neo already.',
    ]);
    assert.equal(rootsRead, 1, 'the roots read once, as the box opened');
    const committee = write.committeeAccountOf([Buffer.from(h.nodeKey.key.publicKey).toString('hex')]);
    const modal = editor.messages.find((message) => message.modal);
    assert.ok(modal?.detail?.includes(committee.address), modal?.detail);
    assert.match(modal?.text ?? '', /Add the top-level domain \.dev on /);
    assert.equal(h.sent().length, 1);
    assert.ok(h.invoked().some((script) => script.includes('addRoot') && script.includes('dev')));
    assert.deepEqual(h.context.chains.walletsRead, [FILE]);
  });

  it('with a root given offers it in the box', async () => {
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await addRoot(h.ctx, ' test '), undefined);
    assert.equal(editor.inputBoxes[0]?.value, 'test');
    assert.equal(h.node.calls.length, 0);
  });
});
