// Why a list is not whole, in the UI language's words, from the core's IncompleteReason: for a partial list's
// tooltip, an export's header, a details document and the log (in English, the core's own message). What a node
// said (`detail`) is passed on as it came: the callers make it one visible line.
import {
  KEY_NOT_FOUND_HRESULT, ordinal,
  type BoundReason, type IncompleteReason, type ListNoun, type SessionsRefusal, type StorageMove, type StorageProblem,
} from '../../core';
import type { Localizer } from './localizer';

/** The reason in words; a list that gave none (a library older than its reasons) says only that it is not whole. */
export function incompleteText(reason: IncompleteReason | undefined, l10n: Localizer): string {
  switch (reason?.kind) {
    case undefined:
      return l10n.t('The node did not return the whole list.');
    case 'node-limits':
      return nodeLimitsText(reason, l10n);
    case 'bound':
      return boundText(reason, l10n);
    case 'changed':
      if (reason.cause === 'storage') return l10n.t('The list may have changed while it was read: {0}, twice. Refresh to read it again.', moveText(reason.move, l10n));
      if (reason.cause === 'chain-moved') {
        return l10n.t(
          'The chain kept changing while the list was read (from {0} to {1} blocks, read {2} times), so the contract\'s storage could not be checked against the {3} the contract returned: only the first {4} {3} are listed, as one invocation returned them. Refresh to read it again.',
          l10n.count(reason.from), l10n.count(reason.to), String(reason.readings), nounText(reason.noun, l10n), l10n.count(reason.listed),
        );
      }
      return l10n.t(
        'The contract counts {0} {1} ({2}) but the node listed {3}: {1} may have been registered or transferred while the list was read, or the node\'s answer is not whole. Refresh to read it again.',
        l10n.count(reason.counted), nounText(reason.noun, l10n), reason.method, l10n.count(reason.listed),
      );
  }
}

function nodeLimitsText({ sessions, storage, listed, noun }: Extract<IncompleteReason, { kind: 'node-limits' }>, l10n: Localizer): string {
  const why = storage === undefined ? '' : storage.problem === 'unavailable'
    ? l10n.t(', and {0}', storageText(storage, l10n))
    : l10n.t(', and the contract\'s storage cannot be used: {0}', storageText(storage, l10n));
  const helps = storage?.problem === 'unavailable'
    ? l10n.t('A node with iterator sessions enabled lists them all, and so does one that serves findstorage (C# 3.6 or later, neo-go 0.102 or later).')
    : l10n.t('A node with iterator sessions enabled lists them all.');
  return l10n.t(
    '{0}{1}, so only the first {2} {3} could be listed: more exist, but one invocation cannot return them within the node\'s GAS, stack and result-size limits. {4}',
    sessionsText(sessions, l10n), why, l10n.count(listed), nounText(noun, l10n), helps,
  );
}

function sessionsText(sessions: SessionsRefusal, l10n: Localizer): string {
  switch (sessions.cause) {
    case 'sessions-disabled':
      return l10n.t('This node returns iterators by session id but has sessions disabled');
    case 'truncated':
      return l10n.t('This node returns at most the first {0} values of an iterator and has sessions disabled', String(sessions.returned));
    case 'pool-full':
      return l10n.t('This node\'s iterator sessions are all in use (-32603, max session capacity reached: neo-go\'s SessionPoolSize)');
    case 'sessions-elsewhere':
      return l10n.t('This node answers iterator pages with -601 (sessions disabled), again right after a restart: a load balancer seems to send requests to several nodes, some of them without sessions');
    case 'sessions-lost':
      return sessions.keyNotFound
        ? l10n.t('This node loses iterator sessions at once ({0}, KeyNotFoundException: an unknown session on C# 3.3–3.6, again right after a restart, as behind a load balancer that spreads requests over several nodes)', String(KEY_NOT_FOUND_HRESULT))
        : l10n.t('This node loses iterator sessions at once (-107, unknown session, again right after a restart, as behind a load balancer that spreads requests over several nodes)');
  }
}

