import assert from 'node:assert/strict';
import '../support/fakeVscode';
import * as vscode from 'vscode';
import { extensionHostName } from '../../../src/services/extensionHost';

describe('services/extensionHost', () => {
  it('names the web worker by its global scope, whatever the extension kind', () => {
    class WorkerGlobalScope {}
    for (const kind of [vscode.ExtensionKind.UI, vscode.ExtensionKind.Workspace]) {
      assert.equal(extensionHostName(kind, { WorkerGlobalScope }), 'web worker extension host');
    }
  });

  it('names a Node host local or remote by the extension kind', () => {
    assert.equal(extensionHostName(vscode.ExtensionKind.Workspace, {}), 'remote Node extension host');
    assert.equal(extensionHostName(vscode.ExtensionKind.UI, {}), 'local Node extension host');
  });

  it('finds no worker scope in Node itself', () => {
    assert.equal(extensionHostName(vscode.ExtensionKind.Workspace), 'remote Node extension host');
  });
});
