#!/usr/bin/env -S node --import tsx
// `npm start`: the playground. Builds and packages the extension, starts a node (the devnet, or a real
// neo-go node) and code-server with the extension pointed at it, and prints the URL to open; Ctrl-C
// stops everything it started (and nothing else). Its options: scripts/lib/startOptions.mts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openWorkbench } from './lib/browser.mjs';
import { freePort, startCodeServer } from './lib/codeServer.mjs';
import { ensureAll } from './lib/install.mjs';
import { LaunchError } from './lib/launcher.mjs';
import { ARTIFACTS_DIR } from './lib/paths.mjs';
import { ensureNeoGo, seedChain, startFreshNode, startRealNode, type FreshNode, type NeoGoTools, type RealNode } from './lib/neoGo.mjs';
import { NETWORK_MAGIC, VALIDATOR_WALLET_PASSWORD } from './lib/neoGoConfig.mjs';
import {
  devnetFeaturedAccount, devnetWriteNotes, fundAccounts, neoGoWriteNotes, PLAYGROUND_CHAIN_FILE, playgroundChainFile, seededOwnerAccounts, writeModule, writePlaygroundChainFile,
  type PlaygroundAccount,
} from './lib/playgroundAccounts.mjs';
import { noNnsNotes, PLAYGROUND_NNS_FILES, writePlaygroundNnsFiles } from './lib/playgroundNns.mjs';
import { loadDevnet, packageExtension, portFree, repoPath } from './lib/playground.mjs';
import { addCleanup, messageOf, runCleanups, untilExitedUnexpectedly } from './lib/proc.mjs';
import { nodePresets, parseOptions, startUsage, UsageError, type Options } from './lib/startOptions.mjs';
import type { PlaygroundOwner, PlaygroundSample } from '../test/devnet/samplePlayground';

const started = Date.now();
const say = (line = '') => process.stdout.write(`${line && '[start] '}${line}\n`);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const fmt = (n: number) => n.toLocaleString('en-US');
const OUT = join(ARTIFACTS_DIR, 'playground');
/** The first line of PLAYGROUND.md: a file that starts otherwise is the user's, never overwritten. */
const PLAYGROUND_TITLE = '# NNS Explorer playground';

/** GAS each seeded owner of `--node neo-go` gets from the committee: fees and prices for a long while. */
const OWNER_GAS = 1000n;

/** code-server runs an extension in the browser's web-worker host when its kind is set to "web". */
const WEB_WORKER_SETTINGS = { 'remote.extensionKind': { 'nns-explorer.nns-explorer': ['web'] } };

let options: Options;
try {
  options = parseOptions(process.argv.slice(2), loadDevnet().PERSONALITIES, say);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  if (error.message) process.stderr.write(`npm start: ${error.message}\n\n`);
  process.stderr.write(`${startUsage()}\n`);
  process.exit(error.message ? 2 : 0);
}

