// Nothing secret anywhere: after writes signed from a `.neo-express` key and a NEP-6 key (kept unlocked),
// the log, state, settings and everything shown are searched for the keys' hex, their WIFs, the NEP-2
// string and the password: none may appear.
import assert from 'node:assert/strict';
import { MemoryState } from '../../support/memoryState';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { editor, resetEditor, Uri, type FakeInputBox, type QuickPickItemLike } from '../../support/fakeVscode';
import { forgetWalletPasswords } from '../../../../src/commands/write/forgetWalletPasswords';
import { registerName } from '../../../../src/commands/write/operations/register';
import { renewName } from '../../../../src/commands/write/operations/renew';
import { setRecord } from '../../../../src/commands/write/operations/setRecord';
import * as writeModule from '../../../../src/core/write';
import { englishLocalizer } from '../../../../src/model/text/localizer';
import { readNeoExpressKeys, readNep6Keys, type SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { RequestLog } from '../../../../src/services/requestLog';
import { WriteModuleLoader } from '../../../../src/services/write/writeModule';
import { WriteService } from '../../../../src/services/write/writeService';
import { writeInfoAt, type FakeNode } from '../../core/transactions/fakeNode';
import { startWriteNode } from './writeNode';
import { generateKey, neoExpressFile, nep6File, type GeneratedKey } from '../../support/walletFiles';
import { fixtureAbi } from '../../model/write/fixtures';
import { fakeContext } from '../fakeContext';

const MAGIC = 1234567890;
const PASSWORD = 'correct horse battery staple';
const wif = (key: GeneratedKey) => createBase58check(sha256).encode(Uint8Array.from([0x80, ...Buffer.from(key.hex, 'hex'), 0x01]));
const json = (value: unknown) => JSON.stringify(value, (_, each: unknown) => (typeof each === 'bigint' ? each.toString() : each instanceof Map ? [...each] : each));

describe('commands/write: nothing secret anywhere', () => {
  let node: FakeNode;
  afterEach(() => node.close());

  it('after writes signed from a .neo-express key and a NEP-6 key (its wallet kept unlocked), no key, WIF, NEP-2 string or password is in the log, state, settings or anything shown', async () => {
    resetEditor();
    const nodeKey = generateKey();
    const alice = generateKey();
    const carol = generateKey();
    const expressText = neoExpressFile({ magic: MAGIC, nodes: [nodeKey], wallets: [{ name: 'alice', key: alice }] });
    const nep6Text = await nep6File({ name: 'dev', password: PASSWORD, accounts: [{ key: carol, label: 'Carol' }] });
    const nep2 = (JSON.parse(nep6Text) as { accounts: Array<{ key: string }> }).accounts[0]!.key;

    node = await startWriteNode(MAGIC);
    const abi = fixtureAbi('nft-nd-nns-neo-go');
    const context = fakeContext({ rpcUrl: node.url, contractHash: abi.hash });
    const info = { ...writeInfoAt(MAGIC), contract: abi, committee: [Buffer.from(nodeKey.key.publicKey).toString('hex')] };
    const express = readNeoExpressKeys(expressText, 'default.neo-express');
    const nep6 = readNep6Keys(nep6Text, 'wallet.json');
    assert.ok(express.ok && nep6.ok);
    context.chains.keyEntries = [...express.entries, ...nep6.entries];
    context.chains.walletTexts.set('default.neo-express', expressText);
    context.chains.walletTexts.set('wallet.json', nep6Text);
    // The real output channel's log: what the write service writes goes where a user reads it.
    const log = new RequestLog();
    const extensionUri = Uri.from({ scheme: 'file', path: '/extension' });
    const write = new WriteService({
      extensionUri, settings: context.settings, chains: context.chains, log, l10n: englishLocalizer, state: new MemoryState(),
      loader: new WriteModuleLoader(extensionUri, 'web', () => Promise.resolve(writeModule)), readInfo: () => Promise.resolve(info),
    });
    const ctx = { ...context, write, log };
    const pick = (address: string) => (items: readonly QuickPickItemLike[]) => items.find((item) => (item.account as SigningAccount | undefined)?.address === address);

    // Register for Carol: the password box, "keep unlocked" ticked.
    editor.quickPickAnswers.push(pick(carol.account.address));
    editor.inputBoxScripts.push((box: FakeInputBox) => {
      box.press();
      box.enter(PASSWORD);
    });
    editor.messageAnswers.push('Sign and Send');
    const outcomes: unknown[] = [await registerName(ctx, 'carol.neo')];
    assert.equal((outcomes[0] as { kind: string }).kind, 'done', json(editor.messages));
    assert.equal(write.passwords.unlocked, 1);

    // Renew it: the wallet is unlocked, no box.
    const held = { name: 'carol.neo', state: 'active' as const, expiration: Date.UTC(2027, 0, 1), owner: { address: carol.account.address, scriptHash: carol.account.scriptHash }, admin: null };
    context.details.known.set('carol.neo', held);
    editor.quickPickAnswers.push(pick(carol.account.address));
    editor.messageAnswers.push('Sign and Send');
    const boxes = editor.createdInputBoxes.length;
    outcomes.push(await renewName(ctx, 'carol.neo'));
    assert.equal(editor.createdInputBoxes.length, boxes, 'the kept password opened the key');
    assert.equal(forgetWalletPasswords({ ...context, write: { forgetPasswords: () => write.passwords.forgetAll() } }), 1);

    // A record of Alice's name, signed with the neo-express key.
    context.details.known.set('alice.neo', { ...held, name: 'alice.neo', owner: { address: alice.account.address, scriptHash: alice.account.scriptHash } });
    editor.quickPickAnswers.push((items) => items.find((item) => item.label === 'TXT'));
    editor.inputBoxAnswers.push('hello');
    editor.messageAnswers.push('Sign and Send');
    outcomes.push(await setRecord(ctx, 'alice.neo'));
    assert.deepEqual(outcomes.map((outcome) => (outcome as { kind: string }).kind), ['done', 'done', 'done']);

    const everywhere = json({
      log: editor.logLines, notes: context.log.notes, workspaceState: context.workspaceState.values, globalState: context.globalState.values,
      settings: context.settings.values, written: context.settings.written, configuration: editor.configuration, updates: editor.configurationUpdates,
      messages: editor.messages, inputBoxes: editor.inputBoxes, quickPicks: editor.quickPicks.map((each) => each.items), statusBar: editor.statusBar,
      progress: editor.progressReports, executed: editor.executed, outcomes,
    });
    assert.ok(editor.logLines.some(([, line]) => line.includes('the node reports it in block')), 'the log was written');
    assert.ok(everywhere.includes(carol.account.address) && everywhere.includes('Sign and Send'), 'the search covers what was shown');
    assert.ok(editor.inputBoxes.some((box) => box.prompt?.includes(`Carol ${carol.account.address}`)), 'the password box names the account');
    for (const [what, secret] of [
      ['alice\'s key', alice.hex], ['carol\'s key', carol.hex], ['the node\'s key', nodeKey.hex],
      ['alice\'s WIF', wif(alice)], ['carol\'s WIF', wif(carol)], ['the NEP-2 string', nep2], ['the password', PASSWORD],
    ] as const) {
      assert.ok(!everywhere.toLowerCase().includes(secret.toLowerCase()), `${what} appears`);
    }
    log.dispose();
    write.dispose();
  });
});
