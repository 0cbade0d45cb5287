import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { addRootSpec, rootPromptText } from '../../../../../src/model/write/operations/addRoot';
import { API, callOf, COMMITTEE, operationDetail, planOf, problemOf } from '../fixtures';

describe('model/write/operations/addRoot', () => {
  it('the committee signs; the root checked as CheckFragment; NeoFS\'s registerTLD with its SOA', () => {
    const root = planOf(addRootSpec, { kind: 'addRoot', root: 'test' }, API.neoGo);
    assert.deepEqual([callOf(root), root.signers, root.reload], [['addRoot', ['test'], false], [{ role: 'committee' }], { names: [], owners: [], allDomains: false, roots: true }]);
    assert.equal(problemOf(addRootSpec, { kind: 'addRoot', root: '1abc' }, API.csharp), 'A top-level domain is 1 to 16 of a–z, 0–9 and inner hyphens, starting with a letter: "1abc" is not.');
    assert.deepEqual(callOf(planOf(addRootSpec, { kind: 'addRoot', root: 'test', soa: { email: 'ops@test' } }, API.neoFs)), ['registerTLD', ['test', 'ops@test', 3600n, 600n, 315360000n, 3600n], false]);
    assert.match(problemOf(addRootSpec, { kind: 'addRoot', root: 'test' }, API.neoFs), /e-mail address/);
    assert.match(problemOf(addRootSpec, { kind: 'addRoot', root: 'test' }, { ...API.neoGo, addRoot: { unsupported: 'absent', methods: ['addRoot', 'registerTLD'] } }), /has none of the methods addRoot, registerTLD/);
  });

  it('words: its title, its line, its box', () => {
    assert.equal(addRootSpec.title({ kind: 'addRoot', root: 'test' }, l10n), 'Add the top-level domain .test');
    assert.deepEqual(operationDetail(addRootSpec, { kind: 'addRoot', root: 'test' }, [COMMITTEE]), [
      'Call: addRoot(root: "test")', 'Top-level domain: "test"', 'Signer, pays the fees: the committee NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP (1 of 1 keys)',
    ]);
    assert.equal(addRootSpec.fix, undefined, 'a refusal for want of the committee\'s witness is said from its signers');
    const words = rootPromptText(l10n);
    assert.deepEqual([words.title, words.prompt], ['Add Root: the new top-level domain', 'Names are registered under it: neo gives alice.neo']);
    assert.equal(words.problem('a top-level domain cannot be empty'), 'A top-level domain cannot be empty.', 'the write module\'s rule as a sentence');
    assert.equal(words.exists('neo'), 'The contract has the top-level domain .neo already.');
  });
});