try {
  await main(options);
} catch (error) {
  // An expected failure (a port in use…) is a LaunchError: its message says it all, no stack needed.
  process.stderr.write(`\n[start] FAILED: ${error instanceof LaunchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await runCleanups();
  process.exit(1);
}

async function main(opts: Options): Promise<void> {
  say(`NNS Explorer playground${opts.rpcUrl ? ` against ${opts.rpcUrl}` : ''}`);
  // Ports first: a taken one should fail now, not after a minute of setup.
  const port = await codeServerPort(opts.port);
  if (opts.devnetPort && !(await portFree(opts.devnetPort))) throw new LaunchError(`--devnet-port ${opts.devnetPort}: the port is in use`);
  // Registered first, so it runs last: after the servers are down (also on Ctrl-C).
  addCleanup(async () => say(`stopped everything it started (${seconds()} after the start)`));

  // Setup and packaging do not depend on each other: overlap them (a cold start is mostly setup).
  const packaging = packageExtension().then((vsix) => {
    say(`packaged the extension: ${repoPath(vsix)} (${seconds()})`);
    return vsix;
  });
  packaging.catch(() => {}); // reported by the await below, not as an unhandled rejection
  // Chromium only for --check: a person opens the URL in a browser of their own.
  await ensureAll({ browser: opts.check });
  const vsix = await packaging;

  let rpcUrl = opts.rpcUrl;
  let owner = opts.owner;
  let contractHash: string | undefined;
  let sample: PlaygroundSample | undefined;
  let realNode: RealNode | undefined;
  let freshNode: FreshNode | undefined;
  let tools: NeoGoTools | undefined;
  /** The workspace's accounts (their keys in the chain file written into it). */
  let accounts: PlaygroundAccount[] = [];
  let chainFile: string | undefined;
  const write = writeModule();
  if (opts.neoGo && opts.noNns) {
    tools = await ensureNeoGo({ log: say });
    // A deploy's test invocation costs its storage (a larger NNS build than neo-go's reaches 15 GAS): room for it.
    freshNode = await startFreshNode({ tools, rpc: { sessions: true, cors: opts.web, maxGasInvoke: 50 }, log: say });
    rpcUrl = freshNode.rpcUrl;
    say(`neo-go: a fresh chain without NNS on ${rpcUrl}; the committee ${freshNode.committee}`);
  } else if (opts.neoGo) {
    tools = await ensureNeoGo({ log: say });
    const chain = await seedChain(tools, { log: say });
    // Sessions on, as the devnet's default personality; cross-origin requests answered for --web.
    realNode = await startRealNode({ tools, chain, rpc: { sessions: true, cors: opts.web }, log: say });
    rpcUrl = realNode.rpcUrl;
    contractHash = realNode.contractHash;
    owner ??= realNode.owners[0]?.address;
    say(`neo-go: ${fmt(realNode.names.length)} names (.${realNode.seed.roots.join(', .')}), ${realNode.owners.length} owners, NNS contract ${contractHash}, on ${rpcUrl}`);
    // The owners' keys, as the seed derived them, and GAS to sign with: the names' writes work from the editor.
    accounts = seededOwnerAccounts(realNode.seed.seed, realNode.owners, write);
    await fundAccounts({ rpcUrl, contractHash, wallet: tools.wallet, password: VALIDATOR_WALLET_PASSWORD, accounts, gas: OWNER_GAS, write });
    chainFile = playgroundChainFile({ magic: NETWORK_MAGIC, rpcPort: portOf(rpcUrl), accounts, write });
    say(`neo-go: the committee sent ${fmt(Number(OWNER_GAS))} GAS to each of the ${accounts.length} owners (${seconds()})`);
  } else if (!rpcUrl) {
    const { startDevnet, playgroundSample, PLAYGROUND_MAGIC } = loadDevnet();
    // Expirations spread around today, and the chain's clock is today: "expires in 9 days" is true.
    const now = Date.now();
    // The featured owner's key is the workspace's: a write on its names reaches the devnet, which refuses it.
    const featured = devnetFeaturedAccount(write);
    sample = playgroundSample({ count: opts.count, seed: opts.seed, now, featuredOwner: featured.scriptHash });
    // The port of Select Node…'s neo-express preset, so that the editor's preset finds the playground.
    const { LOCAL_NODE_PORT } = nodePresets();
    const devnetPort = opts.devnetPort ?? ((await portFree(LOCAL_NODE_PORT)) ? LOCAL_NODE_PORT : 0);
    const devnet = await startDevnet({
      names: sample.names, personality: opts.personality, port: devnetPort, host: '127.0.0.1', blockTime: now, latencyMs: opts.latency,
      // A private chain's magic: the devnet is local, and never says it is MainNet.
      network: PLAYGROUND_MAGIC,
    });
    addCleanup(() => devnet.close());
    // Nobody reads the request log of a long-running playground: keep its memory flat.
    setInterval(() => devnet.clearRequests(), 60_000).unref();
    rpcUrl = devnet.url;
    owner ??= sample.names.length === 0 ? undefined : sample.featured.address;
    if (sample.names.length > 0) {
      accounts = [featured];
      chainFile = playgroundChainFile({ magic: PLAYGROUND_MAGIC, rpcPort: portOf(rpcUrl), accounts, write });
    }
    const tlds = Object.entries(sample.tlds).map(([tld, n]) => `.${tld} ${fmt(n)}`).join(', ');
    say(`devnet (${opts.personality}): ${fmt(sample.names.length)} names (${tlds || 'none'}), ${fmt(sample.owners.length)} owners, `
      + `${fmt(sample.expired)} expired, on ${rpcUrl}${opts.latency ? `, answering ${opts.latency} ms late` : ''}`);
  }

  mkdirSync(OUT, { recursive: true });
  const logFile = join(OUT, 'code-server.log');
  writeFileSync(logFile, ''); // this run's log only
  const settings = { 'nns.rpcUrl': rpcUrl, ...(contractHash ? { 'nns.contractHash': contractHash } : {}), ...(owner ? { 'nns.owner': owner } : {}) };
  if (opts.workspace) mkdirSync(opts.workspace, { recursive: true });
  const server = await startCodeServer({
    port, vsix, logFile,
    // User and workspace settings both point at the node, so the views work whichever scope wins. A
    // folder of the user's (--workspace) keeps its own settings: the user settings carry ours.
    userSettings: {
      ...(opts.workspace ? settings : { 'nns.rpcUrl': rpcUrl, ...(contractHash ? { 'nns.contractHash': contractHash } : {}) }),
      ...(opts.web ? WEB_WORKER_SETTINGS : {}),
    },
    ...(opts.workspace ? { workspace: opts.workspace } : { workspaceSettings: settings }),
  });
  if (opts.web) {
    say('web build: the extension runs in the browser (web-worker extension host), every request to the node is cross-origin'
      + `${sample && opts.personality.startsWith('neo-go') ? '; this neo-go devnet refuses those, as neo-go does by default (the views say so)' : ''}`);
  }
  if (tools && (freshNode || realNode)) {
    // The committee's wallet with both; the contract's files only where NNS is to be set up.
    const { written, kept } = writePlaygroundNnsFiles(server.workspace, tools, freshNode ? ['nef', 'manifest', 'wallet'] : ['wallet']);
    if (written.length) say(`the workspace got ${written.join(', ')}${freshNode ? ' (for Set Up NNS on This Chain…)' : ' (the committee, for Add Root… and Set Price…)'}`);
    if (kept.length) say(`kept the workspace's own ${kept.join(', ')} (not overwritten)`);
  }
  if (chainFile !== undefined) {
    const whose = accounts.length === 1 ? `the key of ${accounts[0]?.address}` : `the keys of the ${accounts.length} owners`;
    say(writePlaygroundChainFile(server.workspace, chainFile)
      ? `the workspace got ${PLAYGROUND_CHAIN_FILE}: ${whose}`
      : `kept the workspace's own ${PLAYGROUND_CHAIN_FILE} (not overwritten): it does not hold ${whose}`);
  }
  const notes = join(server.workspace, 'PLAYGROUND.md');
  writePlaygroundNotes(notes, playgroundNotes({ rpcUrl, owner, sample, realNode, freshNode, accounts, opts }));
  const url = workbenchUrl(server.url, server.workspace, notes);

  say(`code-server on ${server.url} (pid ${server.pid}, log ${repoPath(logFile)})`);
  say(opts.workspace
    ? `Workspace ${server.workspace}: yours, kept after Ctrl-C.`
    : `Workspace ${server.workspace}: temporary. Ctrl-C deletes it with everything saved in it (exports too); --workspace DIR keeps one.`);
  say();
  say(`Open  ${url}`);
  say();
  say('Click the Neo Name Service icon in the activity bar: All Domains and Owner Domains.');
  if (owner) say(`nns.owner is ${owner}${sample ? ` (${fmt(sample.featured.count)} names)` : ''}.`);
  if (freshNode) say('No NNS contract yet: run "Neo Name Service: Set Up NNS on This Chain…" (F1); PLAYGROUND.md in the workspace says how.');
  if (realNode) say(`The owners' keys are in the workspace (${PLAYGROUND_CHAIN_FILE}, with ${fmt(Number(OWNER_GAS))} GAS each): Register Name…, Renew, Set Record… and Transfer… sign on this node.`);
  if (sample) {
    say('This node (the devnet) takes no transactions: Register Name…, Renew, Set Record… stop at the node, which says so.');
    say('To sign and send: npm start -- --node neo-go (names owned by the workspace\'s accounts), or npm start -- --node neo-go --no-nns (set up NNS yourself).');
  }
  if (realNode) {
    say('Other owners to try with "Neo Name Service: Look Up Domains of Owner…" (F1):');
    for (const o of realNode.owners.slice(1)) say(`  ${o.address}  ${fmt(realNode.names.filter((n) => n.owner === o.address).length)} names`);
    say(`Neo Name Service: Resolve Name…: ${realNode.seed.resolve.chain} (a CNAME chain, pick A), ${realNode.seed.resolve.name} (pick Neo Address)`);
  }
  if (sample && sample.owners.length > 1) {
    say('Other owners to try with "Neo Name Service: Look Up Domains of Owner…" (F1):');
    for (const o of pickOwners(sample.owners, sample.featured.scriptHash)) say(`  ${o.address}  ${fmt(o.count)} name${o.count === 1 ? '' : 's'}, ${fmt(o.expired)} expired`);
  }
  say(`Ready in ${seconds()}.${opts.check ? '' : ' Ctrl-C stops everything.'}`);

  if (opts.check) {
    const ok = await checkEditor(url, { ownerSet: Boolean(owner) });
    await runCleanups();
    process.exit(ok ? 0 : 1);
  }

  // Runs until Ctrl-C (proc.mts stops everything registered, then exits) or until code-server dies on
  // its own: a code-server that Ctrl-C is stopping is no crash, and the exit waits for the clean-up.
  await untilExitedUnexpectedly(() => server.running);
  process.stderr.write(`[start] code-server exited unexpectedly; the end of its log:\n${readFileSync(logFile, 'utf8').slice(-3000)}\n`);
  await runCleanups();
  process.exit(1);
}

