import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import type { NnsFamily } from '../../../../../src/model/write/contracts/contractApi';
import { dnsNameProblem, fragmentOk, RECORD_TYPE_ORDER, recordNameProblem, recordTypeName, recordValueProblem, secondLevel } from '../../../../../src/model/write/contracts/recordValues';
import { API } from '../fixtures';

const ok = (type: 'A' | 'AAAA' | 'TXT' | 'CNAME', value: string, family: NnsFamily) => recordValueProblem(type, value, family, l10n) === undefined;
const FAMILIES: NnsFamily[] = ['nameService', 'neoGoExample', 'neoFs', 'other'];

describe('model/write/contracts/recordValues', () => {
  describe('A (CheckIPv4 / checkIPv4)', () => {
    it('takes public addresses on every family', () => {
      for (const value of ['93.184.216.34', '1.1.1.1', '8.8.8.8', '223.255.255.254', '172.15.0.1', '172.32.0.1', '192.169.1.1', '100.63.0.1', '100.128.0.1', '169.1.2.3', '1.254.2.3', '1.168.2.3', '192.1.2.3']) {
        for (const family of FAMILIES) assert.ok(ok('A', value, family), `${value} on ${family}`);
      }
    });

    it('refuses what both contracts refuse: shapes, leading zeros, private, loopback, link-local, multicast, .0 and .255', () => {
      const cases: Array<[string, RegExp]> = [
        ['1.2.3', /four numbers/], ['1.2.3.4.5', /four numbers/], ['1.2.3.a', /four numbers/], ['+1.2.3.4', /four numbers/], [' 1.2.3.4', /four numbers/],
        ['1.2..4', /four numbers/], ['1111.2.3.4', /four numbers/], ['01.2.3.4', /leading zeros in an IPv4 address: write 1\.2\.3\.4\./], ['1.2.3.00', /leading zeros/],
        ['256.1.1.1', /0–255/], ['0.1.2.3', /0\.0\.0\.0\/8/], ['10.1.2.3', /10\.0\.0\.0\/8/], ['127.0.0.1', /loopback/], ['169.254.1.1', /link-local/],
        ['172.16.0.1', /172\.16\.0\.0\/12/], ['172.31.255.254', /172\.16/], ['192.168.1.1', /192\.168/], ['224.0.0.1', /multicast/], ['255.255.255.254', /multicast/],
        ['1.2.3.0', /\.0 or \.255/], ['1.2.3.255', /\.0 or \.255/],
      ];
      for (const [value, words] of cases) {
        for (const family of FAMILIES) assert.match(recordValueProblem('A', value, family, l10n) ?? '', words, `${value} on ${family}`);
      }
    });

    it('says which range the contract refuses, in full', () => {
      const words = (value: string) => recordValueProblem('A', value, 'neoGoExample', l10n);
      assert.equal(words('169.254.1.1'), '169.254.1.1 is in the link-local range 169.254.0.0/16, which the contract refuses: an A record is a public address.');
      assert.equal(words('192.168.1.1'), '192.168.1.1 is in the private range 192.168.0.0/16, which the contract refuses: an A record is a public address.');
      assert.equal(words('1.2.3'), 'An A record is an IPv4 address: four numbers 0–255 separated by dots, e.g. 93.184.216.34 ("1.2.3" is not).');
    });

    it('refuses the C# contract\'s further reserved ranges only where that contract checks them (neo-go\'s and NeoFS\'s take them)', () => {
      for (const value of ['100.64.0.1', '100.127.1.1', '192.0.0.9', '192.0.2.1', '192.88.99.1', '198.18.0.1', '198.19.255.254', '198.51.100.7', '203.0.113.9']) {
        assert.match(recordValueProblem('A', value, 'nameService', l10n) ?? '', /reserved range/, value);
        assert.match(recordValueProblem('A', value, 'other', l10n) ?? '', /reserved range/, value);
        assert.ok(ok('A', value, 'neoGoExample'), value);
        assert.ok(ok('A', value, 'neoFs'), value);
      }
      for (const value of ['192.0.1.1', '192.88.98.1', '198.20.0.1', '198.51.101.1', '203.0.114.1']) assert.ok(ok('A', value, 'nameService'), value);
    });
  });

  describe('AAAA (CheckIPv6 / checkIPv6)', () => {
    it('takes global unicast addresses, compressed or whole, in either case', () => {
      for (const value of ['2a00:1450:4001:81a::200e', '2001:4860:4860::8888', '2001:0200::1', '3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '2A00:1450::1', '2400::', '2001:200:0:0:0:0:0:1', '2000::1']) {
        for (const family of FAMILIES) assert.ok(ok('AAAA', value, family), `${value} on ${family}`);
      }
    });

    it('refuses the shapes the contracts refuse, and all but global unicast', () => {
      const bad = ['::1', '::', 'fe80::1', 'ff02::1', '2002::1', '3ffe::1', '1fff::1', '4000::1', '2001:db8::1', '2001:0db8::1', '2001:1ff::1', '2001::1',
        '2a00::1::2', '2a00:1:2:3:4:5:6', '2a00:1:2:3:4:5:6:7:8', '2a00:12345::1', '2a00:g::1', ':2a00::1', '2a00::1:', '::ffff:1.2.3.4', '2a00:1450:4001:81a::200e%eth0', ''];
      for (const value of bad) {
        for (const family of FAMILIES) assert.ok(!ok('AAAA', value, family), `${value} on ${family}`);
      }
    });

    it('tells a shape the contracts refuse from an address they refuse', () => {
      const shape = (value: string) => `An AAAA record is an IPv6 address of up to 8 groups of 1–4 hex digits separated by colons, with one "::" at most, e.g. 2a00:1450:4001:81a::200e ("${value}" is not).`;
      for (const value of [':2a00::1', '2a00::1:', '2a00::1::2', '1:2', ':', '']) {
        for (const family of FAMILIES) assert.equal(recordValueProblem('AAAA', value, family, l10n), shape(value), `${value} on ${family}`);
      }
      for (const value of ['::', '::1', '1fff::1']) {
        assert.equal(recordValueProblem('AAAA', value, 'nameService', l10n), `${value} is not a global unicast address (2000::/3, without 2002::/16, 3ffe::/16, 2001:db8::/32 and 2001::/23), which the contract refuses.`);
      }
    });

    it('refuses 2001:8000:: to 2001:ffff:: on neo-go\'s and NeoFS\'s contracts, which read the group as negative; the C# one takes them', () => {
      for (const value of ['2001:8000::1', '2001:abcd::1', '2001:ffff::1', '2001:a00::1']) {
        assert.ok(ok('AAAA', value, 'nameService'), value);
        assert.match(recordValueProblem('AAAA', value, 'neoGoExample', l10n) ?? '', /negative number/, value);
        assert.match(recordValueProblem('AAAA', value, 'neoFs', l10n) ?? '', /negative number/, value);
        assert.ok(!ok('AAAA', value, 'other'), value);
      }
      // A group whose first digit is 0–7 reads the same everywhere.
      assert.ok(ok('AAAA', '2001:7fff::1', 'neoGoExample'));
      // The C# contract takes 2001:8::1 and 2001:db8::1 (it reads fff8 and fdb8): not global addresses, refused here.
      for (const value of ['2001:8::1', '2001:db8::1']) assert.match(recordValueProblem('AAAA', value, 'nameService', l10n) ?? '', /not a global unicast/);
    });
  });

  it('TXT: at most 255 bytes of UTF-8, as both contracts count them', () => {
    assert.ok(ok('TXT', 'x'.repeat(255), 'nameService'));
    assert.equal(recordValueProblem('TXT', 'x'.repeat(256), 'neoGoExample', l10n), 'A TXT record holds at most 255 bytes; this one has 256.');
    assert.ok(!ok('TXT', 'é'.repeat(128), 'nameService'), '256 bytes in 128 characters');
    assert.ok(ok('TXT', '', 'nameService'));
  });

  it('CNAME: a name by SplitAndCheck with subdomains; the fragments each family allows', () => {
    for (const value of ['target.neo', 'a.b.c.neo', 'x1-y.neo', '9.neo']) for (const family of FAMILIES) assert.ok(ok('CNAME', value, family), value);
    for (const value of ['Target.neo', 'a..neo', '-a.neo', 'a-.neo', 'a.9neo', 'a.n-', 'ab', `${'a'.repeat(64)}.neo`, 'a.abcdefghijklmnopq', 'a_b.neo', 'a.neo.']) {
      for (const family of FAMILIES) assert.ok(!ok('CNAME', value, family), `${value} on ${family}`);
    }
    const nine = 'a.b.c.d.e.f.g.h.neo';
    assert.match(recordValueProblem('CNAME', nine, 'nameService', l10n) ?? '', /has 9 parts; this contract takes at most 8/);
    assert.ok(ok('CNAME', nine, 'neoGoExample'));
    assert.ok(ok('CNAME', nine, 'neoFs'));
    assert.ok(ok('CNAME', 'neo', 'neoFs'), 'NeoFS takes a top-level domain');
    assert.ok(!ok('CNAME', 'neo', 'neoGoExample'));
    assert.equal(recordValueProblem('CNAME', 'neo', 'neoGoExample', l10n), 'A CNAME record is a name the contract accepts: "neo" has no top-level domain (e.g. neo.neo).');
    assert.match(recordValueProblem('CNAME', 'neo', 'other', l10n) ?? '', /has no top-level domain/, 'an unknown contract as the C# one');
    assert.match(recordValueProblem('CNAME', nine, 'other', l10n) ?? '', /has 9 parts; this contract takes at most 8/, 'an unknown contract as the C# one');
    for (const family of FAMILIES) assert.ok(ok('CNAME', 'a.b.c.d.e.f.g.neo', family), `8 parts on ${family}`);
    assert.equal(recordValueProblem('CNAME', 'a.9neo', 'nameService', l10n), 'A CNAME record is a name the contract accepts: "9neo" is not a top-level domain: 1–16 of a–z, 0–9 and inner hyphens, starting with a letter.');
    assert.equal(recordValueProblem('CNAME', '-a.neo', 'nameService', l10n), 'A CNAME record is a name the contract accepts: "-a" is not a part of a name: 1–63 of a–z, 0–9 and inner hyphens, starting and ending with a letter or digit.');
    assert.equal(dnsNameProblem(`${'a.'.repeat(126)}neo`, 'neoGoExample', l10n), undefined, '255 bytes');
    assert.equal(dnsNameProblem(`${'a.'.repeat(127)}neo`, 'neoGoExample', l10n), 'a name has 3 to 255 characters ("' + `${'a.'.repeat(127)}neo` + '" has 257).');
  });

  it('CheckFragment: roots start with a letter and have at most 16 characters; other fragments 63', () => {
    assert.deepEqual(['neo', 'n', 'n-1', 'abcdefghijklmnop'].map((f) => fragmentOk(f, true)), [true, true, true, true]);
    assert.deepEqual(['1neo', 'abcdefghijklmnopq', 'neo-', '', 'Neo'].map((f) => fragmentOk(f, true)), [false, false, false, false, false]);
    assert.deepEqual(['1', 'a--b', 'a'.repeat(63)].map((f) => fragmentOk(f, false)), [true, true, true]);
    assert.deepEqual(['-a', 'a'.repeat(64), 'a b'].map((f) => fragmentOk(f, false)), [false, false, false]);
  });

  it('shows invisible characters of a value it refuses', () => {
    assert.match(recordValueProblem('A', '1.2.3.4\u202e', 'nameService', l10n) ?? '', /1\.2\.3\.4\\u\{202e\}/);
  });

  it('knows the record types by number, in the pick\'s order; another type is none of them', () => {
    assert.deepEqual(RECORD_TYPE_ORDER, ['A', 'AAAA', 'TXT', 'CNAME']);
    assert.deepEqual([1, 28, 16, 5].map(recordTypeName), ['A', 'AAAA', 'TXT', 'CNAME']);
    assert.deepEqual([0, 2, 15, 99].map(recordTypeName), [undefined, undefined, undefined, undefined]);
  });

  it('takes records on a name and its subdomains as each family splits names: the C# one resolves them, the others check the second level', () => {
    assert.deepEqual([secondLevel('www.alice.neo'), secondLevel('alice.neo'), secondLevel('a.b.alice.neo')], ['alice.neo', 'alice.neo', 'alice.neo']);
    assert.equal(recordNameProblem('www.alice.neo', API.csharp, l10n), undefined);
    assert.equal(recordNameProblem('www.alice.neo', API.neoGo, l10n), undefined);
    assert.match(recordNameProblem('alice', API.csharp, l10n) ?? '', /./);
    assert.match(recordNameProblem('www.Alice.neo', API.neoGo, l10n) ?? '', /lowercase/, 'the second level as register checks it');
    assert.match(recordNameProblem('-x.alice.neo', API.neoFs, l10n) ?? '', /not a part of a name/, 'a subdomain as the contract checks a record\'s name');
    const deep = 'a.b.c.d.e.f.g.h.alice.neo';
    assert.equal(recordNameProblem(deep, API.csharp, l10n), 'An NNS name has at most 8 parts separated by dots.', 'the C# contract resolves at most so deep');
    assert.equal(recordNameProblem(deep, { ...API.neoGo, family: 'other' }, l10n), 'An NNS name has at most 8 parts separated by dots.', 'an unknown contract as the C# one');
    assert.deepEqual([recordNameProblem(deep, API.neoGo, l10n), recordNameProblem(deep, API.neoFs, l10n)], [undefined, undefined], 'neo-go\'s and NeoFS\'s take deeper subdomains');
  });
});
