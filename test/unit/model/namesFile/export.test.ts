import assert from 'node:assert/strict';
import { exportNamesFile } from '../../../../src/model/namesFile/export';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import { planNames } from '../../../../src/model/namesFile/plan';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import type { NamesState } from '../../../../src/core';
import { ALICE, API, BOB, free, held, JAN_2026, stateOf, STRANGER, WORKSPACE } from './fixtures';

/** The plan of an exported file against the state it was exported from. */
function replan(state: NamesState, api: ContractWriteApi) {
  const text = exportNamesFile(state.names);
  const parse = parseNamesFile(text, { family: api.family, l10n });
  assert.deepEqual(parse.problems, []);
  return { text, plan: planNames(parse.file, state, { api, accounts: WORKSPACE, chainTime: JAN_2026, l10n }) };
}

describe('model/namesFile/export: exportNamesFile', () => {
  it('writes each held name\'s owner, admin and records (one value a string, several a list), sorted as the views sort names', () => {
    const text = exportNamesFile([
      held('b.neo', ALICE, { TXT: ['one', 'two'], '99': ['unknown type'] }, { admin: BOB }),
      held('a.neo', STRANGER, { A: ['93.184.216.34'], CNAME: [] }),
      free('free.neo'),
      { name: 'gone.neo', state: 'expired', owner: ALICE, expiration: JAN_2026 - 1 },
      { name: 'www.a.neo', parent: 'a.neo', state: 'held', owner: STRANGER, admin: null, records: new Map([['CNAME', ['a.neo']]]) },
    ]);
    assert.deepEqual(JSON.parse(text), {
      names: {
        'a.neo': { owner: STRANGER.address, admin: null, records: { A: '93.184.216.34' } },
        'b.neo': { owner: ALICE.address, admin: BOB.address, records: { TXT: ['one', 'two'] } },
        'www.a.neo': { records: { CNAME: 'a.neo' } },
      },
    });
    assert.ok(text.startsWith('{\n  "names": {\n    "a.neo": {\n'));
    assert.ok(text.endsWith('}\n'));
    assert.deepEqual(Object.keys(JSON.parse(exportNamesFile([held('b.neo', ALICE), held('a.neo', ALICE)], { order: 'given' })).names), ['b.neo', 'a.neo']);
  });

  it('a plan of an exported file has nothing to change, on each family; names held outside the workspace too', () => {
    for (const api of [API.csharp, API.neoGo]) {
      const { plan } = replan(stateOf(
        held('mine.neo', ALICE, { A: ['93.184.216.34'], TXT: ['address=x'] }, { admin: BOB }),
        held('theirs.neo', STRANGER, { CNAME: ['mine.neo'] }),
        { name: 'www.mine.neo', parent: 'mine.neo', state: 'held', owner: ALICE, admin: BOB, records: new Map([['CNAME', ['mine.neo']]]) },
      ), api);
      assert.deepEqual(plan.names, [], api.family);
      assert.deepEqual(plan.conflicts, []);
      assert.deepEqual(plan.unchanged, ['mine.neo', 'theirs.neo', 'www.mine.neo']);
    }
    const { plan } = replan(stateOf(held('multi.neo', ALICE, { TXT: ['b', 'a'] }), held('www.multi.neo', BOB, { A: ['93.184.216.34'] })), API.neoFs);
    assert.equal(plan.changeCount, 0);
    assert.deepEqual(plan.unchanged, ['multi.neo', 'www.multi.neo']);
  });

  it('names and values from the chain stay data: escaped JSON, read back as they were', () => {
    const odd = 'line\n"quoted" <b>';
    const text = exportNamesFile([held('odd.neo', ALICE, { TXT: [odd] })]);
    assert.equal(JSON.parse(text).names['odd.neo'].records.TXT, odd);
  });
});
