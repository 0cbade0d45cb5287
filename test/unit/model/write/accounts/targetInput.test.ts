import assert from 'node:assert/strict';
import type { ResolveResult } from '../../../../../src/core/names/resolve';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { parseTargetInput, resolvedTargetQuestion } from '../../../../../src/model/write/accounts/targetInput';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

describe('model/write/accounts/targetInput', () => {
  it('takes an address or a script hash as it is', () => {
    assert.deepEqual(parseTargetInput(` ${ADDRESS} `, 53, l10n), { kind: 'account', account: { address: ADDRESS, scriptHash: HASH } });
    assert.deepEqual(parseTargetInput(HASH.toUpperCase().replace('0X', '0x'), 53, l10n), { kind: 'account', account: { address: ADDRESS, scriptHash: HASH } });
    const typo = parseTargetInput(`${ADDRESS.slice(0, -1)}s`, 53, l10n);
    assert.ok(typo.kind === 'invalid' && /checksum/.test(typo.problem));
    for (const empty of ['', '  \t ']) {
      assert.deepEqual(parseTargetInput(empty, 53, l10n), { kind: 'invalid', problem: 'Type an N3 address (N…), a script hash (0x…) or an NNS name that resolves to an address.' });
    }
  });

  it('takes a name to be resolved (a subdomain too; one trailing dot dropped), and refuses what is neither', () => {
    assert.deepEqual(parseTargetInput('bob.neo.', 53, l10n), { kind: 'name', name: 'bob.neo' });
    assert.deepEqual(parseTargetInput('pay.bob.neo', 53, l10n), { kind: 'name', name: 'pay.bob.neo' });
    const bad = parseTargetInput('Bob.neo', 53, l10n);
    assert.ok(bad.kind === 'invalid' && /lowercase/.test(bad.problem));
  });

  it('asks to confirm the address a name resolves to, saying where it comes from; never guesses', () => {
    const found: ResolveResult = { kind: 'found', data: `address=${ADDRESS}`, asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo', cname: 'pay.neo' }, { name: 'pay.neo' }], retraced: true };
    const question = resolvedTargetQuestion(found, 'owner', 53, l10n);
    assert.deepEqual(question, {
      kind: 'confirm',
      account: { address: ADDRESS, scriptHash: HASH, viaName: 'bob.neo' },
      question: `bob.neo resolves to ${ADDRESS}. Make this address the new owner?`,
      detail: 'The address is read from the NEP-18 TXT record of bob.neo (via bob.neo → pay.neo); whoever controls that name chose it. Check it before going on.',
      button: 'Use This Address',
    });
    const admin = resolvedTargetQuestion({ ...found, steps: [{ name: 'bob.neo' }] }, 'admin', 53, l10n);
    assert.deepEqual(admin.kind === 'confirm' && [admin.question, admin.detail], [
      `bob.neo resolves to ${ADDRESS}. Make this address the admin?`,
      'The address is read from the NEP-18 TXT record of bob.neo; whoever controls that name chose it. Check it before going on.',
    ]);
    const noAddress = resolvedTargetQuestion({ ...found, data: 'hello' }, 'owner', 53, l10n);
    assert.deepEqual(noAddress, { kind: 'none', problem: 'bob.neo has no Neo address: its TXT record is "hello", not "address=N…" (NEP-18).' });
    const missing = resolvedTargetQuestion({ kind: 'notRegistered', name: 'bob.neo', asked: 'bob.neo', type: 'TXT', steps: [{ name: 'bob.neo' }], retraced: true }, 'owner', 53, l10n);
    assert.deepEqual(missing, { kind: 'none', problem: 'bob.neo is not registered: nobody holds it.' });
  });
});
