import assert from 'node:assert/strict';
import { NnsError, type DomainDetails, type RecordList } from '../../../../src/core';
import { detailsDocument, type DetailsDocumentInput } from '../../../../src/model/details/detailsDocumentText';
import { detailsTooltipLines } from '../../../../src/model/details/detailsTooltip';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

const NOW = Date.UTC(2026, 0, 1);
const OWNER = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const ADMIN = { address: 'NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW', scriptHash: '0x0000000000000000000000000000000000000001' };
const HOSTILE = 'evil\u202etxt.neo\n[click](command:workbench.action.openSettings) <img src=x> $(zap) `code` # heading \u0000\u200b';
const records = (list: Partial<RecordList> = {}): RecordList => ({ records: [], complete: true, strategy: 'expanded', gasConsumed: 0n, requests: 1, ...list });
const input = (details: DomainDetails, over: Partial<DetailsDocumentInput> = {}): DetailsDocumentInput => ({
  name: details.name, details, records: { kind: 'skipped' }, node: { rpcUrl: 'http://user:secret@127.0.0.1:1/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' },
  fetchedAt: NOW, warningDays: 30, ...over,
});

/** Every line holds only visible characters: no raw control, bidi or zero-width character. */
function assertVisible(text: string): void {
  // eslint-disable-next-line no-control-regex
  assert.doesNotMatch(text.replace(/\n/g, ''), /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u);
}

