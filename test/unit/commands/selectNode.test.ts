import assert from 'node:assert/strict';
import { editor, resetEditor, type FakeQuickPick } from '../support/fakeVscode';
import { selectNode } from '../../../src/commands/selectNode';
import { StateKeys, ViewIds } from '../../../src/model/ids';
import { NODE_PRESETS } from '../../../src/model/chains/nodePresets';
import { fakeContext } from './fakeContext';

describe('commands/selectNode', () => {
  beforeEach(resetEditor);

  it('writes a preset by its id, or a URL as given (trimmed, not normalized)', async () => {
    const context = fakeContext();
    assert.equal(await selectNode(context, 'testnet'), 'https://testnet1.neo.coz.io:443');
    assert.equal(await selectNode(context, ' http://127.0.0.1:10332 '), 'http://127.0.0.1:10332');
    assert.deepEqual(context.settings.written, [['rpcUrl', 'https://testnet1.neo.coz.io:443'], ['rpcUrl', 'http://127.0.0.1:10332']]);
    assert.equal(context.details.cleared, 0, 'another node: the settings change reloads, not the command');
  });

  it('refreshes when the node chosen is the one in use, compared normalized', async () => {
    const context = fakeContext({ rpcUrl: 'https://mainnet1.neo.coz.io/' });
    context.views[ViewIds.ownerDomains].treeView.visible = false;
    assert.equal(await selectNode(context, 'mainnet'), 'https://mainnet1.neo.coz.io:443');
    assert.equal(context.details.cleared, 1);
    assert.equal(context.documents.refreshedOpen, 1);
    assert.deepEqual(context.views[ViewIds.allDomains].calls, ['reload']);
    assert.deepEqual(context.views[ViewIds.ownerDomains].calls, ['invalidate']);
  });

  it('says what is wrong with an invalid URL and writes nothing', async () => {
    const context = fakeContext();
    assert.equal(await selectNode(context, 'localhost:50012'), undefined);
    assert.deepEqual(editor.messages.map((message) => message.kind), ['error']);
    assert.deepEqual(context.settings.written, []);
  });

  it('offers the presets with the one in use marked and active, then a custom URL in a validating input box', async () => {
    const context = fakeContext({ rpcUrl: 'http://localhost:50012/' });
    let active: string | undefined;
    editor.quickPickScripts.push((quickPick) => {
      active = quickPick.activeItems[0]?.label;
      quickPick.accept(quickPick.items.find((item) => item.label === 'TestNet'));
    });
    assert.equal(await selectNode(context), 'https://testnet1.neo.coz.io:443');
    const [pick] = editor.createdQuickPicks;
    assert.deepEqual(pick?.items.map((item) => [item.label, item.description, item.detail]), [
      ['Networks', undefined, undefined],
      ...NODE_PRESETS.map((preset) => [{ mainnet: 'MainNet', testnet: 'TestNet', local: 'neo-express (default port)' }[preset.id], preset.url, preset.id === 'local' ? 'In use' : undefined]),
      ['Custom URL…', undefined, undefined],
    ]);
    assert.equal(active, 'neo-express (default port)', 'the node in use is the active item, not the first one');

    editor.quickPickScripts.push((quickPick) => quickPick.accept(quickPick.items.at(-1)));
    editor.inputBoxAnswers.push('http://10.0.0.1:20332');
    assert.equal(await selectNode(context), 'http://10.0.0.1:20332');
    const [box] = editor.inputBoxes;
    assert.equal(box?.value, 'https://testnet1.neo.coz.io:443', 'the input box starts from the URL in use: the one just chosen');
    assert.equal(box?.validateInput?.('http://10.0.0.1:20332'), undefined);
    assert.match(box?.validateInput?.('ftp://x') ?? '', /.+/);

    editor.quickPickScripts.push((quickPick) => quickPick.hide());
    assert.equal(await selectNode(context), undefined, 'Escape');
    assert.deepEqual(context.settings.written.map(([, url]) => url), ['https://testnet1.neo.coz.io:443', 'http://10.0.0.1:20332']);
  });

  it('lists a node in use that is no preset first, marked and active; a URL typed into the list is taken at once', async () => {
    const context = fakeContext({ rpcUrl: 'http://127.0.0.1:4000' });
    let shown: Array<[string, string | undefined]> = [];
    editor.quickPickScripts.push((quickPick) => {
      shown = quickPick.items.map((item) => [item.label, item.detail as string | undefined]);
      assert.equal(quickPick.activeItems[0]?.label, 'Current Node');
      quickPick.type('http://127.0.0.1:5000');
      quickPick.enter();
    });
    assert.equal(await selectNode(context), 'http://127.0.0.1:5000');
    assert.deepEqual(shown[0], ['Current Node', 'In use']);
    assert.ok(shown.slice(1).every(([, detail]) => detail === undefined));
    assert.deepEqual(editor.inputBoxes, []);
  });

  it('offers the nodes that answered recently in this workspace, newest first, and the workspace\'s chain nodes by name', async () => {
    const context = fakeContext({ rpcUrl: 'http://127.0.0.1:2' });
    await context.workspaceState.update(StateKeys.recentNodes, ['http://127.0.0.1:7000/', 'http://localhost:50012/', 'ftp://evil', 'http://127.0.0.1:6100/']);
    context.chains.nodeList = [{ url: 'http://localhost:50012', label: 'default.neo-express · node1', file: 'default.neo-express' }, { url: 'http://localhost:20331', label: 'protocol.privnet.yml · RPC :20331', file: 'protocol.privnet.yml' }];
    let items: Array<[string, unknown, unknown]> = [];
    editor.quickPickScripts.push((quickPick) => {
      setImmediate(() => {
        items = quickPick.items.map((item) => [item.label, item.description, item.detail]);
        quickPick.accept(quickPick.items.find((item) => item.label === 'http://127.0.0.1:7000/'));
      });
    });
    assert.equal(await selectNode(context), 'http://127.0.0.1:7000/');
    assert.deepEqual(items, [
      ['Current Node', 'http://127.0.0.1:2', 'In use'],
      ['Recent', undefined, undefined],
      // Labelled with its URL: shown once, no description repeating it.
      ['http://127.0.0.1:7000/', undefined, undefined],
      ['http://127.0.0.1:6100/', undefined, undefined],
      ['Workspace', undefined, undefined],
      ['default.neo-express · node1', 'http://localhost:50012', undefined],
      ['protocol.privnet.yml · RPC :20331', 'http://localhost:20331', undefined],
      ['Networks', undefined, undefined],
      ['MainNet', 'https://mainnet1.neo.coz.io:443', undefined],
      ['TestNet', 'https://testnet1.neo.coz.io:443', undefined],
      ['Custom URL…', undefined, undefined],
    ]);
    assert.deepEqual(context.settings.written, [['rpcUrl', 'http://127.0.0.1:7000/']]);
  });

  it('the node in use that answered lately: listed once among the recent nodes, its URL once, marked In use', async () => {
    const context = fakeContext({ rpcUrl: 'http://127.0.0.1:7000/' });
    await context.workspaceState.update(StateKeys.recentNodes, ['http://127.0.0.1:7000/', 'http://127.0.0.1:6100/']);
    let items: Array<[string, unknown, unknown]> = [];
    editor.quickPickScripts.push((quickPick) => {
      items = quickPick.items.map((item) => [item.label, item.description, item.detail]);
      quickPick.hide();
    });
    await selectNode(context);
    assert.deepEqual(items.slice(0, 3), [['Recent', undefined, undefined], ['http://127.0.0.1:7000/', undefined, 'In use'], ['http://127.0.0.1:6100/', undefined, undefined]]);
    assert.equal(items.filter(([label, description]) => label.includes('7000') || String(description).includes('7000')).length, 1);
  });

  it('says in the first box, as it is typed, why a URL cannot be used (ftp://…); Enter takes nothing', async () => {
    const context = fakeContext();
    let first: string | undefined;
    editor.quickPickScripts.push((quickPick: FakeQuickPick) => {
      quickPick.type('ftp://example.org');
      first = quickPick.activeItems[0]?.label;
      quickPick.enter();
      assert.equal(quickPick.visible, true);
      quickPick.hide();
    });
    assert.equal(await selectNode(context), undefined);
    assert.match(first ?? '', /uses ftp; only http and https are supported/);
    assert.deepEqual([context.settings.written, editor.inputBoxes, editor.messages], [[], [], []]);
  });
});
