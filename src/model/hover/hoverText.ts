// The Markdown of the hovers on addresses, script hashes and NNS names, built from what is known so
// far. Chain strings and node replies are code spans or escaped text (markdownText.ts); the only links
// are the command links built here, with arguments the extension decoded or checked itself.
import type { AddressVersion, DomainDetails, DomainRecordEntry, IteratorPreview, NameAvailability, Owner } from '../../core';
import { detailsFailure, expirationLine } from '../details/detailsTooltip';
import { expiringTooltipLine } from '../details/expiryMarks';
import { CommandIds } from '../ids';
import type { KnownContract } from './knownContracts';
import type { Localizer } from '../text/localizer';
import { commandLink, fillMarkdown, markdownCode, markdownText, SLOTS } from './markdownText';
import { nep18Address } from '../names/nep18';
import { unregisteredText } from '../details/unregisteredText';

/** A value the hover asked the node for. */
export type Loadable<T> =
  | { readonly state: 'loaded'; readonly value: T }
  /** Still on its way when the hover had to be shown. */
  | { readonly state: 'loading' }
  /** `summary`: the failure in one line (untrusted: it may quote the node). */
  | { readonly state: 'failed'; readonly summary: string };

/** Markdown and the commands its links run (the only ones the hover trusts). */
export interface HoverMarkdown {
  readonly markdown: string;
  readonly commands: readonly string[];
}

export interface AccountHoverInput {
  readonly owner: Owner;
  /** How the file wrote it. */
  readonly form: 'address' | 'scriptHash';
  readonly contract?: KnownContract;
  /** How many NNS names it holds; undefined for a known contract (not asked). */
  readonly nameCount?: Loadable<number>;
  /** The workspace wallets that hold it (wallet name and account label, from the files: untrusted). */
  readonly wallets?: ReadonlyArray<{ readonly wallet: string; readonly label: string }>;
}

export interface NameHoverInput {
  readonly name: string;
  readonly details: Loadable<DomainDetails>;
  readonly records: Loadable<IteratorPreview<DomainRecordEntry>>;
  /** Asked when the details failed with a FAULT: a name the contract does not hold fails that way. */
  readonly availability?: NameAvailability;
  readonly now: number;
  readonly warningDays: number;
  /** The node asked, for failure texts. */
  readonly rpcUrl?: string;
  /** The node's address version, for NEP-18 addresses in TXT records (53 where not given). */
  readonly addressVersion?: AddressVersion;
}

/** Records listed in a hover; the details document has them all. */
export const HOVER_RECORDS = 8;

const paragraphs = (lines: readonly string[]) => lines.filter((line) => line !== '').join('\n\n');

class Links {
  private readonly used = new Set<string>();
  private readonly parts: string[] = [];
  add(title: string, command: string, args: readonly string[], tooltip?: string): this {
    this.used.add(command);
    this.parts.push(commandLink(title, command, args, tooltip));
    return this;
  }
  get line(): string {
    return this.parts.join(' · ');
  }
  get commands(): string[] {
    return [...this.used];
  }
}

/** Our own words in bold. */
const bold = (text: string) => `**${markdownText(text)}**`;

function loadingLine(l10n: Localizer): string {
  return `*${markdownText(l10n.t('loading…'))}*`;
}

export function accountHover(input: AccountHoverInput, l10n: Localizer): HoverMarkdown {
  const { owner, contract } = input;
  const links = new Links();
  const lines: string[] = [];
  if (contract) {
    lines.push(contract.kind === 'nns'
      ? fillMarkdown(l10n.t('{0}: the contract of nns.contractHash', SLOTS[0]), bold(l10n.t('The NNS contract')))
      : fillMarkdown(l10n.t('{0}, a native contract of Neo N3', SLOTS[0]), bold(contract.name)));
  } else {
    lines.push(bold(input.form === 'address' ? l10n.t('N3 address') : l10n.t('Script hash')));
  }
  lines.push(input.form === 'address'
    ? fillMarkdown(l10n.t('Script hash {0}', SLOTS[0]), markdownCode(owner.scriptHash))
    : fillMarkdown(l10n.t('Address {0}', SLOTS[0]), markdownCode(owner.address)));
  const wallets = (input.wallets ?? []).map(({ wallet, label }) => (label ? `${wallet} · ${label}` : wallet));
  if (wallets.length > 0) lines.push(fillMarkdown(l10n.t('In the workspace: {0}', SLOTS[0]), [...new Set(wallets)].slice(0, 3).map((text) => markdownText(text, 120)).join(', ')));
  const count = input.nameCount;
  if (count) lines.push(nameCountLine(count, l10n));
  if (!contract) links.add(l10n.t('Show in Owner Domains'), CommandIds.lookUpOwner, [owner.address], l10n.t('List the NNS names of this account'));
  links.add(l10n.t('Copy Script Hash'), CommandIds.copyScriptHash, [owner.scriptHash]);
  return { markdown: paragraphs([...lines, links.line]), commands: links.commands };
}

function nameCountLine(count: Loadable<number>, l10n: Localizer): string {
  switch (count.state) {
    case 'loading':
      return fillMarkdown(l10n.t('NNS names: {0}', SLOTS[0]), loadingLine(l10n));
    case 'failed':
      return markdownText(l10n.t('NNS names could not be counted: {0}', count.summary));
    case 'loaded':
      return fillMarkdown(l10n.t('Holds {0} NNS names (expired ones included)', SLOTS[0]), bold(l10n.count(count.value)));
  }
}