describe('model/details/detailsDocumentText', () => {
  it('shows owner, expiration, admin and records of an active name', () => {
    const details: DomainDetails = { name: 'alice.neo', state: 'active', expiration: NOW + 400 * DAY_MS, owner: OWNER, admin: ADMIN };
    const doc = detailsDocument(input(details, {
      records: { kind: 'loaded', list: records({ records: [
        { name: 'alice.neo', type: 1, typeName: 'A', data: '10.0.0.1' },
        { name: 'alice.neo', type: 16, typeName: 'TXT', data: 'hello world' },
        { name: 'alice.neo', type: 99, typeName: '99', data: 'x' },
      ] }) },
    }), l10n);
    const lines = doc.text.split('\n');
    assert.equal(lines[0], 'alice.neo');
    assert.match(doc.text, /^State: +active$/m);
    assert.match(doc.text, /^Expires: +2027-02-05 00:00:00 UTC \(in 400 days\)$/m);
    assert.equal(doc.ownerLine !== undefined && lines[doc.ownerLine], `Owner:       ${OWNER.address}`);
    assert.match(doc.text, new RegExp(`^Owner hash: +${OWNER.scriptHash}$`, 'm'));
    assert.match(doc.text, new RegExp(`^Admin: +${ADMIN.address} \\(${ADMIN.scriptHash}\\)$`, 'm'));
    assert.match(doc.text, /^Records: 3$/m);
    assert.match(doc.text, /^ {2}A {4}alice\.neo {2}10\.0\.0\.1$/m);
    assert.match(doc.text, /^ {2}TXT {2}alice\.neo {2}hello world$/m);
    assert.match(doc.text, /^ {2}99 {3}alice\.neo {2}x$/m);
    assert.match(doc.text, /^Node: +http:\/\/127\.0\.0\.1:1\/$/m, 'credentials never shown');
    assert.doesNotMatch(doc.text, /secret/);
  });

  it('escapes every chain string: names, record names and data, failure texts', () => {
    const details: DomainDetails = { name: HOSTILE, state: 'active', expiration: NOW + 5 * DAY_MS, owner: OWNER, admin: null };
    const doc = detailsDocument(input(details, {
      records: { kind: 'loaded', list: records({ records: [{ name: HOSTILE, type: 16, typeName: 'TXT', data: `line1\r\nline2\t${HOSTILE}` }], complete: false,
        incomplete: { kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, storage: { problem: 'unavailable', cause: 'malformed', detail: 'cut\nshort \u202e' }, listed: 1, noun: 'records' } }) },
    }), l10n);
    assertVisible(doc.text);
    const lines = doc.text.split('\n');
    assert.equal(lines[0], 'evil\\u{202e}txt.neo\\u{a}[click](command:workbench.action.openSettings) <img src=x> $(zap) `code` # heading \\u{0}\\u{200b}');
    assert.match(doc.text, /line1\\u\{d\}\\u\{a\}line2\\u\{9\}evil/);
    assert.match(doc.text, /^State: +active, expiring within 30 days$/m);
    assert.match(doc.text, /^Admin: +none$/m);
    assert.match(doc.text, /^Records: 1 \(partial: This node returns iterators by session id but has sessions disabled, and cut short \\u\{202e\}, so only the first 1 records could be listed: .*\)$/m);
    // Each record stays on its own line: the hostile data added no line.
    assert.equal(lines.filter((line) => line.startsWith('  TXT')).length, 1);

    const failed = detailsDocument(input({ name: HOSTILE, state: 'error', error: new NnsError('FAULT', 'x', { exception: 'boom\n\u202e[y](command:z)' }) }), l10n);
    assertVisible(failed.text);
    assert.match(failed.text, /^State: +unavailable: The contract call failed \(FAULT\): boom \\u\{202e\}\[y\]\(command:z\)$/m);
    assert.equal(failed.ownerLine, undefined);
  });

  it('says what an expired name hides and why records failed', () => {
    const expired = detailsDocument(input({ name: 'gone.neo', state: 'expired' }), l10n);
    assert.match(expired.text, /^State: +expired$/m);
    assert.match(expired.text, /does not reveal the owner, expiration, admin or records of an expired name/);
    assert.match(expired.text, /^Records: not available$/m);
    assert.doesNotMatch(expired.text, /^Owner:/m);
    assert.equal(expired.ownerLine, undefined);

    const details: DomainDetails = { name: 'a.neo', state: 'active', expiration: NOW + 400 * DAY_MS, owner: OWNER };
    const noRecords = detailsDocument(input(details, { records: { kind: 'failed', error: new NnsError('TIMEOUT', 'slow') } }), l10n);
    assert.match(noRecords.text, /^Records: could not be loaded: Timeout: http:\/\/127\.0\.0\.1:1\/ did not answer in time\.$/m);
    assert.match(detailsDocument(input(details, { records: { kind: 'loaded', list: records() } }), l10n).text, /^Records: none$/m);
  });

  it('an expired name whose NameState storage kept: held by its last owner until its expiration, with the owner lenses', () => {
    const gone: DomainDetails = { name: 'gone.neo', state: 'expired', expiration: Date.UTC(2025, 2, 1), owner: OWNER, chainTime: NOW, source: 'storage' };
    // The document judges by the chain's time, not when it was fetched by this machine's clock.
    const doc = detailsDocument(input(gone, { fetchedAt: NOW + 1000 * DAY_MS }), l10n);
    const lines = doc.text.split('\n');
    assert.match(doc.text, new RegExp(`^State: +expired, held by ${OWNER.address} until 2025-03-01$`, 'm'));
    assert.match(doc.text, /^Expired: +2025-03-01 00:00:00 UTC \(306 days ago\)$/m);
    assert.equal(doc.ownerLine !== undefined && lines[doc.ownerLine], `Owner:       ${OWNER.address}`);
    assert.match(doc.text, new RegExp(`^Owner hash: +${OWNER.scriptHash}$`, 'm'));
    assert.match(doc.text, /Read from the contract's storage: the contract itself does not reveal/);
    assert.match(doc.text, /^Records: not available$/m);
  });

  it('says "not registered" for a name the contract does not hold, from what isAvailable said; "not a valid NNS name" with the reason', () => {
    const fault = (name: string): DomainDetails => ({ name, state: 'error', error: new NnsError('FAULT', 'x', { exception: 'One of the identified items was in an invalid format.' }) });
    const state = (name: string, availability: DetailsDocumentInput['availability']) => {
      const text = detailsDocument(input(fault(name), { availability }), l10n).text.split('\n');
      return [text.find((line) => line.startsWith('State:'))?.replace(/ +/, ' '), text[text.findIndex((line) => line.startsWith('State:')) + 1]];
    };
    assert.deepEqual(state('free.neo', { kind: 'available' }), ['State: not registered', 'Nobody holds this name: anyone may register it.']);
    assert.deepEqual(state('ab.neo', { kind: 'unavailable' }), ['State: not registered', 'Names like this one are not open for registration.']);
    assert.deepEqual(state('free.xyz', { kind: 'noRoot', exception: 'The root does not exist.' }), ['State: not registered', '.xyz is not a top-level domain of this contract.']);
    assert.deepEqual(state('Bad Name!', { kind: 'invalidName', exception: 'The format of the name is incorrect.' }), [
      'State: not a valid NNS name', 'a space, "!" cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.',
    ]);
    // Valid by our rules, refused by the contract: its own words.
    assert.deepEqual(state('abc.neo', { kind: 'invalidName', exception: 'The format of the name is incorrect.' }), [
      'State: not a valid NNS name', 'The contract refused it: The format of the name is incorrect.',
    ]);
    // Without an answer from isAvailable the failure stands.
    assert.match(state('free.neo', undefined)[0] ?? '', /^State: unavailable: The contract call failed \(FAULT\)/);
    const free = detailsDocument(input(fault('free.neo'), { availability: { kind: 'available' } }), l10n).text;
    assert.doesNotMatch(free, /FAULT|Records/);
  });

  it('gives tooltips the details in plain lines', () => {
    const base = { now: NOW, warningDays: 30, rpcUrl: 'http://127.0.0.1:1/' };
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a', state: 'active', expiration: NOW + 10 * DAY_MS, owner: OWNER, admin: null } }, l10n), [
      'Expires 2026-01-11 00:00:00 UTC (in 10 days)', 'Warning: expires within 30 days.', `Owner ${OWNER.address} (${OWNER.scriptHash})`, 'No admin',
    ]);
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a', state: 'expired' } }, l10n), ['Expired: the contract no longer reveals its owner or expiration.']);
    assert.deepEqual(detailsTooltipLines({ ...base, details: { name: 'a', state: 'expired', expiration: NOW - 5 * DAY_MS, owner: OWNER } }, l10n), [
      'Expired 2025-12-27 00:00:00 UTC (5 days ago)', `Last owner ${OWNER.address} (${OWNER.scriptHash})`,
    ]);
    assert.deepEqual(detailsTooltipLines({ ...base, details: undefined }, l10n), ['Owner and expiration not loaded yet.']);
    const [failure] = detailsTooltipLines({ ...base, details: { name: 'a', state: 'error', error: new NnsError('RPC', 'x', { rpcCode: -32603, rpcMessage: 'Internal\n[a](command:b)' }) } }, l10n);
    assert.equal(failure, 'Details unavailable: RPC error -32603: Internal [a](command:b)');
  });
});
