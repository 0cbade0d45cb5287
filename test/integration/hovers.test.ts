// Hovers and Resolve Name… inside a real extension host: VS Code's own hover request
// (vscode.executeHoverProvider) on a document, and the command as the palette runs it, against the devnet.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { NNS_MAINNET_HASH, SAMPLE_OWNER, type Devnet, type DomainRecord } from '../devnet';
import { api, closeDevnets, devnet, hoverMarkdown, SAMPLE_ADDRESS, setSettings, settledHovers, waitFor } from './helpers';

const DAY = 86_400_000;
const A = 1;
const CNAME = 5;
const TXT = 16;
const HOSTILE_TXT = '[x](command:workbench.action.openSettings) <img src=x> https://evil.example `a` $(zap) \u202e';

interface Resolved {
  readonly result: { readonly kind: string; readonly steps: ReadonlyArray<{ name: string; cname?: string }> };
  readonly report: { readonly message: string; readonly address?: { address: string } };
}

/** The text of every hover VS Code collects at `position` of `document` once loaded, and the hovers themselves. */
async function hoversAt(document: vscode.TextDocument, needle: string, offset = 1): Promise<{ text: string; markdown: string; hovers: vscode.Hover[] }> {
  const index = document.getText().indexOf(needle);
  assert.ok(index >= 0, `${needle} is not in the document`);
  const hovers = await settledHovers(document.uri, document.positionAt(index + offset), node);
  const markdown = hoverMarkdown(hovers);
  // The words as a reader sees them: the escapes of punctuation dropped.
  return { text: markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1'), markdown, hovers };
}

let node: Devnet;

describe('hovers and Resolve Name…', () => {
  after(closeDevnets);

  const now = Date.now();
  const table: DomainRecord[] = [
    { name: 'alice.neo', owner: SAMPLE_OWNER, expiration: now + 400 * DAY, records: [
      { type: A, data: '203.0.113.7' }, { type: TXT, data: `address=${SAMPLE_ADDRESS}` }, { name: 'www.alice.neo', type: CNAME, data: 'alice.neo' },
    ] },
    { name: 'chain.neo', owner: SAMPLE_OWNER, expiration: now + 400 * DAY, records: [{ type: CNAME, data: 'www.alice.neo' }] },
    { name: 'hostile.neo', owner: SAMPLE_OWNER, expiration: now + 400 * DAY, records: [{ type: TXT, data: HOSTILE_TXT }] },
    { name: 'gone.neo', owner: SAMPLE_OWNER, expiration: now - 5 * DAY },
  ];
  let document: vscode.TextDocument;

  before(async () => {
    node = await devnet({ names: table, personality: 'sessions', blockTime: now });
    await setSettings({ rpcUrl: node.url, contractHash: NNS_MAINNET_HASH, owner: undefined });
    await api();
    document = await vscode.workspace.openTextDocument({
      language: 'markdown',
      content: [
        `Owner: ${SAMPLE_ADDRESS} and its hash ${SAMPLE_OWNER}.`,
        'GAS is 0xd2a4cff31913016155e38e474a2c06d08be276cf; a typo: NMBfzaEq2c5zodiNbLPoohVENARMbJim1s.',
        'Names: alice.neo, gone.neo, nobody.neo, hostile.neo; not names: index.ts, www.alice.neo.',
      ].join('\n'),
    });
    // The views of earlier tests may still be showing, and reload from this node: let them settle.
    for (let seen = -1, rounds = 0; seen !== node.requests.length && rounds < 60; rounds++) {
      seen = node.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    node.clearRequests();
  });

  it('nothing is asked before a hover, also when a file with names and addresses opens', async () => {
    // A file opened here, after the requests were cleared: an eager scan of what opens would show.
    const opened = await vscode.workspace.openTextDocument({ language: 'markdown', content: `Held by ${SAMPLE_ADDRESS}: chain.neo, hostile.neo, other.neo.` });
    await vscode.window.showTextDocument(opened, { preview: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    assert.deepEqual(node.requests.map((request) => request.method), []);
  });

  it('an address shows its script hash, its name count and the command links, trusted for those commands only', async () => {
    const { text, hovers } = await hoversAt(document, SAMPLE_ADDRESS, 5);
    assert.ok(text.includes(SAMPLE_OWNER), text);
    assert.match(text, /Holds \*\*4\*\* NNS names/);
    assert.ok(text.includes('command:nns.lookUpOwner?'), text);
    const ours = hovers.flatMap((hover) => hover.contents).find((content): content is vscode.MarkdownString => typeof content !== 'string' && content.value.includes(SAMPLE_OWNER));
    assert.deepEqual(ours?.isTrusted, { enabledCommands: ['nns.lookUpOwner', 'nns.copyScriptHash'] });
    assert.ok(node.requests.some((request) => (request.params as unknown[])[1] === 'balanceOf'));
  });

  it('a script hash shows its address; a native contract says what it is; a bad checksum gets nothing', async () => {
    assert.ok((await hoversAt(document, SAMPLE_OWNER, 10)).text.includes(SAMPLE_ADDRESS));
    assert.match((await hoversAt(document, '0xd2a4', 10)).text, /GasToken/);
    assert.equal((await hoversAt(document, 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1s', 5)).text.includes('N3 address'), false);
  });

  it('an NNS name shows expiry, owner and records; an expired one says so; an unknown one is not registered', async () => {
    const alice = (await hoversAt(document, 'alice.neo,', 2)).text;
    for (const part of ['alice.neo', SAMPLE_ADDRESS, '203.0.113.7', 'NEP-18', 'www.alice.neo', 'command:nns.showDomainDetails?']) assert.ok(alice.includes(part), `${part} in ${alice}`);
    assert.match((await hoversAt(document, 'gone.neo', 2)).text, /\*\*expired\*\*/);
    assert.match((await hoversAt(document, 'nobody.neo', 2)).text, /not registered/);
    assert.equal((await hoversAt(document, 'index.ts', 2)).text.includes('NNS'), false);
    assert.equal((await hoversAt(document, 'www.alice.neo', 6)).text.includes('NNS domain'), false);
  });

  it('hostile record data stays inside a code span: no link, no HTML', async () => {
    const { markdown } = await hoversAt(document, 'hostile.neo', 2);
    const span = '``[x](command:workbench.action.openSettings) <img src=x> https://evil.example `a` $(zap) \\u{202e}``';
    assert.ok(markdown.includes(span), markdown);
    // Outside that span, the only links are the two the extension built.
    assert.deepEqual(markdown.replace(span, '').match(/\]\(command:[\w.]+/g), [']](command:nns.showDomainDetails', ']](command:nns.resolveName'].map((link) => link.slice(1)));
  });

  it('nns.hovers.enabled: false turns them off', async () => {
    await vscode.workspace.getConfiguration('nns').update('hovers.enabled', false, vscode.ConfigurationTarget.Workspace);
    try {
      assert.equal((await hoversAt(document, SAMPLE_ADDRESS, 5)).text.includes(SAMPLE_OWNER), false);
    } finally {
      await vscode.workspace.getConfiguration('nns').update('hovers.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await waitFor('hovers back on', () => vscode.workspace.getConfiguration('nns').get('hovers.enabled') === true);
    // The same hover comes back: what went was the setting's doing, not a hover that failed anyway.
    assert.ok((await hoversAt(document, SAMPLE_ADDRESS, 5)).text.includes(SAMPLE_OWNER));
  });

  it('Resolve Name… follows the CNAME chain, reads NEP-18 and says "not registered" in plain words', async () => {
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('nns.resolveName') && commands.includes('nns.copyScriptHash'));
    const chain = await vscode.commands.executeCommand<Resolved>('nns.resolveName', 'chain.neo', 'A');
    assert.equal(chain.report.message, 'chain.neo A → 203.0.113.7 (via chain.neo → www.alice.neo → alice.neo)');
    const nep18 = await vscode.commands.executeCommand<Resolved>('nns.resolveName', 'alice.neo', 'NEP18');
    assert.equal(nep18.report.address?.address, SAMPLE_ADDRESS);
    const nobody = await vscode.commands.executeCommand<Resolved>('nns.resolveName', 'nobody.neo', 'TXT');
    assert.equal(nobody.report.message, 'nobody.neo is not registered: nobody holds it.');
    const none = await vscode.commands.executeCommand<Resolved>('nns.resolveName', 'alice.neo', 'AAAA');
    assert.equal(none.report.message, 'alice.neo has no AAAA record.');
  });

  it('Copy Script Hash copies the hash of the address a hover passes it', async () => {
    assert.equal(await vscode.commands.executeCommand('nns.copyScriptHash', SAMPLE_ADDRESS), SAMPLE_OWNER);
    assert.equal(await vscode.env.clipboard.readText(), SAMPLE_OWNER);
  });
});
