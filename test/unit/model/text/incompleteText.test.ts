import assert from 'node:assert/strict';
import { incompleteMessage, type IncompleteReason, type StorageProblem } from '../../../../src/core';
import { incompleteText } from '../../../../src/model/text/incompleteText';
import { englishLocalizer, formatTemplate, type Localizer } from '../../../../src/model/text/localizer';

const names = { listed: 1622, noun: 'names' } as const;
const STORAGE: StorageProblem[] = [
  { problem: 'unavailable', cause: 'not-served', method: 'findstorage' },
  { problem: 'unavailable', cause: 'not-served', method: 'getblockcount' },
  { problem: 'unavailable', cause: 'denied', method: 'getstorage' },
  { problem: 'unavailable', cause: 'failed', method: 'getstorage', detail: 'The node returned JSON-RPC error -32603 for getstorage: Internal error' },
  { problem: 'unavailable', cause: 'no-answer', method: 'findstorage' },
  { problem: 'unavailable', cause: 'malformed', detail: 'The node\'s answer to findstorage is not what it should be: truncated: Expected boolean.' },
  { problem: 'unavailable', cause: 'empty-page' },
  { problem: 'unavailable', cause: 'no-progress' },
  { problem: 'unavailable', cause: 'endless' },
  { problem: 'unavailable', cause: 'foreign-keys' },
  { problem: 'unavailable', cause: 'page-sizes', size: 37, pageSize: 50 },
  { problem: 'mismatch', cause: 'counts-no-more', count: 2, returned: 2 },
  { problem: 'mismatch', cause: 'holds-no-more', count: 1500, returned: 2000 },
  { problem: 'mismatch', cause: 'order', position: 22 },
  { problem: 'mismatch', cause: 'count-not-integer', detail: 'more than 32 bytes' },
  { problem: 'mismatch', cause: 'count-out-of-range', count: '-1' },
  { problem: 'mismatch', cause: 'layout', detail: 'a name state of 3 fields' },
  { problem: 'mismatch', cause: 'key-order' },
  { problem: 'mismatch', cause: 'not-bytes' },
];

/** Every kind and cause, with numbers past a thousand (grouped where the core groups them). */
const REASONS: IncompleteReason[] = [
  { kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, ...names },
  { kind: 'node-limits', sessions: { cause: 'truncated', returned: 1000 }, ...names },
  { kind: 'node-limits', sessions: { cause: 'pool-full' }, ...names },
  { kind: 'node-limits', sessions: { cause: 'sessions-elsewhere' }, ...names },
  { kind: 'node-limits', sessions: { cause: 'sessions-lost', keyNotFound: true }, ...names },
  { kind: 'node-limits', sessions: { cause: 'sessions-lost', keyNotFound: false }, listed: 12, noun: 'records' },
  ...STORAGE.map((storage): IncompleteReason => ({ kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, storage, ...names })),
  { kind: 'bound', cause: 'bytes', kept: 123_456, noun: 'names', maxBytes: 32 * 1024 * 1024 },
  { kind: 'bound', cause: 'bytes', kept: 10, noun: 'records', maxBytes: 1000 },
  { kind: 'bound', cause: 'past-count', kept: 13_001, noun: 'names', counted: 12_000, method: 'totalSupply' },
  { kind: 'bound', cause: 'items', kept: 1_000_000, noun: 'names' },
  { kind: 'changed', cause: 'miscounted', counted: 1700, method: 'balanceOf', listed: 1622, noun: 'names' },
  { kind: 'changed', cause: 'storage', move: { how: 'count-differs', count: 3000, yielded: 2999 } },
  { kind: 'changed', cause: 'storage', move: { how: 'count-differs', count: 3000, yielded: 3001 } },
  { kind: 'changed', cause: 'storage', move: { how: 'went-back' } },
  { kind: 'changed', cause: 'storage', move: { how: 'count-grew', from: 3000, to: 3002 } },
  { kind: 'changed', cause: 'storage', move: { how: 'height', from: 10_400, to: 10_401 } },
  { kind: 'changed', cause: 'chain-moved', from: 10_400, to: 10_404, readings: 4, listed: 1622, noun: 'names' },
];

const label = (reason: IncompleteReason) => JSON.stringify(reason);

