// Shared by the integration suites: the test build's API, settings, waiting, devnets.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { NnsExplorerTestingApi, OwnerSnapshot, RenderedRow, ViewSnapshot } from './testBuild/api';
import type { ViewId } from '../../src/model/ids';
import { startDevnet, type Devnet, type DevnetOptions } from '../devnet';

export const EXTENSION_ID = 'nns-explorer.nns-explorer';
export const ALL: ViewId = 'nns.allDomains';
export const OWNER: ViewId = 'nns.ownerDomains';
export const SAMPLE_ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';

export async function api(): Promise<NnsExplorerTestingApi> {
  const extension = vscode.extensions.getExtension<{ testing: NnsExplorerTestingApi }>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed`);
  const exports = await extension.activate();
  return exports.testing;
}

type NnsSetting = 'rpcUrl' | 'contractHash' | 'owner' | 'expiryWarningDays';

/** Writes workspace settings one after the other; `undefined` removes a value. */
export async function setSettings(values: Partial<Record<NnsSetting, string | number | undefined>>): Promise<void> {
  const config = vscode.workspace.getConfiguration('nns');
  for (const [key, value] of Object.entries(values)) {
    await config.update(key, value, vscode.ConfigurationTarget.Workspace);
  }
}

export async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Like waitFor, for work whose length depends on the machine: the time counts from the last sign of
 * progress (`progress()` gave another value, e.g. the node received another request), so a busy
 * machine is waited for and a stuck one still fails.
 */
export async function waitWhileProgressing<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, progress: () => unknown, idleMs = 30_000): Promise<T> {
  let last = progress();
  let deadline = Date.now() + idleMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    const now = progress();
    if (now !== last) {
      last = now;
      deadline = Date.now() + idleMs;
    }
    if (Date.now() > deadline) throw new Error(`waited ${idleMs} ms without progress for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The markdown of every hover VS Code collects at `position`, once none says "loading…": a hover shown
 * before the node answered says so, its lookups go on, and the next hover finds their answers (as when
 * a person moves the pointer off and back). `node`: its requests are the progress waited on.
 */
export async function settledHovers(uri: vscode.Uri, position: vscode.Position, node: Pick<Devnet, 'requests'>): Promise<vscode.Hover[]> {
  return waitWhileProgressing('a hover without "loading…"', async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
    return hoverMarkdown(hovers).includes('loading…') ? undefined : hovers;
  }, () => node.requests.length);
}

/** The markdown of hovers, joined. */
export function hoverMarkdown(hovers: readonly vscode.Hover[]): string {
  return hovers.flatMap((hover) => hover.contents.map((content) => (typeof content === 'string' ? content : content.value))).join('\n');
}

/** Waits until the view settled in a state that satisfies `accept`. */
export async function waitForView(testing: NnsExplorerTestingApi, view: ViewId, accept: (snapshot: ViewSnapshot) => boolean, what: string, timeoutMs = 30_000): Promise<ViewSnapshot> {
  let last: ViewSnapshot | undefined;
  try {
    return await waitFor(what, () => {
      last = testing.snapshot(view);
      // Settled: not loading, and the count and message shown are those of the rows.
      return last.state !== 'loading' && !last.textsPending && accept(last) ? last : undefined;
    }, timeoutMs);
  } catch (error) {
    const { names, ...rest } = last ?? { names: [] };
    throw new Error(`${(error as Error).message}; last ${view}: ${JSON.stringify({ ...rest, names: names.length })}`);
  }
}

/** Waits until Owner Domains shows `address` with its list settled in a state that satisfies `accept`. */
export async function waitForOwner(testing: NnsExplorerTestingApi, address: string, accept: (owner: OwnerSnapshot) => boolean, what: string): Promise<OwnerSnapshot> {
  const view = await waitForView(testing, OWNER, (s) => {
    const owner = s.owners.find((o) => o.address === address);
    return owner !== undefined && owner.state !== 'loading' && accept(owner);
  }, what);
  const owner = view.owners.find((o) => o.address === address);
  assert.ok(owner);
  return owner;
}

/** Opens the NNS container so both views are visible (views load only when visible). */
export async function showViews(): Promise<void> {
  await vscode.commands.executeCommand(`${ALL}.focus`);
  await vscode.commands.executeCommand(`${OWNER}.focus`);
}

export function sortedNames(records: ReadonlyArray<{ name: string | Uint8Array }>): string[] {
  return records.map((r) => (typeof r.name === 'string' ? r.name : new TextDecoder().decode(r.name))).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export function leaves(rows: readonly RenderedRow[]): RenderedRow[] {
  return rows.flatMap((row) => (row.kind === 'domain' ? [row] : leaves(row.children)));
}

export function maxChildren(rows: readonly RenderedRow[], root = true): number {
  let max = root ? 0 : rows.length;
  for (const row of rows) max = Math.max(max, row.children.length, maxChildren(row.children, false));
  return max;
}

/** The first row of `view` (walked as VS Code does) that satisfies `accept`, once it is there. */
export async function waitForRow(testing: NnsExplorerTestingApi, view: ViewId, accept: (row: RenderedRow) => boolean, timeoutMs = 30_000): Promise<RenderedRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await testing.render(view)).find(accept);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for a row; the message is ${String(testing.snapshot(view).message)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const devnets: Devnet[] = [];

/** A devnet that is closed after the run (see `closeDevnets`). */
export async function devnet(options: DevnetOptions): Promise<Devnet> {
  const node = await startDevnet(options);
  devnets.push(node);
  return node;
}

export async function closeDevnets(): Promise<void> {
  await Promise.all(devnets.splice(0).map((node) => node.close()));
}
