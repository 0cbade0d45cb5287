import assert from 'node:assert/strict';
import { parseOwner } from '../../../../src/core';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { allDomainsSections, INVALID_OWNER_KEY, ownerDomainsSections, ownerKey, viewTitle } from '../../../../src/model/view/viewSections';

const A = parseOwner('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r');
const B = parseOwner(`0x${'22'.repeat(20)}`);
const C = parseOwner(`0x${'33'.repeat(20)}`);

describe('model/view/viewSections', () => {
  it('plans All Domains as its one list', () => {
    assert.deepEqual(allDomainsSections(), [{ key: 'all', role: 'all', logName: 'All Domains' }]);
  });

  it('plans Owner Domains: the configured owner first and open, then the owners looked up, newest first, those opened in this session open', () => {
    assert.deepEqual(ownerDomainsSections({ ok: true, value: A }, [C, A, B], new Set([ownerKey(C)])), [
      { key: ownerKey(A), role: 'configured', owner: A, logName: `Owner Domains ${A.address}`, expanded: true },
      { key: ownerKey(C), role: 'browsed', owner: C, logName: `Owner Domains ${C.address}`, expanded: true },
      { key: ownerKey(B), role: 'browsed', owner: B, logName: `Owner Domains ${B.address}`, expanded: false },
    ]);
  });

  it('plans a row that says why for an nns.owner that is no owner, and nothing for none', () => {
    assert.deepEqual(ownerDomainsSections({ ok: false }, [B], new Set()).map((plan) => [plan.key, plan.role, plan.expanded]), [
      [INVALID_OWNER_KEY, 'configured', true], [ownerKey(B), 'browsed', false],
    ]);
    assert.deepEqual(ownerDomainsSections({ ok: true, value: undefined }, [], new Set()), []);
  });

  it('names each view as its title bar does', () => {
    assert.deepEqual([viewTitle('nns.allDomains', l10n), viewTitle('nns.ownerDomains', l10n)], ['All Domains', 'Owner Domains']);
  });
});
