import assert from 'node:assert/strict';
import { englishLocalizer } from '../../../../src/model/text/localizer';
import { FRAGMENT_PATTERN, nameProblem } from '../../../../src/model/names/nameSyntax';

const problem = (name: string) => nameProblem(name, englishLocalizer);

describe('model/names/nameSyntax', () => {
  it('accepts second-level names the NNS contract can hold', () => {
    for (const name of ['neo.neo', 'a1.n3', 'my-name.neo', '0x.neo', `${'a'.repeat(63)}.neo`, `ab.${'x'.repeat(16)}`, 'a-b.x-y']) {
      assert.equal(problem(name), undefined, name);
    }
  });

  it('says what is wrong with a name, one reason, in the words of the rules', () => {
    assert.equal(problem('Bad Name!'), 'a space, "!" cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.');
    assert.equal(problem('Alice.NEO'), 'NNS names are lowercase: alice.neo');
    assert.equal(problem('a.'), 'An NNS name has at least 3 characters, e.g. neo.neo.');
    assert.equal(problem('alice'), 'Add the top-level domain, e.g. alice.neo.');
    assert.equal(problem('alice..neo'), 'A name cannot start or end with a dot, or have two dots in a row.');
    assert.equal(problem('.alice.neo'), 'A name cannot start or end with a dot, or have two dots in a row.');
    assert.equal(problem('www.alice.neo'), 'www.alice.neo is a subdomain: the NNS keeps details of second-level names such as alice.neo.');
    assert.equal(problem(`${'a'.repeat(64)}.neo`), 'The part before the dot has at most 63 characters; this one has 64.');
    assert.equal(problem(`a.${'b'.repeat(17)}`), `A top-level domain has at most 16 characters; .${'b'.repeat(17)} has 17.`);
    assert.equal(problem('alice.9neo'), 'A top-level domain starts with a letter: .9neo does not.');
    assert.equal(problem('-alice.neo'), '"-alice" starts or ends with a hyphen: hyphens go between letters or digits.');
    assert.equal(problem('alice.neo-'), '"neo-" starts or ends with a hyphen: hyphens go between letters or digits.');
    assert.equal(problem(''), 'Type a domain name, e.g. neo.neo.');
    assert.match(problem(`${'a.'.repeat(130)}neo`) ?? '', /at most 255 characters; this one has 263/);
  });

  it('shows invisible and reordering characters as escapes, never as themselves', () => {
    assert.equal(problem('a\u202eb.neo'), '"\\u{202e}" cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.');
    assert.equal(problem('é.neo'), '"é" cannot be part of an NNS name: use a–z, 0–9, hyphens and dots.');
  });

  it('gives hovers, command links and Resolve Name… one CheckFragment: 1 to 63 of a–z, 0–9, hyphens, no hyphen first or last', () => {
    const fragment = new RegExp(`^${FRAGMENT_PATTERN}$`);
    for (const ok of ['a', '0', 'a-b', 'x'.repeat(63)]) assert.ok(fragment.test(ok), ok);
    for (const bad of ['', '-a', 'a-', 'A', 'a.b', 'x'.repeat(64), 'é']) assert.ok(!fragment.test(bad), bad);
  });
});

describe('model/names/nameSyntax: the length limits, at their edges', () => {
  const problem = (name: string) => nameProblem(name, englishLocalizer);

  it('3 characters are enough, 2 are not', () => {
    assert.equal(problem('a.b'), undefined);
    assert.equal(problem('ab'), 'An NNS name has at least 3 characters, e.g. neo.neo.');
  });

  it('255 characters pass the length rule (and meet the label\'s), 256 do not', () => {
    assert.equal(problem(`${'a'.repeat(251)}.neo`), 'The part before the dot has at most 63 characters; this one has 251.');
    assert.equal(problem(`${'a'.repeat(252)}.neo`), 'An NNS name has at most 255 characters; this one has 256.');
  });
});
