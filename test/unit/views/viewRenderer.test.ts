import assert from 'node:assert/strict';
import { editor, resetEditor } from '../support/fakeVscode';
import type { ProviderContent } from '../../../src/views/domainTreeProvider';
import type { TreeNode } from '../../../src/model/view/treeNodes';
import { ViewRenderer, type Drawing } from '../../../src/views/viewRenderer';
import type * as vscode from 'vscode';

/** A renderer over a tree view and provider that record what they were given; `drawing` is what each render makes. */
function renderer(drawing: () => Drawing) {
  const view = { message: undefined as string | undefined, description: undefined as string | undefined, visible: true };
  const updates: ProviderContent[] = [];
  let rowsChange = true;
  const provider = { update: (content: ProviderContent) => (updates.push(content), rowsChange) };
  let draws = 0;
  const made = new ViewRenderer('nns.allDomains', view as unknown as vscode.TreeView<TreeNode>, provider, () => (draws++, drawing()));
  return { made, view, updates, draws: () => draws, sameRows: () => { rowsChange = false; } };
}

const content = (grouped = false): ProviderContent => ({
  top: [], info: {} as ProviderContent['info'],
  sections: [{ key: 'all', actions: [], loaded: true, strategy: undefined, tree: { roots: [], grouped, count: 0, leafOf: () => undefined } }],
});
const drawing = (description: string, message?: string, grouped = false): Drawing => ({ content: content(grouped), texts: { description, message } });
const collapsibleKeys = () => editor.executed.filter((call) => call.command === 'setContext' && call.args[0] === 'nns.allDomains.collapsible').map((call) => call.args[1]);

describe('views/viewRenderer', () => {
  beforeEach(() => resetEditor());

  it('draws the rows and the message at once; the count waits until VS Code fetched the rows', () => {
    const { made, view, updates } = renderer(() => drawing('3', 'partial'));
    made.render();
    assert.equal(updates.length, 1);
    assert.equal(view.message, 'partial');
    assert.equal(view.description, undefined);
    assert.equal(made.textsPending, true);
    made.showTexts();
    assert.equal(view.description, '3');
    assert.equal(made.textsPending, false);
    made.dispose();
  });

  it('shows the count at once when the rows did not change, or the view is not on screen', () => {
    const same = renderer(() => drawing('5'));
    same.sameRows();
    same.made.render();
    assert.equal(same.view.description, '5');
    const hidden = renderer(() => drawing('7'));
    hidden.view.visible = false;
    hidden.made.render();
    assert.equal(hidden.view.description, '7');
  });

  it('shows the count anyway when VS Code does not fetch the rows', async () => {
    const { made, view } = renderer(() => drawing('9'));
    made.render();
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal(view.description, '9');
  });

  it('tells VS Code whether Collapse All applies, only when that changes', () => {
    let grouped = false;
    const { made } = renderer(() => drawing('1', undefined, grouped));
    made.render();
    made.render();
    grouped = true;
    made.render();
    assert.deepEqual(collapsibleKeys(), [false, true]);
    made.dispose();
  });

  it('draws once for the lists changed together, and at once for a change alone', () => {
    const { made, draws } = renderer(() => drawing('0'));
    const started = made.together(() => {
      made.changed();
      made.changed();
      return 'started';
    });
    assert.equal(started, 'started');
    assert.equal(draws(), 1);
    made.changed();
    assert.equal(draws(), 2);
    made.dispose();
  });

  it('paces the renders of arriving pages: one for a burst, and a render now replaces the one waiting', async () => {
    const { made, draws } = renderer(() => drawing('0'));
    made.schedule();
    made.schedule();
    assert.equal(draws(), 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(draws(), 1);
    made.schedule();
    made.render();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(draws(), 2);
    made.dispose();
  });
});
