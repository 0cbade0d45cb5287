// The "NNS Explorer" log (a LogOutputChannel: its level is chosen in the Output view). Info: one line
// per list loaded (route, pages, requests, time, GAS) and each failure; debug: loads started, details
// batches, failed requests; trace: every request.
import * as vscode from 'vscode';
import type { DomainDetails, DomainList, RequestEvent } from '../core';
import { detailsBatchLines, detailsLoadLine } from '../model/details/detailsBatchLines';
import { LOG_CHANNEL_NAME } from '../model/ids';
import { listingLogLine } from '../model/text/listingLogLine';
import { RoundTrips } from '../model/chains/roundTrips';
import { redactUrl, singleLine } from '../model/text/untrustedText';

export class RequestLog implements vscode.Disposable {
  readonly channel: vscode.LogOutputChannel;
  /** How long the node took to answer lately, for estimates. */
  private readonly roundTrips = new RoundTrips();

  constructor() {
    this.channel = vscode.window.createOutputChannel(LOG_CHANNEL_NAME, { log: true });
  }

  /** For the core's `onRequest`. */
  readonly onRequest = (event: RequestEvent): void => {
    const detail = event.detail ? ` ${singleLine(event.detail, 300)}` : '';
    const line = `${event.method} ${Math.round(event.durationMs)} ms ${event.outcome}${detail}`;
    if (event.outcome === 'ok') this.roundTrips.record(event.durationMs);
    if (event.outcome === 'ok') this.channel.trace(line);
    else this.channel.debug(line);
  };

  loadStarted(list: string, operation: string, rpcUrl: string): void {
    this.channel.debug(`${list}: ${operation} from ${redactUrl(rpcUrl)}`);
  }

  loadFinished(list: string, result: DomainList, durationMs: number, pages: number, rpcUrl: string): void {
    this.channel.info(listingLogLine(list, result, durationMs, pages, rpcUrl));
  }

  failed(view: string, summary: string, detail: string): void {
    this.channel.error(`${view}: ${summary}`);
    if (detail && detail !== summary) this.channel.debug(`${view}: ${singleLine(detail, 2000)}`);
  }

  detailsStarted(requester: string, count: number, rpcUrl: string): void {
    this.channel.debug(`${requester}: details of ${count} ${count === 1 ? 'name' : 'names'} from ${redactUrl(rpcUrl)}`);
  }

  /** One batch of `getDomainDetails`: counts by state, and each failed name with its reason. */
  detailsBatch(requester: string, batch: readonly DomainDetails[], elapsedMs: number): void {
    const lines = detailsBatchLines(requester, batch, elapsedMs);
    this.channel.debug(lines.summary);
    for (const line of lines.failures) this.channel.debug(line);
  }

  /**
   * A whole details load: a warning when names failed unexpectedly (their rows say so too), else a
   * debug line; `anyName`: see `detailsLoadLine`.
   */
  detailsFinished(requester: string, all: readonly DomainDetails[], elapsedMs: number, anyName = false): void {
    const line = detailsLoadLine(requester, all, elapsedMs, anyName);
    if (line.warn) this.channel.warn(line.text);
    else this.channel.debug(line.text);
  }

  /** The median of the latest requests' durations; undefined before any answered. */
  roundTripMs(): number | undefined {
    return this.roundTrips.typicalMs();
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
