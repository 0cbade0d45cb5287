// The web build (package.json `browser`, dist/web/extension.js) as VS Code for the Web runs it: in the
// web-worker extension host of the browser, where every request to a node is a cross-origin fetch.
// code-server runs an installed extension there when the user setting `remote.extensionKind` says
// `["web"]` for it (VS Code 1.100's BrowserExtensionHostKindPicker: a "web" extension installed on the
// remote side runs in the local web worker). The packaged .vsix, driven through the UI in Chromium,
// against a devnet that answers cross-origin requests as the C# RpcServer does by default.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../devnet';
import { playgroundSample } from '../devnet/samplePlayground';
import { lookUpOwner } from './support/lookUpOwner';
import { until } from './support/poll';
import { Session, stepByStep } from './support/session';
import { ordinal, UI_TIMEOUT_MS } from './support/workbench';

const EXTENSION_ID = 'nns-explorer.nns-explorer';
const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';

const fmt = (n: number) => n.toLocaleString('en-US');
const text = (name: string | Uint8Array) => (typeof name === 'string' ? name : new TextDecoder().decode(name));

describe('The web build in the web-worker extension host (remote.extensionKind: web)', function () {
  this.timeout(5 * 60_000);
  const now = Date.now();
  const sample = playgroundSample({ count: 300, seed: 5, now });
  const names = sample.names.map((r) => text(r.name));
  let node: Devnet;
  let session: Session;

  before(async () => {
    node = await startDevnet({ names: sample.names, personality: 'sessions', blockTime: now });
    session = await Session.open({
      name: 'web',
      userSettings: { 'nns.rpcUrl': node.url, 'remote.extensionKind': { [EXTENSION_ID]: ['web'] } },
    });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  it('fills All Domains with every name, asked of the node by the browser across origins', async () => {
    const wb = session.workbench;
    await wb.openContainer(CONTAINER);
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(names.length)}$`));
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === names.length);
    assert.deepEqual(rows.map((r) => r.label), [...names].sort(ordinal));
    // Chromium asked: a CORS preflight first (Content-Type: application/json is not a simple
    // header), then POSTs from the editor's origin. The Node extension host would send neither.
    const editorOrigin = new URL(session.server.url).origin;
    assert.ok(node.httpRequests.some((r) => r.httpMethod === 'OPTIONS' && r.status === 204), 'a preflight was answered');
    const posts = node.requests.filter((r) => r.httpMethod === 'POST');
    assert.ok(posts.length > 0);
    for (const request of posts) {
      assert.equal(request.headers.origin, editorOrigin, 'every call came from the editor page');
      assert.match(String(request.headers['user-agent']), /Chrome\//);
    }
    await session.shot('web all domains');
  });

  it('looks up an owner from the palette and fills Owner Domains with its names', async () => {
    const wb = session.workbench;
    const owner = sample.owners.find((o) => o.count >= 10 && o.count <= 60) ?? sample.featured;
    const rows = await lookUpOwner(wb, owner);
    const owned = sample.names.filter((r) => r.owner === owner.scriptHash).map((r) => text(r.name));
    assert.deepEqual(rows.slice(1).map((r) => r.label), owned.sort(ordinal));
    await session.shot('web owner domains');
  });

  it('runs in the web worker, not in the Node extension host', async () => {
    const wb = session.workbench;
    // The extension's own log names its host (src/services/extensionHost.ts: a WorkerGlobalScope).
    await wb.runCommand('Neo Name Service: Show Log');
    // The log ends on the latest requests: its filter shows the activation line wherever it is.
    await session.page.locator('.panel input[placeholder="Filter"]').fill('Activated in');
    const activated = await until('the activation line in the NNS Explorer log', async () => /Activated in [\d.]+ ms \([^)]*\)\./.exec(await outputText(session))?.[0], UI_TIMEOUT_MS);
    assert.match(activated, /^Activated in [\d.]+ ms \(web worker extension host\)\.$/);
    // code-server's Node extension host logs every extension it activates; ours is not among them.
    const nodeHostLog = remoteExtensionHostLog(session.server.userDataDir);
    assert.match(nodeHostLog, /ExtensionService#_doActivateExtension vscode\.git\b/, 'the Node host log is the right file');
    assert.doesNotMatch(nodeHostLog, new RegExp(`_doActivateExtension ${EXTENSION_ID.replace('.', '\\.')}`));
    await session.shot('web log');
  });

  it('says plainly that the node refused a cross-origin request (CORS) when it does, and recovers when it allows them', async () => {
    const wb = session.workbench;
    await wb.runCommand('View: Hide Panel');
    await wb.runCommand('Notifications: Clear All Notifications');
    node.configure({ cors: false }); // the C# RpcServer with EnableCors: false
    node.clearRequests();
    await wb.clickViewAction(ALL, 'Refresh');
    const message = wb.message(ALL).filter({ hasText: /^The node refused a cross-origin request \(CORS\) or is unreachable: http:\/\/127\.0\.0\.1:\d+\/\. / });
    await message.waitFor({ timeout: UI_TIMEOUT_MS });
    const shown = (await message.textContent()) ?? '';
    assert.match(shown, /VS Code for the Web needs a node that allows cross-origin requests \(C# RpcServer: EnableCors, on by default; neo-go: EnableCORSWorkaround\)/);
    assert.doesNotMatch(shown, /NETWORK|Failed to fetch/);
    await wb.waitForDescription(ALL, /^failed$/);
    // Another node is the likeliest fix (a node that refuses stays so); Retry for one that was down.
    const fixIts = ['Select Another Node…', 'Retry', 'Open Settings', 'Show Log'];
    const rows = await wb.readRowsWhen(ALL, (read) => read.length === fixIts.length);
    assert.deepEqual(rows.map((r) => r.label), fixIts);
    // The browser did ask: Chromium keeps a preflight's answer for 5 s (the node sends no Max-Age), so
    // it either asked again and was refused, or posted and withheld an answer without
    // Access-Control-Allow-Origin. Either way the node answered, and every answer lacked the header.
    assert.ok(node.httpRequests.length > 0, 'the browser sent requests');
    assert.ok(node.httpRequests.every((r) => r.status === 200), JSON.stringify(node.httpRequests));
    await session.shot('web cors refused', 'web-cors');

    node.configure({ cors: undefined }); // back to the node's default: any origin
    await (await wb.rowLocator(ALL, 'Retry')).click();
    await wb.waitForDescription(ALL, new RegExp(`^${fmt(names.length)}$`));
    const refilled = await wb.readRowsWhen(ALL, (read) => read.length === names.length);
    assert.deepEqual(refilled.map((r) => r.label), [...names].sort(ordinal));
  });
});

/** The lines the Output panel shows, joined: it wraps long lines into several rows. */
async function outputText(session: Session): Promise<string> {
  const rows = await session.page.locator('.panel .output-view .view-lines .view-line').allInnerTexts();
  return rows.join('').replace(/\u00a0/g, ' ');
}

/** The remote (Node) extension host's log of this code-server: logs/<session>/exthost1/remoteexthost.log. */
function remoteExtensionHostLog(userDataDir: string): string {
  const logs = join(userDataDir, 'logs');
  const texts = readdirSync(logs).flatMap((session) => {
    try {
      return [readFileSync(join(logs, session, 'exthost1', 'remoteexthost.log'), 'utf8')];
    } catch {
      return [];
    }
  });
  assert.ok(texts.length > 0, `no remoteexthost.log under ${logs}`);
  return texts.join('\n');
}
