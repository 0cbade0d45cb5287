import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { NnsError, type DomainDetails, type DomainRecordEntry, type Owner } from '../../../../src/core';
import { accountHover, nameHover, type HoverMarkdown, type NameHoverInput } from '../../../../src/model/hover/hoverText';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';

type Renderer = { render(markdown: string): string };
const MarkdownIt = createRequire(__filename)('markdown-it') as new (options: { html: boolean; linkify: boolean }) => Renderer;
const renderer = new MarkdownIt({ html: false, linkify: true });
/** The lines a reader sees in the hover (rendered, tags dropped, entities decoded). */
const seen = (hover: HoverMarkdown) => renderer.render(hover.markdown).replace(/<[^>]+>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
  .split('\n').filter((line) => line !== '');

const OWNER: Owner = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const ADMIN: Owner = { address: 'NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', scriptHash: '0x69ecca587293047be4c59159bf8bc399985c160d' };
const NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const LINKS = ['Show Domain Details · Resolve…'];

function name(details: NameHoverInput['details'], more: Partial<NameHoverInput> = {}): HoverMarkdown {
  return nameHover({ name: 'alice.neo', now: NOW, warningDays: 30, rpcUrl: 'http://127.0.0.1:10332/', details, records: { state: 'loading' }, ...more }, l10n);
}
const loaded = (value: DomainDetails) => ({ state: 'loaded', value }) as const;

describe('model/hover/hoverText: what a hover says', () => {
  it('an address: its script hash, its NNS names as they are counted, its two links', () => {
    const counting = accountHover({ owner: OWNER, form: 'address', nameCount: { state: 'loading' } }, l10n);
    assert.deepEqual(seen(counting), ['N3 address', `Script hash ${OWNER.scriptHash}`, 'NNS names: loading…', 'Show in Owner Domains · Copy Script Hash']);
    assert.deepEqual(counting.commands, ['nns.lookUpOwner', 'nns.copyScriptHash']);
    const counted = accountHover({ owner: OWNER, form: 'address', nameCount: { state: 'loaded', value: 0 } }, l10n);
    assert.equal(seen(counted)[2], 'Holds 0 NNS names (expired ones included)');
  });

  it('a script hash: its address, and why its names could not be counted', () => {
    const hover = accountHover({ owner: OWNER, form: 'scriptHash', nameCount: { state: 'failed', summary: 'Timeout: the node did not answer in time.' } }, l10n);
    assert.deepEqual(seen(hover), ['Script hash', `Address ${OWNER.address}`, 'NNS names could not be counted: Timeout: the node did not answer in time.', 'Show in Owner Domains · Copy Script Hash']);
    assert.deepEqual(seen(accountHover({ owner: OWNER, form: 'scriptHash' }, l10n)), ['Script hash', `Address ${OWNER.address}`, 'Show in Owner Domains · Copy Script Hash'], 'not counted: no line');
  });

  it('the NNS contract itself: named as the contract of nns.contractHash, nothing to list', () => {
    const hover = accountHover({ owner: OWNER, form: 'scriptHash', contract: { kind: 'nns' } }, l10n);
    assert.deepEqual(seen(hover), ['The NNS contract: the contract of nns.contractHash', `Address ${OWNER.address}`, 'Copy Script Hash']);
    assert.deepEqual(hover.commands, ['nns.copyScriptHash']);
  });

  it('a name still loading: its title, "loading…", and the links that work on any name', () => {
    const hover = name({ state: 'loading' });
    assert.deepEqual(seen(hover), ['alice.neo · NNS domain', 'loading…', ...LINKS]);
    assert.deepEqual(hover.commands, ['nns.showDomainDetails', 'nns.resolveName']);
  });

  it('a name whose details failed: the failure, and no links', () => {
    const hover = name({ state: 'failed', summary: 'Node unreachable: http://127.0.0.1:10332/: connection refused' });
    assert.deepEqual(seen(hover), ['alice.neo · NNS domain', 'Details could not be loaded: Node unreachable: http://127.0.0.1:10332/: connection refused']);
    assert.deepEqual(hover.commands, []);
  });

  it('a name nobody holds, or one the contract will not accept: said so, without links to details', () => {
    const failed = loaded({ name: 'alice.neo', state: 'error', error: new NnsError('FAULT', 'failed', { exception: 'boom' }) });
    const free = name(failed, { availability: { kind: 'available' } });
    assert.deepEqual(seen(free), ['alice.neo · not registered', 'Nobody holds this name: anyone may register it.']);
    assert.deepEqual(free.commands, []);
    assert.deepEqual(seen(name(failed, { availability: { kind: 'noRoot', exception: 'The root does not exist.' } })),
      ['alice.neo · not registered', '.neo is not a top-level domain of this contract.']);
    const invalid = seen(name(failed, { availability: { kind: 'invalidName', exception: 'The name format is invalid.' } }));
    assert.equal(invalid[0], 'alice.neo · not a valid NNS name');
  });

  it('a held name whose details failed: the failure in words, the links still there', () => {
    // isAvailable is asked only after a FAULT (a name nobody holds fails that way): a timeout is the node's failure.
    const failed = loaded({ name: 'alice.neo', state: 'error', error: new NnsError('TIMEOUT', 'The node did not answer within 20 s.') });
    assert.deepEqual(seen(name(failed)), [
      'alice.neo · NNS domain', 'Details could not be loaded: Timeout: http://127.0.0.1:10332/ did not answer in time.', ...LINKS,
    ]);
  });

  it('an expired name: when it expired and its last owner, when storage told them', () => {
    assert.deepEqual(seen(name(loaded({ name: 'alice.neo', state: 'expired', expiration: NOW - 10 * DAY, owner: OWNER }))), [
      'alice.neo · NNS domain, expired',
      'Expired 2025-12-22 00:00:00 UTC (10 days ago)',
      `Last owner ${OWNER.address} (${OWNER.scriptHash})`,
      'The contract no longer reveals its owner, admin or records; anyone may register it again.',
      'Show Domain Details',
    ]);
    assert.deepEqual(seen(name(loaded({ name: 'alice.neo', state: 'expired' }))), [
      'alice.neo · NNS domain, expired', 'The contract no longer reveals its owner, admin or records; anyone may register it again.', 'Show Domain Details',
    ]);
  });

  it('an active name expiring soon: the date, the warning, owner, admin, and its records', () => {
    const hover = name(loaded({ name: 'alice.neo', state: 'active', expiration: NOW + 10 * DAY, owner: OWNER, admin: ADMIN }), {
      records: { state: 'loaded', value: { items: [], more: false } },
    });
    assert.deepEqual(seen(hover), [
      'alice.neo · NNS domain',
      'Expires 2026-01-11 00:00:00 UTC (in 10 days)',
      'Warning: expires within 30 days.',
      `Owner ${OWNER.address} (${OWNER.scriptHash})`,
      `Admin ${ADMIN.address} (${ADMIN.scriptHash})`,
      'No records',
      ...LINKS,
    ]);
  });

  it('an active name far from expiry: no warning; no admin said as such; records that failed', () => {
    const hover = name(loaded({ name: 'alice.neo', state: 'active', expiration: NOW + 400 * DAY, owner: OWNER, admin: null }), {
      records: { state: 'failed', summary: 'RPC error -32601: Method not found' },
    });
    assert.deepEqual(seen(hover), [
      'alice.neo · NNS domain', 'Expires 2027-02-05 00:00:00 UTC (in 400 days)', `Owner ${OWNER.address} (${OWNER.scriptHash})`, 'No admin',
      'Records could not be loaded: RPC error -32601: Method not found', ...LINKS,
    ]);
    assert.deepEqual(seen(name(loaded({ name: 'alice.neo', state: 'active' }))), ['alice.neo · NNS domain', 'Records: loading…', ...LINKS], 'nothing known yet but the state');
  });

  it('records: a subdomain\'s named, a NEP-18 address told valid or not, more than shown said', () => {
    const records: DomainRecordEntry[] = [
      { name: 'alice.neo', type: 1, typeName: 'A', data: '10.0.0.1' },
      { name: 'www.alice.neo', type: 5, typeName: 'CNAME', data: 'alice.neo' },
      { name: 'alice.neo', type: 16, typeName: 'TXT', data: `address=${OWNER.address}` },
      { name: 'alice.neo', type: 16, typeName: 'TXT', data: 'address=Nnot-an-address' },
      { name: 'alice.neo', type: 1, typeName: 'A', data: `address=${OWNER.address}` },
    ];
    const hover = name(loaded({ name: 'alice.neo', state: 'active' }), { records: { state: 'loaded', value: { items: records, more: true } } });
    assert.deepEqual(seen(hover).slice(1), [
      'Records:',
      'A 10.0.0.1',
      'www.alice.neo CNAME alice.neo',
      `TXT address=${OWNER.address} (NEP-18: the Neo address ${OWNER.address})`,
      'TXT address=Nnot-an-address (NEP-18, but not a valid N3 address)',
      `A address=${OWNER.address}`,
      '… and more: Show Domain Details lists them all',
      ...LINKS,
    ]);
    const all = name(loaded({ name: 'alice.neo', state: 'active' }), { records: { state: 'loaded', value: { items: records.slice(0, 1), more: false } } });
    assert.deepEqual(seen(all).slice(1), ['Records:', 'A 10.0.0.1', ...LINKS], 'all shown: no "and more"');
  });
});
