import assert from 'node:assert/strict';
import { editor, resetEditor, Uri } from '../support/fakeVscode';
import type { DomainDetails } from '../../../src/core';
import { exportDomains, readExportOptions } from '../../../src/commands/exportDomains';
import { defaultFileName, formatOfUri } from '../../../src/commands/prompts/exportPrompts';
import { DAY_MS } from '../../../src/model/details/expiry';
import { StateKeys, ViewIds } from '../../../src/model/ids';
import { parseCsv } from '../support/csvParse';
import { ADDRESS, fakeContext, type FakeContext } from './fakeContext';

const ALL = ViewIds.allDomains;
const OWNER = ViewIds.ownerDomains;
const target = (path: string) => Uri.from({ scheme: 'file', path });
const written = (uri: Uri) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(editor.files.get(uri.toString()));
const active = (name: string, days: number): DomainDetails => ({ name, state: 'active', expiration: Date.now() + days * DAY_MS, owner: { address: ADDRESS, scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' } });

async function loaded(names: string[], more: Parameters<FakeContext['views'][typeof ALL]['loaded']>[1] = {}): Promise<FakeContext> {
  const context = fakeContext();
  await context.views[ALL].loaded(names, more);
  context.views[OWNER].treeView.visible = false;
  return context;
}

describe('commands/exportDomains', () => {
  beforeEach(resetEditor);

  it('reads the options of scripts and tests: a Uri or a URI string, a format, loadDetails', () => {
    const uri = target('/tmp/a.csv');
    assert.equal(readExportOptions({ uri }).uri, uri);
    assert.equal(readExportOptions({ uri: 'file:///tmp/b.json' }).uri?.path, '/tmp/b.json');
    assert.deepEqual(readExportOptions({ format: 'json', loadDetails: true }), { format: 'json', loadDetails: true });
    assert.deepEqual(readExportOptions({ format: 'xlsx', uri: 42 }), {});
    assert.deepEqual(readExportOptions('file:///tmp/x.csv'), {}, 'the options are an object');
    assert.equal(formatOfUri(target('/x/Names.JSON')), 'json');
    assert.equal(formatOfUri(target('/x/names.txt')), undefined);
    assert.equal(defaultFileName(OWNER, 'csv', Date.UTC(2026, 4, 7)), 'nns-owner-domains-2026-05-07.csv');
  });

  it('with a target URI: writes the view as filtered, without a dialog, and says so in the status bar', async () => {
    const context = await loaded(['b.neo', 'a.neo', 'c.org']);
    context.views[ALL].filter = '.neo';
    context.details.known.set('a.neo', active('a.neo', 400));
    const uri = target('/tmp/export.csv');
    const result = await exportDomains(context, ALL, { uri });
    assert.ok(result);
    assert.deepEqual([result.names, result.format, result.complete, result.detailsUnknown], [2, 'csv', true, 1]);
    const records = parseCsv(written(uri).slice(1));
    assert.deepEqual(records.map((r) => [r[0], r[1], r[3]]), [['name', 'state', 'owner'], ['a.neo', 'active', ADDRESS], ['b.neo', 'unknown', '']]);
    assert.match(written(uri), /^\ufeff# NNS Explorer export of All Domains\r\n# node: http:\/\/localhost:50012\r\n/);
    assert.deepEqual([editor.quickPicks.length, editor.saveDialogs.length, editor.messages.length], [0, 0, 0], 'no question, no notification');
    assert.deepEqual(editor.statusBar, ['Exported 2 names to export.csv. Details not loaded for 1 names: exported as unknown.']);
    assert.deepEqual(context.details.loads, [], 'nothing fetched unasked');
    assert.match(context.log.notes[0] ?? '', /^Exported 2 names of All Domains as CSV to file:\/tmp\/export.csv \(\d+ bytes\)/);
    const progress = editor.progress.find((p) => (p as { cancellable?: boolean }).cancellable);
    assert.deepEqual(progress, { location: 15, title: 'Exporting All Domains', cancellable: true });
  });

  it('the format follows the option, else the extension, else CSV', async () => {
    const context = await loaded(['a.neo']);
    assert.equal((await exportDomains(context, ALL, { uri: target('/tmp/x.json') }))?.format, 'json');
    assert.equal((await exportDomains(context, ALL, { uri: target('/tmp/x.txt') }))?.format, 'csv');
    assert.equal((await exportDomains(context, ALL, { uri: target('/tmp/y.csv'), format: 'json' }))?.format, 'json');
    assert.deepEqual(JSON.parse(written(target('/tmp/y.csv'))).domains, [{ name: 'a.neo', state: 'unknown', expiration: null, owner: null, invalidUtf8: false }]);
  });

  it('from the palette: the view on screen, the format (the last one first), the missing details of a short list, the file', async () => {
    const context = await loaded(['a.neo', 'b.neo']);
    editor.workspaceFolders = [{ name: 'w', uri: Uri.from({ scheme: 'file', path: '/work/w' }) }];
    context.globalState.values.set(StateKeys.exportFormat, 'json');
    context.details.onNode.set('b.neo', active('b.neo', 5));
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'CSV'), (items) => items.find((item) => item.label === 'Load Them First'));
    editor.saveDialogAnswers.push(target('/work/w/picked.csv'));
    const result = await exportDomains(context);
    assert.deepEqual(editor.quickPicks.map((pick) => [(pick.options as { title: string }).title, pick.items.map((item) => item.label)]), [
      ['Export All Domains (2 names)', ['JSON', 'CSV']],
      ['The details of 2 names are not loaded', ['Load Them First', 'Export Without Them']],
    ]);
    assert.equal(context.globalState.values.get(StateKeys.exportFormat), 'csv', 'the choice is remembered');
    const dialog = editor.saveDialogs[0] as { defaultUri: Uri; filters: Record<string, string[]>; saveLabel: string };
    assert.match(dialog.defaultUri.toString(), /^file:\/work\/w\/nns-all-domains-\d{4}-\d\d-\d\d\.csv$/);
    assert.deepEqual([dialog.filters, dialog.saveLabel], [{ CSV: ['csv'] }, 'Export']);
    assert.deepEqual(context.details.loads, [{ names: ['a.neo', 'b.neo'], requester: 'nns.exportDomains' }]);
    assert.deepEqual(parseCsv(written(target('/work/w/picked.csv')).slice(1)).map((r) => r[1]), ['state', 'unknown', 'expiring']);
    assert.equal(result?.detailsUnknown, 1, 'a.neo was not on the node');
    assert.equal(editor.messages[0]?.text, 'Exported 2 names to picked.csv. Details not loaded for 1 names: exported as unknown.');
    assert.deepEqual(editor.messages[0]?.items, ['Open File']);
  });

  it('a file name typed with the other extension gets that format', async () => {
    const context = await loaded(['a.neo']);
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'CSV'), (items) => items.find((item) => item.label === 'Export Without Them'));
    editor.saveDialogAnswers.push(target('/tmp/typed.json'));
    assert.equal((await exportDomains(context, ALL))?.format, 'json');
    assert.deepEqual(context.details.loads, []);
  });

  it('offers Load Them First for any size, saying the requests, round trips and time; loads in batches with progress', async () => {
    const names = Array.from({ length: 100_000 }, (_, i) => `n${i}.neo`);
    const context = await loaded(names);
    for (const name of names) context.details.onNode.set(name, active(name, 100));
    context.log.roundTrip = 50;
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'JSON'), (items) => items.find((item) => item.label === 'Load Them First'));
    editor.saveDialogAnswers.push(target('/tmp/long.json'));
    const result = await exportDomains(context, ALL);
    const question = editor.quickPicks[1];
    assert.equal((question?.options as { title: string }).title, 'The details of 100,000 names are not loaded');
    assert.equal(question?.items[0]?.detail, '1,011 requests, 4 at a time (253 round trips of 50 ms): about 23 s');
    assert.deepEqual([result?.names, result?.detailsUnknown], [100_000, 0]);
    const messages = editor.progressReports.map((r) => (r as { message?: string }).message ?? '');
    assert.equal(messages[0], 'details: 0 of 100,000 names…');
    assert.ok(messages.includes('details: 198 of 100,000 names…') && messages.includes('details: 100,000 of 100,000 names…'), 'progress batch by batch');
    const increments = editor.progressReports.map((r) => (r as { increment?: number }).increment ?? 0);
    assert.ok(Math.abs(increments.reduce((sum, n) => sum + n, 0) - 100) < 1e-6, 'the bar fills once');
  });

  it('without a timed request the estimate assumes a round trip and says so', async () => {
    const context = await loaded(['a.neo', 'b.neo']);
    editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.label === 'Export Without Them'));
    editor.saveDialogAnswers.push(target('/tmp/two.csv'));
    await exportDomains(context, ALL);
    assert.equal(editor.quickPicks[1]?.items[0]?.detail, '1 request (1 round trip, assuming 100 ms): under a second');
  });

  it('Escape at any question writes nothing', async () => {
    const context = await loaded(['a.neo']);
    assert.equal(await exportDomains(context, ALL), undefined, 'no format');
    editor.quickPickAnswers.push((items) => items[0]);
    assert.equal(await exportDomains(context, ALL), undefined, 'no answer about details');
    editor.quickPickAnswers.push((items) => items[0], (items) => items[1]);
    assert.equal(await exportDomains(context, ALL), undefined, 'no file');
    assert.equal(editor.saveDialogs.length, 1);
    editor.quickPickAnswers.push(() => undefined);
    context.views[OWNER].treeView.visible = true;
    assert.equal(await exportDomains(context), undefined, 'no view');
    assert.equal(editor.files.size, 0);
  });

  it('nothing to export: no list, or the lists failed; no dialog', async () => {
    const context = fakeContext();
    assert.equal(await exportDomains(context, OWNER, { uri: target('/tmp/none.csv') }), undefined);
    assert.equal(editor.messages[0]?.text, 'Owner Domains shows no list: there is nothing to export.');
    await context.views[ALL].loaded(['a.neo']);
    context.views[ALL].lastFailure = { summary: 'Node unreachable: http://localhost:1/', fixIts: [], kind: 'NETWORK', detail: '' };
    await context.views[ALL].loader.load('key', () => Promise.reject(new Error('down')));
    assert.equal(await exportDomains(context, ALL), undefined);
    assert.equal(editor.messages[1]?.text, 'Nothing to export: Node unreachable: http://localhost:1/');
    assert.deepEqual([editor.saveDialogs.length, editor.files.size], [0, 0]);
  });

  it('a partial list is exported and said to be partial', async () => {
    const context = await loaded(['a.neo'], { complete: false, incompleteReason: 'Sessions are disabled on this node.' });
    const uri = target('/tmp/partial.json');
    const result = await exportDomains(context, ALL, { uri });
    assert.equal(result?.complete, false);
    const parsed = JSON.parse(written(uri)) as { complete: boolean; incompleteReasons: string[] };
    assert.deepEqual([parsed.complete, parsed.incompleteReasons], [false, ['Sessions are disabled on this node.']]);
    assert.match(editor.statusBar[0] ?? '', /The list is not complete: the file says why\./);
  });

  it('Owner Domains: each name with its list owner', async () => {
    const context = fakeContext();
    await context.views[OWNER].loaded(['mine.neo']);
    const uri = target('/tmp/owner.csv');
    await exportDomains(context, OWNER, { uri });
    assert.deepEqual(parseCsv(written(uri).slice(1)), [['listOwner', 'name', 'state', 'expiration', 'owner', 'invalidUtf8'], [ADDRESS, 'mine.neo', 'unknown', '', '', 'false']]);
  });

  it('cancelled while writing: no file, and the status bar says so', async () => {
    const context = await loaded(Array.from({ length: 5000 }, (_, i) => `n${i}.neo`));
    editor.onProgressReport = (_value, source) => source.cancel();
    assert.equal(await exportDomains(context, ALL, { uri: target('/tmp/cancelled.csv') }), undefined);
    assert.equal(editor.files.size, 0);
    assert.deepEqual(editor.statusBar, ['Export cancelled: nothing was written.']);
  });

  it('cancelled while loading the details first: they are cancelled, nothing is written', async () => {
    const context = await loaded(['a.neo']);
    editor.quickPickAnswers.push((items) => items[0], (items) => items.find((item) => item.label === 'Load Them First'));
    editor.saveDialogAnswers.push(target('/tmp/x.csv'));
    editor.onProgressReport = (_value, source) => source.cancel();
    assert.equal(await exportDomains(context, ALL), undefined);
    assert.deepEqual(context.details.cancelled, ['nns.exportDomains']);
    assert.equal(editor.files.size, 0);
  });

  it('a file that cannot be written: an error naming it and why', async () => {
    const context = await loaded(['a.neo']);
    editor.writeFailure = new Error('EACCES: permission denied');
    assert.equal(await exportDomains(context, ALL, { uri: target('/root/no.csv') }), undefined);
    assert.deepEqual(editor.messages.map((m) => [m.kind, m.text]), [['error', 'Could not write no.csv: EACCES: permission denied']]);
  });

  it('100,000 names: written in slices, the editor running between them, progress adding up to all', async () => {
    const context = await loaded(Array.from({ length: 100_000 }, (_, i) => `name-${i}.neo`));
    const uri = target('/tmp/big.csv');
    const result = await exportDomains(context, ALL, { uri });
    assert.ok(result);
    assert.equal(result.names, 100_000);
    assert.ok(result.slices > 1, `${result.slices} slices`);
    const increments = editor.progressReports.map((r) => (r as { increment?: number }).increment ?? 0);
    assert.ok(Math.abs(increments.reduce((a, b) => a + b, 0) - 100) < 1e-6);
    assert.equal(parseCsv(written(uri).slice(1)).length, 100_001);
  });
});