describe('model/text/incompleteText', () => {
  it('says in English what the core\'s message says, word for word, for every kind and cause', () => {
    for (const reason of REASONS) assert.equal(incompleteText(reason, englishLocalizer), incompleteMessage(reason), label(reason));
  });

  it('says each kind as its own story: what the node did, and what helps', () => {
    const say = (reason: IncompleteReason) => incompleteText(reason, englishLocalizer);
    assert.equal(say({ kind: 'node-limits', sessions: { cause: 'pool-full' }, ...names }),
      'This node\'s iterator sessions are all in use (-32603, max session capacity reached: neo-go\'s SessionPoolSize), so only the first 1,622 names could be listed: '
      + 'more exist, but one invocation cannot return them within the node\'s GAS, stack and result-size limits. A node with iterator sessions enabled lists them all.');
    assert.equal(say({ kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, storage: { problem: 'unavailable', cause: 'not-served', method: 'findstorage' }, ...names }),
      'This node returns iterators by session id but has sessions disabled, and it does not serve findstorage (C# nodes before 3.6 and neo-go before 0.102 do not, and an operator '
      + 'can turn it off), so only the first 1,622 names could be listed: more exist, but one invocation cannot return them within the node\'s GAS, stack and result-size limits. '
      + 'A node with iterator sessions enabled lists them all, and so does one that serves findstorage (C# 3.6 or later, neo-go 0.102 or later).');
    assert.match(say({ kind: 'node-limits', sessions: { cause: 'sessions-disabled' }, storage: { problem: 'mismatch', cause: 'order', position: 22 }, ...names }),
      /, and the contract's storage cannot be used: the names in its storage are not the names the contract returned, in the same order \(the 22nd differs\)/);
    assert.equal(say({ kind: 'bound', cause: 'bytes', kept: 123_456, noun: 'names', maxBytes: 32 * 1024 * 1024 }),
      'The list stops after 123,456 names: together they reach 32 MiB of text, the most one list may hold. The node kept sending more.');
    assert.equal(say({ kind: 'changed', cause: 'miscounted', counted: 1700, method: 'balanceOf', listed: 1622, noun: 'names' }),
      'The contract counts 1,700 names (balanceOf) but the node listed 1,622: names may have been registered or transferred while the list was read, or the node\'s answer is not whole. Refresh to read it again.');
    assert.equal(say({ kind: 'changed', cause: 'storage', move: { how: 'height', from: 10_400, to: 10_401 } }),
      'The list may have changed while it was read: the chain went from 10,400 to 10,401 blocks as its pages were read (names were transferred meanwhile?), twice. Refresh to read it again.');
    assert.equal(say({ kind: 'changed', cause: 'chain-moved', from: 10_400, to: 10_404, readings: 4, listed: 1622, noun: 'names' }),
      'The chain kept changing while the list was read (from 10,400 to 10,404 blocks, read 4 times), so the contract\'s storage could not be checked against the names '
      + 'the contract returned: only the first 1,622 names are listed, as one invocation returned them. Refresh to read it again.');
    assert.equal(incompleteText(undefined, englishLocalizer), 'The node did not return the whole list.');
  });

  it('passes every word through the Localizer: only numbers, method names and what a node said come as they are', () => {
    // A "translation" into capitals: a lower-case letter left in the text did not pass through the Localizer.
    const shouting: Localizer = { t: (message, ...args) => formatTemplate(message.toUpperCase(), args), count: (value) => `#${value}` };
    for (const reason of REASONS) {
      const text = incompleteText(reason, shouting);
      const storage = reason.kind === 'node-limits' ? reason.storage : undefined;
      // What stays as it is: a node's or a schema's text, a method's name, `22nd`, `32 MiB`.
      const raw = [
        storage && 'detail' in storage ? storage.detail : '', storage && 'method' in storage ? storage.method : '',
        'method' in reason ? reason.method : '', storage?.cause === 'order' ? `${storage.position}nd` : '',
      ].filter(Boolean);
      const rest = raw.reduce((left, piece) => left.split(piece).join(''), text);
      assert.doesNotMatch(rest, /[a-z]/, `${label(reason)}: ${text}`);
      assert.doesNotMatch(text, /\d,\d/, `counts go through Localizer.count: ${text}`);
    }
  });
});
