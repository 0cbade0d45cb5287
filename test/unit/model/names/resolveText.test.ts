import assert from 'node:assert/strict';
import { scriptHashToAddress, type ResolveResult, type ResolveStep } from '../../../../src/core';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { nep18Address } from '../../../../src/model/names/nep18';
import { resolvableName, resolveNameProblem } from '../../../../src/model/names/resolveInput';
import { isResolveKind, recordTypeOf, resolveReport, RESOLVE_KINDS } from '../../../../src/model/names/resolveText';

const ADDRESS = 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r';
const chain: ResolveStep[] = [{ name: 'chain.neo', cname: 'www.alice.neo' }, { name: 'www.alice.neo', cname: 'alice.neo' }, { name: 'alice.neo' }];
const result = (outcome: Partial<ResolveResult> & Pick<ResolveResult, 'kind'>, steps: ResolveStep[] = [{ name: 'alice.neo' }]): ResolveResult =>
  ({ asked: steps[0]!.name, type: 'A', steps, retraced: true, ...outcome }) as ResolveResult;

describe('model/names/resolveText, resolveInput and nep18', () => {
  it('tells the answer with the chain the contract followed', () => {
    assert.deepEqual(resolveReport(result({ kind: 'found', data: '203.0.113.7' }), 'A', l10n), { found: true, data: '203.0.113.7', message: 'alice.neo A → 203.0.113.7' });
    assert.equal(resolveReport(result({ kind: 'found', data: '203.0.113.7' }, chain), 'A', l10n).message,
      'chain.neo A → 203.0.113.7 (via chain.neo → www.alice.neo → alice.neo)');
  });

  it('reads a NEP-18 TXT record as an address, checked; says so when it is not one', () => {
    const found = resolveReport(result({ kind: 'found', data: `address=${ADDRESS}` }), 'NEP18', l10n);
    assert.equal(found.found, true);
    assert.equal(found.address?.address, ADDRESS);
    assert.equal(found.address?.scriptHash, '0x118ba6f59931a56ec469770f7fc790ece96df00d');
    assert.equal(found.message, `alice.neo → ${ADDRESS}`);
    const typo = resolveReport(result({ kind: 'found', data: `address=${ADDRESS.slice(0, -1)}s` }), 'NEP18', l10n);
    assert.equal(typo.found, false);
    assert.equal(typo.address, undefined);
    assert.match(typo.message, /is not a valid N3 address/);
    assert.match(resolveReport(result({ kind: 'found', data: 'v=spf1 -all' }), 'NEP18', l10n).message, /has no Neo address: its TXT record is "v=spf1 -all"/);
    assert.equal(nep18Address(`ADDRESS=${ADDRESS}`)?.ok, true, 'RFC 1464: attribute names ignore case');
    assert.equal(nep18Address('hello'), undefined);
  });

  it('says in plain words why there is no answer', () => {
    const cases: Array<[ResolveResult, string]> = [
      [result({ kind: 'noRecord' }), 'alice.neo has no A record.'],
      [result({ kind: 'noRecord' }, chain), 'chain.neo has no A record: its CNAME leads to alice.neo, which has none.'],
      [result({ kind: 'notRegistered', name: 'alice.neo' }), 'alice.neo is not registered: nobody holds it.'],
      [result({ kind: 'notRegistered', name: 'ghost.neo' }, [{ name: 'dangling.neo', cname: 'ghost.neo' }, { name: 'ghost.neo' }]),
        'ghost.neo is not registered, so dangling.neo cannot be resolved (via dangling.neo → ghost.neo).'],
      [result({ kind: 'expired', name: 'alice.neo' }), 'alice.neo has expired: the contract no longer resolves it.'],
      [result({ kind: 'noRoot', name: 'alice.xyz' }), '.xyz is not a top-level domain of this NNS contract.'],
      [result({ kind: 'tooManyRedirections' }, chain), 'alice.neo cannot be resolved: the contract follows at most two CNAMEs (chain.neo → www.alice.neo → alice.neo → …).'.replace('alice.neo cannot', 'chain.neo cannot')],
    ];
    for (const [input, message] of cases) {
      const report = resolveReport(input, 'A', l10n);
      assert.equal(report.message, message);
      assert.equal(report.found, false);
    }
  });

  it('shows chain strings on one visible line', () => {
    const hostile = resolveReport(result({ kind: 'found', data: 'a\nb\u202ec' }, [{ name: 'x.neo', cname: 'evil\u202e.neo' }, { name: 'evil\u202e.neo' }]), 'TXT', l10n);
    assert.equal(hostile.message, 'x.neo TXT → a b\\u{202e}c (via x.neo → evil\\u{202e}.neo)');
    assert.equal(hostile.data, 'a\nb\u202ec', 'copied as it is');
  });

  it('checks a name as it is typed: second-level names and subdomains, one trailing dot', () => {
    for (const name of ['neo.neo', 'www.neo.neo', 'a.b.c.d.e.f.neo.neo', 'neo.neo.', ' alice.neo ']) assert.equal(resolveNameProblem(name, l10n), undefined, name);
    assert.equal(resolvableName(' neo.neo. '), 'neo.neo');
    assert.match(resolveNameProblem('Alice.neo', l10n) ?? '', /lowercase/);
    assert.match(resolveNameProblem('alice', l10n) ?? '', /top-level domain/);
    assert.match(resolveNameProblem('a.b.c.d.e.f.g.neo.neo', l10n) ?? '', /at most 8 parts/);
    assert.match(resolveNameProblem('-x.alice.neo', l10n) ?? '', /hyphen/);
    assert.match(resolveNameProblem('w w.alice.neo', l10n) ?? '', /a space/);
    assert.match(resolveNameProblem('www..neo', l10n) ?? '', /two dots/);
  });

  it('reads a NEP-18 address with the node\'s address version', () => {
    const hash = '0x118ba6f59931a56ec469770f7fc790ece96df00d';
    const privateChain = scriptHashToAddress(hash, 0x42);
    assert.deepEqual(nep18Address(`address=${privateChain}`, 0x42), { ok: true, owner: { address: privateChain, scriptHash: hash } });
    assert.deepEqual(nep18Address(`address=${ADDRESS}`, 0x42), { ok: false, value: ADDRESS });
    const found = resolveReport(result({ kind: 'found', data: `address=${privateChain}` }), 'NEP18', l10n, 0x42);
    assert.equal(found.address?.address, privateChain);
    assert.equal(resolveReport(result({ kind: 'found', data: `address=${privateChain}` }), 'NEP18', l10n).found, false, '53 where not given');
  });
});