export function nameHover(input: NameHoverInput, l10n: Localizer): HoverMarkdown {
  const { name, details } = input;
  const links = new Links();
  const title = markdownCode(name);
  const lines: string[] = [];
  // An expired name resolves nothing (the contract says "expired" for every record): no Resolve….
  const registered = (expired = false) => {
    links.add(l10n.t('Show Domain Details'), CommandIds.showDomainDetails, [name]);
    if (!expired) links.add(l10n.t('Resolve…'), CommandIds.resolveName, [name], l10n.t('Resolve a record of this name'));
  };
  switch (details.state) {
    case 'loading':
      lines.push(fillMarkdown(l10n.t('{0} · NNS domain', SLOTS[0]), title), loadingLine(l10n));
      registered();
      break;
    case 'failed':
      lines.push(fillMarkdown(l10n.t('{0} · NNS domain', SLOTS[0]), title), markdownText(l10n.t('Details could not be loaded: {0}', details.summary)));
      break;
    case 'loaded': {
      // The details failed and isAvailable told why: the words of the details document.
      if (input.availability && details.value.state === 'error') {
        const unregistered = unregisteredText(name, input.availability, l10n);
        lines.push(fillMarkdown(`${SLOTS[0]} · ${unregistered.state}`, title), markdownText(unregistered.explanation));
        break;
      }
      lines.push(...loadedLines(input, details.value, title, l10n));
      registered(details.value.state === 'expired');
      break;
    }
  }
  return { markdown: paragraphs([...lines, links.line]), commands: links.commands };
}

function loadedLines(input: NameHoverInput, details: DomainDetails, title: string, l10n: Localizer): string[] {
  const owner = (label: string, who: Owner) => fillMarkdown(label, markdownCode(who.address), markdownCode(who.scriptHash));
  switch (details.state) {
    case 'error':
      return [
        fillMarkdown(l10n.t('{0} · NNS domain', SLOTS[0]), title),
        markdownText(l10n.t('Details could not be loaded: {0}', detailsFailure(details, input.rpcUrl, l10n))),
      ];
    case 'expired': {
      // The contract refuses details of an expired name; what another route learned is shown.
      const lines = [fillMarkdown(l10n.t('{0} · NNS domain, {1}', SLOTS[0], SLOTS[1]), title, bold(l10n.t('expired')))];
      if (details.expiration !== undefined) lines.push(markdownText(expirationLine(details.expiration, input.now, l10n)));
      if (details.owner) lines.push(owner(l10n.t('Last owner {0} ({1})', SLOTS[0], SLOTS[1]), details.owner));
      lines.push(markdownText(l10n.t('The contract no longer reveals its owner, admin or records; anyone may register it again.')));
      return lines;
    }
    case 'active': {
      const lines = [fillMarkdown(l10n.t('{0} · NNS domain', SLOTS[0]), title)];
      if (details.expiration !== undefined) {
        lines.push(markdownText(expirationLine(details.expiration, input.now, l10n)));
        const warning = expiringTooltipLine(details, input.now, input.warningDays, l10n);
        if (warning) lines.push(bold(warning));
      }
      if (details.owner) lines.push(owner(l10n.t('Owner {0} ({1})', SLOTS[0], SLOTS[1]), details.owner));
      if (details.admin !== undefined) lines.push(details.admin ? owner(l10n.t('Admin {0} ({1})', SLOTS[0], SLOTS[1]), details.admin) : markdownText(l10n.t('No admin')));
      lines.push(recordsText(input.name, input.records, l10n, input.addressVersion));
      return lines;
    }
  }
}

function recordsText(name: string, records: Loadable<IteratorPreview<DomainRecordEntry>>, l10n: Localizer, addressVersion: AddressVersion | undefined): string {
  switch (records.state) {
    case 'loading':
      return fillMarkdown(l10n.t('Records: {0}', SLOTS[0]), loadingLine(l10n));
    case 'failed':
      return markdownText(l10n.t('Records could not be loaded: {0}', records.summary));
    case 'loaded': {
      const { items, more } = records.value;
      if (items.length === 0) return markdownText(l10n.t('No records'));
      const rows = items.map((record) => `- ${recordLine(name, record, l10n, addressVersion)}`);
      if (more) rows.push(`- ${markdownText(l10n.t('… and more: Show Domain Details lists them all'))}`);
      return `${markdownText(l10n.t('Records:'))}\n\n${rows.join('\n')}`;
    }
  }
}

function recordLine(name: string, record: DomainRecordEntry, l10n: Localizer, addressVersion: AddressVersion | undefined): string {
  const at = record.name === name ? '' : `${markdownCode(record.name, 120)} `;
  const line = `${at}${markdownText(record.typeName, 20)} ${markdownCode(record.data, 160)}`;
  const nep18 = record.typeName === 'TXT' ? nep18Address(record.data, addressVersion) : undefined;
  if (!nep18) return line;
  return nep18.ok
    ? `${line} ${fillMarkdown(l10n.t('(NEP-18: the Neo address {0})', SLOTS[0]), markdownCode(nep18.owner.address))}`
    : `${line} ${markdownText(l10n.t('(NEP-18, but not a valid N3 address)'))}`;
}
