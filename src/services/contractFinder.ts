// Looks for the NNS contract on a node whose configured contract is missing (once per node until
// Refresh), or checks the known TestNet contracts on a TestNet node; the views' failure rows offer what
// it found. It only reads the node: the setting changes when the user picks the row.
import * as vscode from 'vscode';
import { checkTestnetNameServices, findNameService, normalizeRpcUrl, type NameServiceSearch, type NodeKnowledge } from '../core';
import type { ContractSearchState } from '../model/view/contractSearchText';
import { redactUrl, singleLine } from '../model/text/untrustedText';
import type { RequestLog } from './requestLog';

export class ContractFinder implements vscode.Disposable {
  private readonly states = new Map<string, ContractSearchState>();
  private readonly controllers = new Set<AbortController>();
  private readonly changed = new vscode.EventEmitter<void>();
  /** A search settled. */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly log: Pick<RequestLog, 'note' | 'onRequest'>,
    private readonly knowledge: NodeKnowledge,
    private readonly search: typeof findNameService = findNameService,
    private readonly checkTestnet: typeof checkTestnetNameServices = checkTestnetNameServices,
  ) {}

  /** Where the search on the node at `rpcUrl` stands; the first ask starts it. */
  stateOf(rpcUrl: string): ContractSearchState {
    const key = keyOf(rpcUrl);
    const known = this.states.get(key);
    if (known) return known;
    const searching: ContractSearchState = { kind: 'searching' };
    this.states.set(key, searching);
    void this.run(key, rpcUrl);
    return searching;
  }

  /** Forgets every result (Refresh): the next ask searches anew; searches in flight are cancelled. */
  clear(): void {
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    this.states.clear();
  }

  private async run(key: string, rpcUrl: string): Promise<void> {
    const controller = new AbortController();
    this.controllers.add(controller);
    let state: ContractSearchState;
    try {
      const options = { signal: controller.signal, onRequest: this.log.onRequest, knowledge: this.knowledge };
      const result = await this.search(rpcUrl, options);
      state = result;
      this.log.note(`Looking for the NNS contract on ${redactUrl(rpcUrl)}: ${describe(result)}`);
      if (result.kind === 'publicNetwork' && result.network === 'TestNet') {
        const check = await this.checkTestnet(rpcUrl, options);
        state = { kind: 'testnet', check };
        this.log.note(`The known TestNet NNS contracts on ${redactUrl(rpcUrl)}: ${check.kind === 'testnet' ? check.contracts.map((contract) => `${contract.known.hash} ${contract.kind}`).join(', ') : `not TestNet (magic ${check.magic})`}.`);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      state = { kind: 'failed', reason };
      this.log.note(`Looking for the NNS contract on ${redactUrl(rpcUrl)} failed: ${singleLine(reason, 400)}`);
    } finally {
      this.controllers.delete(controller);
    }
    // Cleared meanwhile: a newer search answers.
    if (this.states.get(key)?.kind !== 'searching') return;
    this.states.set(key, state);
    this.changed.fire();
  }

  dispose(): void {
    this.clear();
    this.changed.dispose();
  }
}

function keyOf(rpcUrl: string): string {
  try {
    return normalizeRpcUrl(rpcUrl);
  } catch {
    return rpcUrl;
  }
}

function describe(result: NameServiceSearch): string {
  switch (result.kind) {
    case 'publicNetwork':
      return `${result.network}, not searched: its NNS contract is ${result.hash}.`;
    case 'none':
      return `none among ${result.contracts} contracts${result.complete ? '' : ' (the search stopped there)'}.`;
    case 'found':
      return `${result.found.map((contract) => `${singleLine(contract.name, 60)} ${contract.hash} (id ${contract.id})`).join(', ')} among ${result.contracts} contracts.`;
  }
}
