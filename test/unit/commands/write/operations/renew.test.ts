// Renew's prompts against the fake node: the account that pays (the owner first), the years where the
// contract renews by years (each with the expiration it gives), and the new expiration once in a block.
import assert from 'node:assert/strict';
import { editor } from '../../../support/fakeVscode';
import { renewName } from '../../../../../src/commands/write/operations/renew';
import type { SigningAccount } from '../../../../../src/model/write/accounts/signingAccounts';
import { pickAccount, pickLabel, writeHarness } from '../writeHarness';

describe('commands/write/operations/renew', () => {
  const h = writeHarness();

  it('the owner offered first among the accounts that may pay; the message gives the new expiration', async () => {
    h.holds('alice.neo', h.ALICE);
    editor.quickPickAnswers.push((items) => items[0]);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await renewName(h.ctx, 'alice.neo');
    assert.equal(outcome?.kind, 'done');
    assert.equal((editor.quickPicks[0]!.items[0]!.account as SigningAccount).address, h.ALICE);
    assert.match(editor.quickPicks[0]!.items[0]!.description as string, /owner/);
    assert.match(editor.messages.at(-1)!.text, /alice\.neo now expires on 2028-01-01\.$/);
    assert.equal(editor.quickPicks.length, 1, 'neo-go\'s port has renew(name) only: no years asked');
    const detail = editor.messages.find((m) => m.modal)!.detail ?? '';
    assert.match(detail, /^Call: renew\(name: "alice\.neo"\)$/m);
    assert.match(detail, /^Expires: 2027-01-01 → 2028-01-01 \(365 days later\)$/m, 'the expiration read before, and a year later');
  });

  it('a name nobody holds (expired): says so and offers Register Name… in words', async () => {
    h.context.details.known.set('old.neo', { name: 'old.neo', state: 'expired', expiration: Date.UTC(2020, 0, 1) });
    assert.equal(await renewName(h.ctx, 'old.neo'), undefined);
    assert.match(editor.messages[0]!.text, /old\.neo has expired: nobody holds it now\. Register it again/);
  });

  describe('on a contract with renew(name, years) (the C# NameService)', () => {
    beforeEach(async () => {
      await h.useContract('nameservice-csharp');
      h.holds('alice.neo', h.ALICE);
    });
    const yearsPick = () => editor.quickPicks.find((pick) => pick.items.some((item) => typeof item.years === 'number'));

    it('asks how many years, 1 first, each with the expiration it gives; the years chosen reach the call and the confirmation', async () => {
      editor.quickPickAnswers.push(pickAccount(h.ALICE), pickLabel('3 years'));
      editor.messageAnswers.push('Sign and Send');
      const outcome = await renewName(h.ctx, 'alice.neo');
      assert.equal(outcome?.kind, 'done', JSON.stringify(editor.messages));
      const items = yearsPick()!.items;
      assert.deepEqual(items.slice(0, 3).map((item) => [item.label, item.description]), [
        ['1 year', 'until 2028-01-01'], ['2 years', 'until 2028-12-31'], ['3 years', 'until 2029-12-31'],
      ]);
      assert.equal(items.length, 9, 'ten years from 2027-01-01 would end beyond ten years after the chain\'s time (2026-01-01): the contract refuses it');
      const confirmation = editor.messages.find((m) => m.modal)!;
      assert.match(confirmation.text, /^Renew alice\.neo for 3 years on /);
      assert.match(confirmation.detail ?? '', /^Call: renew\(name: "alice\.neo", years: 3\)$/m);
      assert.match(confirmation.detail ?? '', /^Expires: 2027-01-01 → 2029-12-31 \(1,095 days later\)$/m);
      assert.equal(h.sent().length, 1);
    });

    it('Escape on the years: stops without a word, nothing prepared', async () => {
      editor.quickPickAnswers.push(pickAccount(h.ALICE), () => undefined);
      assert.equal(await renewName(h.ctx, 'alice.neo'), undefined);
      assert.ok(yearsPick());
      assert.deepEqual(editor.messages, []);
      assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
    });

    it('a name already expiring ten years ahead: says so, asks no years', async () => {
      h.context.details.known.set('alice.neo', { ...h.context.details.known.get('alice.neo')!, expiration: h.context.details.clock + 3650 * 86_400_000 });
      editor.quickPickAnswers.push(pickAccount(h.ALICE));
      assert.equal(await renewName(h.ctx, 'alice.neo'), undefined);
      assert.equal(yearsPick(), undefined);
      assert.deepEqual(editor.messages.map((m) => m.text), ['alice.neo already expires on 2035-12-30: this contract renews a name up to 10 years ahead, not beyond.']);
    });
  });

  it('on NeoFS\'s NNS (its renew checks the admin\'s witness): only the owner or admin may sign; a name the workspace does not hold is refused before the node is asked', async () => {
    await h.useContract('neofs-nns');
    h.holds('carol.neo', 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
    assert.equal(await renewName(h.ctx, 'carol.neo'), undefined);
    assert.match(editor.messages[0]!.text, /carol\.neo/);
    assert.ok(!h.node.calls.some((call) => call.method === 'invokescript'));
    assert.equal(editor.quickPicks.length, 0, 'no account offered that the contract would refuse');
  });
});
