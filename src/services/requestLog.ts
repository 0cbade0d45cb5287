// The "NNS Explorer" log: one line per RPC request (method, duration, outcome) and per load.
import * as vscode from 'vscode';
import type { DomainDetails, DomainList, RequestEvent } from '../core';
import { detailsBatchLines } from '../model/detailsBatchLines';
import { LOG_CHANNEL_NAME } from '../model/ids';
import { redactUrl, singleLine } from '../model/untrustedText';

export class RequestLog implements vscode.Disposable {
  readonly channel: vscode.LogOutputChannel;

  constructor() {
    this.channel = vscode.window.createOutputChannel(LOG_CHANNEL_NAME, { log: true });
  }

  /** For the core's `onRequest`. */
  readonly onRequest = (event: RequestEvent): void => {
    const detail = event.detail ? ` ${singleLine(event.detail, 300)}` : '';
    const line = `${event.method} ${Math.round(event.durationMs)} ms ${event.outcome}${detail}`;
    if (event.outcome === 'ok') this.channel.info(line);
    else this.channel.warn(line);
  };

  loadStarted(view: string, operation: string, rpcUrl: string): void {
    this.channel.info(`${view}: ${operation} from ${redactUrl(rpcUrl)}`);
  }

  loadFinished(view: string, list: DomainList, durationMs: number): void {
    const partial = list.complete ? '' : `, partial: ${singleLine(list.incompleteReason ?? 'unknown reason', 300)}`;
    this.channel.info(
      `${view}: ${list.names.length} names in ${Math.round(durationMs)} ms via ${list.strategy}, ${list.requests} requests, ` +
        `${list.gasConsumed} datoshi GAS${list.invalidUtf8.length ? `, ${list.invalidUtf8.length} not valid UTF-8` : ''}${partial}`,
    );
  }

  failed(view: string, summary: string, detail: string): void {
    this.channel.error(`${view}: ${summary}`);
    if (detail && detail !== summary) this.channel.debug(`${view}: ${singleLine(detail, 2000)}`);
  }

  detailsStarted(requester: string, count: number, rpcUrl: string): void {
    this.channel.info(`${requester}: details of ${count} ${count === 1 ? 'name' : 'names'} from ${redactUrl(rpcUrl)}`);
  }

  /** One batch of `getDomainDetails`: counts by state, and each failed name with its reason. */
  detailsBatch(requester: string, batch: readonly DomainDetails[], elapsedMs: number): void {
    const lines = detailsBatchLines(requester, batch, elapsedMs);
    this.channel.info(lines.summary);
    for (const line of lines.failures) this.channel.warn(line);
  }

  note(message: string): void {
    this.channel.info(message);
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}
