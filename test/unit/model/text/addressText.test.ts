import assert from 'node:assert/strict';
import { shortAddress } from '../../../../src/model/text/addressText';

describe('model/text/addressText', () => {
  it('shortens an address in the middle: its first and last four characters', () => {
    assert.equal(shortAddress('NXkuiiRsBbpQ22n1eEo5g7wwcFq6K4xyLM'), 'NXku…xyLM');
    assert.equal(shortAddress('NMBfzaEq2c5zodiNbLPoohVENARMbJim1r'), 'NMBf…im1r');
  });

  it('leaves a text alone that would not get shorter', () => {
    assert.equal(shortAddress('nns.owner'), 'nns.owner');
    assert.equal(shortAddress('NXkuxyLMa'), 'NXkuxyLMa');
    assert.equal(shortAddress('NXku12xyLM'), 'NXku…xyLM');
  });
});
