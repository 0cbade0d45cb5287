import assert from 'node:assert/strict';
import { isNnsError } from '../../../src/core';
import { parseOwnerInput } from '../../../src/model/ownerInput';
import { ownerInputProblem } from '../../../src/model/settingsValidation';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

describe('model/ownerInput', () => {
  it('takes an address or a script hash, as the core does', () => {
    assert.deepEqual(parseOwnerInput(` ${ADDRESS} `), { address: ADDRESS, scriptHash: HASH });
    assert.deepEqual(parseOwnerInput(HASH), { address: ADDRESS, scriptHash: HASH });
  });

  it('says an N3 address has 34 characters when the length is wrong, not that its checksum fails', () => {
    for (const wrong of [ADDRESS.slice(0, 32), `${ADDRESS}x`, 'N123']) {
      assert.throws(() => parseOwnerInput(wrong), (error: unknown) => {
        assert.ok(isNnsError(error, 'INVALID_INPUT') && error.field === 'owner');
        assert.match(error.message, new RegExp(`an N3 address has 34 characters, this one has ${wrong.length}\\.$`));
        return true;
      });
    }
    assert.match(ownerInputProblem(ADDRESS.slice(0, 32)) ?? '', /an N3 address has 34 characters, this one has 32/);
  });

  it('leaves a full-length address with a typo to the checksum, and hex to the script-hash check', () => {
    const typo = `${ADDRESS.slice(0, 33)}s`;
    assert.match(ownerInputProblem(typo) ?? '', /checksum/);
    assert.match(ownerInputProblem('0x1234') ?? '', /40/);
    assert.match(ownerInputProblem('12345678') ?? '', /40/);
  });
});
