import assert from 'node:assert/strict';
import { NnsError, type DomainDetails } from '../../../../src/core';
import type { DomainEntry } from '../../../../src/model/tree/domainTree';
import { DAY_MS } from '../../../../src/model/details/expiry';
import { exportChunks } from '../../../../src/model/export/exportFormats';
import { exportRow, namesWithoutDetails, type ExportHeader, type ExportList, type ExportSource } from '../../../../src/model/export/exportRows';
import { parseCsv, unneutralised } from '../../support/csvParse';
import { HOSTILE_NAMES } from '../../support/hostileNames';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const NODE = { rpcUrl: 'http://localhost:50012/', contractHash: '0x50ac1c37690cc2cfc594472833cf57505d5f46de' };
const A = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
const B = { address: 'NM7Aky765FG8NhhwtxjXRx7jEL1cnw7PBP', scriptHash: '0x69ecca587293047be4c59159bf8bc399985c160d' };
const entry = (name: string, invalidUtf8 = false): DomainEntry => ({ name, invalidUtf8 });

const table: Record<string, DomainDetails> = {
  'lasting.neo': { name: 'lasting.neo', state: 'active', expiration: Date.UTC(2027, 2, 1), owner: A },
  'soon.neo': { name: 'soon.neo', state: 'active', expiration: NOW + 10 * DAY_MS, owner: A },
  'gone.neo': { name: 'gone.neo', state: 'expired' },
  'broken.neo': { name: 'broken.neo', state: 'error', error: new NnsError('NETWORK', 'down') },
  'odd.neo': { name: 'odd.neo', state: 'active', expiration: 1e300, owner: B },
};

function source(lists: ExportList[], more: Partial<ExportSource> = {}): ExportSource {
  return { view: 'All Domains', node: NODE, filter: '', warningDays: 30, lists, details: (name) => table[name], ...more };
}

const allList = (entries: DomainEntry[], more: Partial<ExportList> = {}): ExportList => ({ role: 'all', entries, loaded: entries.length, complete: true, ...more });

function text(format: 'csv' | 'json', from: ExportSource, rowsPerChunk?: number): string {
  return [...exportChunks(format, from, NOW, rowsPerChunk)].map((chunk) => chunk.text).join('');
}