function boundText(reason: BoundReason, l10n: Localizer): string {
  const kept = l10n.t('{0} {1}', l10n.count(reason.kept), nounText(reason.noun, l10n));
  switch (reason.cause) {
    case 'bytes':
      return l10n.t('The list stops after {0}: together they reach {1} of text, the most one list may hold. The node kept sending more.', kept, sizeText(reason.maxBytes, l10n));
    case 'past-count':
      return l10n.t(
        'The node kept sending {0} past the {1} the contract counts ({2}), so the list stops after {3}. The node, or a proxy in front of it, does not answer as a Neo node does: another node may list them whole.',
        nounText(reason.noun, l10n), l10n.count(reason.counted), reason.method, kept,
      );
    case 'items':
      return l10n.t('The list stops after {0}, the most one list may hold. The node kept sending more.', kept);
  }
}

/** Why the contract's storage could not list the names. Counts here are the node's, shown as it gave them. */
function storageText(storage: StorageProblem, l10n: Localizer): string {
  switch (storage.cause) {
    case 'not-served':
      return storage.method === 'getblockcount'
        ? l10n.t('it does not serve {0}', storage.method)
        : l10n.t('it does not serve {0} (C# nodes before 3.6 and neo-go before 0.102 do not, and an operator can turn it off)', storage.method);
    case 'denied':
      return l10n.t('it refuses {0} (access denied by its operator)', storage.method);
    case 'failed':
      return l10n.t('its {0} failed: {1}', storage.method, storage.detail);
    case 'no-answer':
      return l10n.t('the node did not answer {0}', storage.method);
    case 'malformed':
      return storage.detail;
    case 'empty-page':
      return l10n.t('its findstorage answered an empty page that says more follow');
    case 'no-progress':
      return l10n.t('its findstorage says more follow but sends nothing new');
    case 'endless':
      return l10n.t('its findstorage keeps saying more follow, past the names a list may hold');
    case 'foreign-keys':
      return l10n.t('its findstorage answered keys that do not start with the prefix asked for');
    case 'page-sizes':
      return l10n.t('its findstorage pages differ in size ({0} after {1})', String(storage.size), String(storage.pageSize));
    case 'counts-no-more':
      return l10n.t('its storage counts {0} names where the contract returned {1} and said more exist', String(storage.count), String(storage.returned));
    case 'holds-no-more':
      return l10n.t('its storage holds {0} names where the contract returned {1} and said more exist', String(storage.count), String(storage.returned));
    case 'order':
      return l10n.t('the names in its storage are not the names the contract returned, in the same order (the {0} differs): the contract may keep them in another way than the NNS contract does', ordinal(storage.position));
    case 'count-not-integer':
      return l10n.t('its stored count is not an integer ({0})', storage.detail);
    case 'count-out-of-range':
      return l10n.t('its stored count {0} is not a number of names', storage.count);
    case 'layout':
      return l10n.t('its storage does not have the NNS layout: {0}', storage.detail);
    case 'key-order':
      return l10n.t('its findstorage pages are not in key order');
    case 'not-bytes':
      return l10n.t('the contract returned a value that is not a ByteString or Buffer');
  }
}

function moveText(move: StorageMove, l10n: Localizer): string {
  switch (move.how) {
    case 'count-differs':
      return move.yielded < move.count
        ? l10n.t('the contract counts {0} names but its storage yielded {1} (names were transferred meanwhile?)', l10n.count(move.count), l10n.count(move.yielded))
        : l10n.t('the contract counts {0} names but its storage yielded {1} (names were registered meanwhile?)', l10n.count(move.count), l10n.count(move.yielded));
    case 'went-back':
      return l10n.t('a page went back before names read already (names were registered or transferred meanwhile?)');
    case 'count-grew':
      return l10n.t('its count of names went from {0} to {1} as its pages were read (names were registered meanwhile?)', l10n.count(move.from), l10n.count(move.to));
    case 'height':
      return l10n.t('the chain went from {0} to {1} blocks as its pages were read (names were transferred meanwhile?)', l10n.count(move.from), l10n.count(move.to));
  }
}

/** `32 MiB`, `1.5 MiB`, or bytes below one MiB. */
function sizeText(bytes: number, l10n: Localizer): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? l10n.t('{0} MiB', Number.isInteger(mib) ? String(mib) : mib.toFixed(1)) : l10n.t('{0} bytes', l10n.count(bytes));
}

function nounText(noun: ListNoun, l10n: Localizer): string {
  return noun === 'names' ? l10n.t('names') : l10n.t('records');
}