/** The port of a node's URL. */
function portOf(url: string): number {
  return Number(new URL(url).port);
}

/**
 * The URL to open: the workspace, and PLAYGROUND.md opened in it (the workbench's `openFile` payload,
 * a file of the server's). Slashes and colons unencoded: easier to read and to copy.
 */
function workbenchUrl(server: string, workspace: string, file: string): string {
  const readable = (text: string) => encodeURIComponent(text).replace(/%2F/g, '/').replace(/%3A/g, ':');
  const payload = JSON.stringify([['openFile', `vscode-remote://${new URL(server).host}${file}`]]);
  return `${server}/?folder=${readable(workspace)}&payload=${readable(payload)}`;
}

/** The port asked for (it must be free), else 8080 when free, else any free port. */
async function codeServerPort(asked: number | undefined): Promise<number> {
  if (asked !== undefined) {
    if (!(await portFree(asked))) throw new LaunchError(`--port ${asked}: the port is in use; choose another or leave --port out`);
    return asked;
  }
  if (await portFree(8080)) return 8080;
  const port = await freePort();
  say(`port 8080 is in use: code-server takes ${port} instead`);
  return port;
}

/** A few owners across the range: the largest, some middle ones, the smallest. */
function pickOwners(owners: readonly PlaygroundOwner[], featured: string): PlaygroundOwner[] {
  const others = owners.filter((o) => o.count > 0 && o.scriptHash !== featured);
  const picks = [others[0], others[Math.floor(others.length / 4)], others[Math.floor(others.length / 2)], others.at(-1)];
  return [...new Set(picks.filter((pick): pick is PlaygroundOwner => pick !== undefined))];
}

