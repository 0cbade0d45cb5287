// Set Price…'s prompt against the fake node: the price in GAS, the development price offered, checked as
// the contracts check it; signed by the committee's account.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { setPrice } from '../../../../../src/commands/write/operations/setPrice';
import { writeHarness } from '../writeHarness';

describe('commands/write/operations/setPrice', function () {
  this.timeout(10_000);
  const h = writeHarness();

  it('the price in GAS, the development price offered, checked as the contracts check it', async () => {
    editor.inputBoxAnswers.push('0.5');
    editor.messageAnswers.push('Sign and Send');
    const outcome = await setPrice(h.ctx);
    assert.ok(outcome?.kind === 'done', JSON.stringify(editor.messages));
    const [box] = editor.inputBoxes;
    assert.deepEqual([box?.title, box?.prompt, box?.value], ['Set Price: the price of a name', 'In GAS, burnt at each registration; a low price suits a development chain', '0.01']);
    const validate = box?.validateInput as (text: string) => string | undefined;
    assert.deepEqual(['1', '0', 'x', '20000'].map((text) => validate(text)), [
      undefined, 'a price is at least 0.00000001 GAS: registration burns it, and burning nothing fails', 'A GAS amount, such as 0.01', 'a price is at most 10,000 GAS',
    ]);
    assert.match(editor.messages.find((m) => m.modal)?.detail ?? '', /^Price: 0\.5 GAS per name$/m);
    assert.ok(h.invoked().some((script) => script.includes('setPrice')));
    assert.equal(h.sent().length, 1);
  });

  it('Escape on the price: nothing prepared', async () => {
    editor.inputBoxAnswers.push(undefined);
    assert.equal(await setPrice(h.ctx), undefined);
    assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
  });
});
