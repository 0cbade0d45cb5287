// Why a list is not whole, as data (`IncompleteReason`: kind, cause, numbers) for the extension to word,
// localized, and as one plain English message for library users (`ListingOutcome.incompleteReason`). The core
// builds the data where it learns why; the messages are made here alone.
import { KEY_NOT_FOUND_HRESULT } from './sessionErrors';

/** What a list holds, plural. */
export type ListNoun = 'names' | 'records';

/** Why the node would not hand out the list through iterator sessions. */
export type SessionsRefusal =
  /** It returns iterators by session id but has sessions disabled. */
  | { readonly cause: 'sessions-disabled' }
  /** It returns at most the first `returned` values of an iterator, and has sessions disabled. */
  | { readonly cause: 'truncated'; readonly returned: number }
  /** Its sessions are all in use (neo-go's SessionPoolSize). */
  | { readonly cause: 'pool-full' }
  /** Pages answered -601 (sessions disabled) again after a restart: a load balancer over several nodes. */
  | { readonly cause: 'sessions-elsewhere' }
  /** Sessions lost at once again after a restart: -107, or C# 3.3–3.6's KeyNotFoundException (`keyNotFound`). */
  | { readonly cause: 'sessions-lost'; readonly keyNotFound: boolean };

/** A storage method the listing asks for. */
export type StorageMethod = 'findstorage' | 'getstorage' | 'getblockcount';

/**
 * Why the contract's storage could not list the names: the node does not serve what it needs
 * (`unavailable`), or the storage does not hold what the contract returned (`mismatch`). `detail`
 * is a node's or a schema's own text, passed on as it came.
 */
export type StorageProblem =
  | { readonly problem: 'unavailable'; readonly cause: 'not-served' | 'denied' | 'no-answer'; readonly method: StorageMethod }
  | { readonly problem: 'unavailable'; readonly cause: 'failed'; readonly method: StorageMethod; readonly detail: string }
  | { readonly problem: 'unavailable'; readonly cause: 'malformed'; readonly detail: string }
  | { readonly problem: 'unavailable'; readonly cause: 'empty-page' | 'no-progress' | 'endless' | 'foreign-keys' }
  | { readonly problem: 'unavailable'; readonly cause: 'page-sizes'; readonly size: number; readonly pageSize: number }
  | { readonly problem: 'mismatch'; readonly cause: 'counts-no-more' | 'holds-no-more'; readonly count: number; readonly returned: number }
  | { readonly problem: 'mismatch'; readonly cause: 'order'; readonly position: number }
  | { readonly problem: 'mismatch'; readonly cause: 'count-not-integer' | 'layout'; readonly detail: string }
  | { readonly problem: 'mismatch'; readonly cause: 'count-out-of-range'; readonly count: string }
  | { readonly problem: 'mismatch'; readonly cause: 'key-order' | 'not-bytes' };

/** How a list read from storage moved, twice, while its pages were read. */
export type StorageMove =
  /** The contract counts `count` names, its storage yielded `yielded`. */
  | { readonly how: 'count-differs'; readonly count: number; readonly yielded: number }
  /** A page went back before names read already. */
  | { readonly how: 'went-back' }
  /** Its count of names (which only grows) went from `from` to `to`. */
  | { readonly how: 'count-grew'; readonly from: number; readonly to: number }
  /** The chain went from `from` to `to` blocks. */
  | { readonly how: 'height'; readonly from: number; readonly to: number };

/** Why a list stops at its bound, with `kept` items. */
export type BoundReason =
  /** Its items reach `maxBytes` of text. */
  | { readonly kind: 'bound'; readonly cause: 'bytes'; readonly kept: number; readonly noun: ListNoun; readonly maxBytes: number }
  /** The node kept sending past the contract's count (`counted`, by `method`) and its margin. */
  | { readonly kind: 'bound'; readonly cause: 'past-count'; readonly kept: number; readonly noun: ListNoun; readonly counted: number; readonly method: string }
  /** The most items one list may hold. */
  | { readonly kind: 'bound'; readonly cause: 'items'; readonly kept: number; readonly noun: ListNoun };

