import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { resolvableName, resolveNameProblem } from '../../../../src/model/names/resolveInput';

const problem = (text: string) => resolveNameProblem(text, l10n);

describe('model/names/resolveInput: a name typed in Resolve Name…', () => {
  it('the name looked up: trimmed, one trailing dot dropped, not two', () => {
    assert.equal(resolvableName('  www.alice.neo.\t'), 'www.alice.neo');
    assert.equal(resolvableName('alice.neo'), 'alice.neo');
    assert.equal(resolvableName('alice.neo..'), 'alice.neo.');
    assert.match(problem('alice.neo..') ?? '', /two dots in a row/);
  });

  it('a second-level name is checked by its own rules, its words kept', () => {
    assert.equal(problem('alice.neo'), undefined);
    assert.equal(problem(''), 'Type a domain name, e.g. neo.neo.');
    assert.equal(problem('alice'), 'Add the top-level domain, e.g. alice.neo.');
    assert.equal(problem('-alice.neo'), '"-alice" starts or ends with a hyphen: hyphens go between letters or digits.');
    assert.equal(problem('alice.9neo'), 'A top-level domain starts with a letter: .9neo does not.');
  });

  it('a subdomain is fine where its second-level name is; that name\'s problem is told', () => {
    assert.equal(problem('www.alice.neo'), undefined);
    assert.equal(problem('www.alice.9neo'), 'A top-level domain starts with a letter: .9neo does not.');
    assert.equal(problem('www.-alice.neo'), '"-alice" starts or ends with a hyphen: hyphens go between letters or digits.');
    assert.equal(problem('.alice.neo'), 'A name cannot start or end with a dot, or have two dots in a row.');
  });

  it('every label before the second-level name is checked, however deep', () => {
    assert.equal(problem('a.b.c.d.e.alice.neo'), undefined);
    assert.equal(problem('a.b.-c.alice.neo'), '"-c" starts or ends with a hyphen: hyphens go between letters or digits.');
    assert.equal(problem('a.b.c.d.e.alice.neo.x.y'), 'An NNS name has at most 8 parts separated by dots.');
    assert.equal(problem('a.b.c.d.e.f.alice.neo'), undefined, '8 parts');
  });

  it('at most 255 characters in all, subdomains included', () => {
    const label = 'a'.repeat(61);
    const at255 = `${[label, label, label, label].join('.')}.ali.neo`;
    assert.equal(at255.length, 255);
    assert.equal(problem(at255), undefined);
    assert.equal(problem(`b${at255}`), 'An NNS name has at most 255 characters; this one has 256.');
  });
});
