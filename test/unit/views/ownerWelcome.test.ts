import assert from 'node:assert/strict';
import { editor, EventEmitter, resetEditor } from '../support/fakeVscode';
import { ContextKeys } from '../../../src/model/ids';
import { validateSettings } from '../../../src/model/settingsValidation';
import type { SettingsChange } from '../../../src/services/settings';
import { followOwnerSetting } from '../../../src/views/ownerWelcome';

describe('views/ownerWelcome', () => {
  beforeEach(resetEditor);

  it('shows the welcome while no owner is set, from activation on and after each owner change', () => {
    let owner: unknown = '';
    const changed = new EventEmitter<SettingsChange>();
    const settings = { read: () => validateSettings((name) => ({ globalValue: name === 'owner' ? owner : undefined }), true), onDidChange: changed.event };
    const watch = followOwnerSetting(settings);
    owner = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
    changed.fire({ node: true, owner: false, expiryWarningDays: false });
    changed.fire({ node: false, owner: true, expiryWarningDays: false });
    owner = 'not an owner';
    changed.fire({ node: false, owner: true, expiryWarningDays: false });
    watch.dispose();
    owner = '';
    changed.fire({ node: false, owner: true, expiryWarningDays: false });
    // An invalid owner is not "unset": the view shows why it is invalid instead of the welcome.
    assert.deepEqual(editor.executed.map((call) => call.args), [[ContextKeys.ownerUnset, true], [ContextKeys.ownerUnset, false], [ContextKeys.ownerUnset, false]]);
    assert.ok(editor.executed.every((call) => call.command === 'setContext'));
  });
});
