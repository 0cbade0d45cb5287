import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { ALL, api, devnet, EXTENSION_ID, OWNER, setSettings } from './helpers';
import { generateNames } from '../devnet';

describe('activation', () => {
  it('activates quickly, without a network request, before any view is shown', async () => {
    const node = await devnet({ names: generateNames(10), personality: 'neo-go' });
    // Point the extension at the devnet first, so nothing could reach the default public node.
    await setSettings({ rpcUrl: node.url, owner: undefined, contractHash: undefined });
    const testing = await api();
    assert.ok(vscode.extensions.getExtension(EXTENSION_ID)?.isActive);
    console.log(`      activation: ${testing.activationMs.toFixed(1)} ms in the extension host`);
    assert.ok(testing.activationMs < 500, `activation took ${testing.activationMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(node.requests.length, 0, 'activation made requests');
    assert.equal(testing.snapshot(ALL).state, 'idle');
    // No owner is set: Owner Domains shows its welcome, and asked nothing either.
    assert.equal(testing.snapshot(OWNER).state, 'unconfigured');
  });

  it('registers every command', async () => {
    const commands = new Set(await vscode.commands.getCommands(true));
    for (const id of [
      'nns.refresh', 'nns.lookUpOwner', 'nns.findDomain', 'nns.selectNode', 'nns.copyName', 'nns.filter', 'nns.clearFilter', 'nns.showLog',
      'nns.allDomains.filter', 'nns.ownerDomains.filter', 'nns.allDomains.clearFilter', 'nns.ownerDomains.clearFilter',
      'nns.showDomainDetails', 'nns.showOwnerDomains', 'nns.copyOwnerAddress', 'nns.ownerDomains.sortByName', 'nns.ownerDomains.sortByExpiration',
      'nns.ownerDomains.sortByName.current', 'nns.ownerDomains.sortByExpiration.current',
      'nns.setOwner', 'nns.ownerDomains.backToConfiguredOwner', 'nns.ownerDomains.setConfiguredOwner', 'nns.ownerDomains.closeOwner',
      'nns.allDomains.collapseAll', 'nns.ownerDomains.collapseAll', 'nns.openSettings', 'nns.useFoundContract',
      // The set-up's commands (they load the write commands' bundle when run).
      'nns.setUpNns', 'nns.addRoot', 'nns.setPrice',
    ]) {
      assert.ok(commands.has(id), `${id} is not registered`);
    }
  });
});