/**
 * Why a list is not whole (`IncompleteKind` is its `kind`): `node-limits`, the node cannot hand out
 * more (`sessions`, and `storage` where the contract's storage was tried); `bound`, it kept sending
 * past what the list may hold; `changed`, what it sent is not one state of the contract (`miscounted`:
 * not the contract's count, read beside it; `storage`: a list from storage moved while it was read;
 * `chain-moved`: storage could not be checked against the contract's answer, the chain moving from
 * `from` to `to` blocks between them each of the `readings` times, so the list is one invocation's).
 */
export type IncompleteReason =
  | { readonly kind: 'node-limits'; readonly sessions: SessionsRefusal; readonly storage?: StorageProblem; readonly listed: number; readonly noun: ListNoun }
  | BoundReason
  | { readonly kind: 'changed'; readonly cause: 'miscounted'; readonly counted: number; readonly method: string; readonly listed: number; readonly noun: ListNoun }
  | { readonly kind: 'changed'; readonly cause: 'storage'; readonly move: StorageMove }
  | {
    readonly kind: 'changed'; readonly cause: 'chain-moved'; readonly from: number; readonly to: number; readonly readings: number;
    readonly listed: number; readonly noun: ListNoun;
  };

/** The plain English message of a reason (`ListingOutcome.incompleteReason`). */
export function incompleteMessage(reason: IncompleteReason): string {
  switch (reason.kind) {
    case 'node-limits':
      return nodeLimitsMessage(reason);
    case 'bound':
      return boundMessage(reason);
    case 'changed':
      if (reason.cause === 'storage') return `${capitalized(storageChangedMessage(reason.move))}.`;
      if (reason.cause === 'chain-moved') {
        return `The chain kept changing while the list was read (from ${grouped(reason.from)} to ${grouped(reason.to)} blocks, read ${reason.readings} times), `
          + `so the contract's storage could not be checked against the ${reason.noun} the contract returned: only the first ${grouped(reason.listed)} `
          + `${reason.noun} are listed, as one invocation returned them. Refresh to read it again.`;
      }
      return `The contract counts ${grouped(reason.counted)} ${reason.noun} (${reason.method}) but the node listed ${grouped(reason.listed)}: `
        + `${reason.noun} may have been registered or transferred while the list was read, or the node's answer is not whole. Refresh to read it again.`;
  }
}

function nodeLimitsMessage({ sessions, storage, listed, noun }: Extract<IncompleteReason, { kind: 'node-limits' }>): string {
  const why = storage === undefined ? '' : storage.problem === 'unavailable'
    ? `, and ${storageProblemMessage(storage)}`
    : `, and the contract's storage cannot be used: ${storageProblemMessage(storage)}`;
  const helps = storage?.problem === 'unavailable'
    ? 'A node with iterator sessions enabled lists them all, and so does one that serves findstorage (C# 3.6 or later, neo-go 0.102 or later).'
    : 'A node with iterator sessions enabled lists them all.';
  return `${sessionsMessage(sessions)}${why}, so only the first ${grouped(listed)} ${noun} could be listed: more exist, but one invocation `
    + `cannot return them within the node's GAS, stack and result-size limits. ${helps}`;
}

function sessionsMessage(sessions: SessionsRefusal): string {
  switch (sessions.cause) {
    case 'sessions-disabled':
      return 'This node returns iterators by session id but has sessions disabled';
    case 'truncated':
      return `This node returns at most the first ${sessions.returned} values of an iterator and has sessions disabled`;
    case 'pool-full':
      return 'This node\'s iterator sessions are all in use (-32603, max session capacity reached: neo-go\'s SessionPoolSize)';
    case 'sessions-elsewhere':
      return 'This node answers iterator pages with -601 (sessions disabled), again right after a restart: a load balancer seems to send '
        + 'requests to several nodes, some of them without sessions';
    case 'sessions-lost': {
      const what = sessions.keyNotFound ? `${KEY_NOT_FOUND_HRESULT}, KeyNotFoundException: an unknown session on C# 3.3–3.6` : '-107, unknown session';
      return `This node loses iterator sessions at once (${what}, again right after a restart, as behind a load balancer that spreads `
        + 'requests over several nodes)';
    }
  }
}