/** --check: what a person would do first. Screenshot in artifacts/playground/check.png. */
async function checkEditor(url: string, { ownerSet }: { ownerSet: boolean }): Promise<boolean> {
  const browser = await launchBrowser();
  const { page } = browser;
  const shot = join(OUT, 'check.png');
  try {
    await openWorkbench(page, url);
    await page.locator('.activitybar a.action-label[aria-label^="Neo Name Service"]').click({ timeout: 60_000 });
    const header = (title: string) => page.locator('.pane-header', { has: page.locator('h3.title', { hasText: title }) }).locator('.description');
    // A count (`3,000`; when partial `1,622 of 3,000`, or `1,000+`) or a failure: not `loading…`, `1,200…`.
    const settledText = /^[\d,]+(\+| of [\d,]+)?$|failed/;
    for (const title of ['All Domains', 'Owner Domains']) {
      // Without an owner the view shows its "Set Owner…" welcome instead of names.
      if (title === 'Owner Domains' && !ownerSet) continue;
      await header(title).filter({ hasText: settledText }).waitFor({ timeout: 90_000 });
      say(`check: ${title}: ${await header(title).innerText()}`);
    }
    // PLAYGROUND.md is opened with the workspace (the URL's payload).
    await page.locator('.tabs-container .tab', { hasText: 'PLAYGROUND.md' }).waitFor({ timeout: 30_000 });
    say('check: PLAYGROUND.md is open');
    await page.screenshot({ path: shot });
    say(`check: the editor works (${seconds()} after the start); screenshot ${repoPath(shot)}`);
    return true;
  } catch (error) {
    await page.screenshot({ path: shot }).catch(() => {});
    process.stderr.write(`[start] check FAILED: ${messageOf(error)}; screenshot ${repoPath(shot)}\n`);
    return false;
  } finally {
    await browser.close();
  }
}

