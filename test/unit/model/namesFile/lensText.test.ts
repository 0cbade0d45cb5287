import assert from 'node:assert/strict';
import { lensSummary } from '../../../../src/model/namesFile/lensText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

describe('model/namesFile/lensText', () => {
  it('says the plan in a few words: planning, changes and conflicts, nothing to change, the file\'s errors, a plan that failed', () => {
    assert.equal(lensSummary({ kind: 'planning' }, l10n), '$(sync~spin) Planning…');
    assert.equal(lensSummary({ kind: 'planned', changes: 0, conflicts: 0 }, l10n), '$(check) Nothing to change');
    assert.equal(lensSummary({ kind: 'planned', changes: 1, conflicts: 0 }, l10n), '1 change');
    assert.equal(lensSummary({ kind: 'planned', changes: 1200, conflicts: 1 }, l10n), '1,200 changes · 1 conflict');
    assert.equal(lensSummary({ kind: 'planned', changes: 0, conflicts: 2 }, l10n), '$(check) Nothing to change · 2 conflicts');
    assert.equal(lensSummary({ kind: 'invalid', errors: 1 }, l10n), '$(error) 1 error in the file');
    assert.equal(lensSummary({ kind: 'invalid', errors: 3 }, l10n), '$(error) 3 errors in the file');
    assert.equal(lensSummary({ kind: 'failed', summary: 'Node unreachable:\nhttp://x' }, l10n), '$(warning) No plan: Node unreachable: http://x');
  });
});
