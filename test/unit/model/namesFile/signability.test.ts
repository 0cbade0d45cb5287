import assert from 'node:assert/strict';
import { signabilityProblems } from '../../../../src/model/namesFile/signability';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { ALICE, BOB, STRANGER, WORKSPACE } from './fixtures';

describe('model/namesFile/signability: signabilityProblems', () => {
  it('warns at an owner or admin no workspace account signs for; an admin of null, a field absent or wrong: nothing', () => {
    const text = `{ "names": {
      "ours.neo": { "owner": "${ALICE.address}", "admin": "${BOB.scriptHash}" },
      "theirs.neo": { "owner": "${STRANGER.address}", "admin": "${STRANGER.scriptHash}" },
      "none.neo": { "admin": null, "records": { "TXT": "x" } },
      "wrong.neo": { "owner": "nope" }
    } }`;
    const { file } = parseNamesFile(text, { l10n });
    const found = signabilityProblems(file, WORKSPACE, l10n);
    assert.deepEqual(found.map((problem) => [problem.severity, text.slice(problem.offset, problem.offset + problem.length)]), [
      ['warning', `"${STRANGER.address}"`], ['warning', `"${STRANGER.scriptHash}"`],
    ]);
    assert.match(found[0]!.message, /cannot be registered for it/);
    assert.match(found[1]!.message, /admin/);
    assert.deepEqual(signabilityProblems(file, [], l10n).length, 4, 'no accounts: every owner and admin');
  });
});