describe('model/export/exportRows and exportFormats', () => {
  it('exports what is known of each name, and unknown for details not loaded (never fetched)', () => {
    const list = allList([entry('lasting.neo'), entry('soon.neo'), entry('gone.neo'), entry('broken.neo'), entry('new.neo'), entry('bad\ufffd.neo', true), entry('odd.neo')]);
    const from = source([list]);
    const rows = list.entries.map((e) => exportRow(e, list, from, NOW));
    assert.deepEqual(rows.map((row) => [row.name, row.state, row.expiration, row.owner, row.invalidUtf8]), [
      ['lasting.neo', 'active', '2027-03-01T00:00:00.000Z', A.address, false],
      ['soon.neo', 'expiring', new Date(NOW + 10 * DAY_MS).toISOString(), A.address, false],
      ['gone.neo', 'expired', null, null, false],
      ['broken.neo', 'error', null, null, false],
      ['new.neo', 'unknown', null, null, false],
      ['bad\ufffd.neo', 'unknown', null, null, true],
      ['odd.neo', 'active', '1e+300', B.address, false],
    ]);
    assert.ok(rows.every((row) => !('listOwner' in row)), 'All Domains has no list owner');
    assert.deepEqual(namesWithoutDetails(from), ['new.neo'], 'a name that was not UTF-8 cannot be looked up');
  });

  it('an expired name read from storage keeps its expiration and last owner; expiry is judged by the chain\'s clock', () => {
    const stored: DomainDetails = { name: 'lapsed.neo', state: 'expired', expiration: NOW - 2 * DAY_MS, owner: B, chainTime: NOW, source: 'storage' };
    const ending: DomainDetails = { name: 'ending.neo', state: 'active', expiration: NOW + 40 * DAY_MS, owner: A };
    const list = allList([entry('lapsed.neo'), entry('ending.neo')]);
    const lookup = (name: string) => (name === 'lapsed.neo' ? stored : name === 'ending.neo' ? ending : undefined);
    const byWallClock = source([list], { details: lookup });
    assert.deepEqual(list.entries.map((e) => exportRow(e, list, byWallClock, NOW)).map((row) => [row.state, row.expiration, row.owner]), [
      ['expired', new Date(NOW - 2 * DAY_MS).toISOString(), B.address],
      ['active', new Date(NOW + 40 * DAY_MS).toISOString(), A.address],
    ]);
    // The chain is 15 days ahead of the user's clock: ending.neo is within the 30 days there.
    const byChain = source([list], { details: lookup, chainNow: NOW + 15 * DAY_MS });
    assert.equal(exportRow(entry('ending.neo'), list, byChain, NOW).state, 'expiring');
  });

  it('JSON: the header first (node, contract, time, completeness), then one name a line; parses back exactly', () => {
    const list = allList([entry('lasting.neo'), entry('gone.neo'), entry('new.neo')], { loaded: 5 });
    const written = text('json', source([list], { filter: 'e' }));
    const parsed = JSON.parse(written) as Record<string, unknown>;
    assert.deepEqual(Object.keys(parsed), [
      'format', 'version', 'view', 'node', 'contract', 'exportedAt', 'filter', 'warningDays', 'complete', 'incompleteReasons', 'names', 'detailsUnknown', 'lists', 'domains',
    ]);
    assert.equal(parsed.format, 'nns-explorer/domains');
    assert.equal(parsed.node, 'http://localhost:50012/');
    assert.equal(parsed.contract, NODE.contractHash);
    assert.equal(parsed.exportedAt, '2026-01-01T12:00:00.000Z');
    assert.equal(parsed.filter, 'e');
    assert.equal(parsed.complete, true);
    assert.deepEqual(parsed.incompleteReasons, []);
    assert.equal(parsed.names, 3);
    assert.equal(parsed.detailsUnknown, 1);
    assert.deepEqual(parsed.lists, [{ owner: null, role: 'all', names: 3, loaded: 5, contractCount: null, complete: true }]);
    assert.deepEqual(parsed.domains, [
      { name: 'lasting.neo', state: 'active', expiration: '2027-03-01T00:00:00.000Z', owner: A.address, invalidUtf8: false },
      { name: 'gone.neo', state: 'expired', expiration: null, owner: null, invalidUtf8: false },
      { name: 'new.neo', state: 'unknown', expiration: null, owner: null, invalidUtf8: false },
    ]);
    assert.match(written, /^\{\n {2}"format": "nns-explorer\/domains",\n/);
    assert.match(written, /\n {4}\{"name":"gone.neo",/);
  });

  it('JSON of an empty list is valid, and of a partial list says why it is not complete', () => {
    const empty = JSON.parse(text('json', source([allList([])]))) as { domains: unknown[] };
    assert.deepEqual(empty.domains, []);
    const partial = JSON.parse(text('json', source([allList([entry('a.neo')], { complete: false, incompleteReason: 'This node keeps no iterator sessions.' })]))) as Record<string, unknown>;
    assert.equal(partial.complete, false);
    assert.deepEqual(partial.incompleteReasons, ['This node keeps no iterator sessions.']);
    // Where the contract's count came with the list, the file says of how many it is the first.
    const counted = JSON.parse(text('json', source([allList([entry('a.neo')], { loaded: 1622, complete: false, incompleteReason: 'Sessions are off.', contractCount: 12000 })]))) as {
      incompleteReasons: string[]; lists: Array<{ contractCount: number | null }>;
    };
    assert.deepEqual(counted.incompleteReasons, ['1622 of 12000 names listed. Sessions are off.']);
    assert.equal(counted.lists[0]?.contractCount, 12000);
  });

  it('JSON carries every hostile name exactly, whatever the chunk size', () => {
    const entries = HOSTILE_NAMES.map((name) => entry(name, name.includes('\ufffd')));
    for (const size of [1, 3, 1000]) {
      const parsed = JSON.parse(text('json', source([allList(entries)]), size)) as { domains: Array<{ name: string; invalidUtf8: boolean }> };
      assert.deepEqual(parsed.domains.map((d) => d.name), HOSTILE_NAMES);
      assert.deepEqual(parsed.domains.map((d) => d.invalidUtf8), HOSTILE_NAMES.map((name) => name.includes('\ufffd')));
    }
    // A lone surrogate cannot be UTF-8: JSON.stringify escapes it, so the file stays valid.
    const lone = text('json', source([allList([entry('\ud800.neo')])]));
    assert.match(lone, /"\\ud800\.neo"/);
    assert.deepEqual((JSON.parse(lone) as { domains: Array<{ name: string }> }).domains[0]?.name, '\ud800.neo');
  });

  it('CSV: a BOM, the header as comment lines, the columns, one record per name; hostile names quoted and neutralised', () => {
    const entries = HOSTILE_NAMES.map((name) => entry(name));
    const written = text('csv', source([allList(entries)]), 4);
    assert.ok(written.startsWith('\ufeff# NNS Explorer export of All Domains\r\n'));
    const comments = written.slice(1).split('\r\n').filter((line) => line.startsWith('#'));
    assert.deepEqual(comments.slice(1, 6), [
      '# node: http://localhost:50012/',
      `# contract: ${NODE.contractHash}`,
      '# exported: 2026-01-01T12:00:00.000Z',
      '# filter: (none)',
      '# complete: yes',
    ]);
    assert.ok(comments.some((line) => line.includes('extra \'')), 'the file says how formulas are neutralised');
    const records = parseCsv(written.slice(1));
    assert.deepEqual(records[0], ['name', 'state', 'expiration', 'owner', 'invalidUtf8']);
    const names = records.slice(1).map((record) => record[0] ?? '');
    assert.deepEqual(names.map(unneutralised), HOSTILE_NAMES);
    for (const name of names) assert.doesNotMatch(name, /^[=+\-@\t\r\n\uff1d]/u, JSON.stringify(name));
    assert.ok(records.slice(1).every((record) => record.length === 5));
  });

  it('CSV of a partial list says so in a comment line, reasons from the node flattened to one line', () => {
    const written = text('csv', source([allList([entry('a.neo')], { complete: false, incompleteReason: 'Sessions are off: "MaxIteratorResultItems" is 100.\nTry another node.' })]));
    assert.match(written, /\r\n# complete: no\. Sessions are off: 'MaxIteratorResultItems' is 100\. Try another node\.\r\n/);
    const counted = text('csv', source([allList([entry('a.neo')], { loaded: 1622, complete: false, incompleteReason: 'Sessions are off.', contractCount: 12000 })]));
    assert.match(counted, /\r\n# complete: no\. 1622 of 12000 names listed\. Sessions are off\.\r\n/);
    assert.deepEqual(parseCsv(written.slice(1)).slice(1), [['a.neo', 'unknown', '', '', 'false']]);
  });

  it('Owner Domains: every owner shown, each name with the owner whose list holds it; per-owner lines in the header', () => {
    const lists: ExportList[] = [
      { role: 'configured', owner: A, entries: [entry('lasting.neo'), entry('soon.neo')], loaded: 2, complete: true },
      { role: 'browsed', owner: B, entries: [entry('odd.neo')], loaded: 1, complete: false, incompleteReason: 'Node unreachable.' },
    ];
    const from = source(lists, { view: 'Owner Domains' });
    const records = parseCsv(text('csv', from).slice(1));
    assert.deepEqual(records, [
      ['listOwner', 'name', 'state', 'expiration', 'owner', 'invalidUtf8'],
      [A.address, 'lasting.neo', 'active', '2027-03-01T00:00:00.000Z', A.address, 'false'],
      [A.address, 'soon.neo', 'expiring', new Date(NOW + 10 * DAY_MS).toISOString(), A.address, 'false'],
      [B.address, 'odd.neo', 'active', '1e+300', B.address, 'false'],
    ]);
    const csv = text('csv', from);
    assert.match(csv, new RegExp(`# owner ${A.address} \\(configured\\): 2 of 2 names; complete\\r\\n`));
    assert.match(csv, new RegExp(`# owner ${B.address} \\(browsed\\): 1 of 1 names; not complete: Node unreachable\\.\\r\\n`));
    const json = JSON.parse(text('json', from)) as { complete: boolean; incompleteReasons: string[]; lists: unknown[]; domains: Array<{ listOwner?: string }> };
    assert.equal(json.complete, false);
    assert.deepEqual(json.incompleteReasons, [`${B.address}: Node unreachable.`]);
    assert.deepEqual(json.domains.map((d) => d.listOwner), [A.address, A.address, B.address]);
    assert.deepEqual(json.lists, [
      { owner: A.address, role: 'configured', names: 2, loaded: 2, contractCount: null, complete: true },
      { owner: B.address, role: 'browsed', names: 1, loaded: 1, contractCount: null, complete: false, incompleteReason: 'Node unreachable.' },
    ]);
  });

  it('chunks count the names they complete, so progress adds up', () => {
    const entries = Array.from({ length: 2500 }, (_, i) => entry(`n${i}.neo`));
    for (const format of ['csv', 'json'] as const) {
      const chunks = [...exportChunks(format, source([allList(entries)]), NOW, 1000)];
      assert.equal(chunks.reduce((sum, chunk) => sum + chunk.names, 0), 2500);
      assert.ok(chunks.every((chunk) => chunk.names <= 1000));
    }
  });
});

describe('model/export/exportFormats: the exact text written', () => {
  it('chunks of the size asked, none empty, the last one short', () => {
    const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(`n${i}.neo`));
    assert.deepEqual([...exportChunks('csv', source([allList(entries(5))]), NOW, 2)].map((chunk) => chunk.names), [0, 2, 2, 1]);
    assert.deepEqual([...exportChunks('csv', source([allList(entries(4))]), NOW, 2)].map((chunk) => chunk.names), [0, 2, 2]);
    assert.deepEqual([...exportChunks('json', source([allList(entries(4))]), NOW, 2)].map((chunk) => chunk.names), [0, 2, 2, 0]);
  });

  it('the header is known once writing has started', () => {
    const written = exportChunks('csv', source([allList([entry('a.neo')])]), NOW);
    assert.equal(written.header, undefined);
    const first = written[Symbol.iterator]().next();
    assert.equal(first.done, false);
    const header = written.header as ExportHeader | undefined;
    assert.equal(header?.view, 'All Domains');
    assert.equal(header?.names, 1);
  });

  it('CSV header lines: no node, the filter quoted, the counts; an owner setting that is invalid', () => {
    const lists: ExportList[] = [
      { role: 'configured', owner: undefined, entries: [], loaded: 0, complete: false },
      { role: 'browsed', owner: A, entries: [entry('a.neo')], loaded: 1, complete: true },
    ];
    const csv = text('csv', source(lists, { view: 'Owner Domains', node: undefined, filter: 'ali' }));
    const comments = csv.slice(1).split('\r\n').filter((line) => line.startsWith('#'));
    assert.deepEqual(comments.slice(0, 9), [
      '# NNS Explorer export of Owner Domains',
      '# node: (none)',
      '# contract: (none)',
      '# exported: 2026-01-01T12:00:00.000Z',
      '# filter: \'ali\'',
      '# complete: no. The node did not return the whole list.',
      '# names: 1; details not loaded (state unknown): 1; expiring: within 30 days',
      '# owner (invalid nns.owner) (configured): 0 of 0 names; not complete: The node did not return the whole list.',
      `# owner ${A.address} (browsed): 1 of 1 names; complete`,
    ]);
  });

  it('JSON: one header field a line, the lists one a line, then one name a line', () => {
    const from = source([allList([entry('a.neo'), entry('b.neo')])]);
    const json = text('json', from);
    const lines = json.split('\n');
    assert.equal(lines[0], '{');
    assert.equal(lines[1], '  "format": "nns-explorer/domains",');
    assert.ok(lines.includes('  "lists": ['), json);
    assert.ok(lines.includes('    {"owner":null,"role":"all","names":2,"loaded":2,"contractCount":null,"complete":true}'), json);
    assert.deepEqual(lines.slice(-6), [
      '  "domains": [',
      '    {"name":"a.neo","state":"unknown","expiration":null,"owner":null,"invalidUtf8":false},',
      '    {"name":"b.neo","state":"unknown","expiration":null,"owner":null,"invalidUtf8":false}',
      '  ]',
      '}',
      '',
    ]);
    const empty = text('json', source([]));
    assert.match(empty, /\n {2}"lists": \[\],\n {2}"domains": \[\]\n\}\n$/);
  });
});
