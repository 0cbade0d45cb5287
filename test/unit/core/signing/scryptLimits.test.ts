// The limits of a wallet's scrypt work: which parameter is beyond its limit first, the memory N and r
// take together, and the words for library users. NEP-2 refusing them before any work is nep2's test.
import assert from 'node:assert/strict';
import { MAX_SCRYPT, scryptLimitMessage, scryptLimitProblem } from '../../../../src/core/signing/scryptLimits';

const MIB = 1024 * 1024;

describe('core/signing/scryptLimits', () => {
  it('states the limits: N 2^20, r 16, p 16, and a table of 1 GiB', () => {
    assert.deepEqual({ ...MAX_SCRYPT }, { n: 2 ** 20, r: 16, p: 16, memoryBytes: 1024 * MIB });
    assert.ok(Object.isFrozen(MAX_SCRYPT));
  });

  it('finds each parameter beyond its limit, and accepts each at its limit', () => {
    assert.equal(scryptLimitProblem({ n: 16384, r: 8, p: 8 }), undefined, 'NEP-2\'s parameters');
    assert.equal(scryptLimitProblem({ n: MAX_SCRYPT.n, r: 1, p: 1 }), undefined);
    assert.equal(scryptLimitProblem({ n: 2, r: MAX_SCRYPT.r, p: 1 }), undefined);
    assert.equal(scryptLimitProblem({ n: 2, r: 1, p: MAX_SCRYPT.p }), undefined);
    assert.deepEqual(scryptLimitProblem({ n: MAX_SCRYPT.n * 2, r: 1, p: 1 }), { parameter: 'n', value: 2 ** 21, limit: 2 ** 20 });
    assert.deepEqual(scryptLimitProblem({ n: 2, r: MAX_SCRYPT.r + 1, p: 1 }), { parameter: 'r', value: 17, limit: 16 });
    assert.deepEqual(scryptLimitProblem({ n: 2, r: 1, p: MAX_SCRYPT.p + 1 }), { parameter: 'p', value: 17, limit: 16 });
    assert.deepEqual(scryptLimitProblem({ n: 2 ** 30, r: 64, p: 2 ** 30 }), { parameter: 'n', value: 2 ** 30, limit: 2 ** 20 }, 'the first one');
    assert.deepEqual(scryptLimitProblem({ n: Number.NaN, r: 1, p: 1 }), { parameter: 'n', value: Number.NaN, limit: MAX_SCRYPT.n }, 'not a number is beyond');
  });

  it('limits the memory N and r take together: either at its limit, not both', () => {
    assert.equal(scryptLimitProblem({ n: MAX_SCRYPT.n, r: 8, p: MAX_SCRYPT.p }), undefined, 'N at its limit with NEP-6\'s r: the table at its limit');
    assert.equal(scryptLimitProblem({ n: MAX_SCRYPT.n / 2, r: MAX_SCRYPT.r, p: MAX_SCRYPT.p }), undefined);
    assert.deepEqual(scryptLimitProblem({ n: MAX_SCRYPT.n, r: 9, p: 1 }), { parameter: 'memory', value: 1152 * MIB, limit: 1024 * MIB });
    assert.deepEqual(scryptLimitProblem({ n: MAX_SCRYPT.n, r: MAX_SCRYPT.r, p: 1 }), { parameter: 'memory', value: 2048 * MIB, limit: 1024 * MIB });
  });

  it('says which parameter and the limit, for library users', () => {
    assert.equal(scryptLimitMessage({ parameter: 'p', value: 2 ** 30, limit: 16 }),
      'The wallet file asks for more work to open its key than a wallet needs (scrypt\'s p of 1073741824, where at most 16 is accepted), so it is not opened.');
    assert.equal(scryptLimitMessage({ parameter: 'memory', value: 1152 * MIB, limit: 1024 * MIB }),
      'The wallet file asks for more work to open its key than a wallet needs (1152 MiB of memory (128 × n × r), where at most 1024 MiB is accepted), so it is not opened.');
  });
});
