// Renew Expiring Names… against the fake node: the configured owner's names expiring within the warning
// period offered all ticked, renewed in one transaction confirmed once; the years where the contract
// takes them; no owner, none expiring, a window that does not sign.
import assert from 'node:assert/strict';
import { editor } from '../../support/fakeVscode';
import { renewExpiringNames } from '../../../../src/commands/namesFile/renewExpiringNames';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { CommandIds } from '../../../../src/model/ids';
import { shortAddress } from '../../../../src/model/text/addressText';
import { namesFileHarness } from './namesFileHarness';

const NOW = Date.UTC(2026, 0, 1);

describe('commands/namesFile/renewExpiringNames', () => {
  const h = namesFileHarness();

  function ownedByAlice(): void {
    const alice = h.write.ALICE;
    h.write.context.settings.values.owner = alice;
    const hash = h.write.context.settings.read().owner;
    assert.ok(hash.ok && hash.value);
    h.lists.set(hash.value.scriptHash, ['a.neo', 'b.neo', 'c.neo']);
    h.states.set('a.neo', { name: 'a.neo', state: 'held', expiration: NOW + 5 * DAY_MS, price: 100_000_000n });
    h.states.set('b.neo', { name: 'b.neo', state: 'held', expiration: NOW + 100 * DAY_MS });
    h.states.set('c.neo', { name: 'c.neo', state: 'held', expiration: NOW + 20 * DAY_MS, price: 100_000_000n });
  }

  it('offers the configured owner\'s names expiring within the warning period, all ticked, and renews those kept in one transaction', async () => {
    ownedByAlice();
    editor.quickPickAnswers.push((items) => items as never);
    editor.messageAnswers.push('Sign and Send');
    const outcome = await renewExpiringNames(h.write.context);
    assert.equal(outcome?.end.kind, 'done', JSON.stringify(editor.messages));
    const pick = editor.quickPicks[0]!;
    assert.deepEqual(pick.items.map((item) => [item.label, item.description, item.picked]), [
      ['a.neo', 'expires 2026-01-06 (in 5 days)', true], ['c.neo', 'expires 2026-01-21 (in 20 days)', true],
    ]);
    assert.equal((pick.options as { canPickMany: boolean }).canPickMany, true);
    const modals = editor.messages.filter((message) => message.modal);
    assert.equal(modals.length, 1);
    assert.match(modals[0]!.text, new RegExp(`^Renew 2 names of ${shortAddress(h.write.ALICE).replace('…', '.')}`));
    assert.match(modals[0]!.detail ?? '', /^renew a\.neo\nrenew c\.neo$/m);
    assert.match(modals[0]!.detail ?? '', /of which 2 GAS is the price the contract burns/);
    assert.equal(h.write.sent().length, 1);
    assert.equal(h.write.invoked().filter((script) => script.includes('renew')).length, 1, 'one script, both renewals in it');
  });

  it('asks the years where the contract renews by years, as many as every name can take', async () => {
    await h.write.useContract('nameservice-csharp');
    ownedByAlice();
    editor.quickPickAnswers.push((items) => [items[0]] as never, () => undefined);
    assert.equal(await renewExpiringNames(h.write.context), undefined);
    const years = editor.quickPicks[1]!;
    assert.deepEqual(years.items.slice(0, 2).map((item) => [item.label, item.description]), [['1 year', 'the soonest until 2027-01-06'], ['2 years', 'the soonest until 2028-01-06']]);
    assert.equal(h.write.sent().length, 0);
  });

  it('without a configured owner: offers Set Owner…', async () => {
    editor.messageAnswers.push('Set Owner…');
    assert.equal(await renewExpiringNames(h.write.context), undefined);
    assert.match(editor.messages[0]!.text, /renews the names of the configured owner \(nns\.owner\): set one first/);
    assert.deepEqual(editor.executed.map((each) => each.command), [CommandIds.setOwner]);
  });

  it('says when none of them expires within the warning period; Escape on the pick stops without a word', async () => {
    ownedByAlice();
    h.write.context.details.warningDays = 1;
    assert.equal(await renewExpiringNames(h.write.context), undefined);
    assert.equal(editor.messages.at(-1)!.text, `No name of ${h.write.ALICE} expires within 1 day (nns.expiryWarningDays).`);
    h.write.context.details.warningDays = 30;
    const before = editor.messages.length;
    assert.equal(await renewExpiringNames(h.write.context), undefined);
    assert.equal(editor.messages.length, before);
  });

  it('signs nothing in Restricted Mode: says why before reading anything', async () => {
    ownedByAlice();
    editor.isTrusted = false;
    assert.equal(await renewExpiringNames(h.write.context), undefined);
    assert.match(editor.messages.at(-1)!.text, /^Managing names needs a trusted workspace/);
    assert.deepEqual(h.model.calls.read, []);
  });
});
