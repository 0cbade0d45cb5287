import assert from 'node:assert/strict';
import { bytesToDisplayHash, displayHashToBytes, parseDisplayHash } from '../../../../src/core/encoding/hex';

const NNS = '0x50ac1c37690cc2cfc594472833cf57505d5f46de';
/** The NNS hash as the chain stores it: the display form's bytes reversed. */
const NNS_STORED = Uint8Array.from(Buffer.from('50ac1c37690cc2cfc594472833cf57505d5f46de', 'hex').reverse());

describe('core/encoding/hex', () => {
  it('reads a script hash as a user types it: 0x, 0X or bare, any case, spaces around', () => {
    for (const typed of [NNS, NNS.toUpperCase(), NNS.slice(2), ` ${NNS.slice(2).toUpperCase()}\t`, `0X${NNS.slice(2)}`]) {
      assert.equal(parseDisplayHash(typed), NNS, typed);
    }
  });

  it('refuses what is not 40 hex digits', () => {
    for (const typed of [NNS.slice(0, -1), `${NNS}0`, `${NNS.slice(0, -1)}g`, `0x ${NNS.slice(2)}`, `x${NNS.slice(2)}`, `00${NNS.slice(2)}`, `${NNS.slice(0, 21)} ${NNS.slice(21)}`, '', '0x']) {
      assert.equal(parseDisplayHash(typed), undefined, typed);
    }
  });

  it('turns the display form into the stored bytes (reversed) and back', () => {
    assert.deepEqual(displayHashToBytes(NNS), NNS_STORED);
    assert.deepEqual(displayHashToBytes(NNS.toUpperCase()), NNS_STORED, 'either case, 0X too');
    assert.deepEqual(displayHashToBytes(NNS.slice(2)), NNS_STORED, 'bare');
    assert.equal(bytesToDisplayHash(NNS_STORED), NNS);
  });

  it('leaves the bytes it is given as they were', () => {
    const stored = Uint8Array.from(NNS_STORED);
    bytesToDisplayHash(stored);
    assert.deepEqual(stored, NNS_STORED);
  });
});
