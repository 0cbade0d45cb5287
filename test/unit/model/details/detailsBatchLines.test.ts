import assert from 'node:assert/strict';
import { NnsError, type DomainDetails } from '../../../../src/core';
import { detailsBatchLines, detailsLoadLine, MAX_FAILED_NAMES_LOGGED } from '../../../../src/model/details/detailsBatchLines';

describe('model/details/detailsBatchLines', () => {
  it('summarises a batch and names each failed name on one visible line', () => {
    const batch: DomainDetails[] = [
      { name: 'a.neo', state: 'active', expiration: 1 },
      { name: 'b.neo', state: 'expired' },
      { name: 'evil\n\u202e.neo', state: 'error', error: new NnsError('FAULT', 'The contract call failed:\nboom') },
    ];
    const { summary, failures } = detailsBatchLines('All Domains', batch, 123.4);
    assert.equal(summary, 'All Domains: details batch of 3 after 123 ms: 1 active, 1 expired, 1 failed');
    assert.deepEqual(failures, ['All Domains: details of evil \\u{202e}.neo failed: FAULT: The contract call failed: boom']);
  });

  it('caps the failed names of a batch where everything failed', () => {
    const down = new NnsError('NETWORK', 'ECONNREFUSED');
    const batch = Array.from({ length: 50 }, (_, i): DomainDetails => ({ name: `n${i}.neo`, state: 'error', error: down }));
    const { summary, failures } = detailsBatchLines('Owner Domains', batch, 5);
    assert.match(summary, /0 active, 0 expired, 50 failed$/);
    assert.equal(failures.length, 6);
    assert.equal(failures[5], 'Owner Domains: … and 45 more failed names');
  });
});

describe('model/details/detailsBatchLines: the log line of a whole details load', () => {
  it('counts the names and the failures, with the first failure\'s reason on one visible line', () => {
    const all: DomainDetails[] = [
      { name: 'a.neo', state: 'active' },
      { name: 'b.neo', state: 'error', error: new NnsError('TIMEOUT', 'The node did not answer\nwithin 20 s.') },
      { name: 'c.neo', state: 'error', error: new NnsError('HTTP', 'HTTP 502') },
    ];
    assert.deepEqual(detailsLoadLine('Details', all, 1234.6), {
      warn: true, text: 'Details: details of 3 names in 1235 ms, 2 failed; first: TIMEOUT: The node did not answer within 20 s.',
    });
  });

  it('one name is "name"; no failure, no reason', () => {
    assert.deepEqual(detailsLoadLine('Hover', [{ name: 'a.neo', state: 'expired' }], 8), { warn: false, text: 'Hover: details of 1 name in 8 ms, 0 failed' });
    assert.deepEqual(detailsLoadLine('Hover', [], 0), { warn: false, text: 'Hover: details of 0 names in 0 ms, 0 failed' });
  });

  it('a failed name without an error is logged as an unknown error; exactly five failures need no "more"', () => {
    const batch = Array.from({ length: MAX_FAILED_NAMES_LOGGED }, (_, i): DomainDetails => ({ name: `n${i}.neo`, state: 'error' }));
    const { failures } = detailsBatchLines('All Domains', batch, 1);
    assert.equal(MAX_FAILED_NAMES_LOGGED, 5);
    assert.equal(failures.length, 5);
    assert.equal(failures[0], 'All Domains: details of n0.neo failed: unknown error');
  });
});
