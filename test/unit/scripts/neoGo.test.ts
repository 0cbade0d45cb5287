import assert from 'node:assert/strict';
import { goVersionCheck } from '../../../scripts/lib/neoGo.mjs';

describe('scripts/lib/neoGo: the Go a real node needs', () => {
  it('takes Go 1.25 and later, refuses older or unreadable versions and says why', () => {
    assert.deepEqual(goVersionCheck('go version go1.26.8 linux/amd64\n'), { ok: true, version: '1.26' });
    assert.deepEqual(goVersionCheck('go version go1.25.0 linux/arm64'), { ok: true, version: '1.25' });
    assert.deepEqual(goVersionCheck('go version go2.0 linux/amd64'), { ok: true, version: '2.0' });
    const old = goVersionCheck('go version go1.24.9 linux/amd64');
    assert.deepEqual(old, { ok: false, reason: 'Go 1.24 on PATH; neo-go v0.122.0 needs Go 1.25 or later' });
    assert.equal(goVersionCheck('something else').ok, false);
  });
});
