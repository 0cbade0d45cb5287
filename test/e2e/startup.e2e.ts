// The first click on the activity-bar icon in a fresh editor, as soon as the icon shows: the views
// render before the extension has started and registered their data providers. VS Code then shows
// its own "There is no data provider registered that can provide view data." in each view until the
// provider arrives (seconds, while the extension host starts); the views must say that NNS Explorer
// is starting instead, from VS Code's first layout of the contributed welcome until the names. A MutationObserver, installed before the click, records every change of what
// each NNS view shows (its visible message, its visible welcome, its rows) until the names arrive.
import assert from 'node:assert/strict';
import { startDevnet, type Devnet } from '../devnet';
import { playgroundSample } from '../devnet/samplePlayground';
import { Session, stepByStep } from './support/session';
import { UI_TIMEOUT_MS } from './support/workbench';

const CONTAINER = 'Neo Name Service';
const ALL = 'All Domains';
const OWNER = 'Owner Domains';
/** VS Code's text for a tree view whose data provider is not registered (treeView.ts, 1.100). */
const NO_DATA_PROVIDER = /no data provider registered/i;

/** What one view showed from one DOM change on: only what the user can see counts. */
interface ViewState {
  readonly view: string;
  readonly message: string;
  readonly welcome: string;
  readonly rows: number;
  /** performance.now() in the page. */
  readonly at: number;
}

describe('NNS Explorer while it starts (the first click in a fresh editor)', function () {
  this.timeout(5 * 60_000);

  const now = Date.now();
  const sample = playgroundSample({ count: 60, seed: 3, now });
  let node: Devnet;
  let session: Session;

  before(async () => {
    node = await startDevnet({ names: sample.names, personality: 'neo-go', blockTime: now });
    // An owner is configured: without one, Owner Domains' own welcome would cover VS Code's message.
    session = await Session.open({ name: 'startup', userSettings: { 'nns.rpcUrl': node.url, 'nns.owner': sample.featured.address } });
  });

  stepByStep(() => session);

  after(async () => {
    await session?.close();
    await node?.close();
  });

  it('the first click shows no "no data provider" message in the views, only that NNS Explorer is starting, then the names', async () => {
    const page = session.page;
    // The sidebar shows the Explorer until the click: nothing of NNS is rendered yet.
    await page.evaluate((titles) => {
      const seen = new Map<string, string>();
      const states: ViewState[] = [];
      (window as unknown as { nnsViewStates: ViewState[] }).nnsViewStates = states;
      new MutationObserver(() => {
        for (const pane of document.querySelectorAll('.sidebar .pane')) {
          const view = pane.querySelector('.pane-header h3.title')?.textContent ?? '';
          if (!titles.includes(view)) continue;
          const message = pane.querySelector<HTMLElement>('.pane-body .message');
          const welcome = pane.querySelector<HTMLElement>('.pane-body .welcome-view-content');
          const state = {
            view,
            message: message?.checkVisibility() ? (message.textContent ?? '') : '',
            welcome: welcome?.checkVisibility() ? (welcome.textContent ?? '') : '',
            rows: pane.querySelectorAll('.monaco-list-row').length,
          };
          const key = JSON.stringify(state);
          if (seen.get(view) === key) continue;
          seen.set(view, key);
          states.push({ ...state, at: performance.now() });
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'style'] });
    }, [ALL, OWNER]);

    const wb = session.workbench;
    await wb.openContainer(CONTAINER); // clicks as soon as the icon shows
    await wb.waitForDescription(ALL, new RegExp(`^${sample.names.length}$`));
    await wb.waitForDescription(OWNER, new RegExp(`^${sample.featured.count}$`));
    for (const view of [ALL, OWNER]) await wb.pane(view).locator('.monaco-list-row').first().waitFor({ timeout: UI_TIMEOUT_MS });
    const states = await page.evaluate(() => (window as unknown as { nnsViewStates: ViewState[] }).nnsViewStates);

    const timeline = states.map((s) => `${Math.round(s.at - states[0]!.at)} ms ${s.view}: ${s.rows} rows${s.message ? `, message "${s.message}"` : ''}${s.welcome ? `, welcome "${s.welcome}"` : ''}`).join('\n');
    for (const view of [ALL, OWNER]) {
      const ofView = states.filter((s) => s.view === view);
      // Else the click came after the extension had started, and this test saw nothing of the start.
      const starting = ofView.findIndex((s) => /Starting NNS Explorer/.test(s.welcome));
      assert.ok(starting >= 0, `${view} never said NNS Explorer is starting:\n${timeline}`);
      // VS Code may paint the view once before it has laid out the contributed welcome (a frame on a
      // loaded machine, its own doing): what matters is that the welcome replaces that message, long
      // before the extension starts, and that the message never comes back.
      const firstRows = ofView.findIndex((s) => s.rows > 0);
      assert.ok(firstRows < 0 || starting < firstRows, `${view} showed names before saying NNS Explorer is starting:\n${timeline}`);
      assert.ok(ofView.slice(0, starting).every((s) => s.rows === 0 && s.welcome === ''), `${view} before the starting welcome:\n${timeline}`);
      const flashes = ofView.slice(starting).filter((s) => NO_DATA_PROVIDER.test(s.message));
      assert.equal(flashes.length, 0, `${view} showed VS Code's "no data provider" message once it said NNS Explorer is starting:\n${timeline}`);
    }
    // Then each view shows rows, and the starting welcome is gone for good.
    for (const view of [ALL, OWNER]) {
      const last = states.filter((s) => s.view === view).at(-1);
      assert.ok(last && last.rows > 0 && last.welcome === '', `${view} ended without its rows:\n${timeline}`);
    }
    await session.shot('names after the first click');
  });
});