/** PLAYGROUND.md: written anew in the playground's own folder, never over a file of the user's. */
function writePlaygroundNotes(file: string, text: string): void {
  if (existsSync(file) && !readFileSync(file, 'utf8').startsWith(PLAYGROUND_TITLE)) return;
  writeFileSync(file, text);
}

function playgroundNotes({ rpcUrl, owner, sample, realNode, freshNode, accounts, opts }: {
  rpcUrl: string; owner: string | undefined; sample: PlaygroundSample | undefined; realNode: RealNode | undefined; freshNode: FreshNode | undefined;
  accounts: readonly PlaygroundAccount[]; opts: Options;
}): string {
  const lines = [
    PLAYGROUND_TITLE,
    '',
    opts.workspace
      ? 'Started by `npm start -- --workspace`: this folder stays after Ctrl-C.'
      : 'Started by `npm start`: this folder is temporary. Ctrl-C deletes it with everything saved in it (exports too); `npm start -- --workspace DIR` keeps one.',
    '',
    `- Node: ${rpcUrl}${sample ? ` (the devnet, personality \`${opts.personality}\`${opts.latency ? `, ${opts.latency} ms latency` : ''}: a private chain that takes no transactions)` : ''}`
      + `${realNode ? ` (a real neo-go v0.122.0 node, sessions on; NNS contract ${realNode.contractHash})` : ''}`
      + `${freshNode ? ' (a real neo-go v0.122.0 node, sessions on)' : ''}`,
    `- \`nns.owner\`: ${owner ?? '(none)'}`,
    ...(opts.web ? ['- The web build, in the browser\'s web-worker extension host (user setting `remote.extensionKind`)'] : []),
  ];
  if (freshNode) lines.push(...noNnsNotes({ committee: freshNode.committee }));
  if (realNode) {
    const { resolve } = realNode.seed;
    lines.push(
      `- ${fmt(realNode.names.length)} names, registered a year ahead by the chain's clock (none expired)`,
      '',
      ...neoGoWriteNotes({ accounts, names: realNode.names, gas: OWNER_GAS, committeeWallet: PLAYGROUND_NNS_FILES.wallet, password: VALIDATOR_WALLET_PASSWORD }),
      '',
      '## Names to try',
      '',
      'Look up the owners above with **Neo Name Service: Look Up Domains of Owner…**.',
      '',
      'Hover these names, or use **Neo Name Service: Resolve Name…**:',
      '',
      `- ${resolve.name}: A, AAAA, and a Neo address by NEP-18 (pick **Neo Address**)`,
      `- ${resolve.chain}: a CNAME to ${resolve.www}, itself a CNAME to ${resolve.name} (pick **A**: the chain is shown)`,
      `- ${resolve.far}: one CNAME more than the contract follows`,
      `- ${realNode.seed.admins[0]?.name ?? ''}: a name with an admin`,
    );
  }
  if (sample) {
    lines.push(
      `- ${fmt(sample.names.length)} names: ${Object.entries(sample.tlds).map(([t, n]) => `.${t} ${fmt(n)}`).join(', ')}; `
        + `${fmt(sample.expired)} expired`,
      '',
      ...devnetWriteNotes({ featured: accounts[0] }),
      '',
      '## Names to try',
      '',
      'Owners (for **Neo Name Service: Look Up Domains of Owner…**):',
      '',
      '| address | names | expired |',
      '| --- | ---: | ---: |',
      ...sample.owners.map((o) => `| ${o.address} | ${fmt(o.count)} | ${fmt(o.expired)} |`),
    );
    if (sample.resolvable) {
      const { address, chain } = sample.resolvable;
      lines.push(
        '',
        'Hover an address above, or these names, to see what the node knows of them. **Neo Name Service: Resolve Name…**:',
        '',
        `- ${address}: an A record, and a Neo address by NEP-18 (pick **Neo Address**)`,
        `- ${chain}: a CNAME to www.${address}, itself a CNAME to ${address} (pick **A**: the chain is shown)`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