describe('model/names/resolveText: the kinds a user picks and the rest of the answers', () => {
  it('offers A, AAAA, TXT, CNAME and a Neo address, and asks the contract for TXT for the last', () => {
    assert.deepEqual(RESOLVE_KINDS, ['A', 'AAAA', 'TXT', 'CNAME', 'NEP18']);
    for (const kind of RESOLVE_KINDS) assert.equal(isResolveKind(kind), true, kind);
    for (const value of ['MX', 'a', '', undefined, 1, ['A']]) assert.equal(isResolveKind(value), false, String(value));
    assert.deepEqual(RESOLVE_KINDS.map(recordTypeOf), ['A', 'AAAA', 'TXT', 'CNAME', 'TXT']);
  });

  it('a name with no Neo address says "Neo address (NEP-18)"; a CNAME asked is named', () => {
    assert.equal(resolveReport(result({ kind: 'noRecord' }), 'NEP18', l10n).message, 'alice.neo has no Neo address (NEP-18) record.');
    assert.equal(resolveReport(result({ kind: 'noRecord' }), 'CNAME', l10n).message, 'alice.neo has no CNAME record.');
  });

  it('a chain that ends at an expired name, or one the contract refuses, says where', () => {
    const to = (name: string): ResolveStep[] => [{ name: 'www.alice.neo', cname: name }, { name }];
    assert.equal(resolveReport(result({ kind: 'expired', name: 'old.neo' }, to('old.neo')), 'A', l10n).message,
      'old.neo has expired, so www.alice.neo cannot be resolved (via www.alice.neo → old.neo).');
    assert.equal(resolveReport(result({ kind: 'expired', name: 'alice.neo' }, [{ name: 'www.alice.neo' }]), 'A', l10n).message,
      'alice.neo has expired: the contract no longer resolves it.', 'the subdomain of an expired name: its own name expired');
    assert.equal(resolveReport(result({ kind: 'invalidName', name: 'x..neo', exception: 'The name format is invalid.' }), 'A', l10n).message,
      'The contract does not accept x..neo as a name: The name format is invalid.');
  });

  it('NEP-18 is a TXT record that starts with "address="; text before it makes it no NEP-18 record', () => {
    assert.equal(nep18Address(`my address=${ADDRESS}`), undefined);
    assert.deepEqual(nep18Address(`address=${ADDRESS}\n`), { ok: false, value: `${ADDRESS}\n` });
  });
});
