// The text of the read-only details document of one name. Plain text: every string from the chain
// (name, record names and data, failure texts) is escaped to visible characters on its own line, so
// nothing in it can become markup, a link or a line of its own.
import type { DomainDetails, NameAvailability, NodeConfig, RecordList } from '../../core';
import { detailsFailure, expirationWhen, ownerText } from './detailsTooltip';
import { formatDate, formatDateTime } from './expiry';
import { activeStateText } from './expiryMarks';
import { describeFailure } from '../text/failureText';
import { incompleteText } from '../text/incompleteText';
import type { Localizer } from '../text/localizer';
import { unregisteredText, type UnregisteredText } from './unregisteredText';
import { escapedLine, redactUrl, singleLine } from '../text/untrustedText';

export type RecordsOutcome =
  | { readonly kind: 'loaded'; readonly list: RecordList }
  | { readonly kind: 'failed'; readonly error: unknown }
  /** Not asked: the name is expired or its details failed. */
  | { readonly kind: 'skipped' };

export interface DetailsDocumentInput {
  readonly name: string;
  readonly details: DomainDetails;
  readonly records: RecordsOutcome;
  readonly node: NodeConfig;
  readonly fetchedAt: number;
  readonly warningDays: number;
  /** What the contract's `isAvailable` said, asked when the details failed (an unregistered name FAULTs). */
  readonly availability?: NameAvailability;
}

export interface DetailsDocument {
  readonly text: string;
  /** Zero-based line of the owner's address, for the lenses "Show Owner's Domains" / "Copy Owner Address". */
  readonly ownerLine?: number;
}

const MAX_NAME = 300;
const MAX_DATA = 1000;

export function detailsDocument(input: DetailsDocumentInput, l10n: Localizer): DetailsDocument {
  const { details } = input;
  // Expiry is judged by the chain's clock where the node told it.
  const now = details.chainTime ?? input.fetchedAt;
  const labels = {
    state: l10n.t('State:'),
    expires: l10n.t('Expires:'),
    expired: l10n.t('Expired:'),
    owner: l10n.t('Owner:'),
    ownerHash: l10n.t('Owner hash:'),
    admin: l10n.t('Admin:'),
    node: l10n.t('Node:'),
    contract: l10n.t('Contract:'),
    fetched: l10n.t('Fetched:'),
  };
  const width = Math.max(...Object.values(labels).map((label) => label.length)) + 2;
  const field = (label: string, value: string) => `${label.padEnd(width)}${value}`;

  const lines: string[] = [escapedLine(input.name, MAX_NAME), l10n.t('Neo Name Service domain (read-only)'), ''];
  let ownerLine: number | undefined;
  let unregistered: UnregisteredText | undefined;
  switch (details.state) {
    case 'error': {
      unregistered = input.availability && unregisteredText(input.name, input.availability, l10n);
      if (unregistered) lines.push(field(labels.state, unregistered.state), unregistered.explanation);
      else lines.push(field(labels.state, l10n.t('unavailable: {0}', detailsFailure(details, input.node.rpcUrl, l10n))));
      break;
    }
    case 'expired':
      if (details.owner && details.expiration !== undefined) {
        // Storage keeps an expired name's NameState: who held it, and until when.
        lines.push(field(labels.state, l10n.t('expired, held by {0} until {1}', details.owner.address, formatDate(details.expiration))));
        lines.push(field(labels.expired, expirationWhen(details.expiration, now, l10n)));
        ownerLine = lines.length;
        lines.push(field(labels.owner, details.owner.address));
        lines.push(field(labels.ownerHash, details.owner.scriptHash));
        lines.push(l10n.t('Read from the contract\'s storage: the contract itself does not reveal the owner, expiration, admin or records of an expired name.'));
      } else {
        lines.push(field(labels.state, l10n.t('expired')));
        lines.push(l10n.t('The contract does not reveal the owner, expiration, admin or records of an expired name.'));
      }
      break;
    case 'active': {
      lines.push(field(labels.state, activeStateText(details, now, input.warningDays, l10n)));
      if (details.expiration !== undefined) {
        lines.push(field(labels.expires, expirationWhen(details.expiration, now, l10n)));
      }
      if (details.owner) {
        ownerLine = lines.length;
        lines.push(field(labels.owner, details.owner.address));
        lines.push(field(labels.ownerHash, details.owner.scriptHash));
      }
      if (details.admin !== undefined) {
        lines.push(field(labels.admin, details.admin ? ownerText(details.admin) : l10n.t('none')));
      }
      break;
    }
  }
  // A name nobody holds has no records to speak of.
  lines.push('', ...(unregistered ? [] : [...recordLines(input.records, input.node.rpcUrl, l10n), '']));
  lines.push(field(labels.node, redactUrl(input.node.rpcUrl)));
  lines.push(field(labels.contract, input.node.contractHash));
  lines.push(field(labels.fetched, formatDateTime(input.fetchedAt)));
  return { text: `${lines.join('\n')}\n`, ownerLine };
}

function recordLines(records: RecordsOutcome, rpcUrl: string, l10n: Localizer): string[] {
  switch (records.kind) {
    case 'skipped':
      return [l10n.t('Records: not available')];
    case 'failed':
      return [l10n.t('Records: could not be loaded: {0}', describeFailure(records.error, rpcUrl, l10n).summary)];
    case 'loaded': {
      const { list } = records;
      const partial = list.complete ? '' : ` ${l10n.t('(partial: {0})', singleLine(list.incomplete ? incompleteText(list.incomplete, l10n) : l10n.t('the node did not return them all'), 240))}`;
      if (list.records.length === 0) return [`${l10n.t('Records: none')}${partial}`];
      const rows = list.records.map((record) => [escapedLine(record.typeName, 20), escapedLine(record.name, MAX_NAME), escapedLine(record.data, MAX_DATA)] as const);
      const typeWidth = Math.max(...rows.map(([type]) => type.length));
      const nameWidth = Math.min(60, Math.max(...rows.map(([, name]) => name.length)));
      return [
        `${l10n.t('Records: {0}', l10n.count(list.records.length))}${partial}`,
        ...rows.map(([type, name, data]) => `  ${type.padEnd(typeWidth)}  ${name.padEnd(nameWidth)}  ${data}`),
      ];
    }
  }
}