function boundMessage(reason: BoundReason): string {
  const kept = `${grouped(reason.kept)} ${reason.noun}`;
  switch (reason.cause) {
    case 'bytes':
      return `The list stops after ${kept}: together they reach ${formatMiB(reason.maxBytes)} of text, the most one list may hold. The node kept sending more.`;
    case 'past-count':
      return `The node kept sending ${reason.noun} past the ${grouped(reason.counted)} the contract counts (${reason.method}), `
        + `so the list stops after ${kept}. The node, or a proxy in front of it, does not answer as a Neo node does: another node may list them whole.`;
    case 'items':
      return `The list stops after ${kept}, the most one list may hold. The node kept sending more.`;
  }
}

/** Why storage could not list the names, in words for the message of a partial list (`its findstorage …`). */
export function storageProblemMessage(storage: StorageProblem): string {
  switch (storage.cause) {
    case 'not-served':
      if (storage.method === 'getblockcount') return `it does not serve ${storage.method}`;
      return `it does not serve ${storage.method} (C# nodes before 3.6 and neo-go before 0.102 do not, and an operator can turn it off)`;
    case 'denied':
      return `it refuses ${storage.method} (access denied by its operator)`;
    case 'failed':
      return `its ${storage.method} failed: ${storage.detail}`;
    case 'no-answer':
      return `the node did not answer ${storage.method}`;
    case 'malformed':
      return storage.detail;
    case 'empty-page':
      return 'its findstorage answered an empty page that says more follow';
    case 'no-progress':
      return 'its findstorage says more follow but sends nothing new';
    case 'endless':
      return 'its findstorage keeps saying more follow, past the names a list may hold';
    case 'foreign-keys':
      return 'its findstorage answered keys that do not start with the prefix asked for';
    case 'page-sizes':
      return `its findstorage pages differ in size (${storage.size} after ${storage.pageSize})`;
    case 'counts-no-more':
      return `its storage counts ${storage.count} names where the contract returned ${storage.returned} and said more exist`;
    case 'holds-no-more':
      return `its storage holds ${storage.count} names where the contract returned ${storage.returned} and said more exist`;
    case 'order':
      return `the names in its storage are not the names the contract returned, in the same order (the ${ordinal(storage.position)} differs): `
        + 'the contract may keep them in another way than the NNS contract does';
    case 'count-not-integer':
      return `its stored count is not an integer (${storage.detail})`;
    case 'count-out-of-range':
      return `its stored count ${storage.count} is not a number of names`;
    case 'layout':
      return `its storage does not have the NNS layout: ${storage.detail}`;
    case 'key-order':
      return 'its findstorage pages are not in key order';
    case 'not-bytes':
      return 'the contract returned a value that is not a ByteString or Buffer';
  }
}

/** Why a list from storage is not taken for whole (`StorageOutcome.reason`): it moved, twice, while it was read. */
export function storageChangedMessage(move: StorageMove): string {
  return `the list may have changed while it was read: ${storageMoveMessage(move)}, twice. Refresh to read it again`;
}

function storageMoveMessage(move: StorageMove): string {
  switch (move.how) {
    case 'count-differs':
      return `the contract counts ${grouped(move.count)} names but its storage yielded ${grouped(move.yielded)} `
        + `(names were ${move.yielded < move.count ? 'transferred' : 'registered'} meanwhile?)`;
    case 'went-back':
      return 'a page went back before names read already (names were registered or transferred meanwhile?)';
    case 'count-grew':
      return `its count of names went from ${grouped(move.from)} to ${grouped(move.to)} as its pages were read (names were registered meanwhile?)`;
    case 'height':
      return `the chain went from ${grouped(move.from)} to ${grouped(move.to)} blocks as its pages were read (names were transferred meanwhile?)`;
  }
}

/** `1st`, `2nd`, `11th`, `23rd`. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** `32 MiB`, `1.5 MiB`, or bytes below one MiB. */
function formatMiB(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB` : `${bytes.toLocaleString('en-US')} bytes`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function grouped(n: number): string {
  return n.toLocaleString('en-US');
}
