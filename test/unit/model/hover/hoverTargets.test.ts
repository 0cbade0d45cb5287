import assert from 'node:assert/strict';
import { scriptHashToAddress } from '../../../../src/core';
import { accountOnNode, hoverTargetAt, type HoverTarget } from '../../../../src/model/hover/hoverTargets';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const HASH = '0x118ba6f59931a56ec469770f7fc790ece96df00d';

/** The target under the first character of `needle` in `line` (or at `offset` into it). */
function at(line: string, needle: string, offset = 0): HoverTarget | undefined {
  const index = line.indexOf(needle);
  assert.ok(index >= 0, `${needle} not in ${line}`);
  return hoverTargetAt(line, index + offset);
}

describe('model/hover/hoverTargets', () => {
  it('finds an N3 address whose checksum holds, anywhere inside it, with its script hash', () => {
    const line = `owner: "${ADDRESS}", // the sample owner`;
    for (const offset of [0, 17, 33]) {
      const target = at(line, ADDRESS, offset);
      assert.deepEqual(target, { kind: 'account', form: 'address', start: 8, end: 42, owner: { address: ADDRESS, scriptHash: HASH } }, String(offset));
    }
    assert.equal(at(line, '"', 0), undefined);
    assert.equal(hoverTargetAt(line, 42), undefined, 'the character after it');
  });

  it('ignores a Base58 word of the right shape whose checksum fails, and N2 / other-version addresses', () => {
    const typo = `${ADDRESS.slice(0, 10)}X${ADDRESS.slice(11)}`;
    assert.equal(at(`to ${typo} now`, typo), undefined);
    assert.equal(at('legacy AKkkumHbBipZ46UMZJoFynJMXzSRnBvKcs', 'AKkk'), undefined);
    assert.equal(at('NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN', 'N'), undefined);
  });

  it('takes only whole words: not inside a longer word, an identifier, or next to a Unicode letter', () => {
    for (const line of [`x${ADDRESS}`, `${ADDRESS}y`, `${ADDRESS}_1`, `_${ADDRESS}`, `${ADDRESS}7`, `é${ADDRESS}`, `${ADDRESS}а`, `${ADDRESS}\u0301`]) {
      assert.equal(at(line, ADDRESS), undefined, JSON.stringify(line));
    }
    for (const line of [`(${ADDRESS})`, `"${ADDRESS}".`, `${ADDRESS}:`, `[${ADDRESS}]`, ADDRESS, `owner=${ADDRESS}`]) {
      assert.equal(at(line, ADDRESS)?.kind, 'account', JSON.stringify(line));
    }
  });

  it('does not take Unicode look-alikes for an address or a name', () => {
    // Cyrillic М (U+041C) for Latin M, fullwidth Ｎ, Cyrillic е in a root.
    const cyrillic = ADDRESS.replace('M', '\u041c');
    assert.equal(at(`a ${cyrillic} b`, cyrillic, 0), undefined);
    assert.equal(at(`a ${cyrillic} b`, cyrillic, 20), undefined);
    assert.equal(at(`\uff2e${ADDRESS.slice(1)}`, ADDRESS.slice(1)), undefined);
    assert.equal(at('see alice.n\u0435o now', 'alice'), undefined);
    assert.equal(at('see \u0430lice.neo now', 'lice'), undefined, 'Cyrillic а before it');
  });

  it('finds a 0x script hash of 40 hex digits, lower case in the result', () => {
    const upper = `0X${HASH.slice(2).toUpperCase()}`;
    assert.deepEqual(at(`hash = ${upper};`, upper, 5), { kind: 'account', form: 'scriptHash', start: 7, end: 49, owner: { address: ADDRESS, scriptHash: HASH } });
    assert.equal(at(`${HASH}0`, HASH), undefined, '41 digits');
    assert.equal(at(`a${HASH}`, HASH, 3), undefined);
    assert.equal(at(HASH.slice(2), HASH.slice(2)), undefined, 'no 0x');
  });

  it('finds words shaped like second-level NNS names, not subdomains, paths, e-mail, identifiers or longer dotted words', () => {
    assert.deepEqual(at('Ask alice.neo today.', 'alice.neo', 6), { kind: 'name', start: 4, end: 13, name: 'alice.neo' });
    assert.equal(at('Ask alice.neo.', 'alice')?.kind, 'name', 'a full stop after it');
    assert.equal(at('"my-name.n3"', 'my-name')?.kind, 'name');
    assert.equal(at('alice.neo-x', 'alice')?.kind, 'name', 'a root may hold a hyphen');
    // Code such as console.log is shaped like a name too: whether `log` is a root is the node's to say.
    assert.equal(at('console.log(x)', 'console')?.kind, 'name');
    for (const [line, needle] of [
      ['www.alice.neo', 'alice'], ['www.alice.neo', 'www'], ['alice.neo.org', 'alice'], ['bob@alice.neo', 'alice'], ['src/index.ts', 'index'],
      ['Alice.neo', 'lice'], ['alice.Neo', 'alice'], ['a_alice.neo', 'alice'], ['-alice.neo', 'alice'], ['alice-.neo', 'alice'], ['alice.neo-', 'alice'],
      ['alice.9neo', 'alice'],
    ] as const) {
      assert.equal(at(line, needle), undefined, `${line} at ${needle}`);
    }
  });

  it('looks only near the pointer on long lines, never at a match cut by that window', () => {
    const long = `${'x '.repeat(50_000)}${ADDRESS} ${'y '.repeat(50_000)}`;
    assert.equal(at(long, ADDRESS, 3)?.kind, 'account');
    const glued = `${'a'.repeat(400)}${ADDRESS}`;
    assert.equal(hoverTargetAt(glued, 400 + 20), undefined, 'preceded by a letter beyond the window edge');
    assert.equal(hoverTargetAt('', 0), undefined);
  });

  it('another address version: found with any version (null), then read as the node at hand sees it', () => {
    const privateChain = scriptHashToAddress(HASH, 0x42);
    const line = `owner ${privateChain} here`;
    assert.equal(at(line, privateChain), undefined, 'not an address of version 53');
    const target = hoverTargetAt(line, line.indexOf(privateChain) + 3, null);
    assert.equal(target?.kind, 'account');
    if (target?.kind !== 'account') return;
    assert.deepEqual(accountOnNode(target, 0x42), { address: privateChain, scriptHash: HASH });
    assert.equal(accountOnNode(target, 53), undefined, 'no account of a MainNet node');
    const hash = hoverTargetAt(`x ${HASH} y`, 5, null);
    assert.ok(hash?.kind === 'account');
    assert.deepEqual(accountOnNode(hash, 0x42), { address: privateChain, scriptHash: HASH }, 'a script hash gets the node\'s address');
    assert.equal(hoverTargetAt('legacy AKkkumHbBipZ46UMZJoFynJMXzSRnBvKcs', 9, null), undefined, 'Neo Legacy stays out');
  });
});

describe('model/hover/hoverTargets: where a target is on a long line', () => {
  it('the range highlighted is the word\'s place in the whole line, however far along it is', () => {
    const line = `${'x '.repeat(1000)}${ADDRESS} then alice.neo and ${HASH}`;
    const address = line.indexOf(ADDRESS);
    assert.deepEqual(at(line, ADDRESS, 5), { kind: 'account', form: 'address', start: address, end: address + 34, owner: { address: ADDRESS, scriptHash: HASH } });
    const name = line.indexOf('alice.neo');
    assert.deepEqual(at(line, 'alice.neo', 2), { kind: 'name', start: name, end: name + 9, name: 'alice.neo' });
    const hash = line.indexOf(HASH);
    const found = at(line, HASH, 41);
    assert.deepEqual([found?.start, found?.end], [hash, hash + 42]);
  });

  it('the shortest name, three characters, is one', () => {
    assert.deepEqual(hoverTargetAt('see a.b here', 4), { kind: 'name', start: 4, end: 7, name: 'a.b' });
  });
});
