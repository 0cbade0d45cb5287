import assert from 'node:assert/strict';
import { CONTRACT_FAULTS } from '../../../src/core/invocation';

describe('core/invocation: CONTRACT_FAULTS', () => {
  // The exceptions as the nodes send them: the MainNet contract's (C#) and neo-go's examples/nft-nd-nns
  // (seen on a real neo-go v0.122.0 node: test/realnode/).
  const exceptions = {
    nameFormat: ['The format of the name is incorrect.', 'at instruction 910 (THROW): unhandled exception: "invalid domain name format"'],
    noRoot: ['The root does not exist.', 'at instruction 973 (THROW): unhandled exception: "root not found"'],
    tooManyRedirections: ['Too many redirections.', 'at instruction 3911 (THROW): unhandled exception: "invalid redirect"'],
    expired: ['The name has expired.'],
  } as const;

  it('reads each refusal in both contracts\' words, and no other refusal as it', () => {
    for (const [kind, texts] of Object.entries(exceptions)) {
      for (const text of texts) {
        for (const [other, pattern] of Object.entries(CONTRACT_FAULTS)) {
          assert.equal(pattern.test(text), other === kind, `${other} on "${text}"`);
        }
      }
    }
  });

  it('does not take neo-go\'s "token not found" (a name nobody holds) for any of them', () => {
    for (const pattern of Object.values(CONTRACT_FAULTS)) assert.equal(pattern.test('unhandled exception: "token not found"'), false);
  });
});
