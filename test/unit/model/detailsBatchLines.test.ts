import assert from 'node:assert/strict';
import { NnsError, type DomainDetails } from '../../../src/core';
import { detailsBatchLines } from '../../../src/model/detailsBatchLines';

describe('model/detailsBatchLines', () => {
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
